import type { ClientCouponStatus, CouponStatus } from '../enums.js';

/**
 * The coupon state machine (ARCHITECTURE §6): the server moves a coupon only along these
 * edges, each with `WHERE status = <from>`. NOT_EFFECTIVE waits for a fixed window to open;
 * INVALID is a batch withdrawn by its issuer. USED, EXPIRED and INVALID are final.
 */
export const COUPON_TRANSITIONS: Readonly<Record<CouponStatus, readonly CouponStatus[]>> = {
  NOT_EFFECTIVE: ['VALID', 'EXPIRED', 'INVALID'],
  VALID: ['USED', 'EXPIRED', 'INVALID'],
  USED: [],
  EXPIRED: [],
  INVALID: [],
};

export function canMoveCoupon(from: CouponStatus, to: CouponStatus): boolean {
  return COUPON_TRANSITIONS[from].includes(to);
}

/** A coupon's stored state and what the client needs to tell its status at a moment. */
export interface CouponStateAt {
  status: CouponStatus;
  /** Epoch ms. */
  effectiveStart: number;
  effectiveEnd: number;
  /** A pending order holds it (the checkout issue). */
  locked: boolean;
}

/**
 * The server state a coupon has at `now`, whatever the expiry sweep has written yet: a window
 * that has opened or closed counts even before the sweep moves the row.
 */
export function couponStatusAt(coupon: CouponStateAt, now: number): CouponStatus {
  if (coupon.status !== 'VALID' && coupon.status !== 'NOT_EFFECTIVE') return coupon.status;
  if (now >= coupon.effectiveEnd) return 'EXPIRED';
  return now < coupon.effectiveStart ? 'NOT_EFFECTIVE' : 'VALID';
}

/**
 * The client's lowercase status (spec §4 "Coupon status"): `locked` while a pending order
 * holds a valid coupon; an INVALID coupon shows as expired, the client list having no other.
 */
export function clientCouponStatus(coupon: CouponStateAt, now: number): ClientCouponStatus {
  const status = couponStatusAt(coupon, now);
  switch (status) {
    case 'VALID':
      return coupon.locked ? 'locked' : 'valid';
    case 'NOT_EFFECTIVE':
      return 'not_effective';
    case 'USED':
      return 'used';
    case 'EXPIRED':
    case 'INVALID':
      return 'expired';
  }
}

/** The wallet lists these; the history page lists the rest. */
export const WALLET_STATUSES: readonly CouponStatus[] = ['VALID', 'NOT_EFFECTIVE'];
export const HISTORY_STATUSES: readonly CouponStatus[] = ['USED', 'EXPIRED', 'INVALID'];
