import { COUPON_DAY_COUNT_THRESHOLD } from '@lahap/contract/constants';
import type { Coupon } from '@lahap/contract/coupons/schemas';
import { jakartaDaysLeft } from '@lahap/contract/jakarta-day';

/** What a coupon card's footer line says (spec §4 "SaaS coupon footer"). */
export type CouponFooter =
  /** Valid with more than five days left: the last day it works. */
  | { kind: 'endDate'; lastMoment: number }
  /** Valid, ending today. */
  | { kind: 'endsToday' }
  /** Valid with five days or fewer left. */
  | { kind: 'daysLeft'; days: number }
  /** Used at the counter, or held by a pending order: when it was verified. */
  | { kind: 'verified'; at: number | null }
  /** Expired or withdrawn: the last day it worked. */
  | { kind: 'expired'; lastMoment: number }
  /** Its window has not opened: the first day it works. */
  | { kind: 'notEffective'; from: number };

export type FooterCoupon = Pick<
  Coupon,
  'status' | 'remainingDays' | 'effectiveStartTime' | 'effectiveEndTime' | 'usedTime'
>;

/**
 * The footer of a coupon card. The end is exclusive, so the last day shown is the one its
 * final millisecond falls in. The days left are the answer's (whole Asia/Jakarta days); when
 * it gives none for a valid coupon they are counted here the same way.
 */
export function couponFooter(coupon: FooterCoupon, nowMs: number): CouponFooter {
  const end = Date.parse(coupon.effectiveEndTime);
  switch (coupon.status) {
    case 'used':
    case 'locked':
      return { kind: 'verified', at: coupon.usedTime === null ? null : Date.parse(coupon.usedTime) };
    case 'expired':
      return { kind: 'expired', lastMoment: end - 1 };
    case 'not_effective':
      return { kind: 'notEffective', from: Date.parse(coupon.effectiveStartTime) };
    case 'valid': {
      const days = coupon.remainingDays ?? jakartaDaysLeft(nowMs, end);
      if (days > COUPON_DAY_COUNT_THRESHOLD) return { kind: 'endDate', lastMoment: end - 1 };
      if (days === 0) return { kind: 'endsToday' };
      return { kind: 'daysLeft', days };
    }
  }
}
