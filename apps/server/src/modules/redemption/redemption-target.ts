import { couponStatusAt } from '@lahap/contract/coupons/lifecycle';
import type { CouponStatus, VoucherStatus } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { RedeemBlock } from '@lahap/contract/redemption/counter-schemas';
import type { CounterCouponRow } from '../coupons/index.js';
import type { VoucherRow } from '../orders/index.js';
import type { RedemptionKind } from './repository.js';

/** A voucher or store coupon a code names, as redeeming reads it. */
export interface Target {
  kind: RedemptionKind;
  id: string;
  /** The voucher's product or the coupon's template. */
  itemId: string;
  merchantId: string;
  userId: string;
  amount: number;
  status: VoucherStatus | CouponStatus;
  start: number;
  end: number;
  /** A coupon a pending order holds. */
  locked: boolean;
  orderId: string | null;
  usedAt: number | null;
  usedStoreId: string | null;
  usedPointId: string | null;
  voucher: VoucherRow | null;
}

export function voucherTarget(voucher: VoucherRow): Target {
  return {
    kind: 'VOUCHER',
    id: voucher.id,
    itemId: voucher.product_id,
    merchantId: voucher.merchant_id,
    userId: voucher.user_id,
    amount: voucher.amount,
    status: voucher.status,
    start: voucher.effective_start_ms,
    end: voucher.effective_end_ms,
    locked: false,
    orderId: voucher.order_id,
    usedAt: voucher.used_at_ms,
    usedStoreId: voucher.used_store_id,
    usedPointId: voucher.used_point_id,
    voucher,
  };
}

export function couponTarget(coupon: CounterCouponRow): Target {
  return {
    kind: 'COUPON',
    id: coupon.id,
    itemId: coupon.template_id,
    merchantId: coupon.merchant_id,
    userId: coupon.user_id,
    amount: coupon.discount_amount,
    status: coupon.status,
    start: coupon.effective_start_ms,
    end: coupon.effective_end_ms,
    locked: coupon.locked,
    orderId: null,
    usedAt: coupon.used_at_ms,
    usedStoreId: coupon.used_store_id,
    usedPointId: null,
    voucher: null,
  };
}

/** Its state at `at` as the answer tells it: a VALID one past its end reads EXPIRED before the job writes it. */
export function statusAt(target: Target, at: number): VoucherStatus | CouponStatus {
  if (target.kind === 'COUPON') {
    return couponStatusAt(
      {
        status: target.status as CouponStatus,
        effectiveStart: target.start,
        effectiveEnd: target.end,
        locked: target.locked,
      },
      at,
    );
  }
  return target.status === 'VALID' && at >= target.end ? 'EXPIRED' : target.status;
}

/**
 * Why it cannot be redeemed at this store at `at`, or null. A coupon is taken only VALID (the
 * contract's transitions: NOT_EFFECTIVE never jumps to USED) and free of any pending order.
 */
export function blockAt(target: Target, accepted: boolean, at: number): RedeemBlock | null {
  if (!accepted) return 'WRONG_STORE';
  if (target.status === 'USED') return 'USED';
  if (target.status === 'NOT_EFFECTIVE') return at < target.end ? 'NOT_EFFECTIVE' : 'NOT_VALID';
  if (target.status !== 'VALID' || target.locked || at >= target.end) return 'NOT_VALID';
  return at < target.start ? 'NOT_EFFECTIVE' : null;
}

export const BLOCK_CODES: Readonly<Record<RedeemBlock, string>> = {
  WRONG_STORE: ERROR_CODES.REDEEM_WRONG_STORE,
  USED: ERROR_CODES.REDEEM_ALREADY_USED,
  NOT_VALID: ERROR_CODES.REDEEM_NOT_VALID,
  NOT_EFFECTIVE: ERROR_CODES.REDEEM_NOT_VALID,
};

/** How the catalogue and the codes name what a redemption is of: V a voucher's product, C a coupon's template. */
export const itemKind = (kind: RedemptionKind) => (kind === 'VOUCHER' ? 'V' : 'C');
