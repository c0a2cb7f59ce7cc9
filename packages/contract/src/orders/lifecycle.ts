import type { OrderCardStatus, OrderLifecycleStatus, VoucherStatus } from '../enums.js';

/**
 * The order state machine (ARCHITECTURE §6): the server moves an order only along these edges,
 * each with `WHERE status = <from>`.
 * - INIT: placed; its stock, limits, coupon and red envelope are held; nothing charged yet.
 * - SUBMIT: a charge is open at the payment provider.
 * - COMPLETED: paid; its vouchers are the customer's.
 * - CANCEL: closed unpaid (by the customer or after ORDER_PAY_MINUTES); what it held is released.
 * - RETURN: some of its vouchers refunded; REFUND: all of them; EXPIRED: its vouchers ran out unused.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderLifecycleStatus, readonly OrderLifecycleStatus[]>> = {
  INIT: ['SUBMIT', 'CANCEL'],
  SUBMIT: ['COMPLETED', 'CANCEL'],
  COMPLETED: ['RETURN', 'REFUND', 'EXPIRED'],
  RETURN: ['REFUND', 'EXPIRED'],
  REFUND: [],
  CANCEL: [],
  EXPIRED: [],
};

export function canMoveOrder(from: OrderLifecycleStatus, to: OrderLifecycleStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The orders that still wait for money: the cashier, the auto-cancel job and Pay now act on these. */
export const UNPAID_ORDER_STATUSES: readonly OrderLifecycleStatus[] = ['INIT', 'SUBMIT'];

/**
 * The voucher state machine (ARCHITECTURE §6): one voucher per unit bought, moved only along
 * these edges, each with `WHERE status = <from>`.
 * - NOT_DELIVERY: a partner's code not issued yet (the product's pool ran dry at payment).
 * - VALID: usable: its code, or its partner's code, is the customer's.
 * - USED: redeemed at a counter (online or offline) or at a point; redemption cannot be undone.
 * - REFUND: given back at the customer's request; EXPIRED: ran out unused (and refunded, unless
 *   it was a partner's code already issued).
 */
export const VOUCHER_TRANSITIONS: Readonly<Record<VoucherStatus, readonly VoucherStatus[]>> = {
  NOT_DELIVERY: ['VALID', 'REFUND', 'EXPIRED'],
  VALID: ['USED', 'REFUND', 'EXPIRED'],
  USED: [],
  REFUND: [],
  EXPIRED: [],
};

export function canMoveVoucher(from: VoucherStatus, to: VoucherStatus): boolean {
  return VOUCHER_TRANSITIONS[from].includes(to);
}

/** Vouchers still to be used: the useable sub-tab lists orders with one of these. */
export const LIVE_VOUCHER_STATUSES: readonly VoucherStatus[] = ['VALID', 'NOT_DELIVERY'];

/** A voucher's state at `now`, whatever the expiry job has written yet: a live one past its end counts as expired. */
export function voucherStatusAt(
  voucher: { status: VoucherStatus; effectiveEnd: number },
  now: number,
): VoucherStatus {
  return LIVE_VOUCHER_STATUSES.includes(voucher.status) && now >= voucher.effectiveEnd
    ? 'EXPIRED'
    : voucher.status;
}

/** How many of a paid order's vouchers are in each state. */
export type VoucherCounts = Readonly<Record<VoucherStatus, number>>;

export const NO_VOUCHERS: VoucherCounts = { NOT_DELIVERY: 0, VALID: 0, USED: 0, REFUND: 0, EXPIRED: 0 };

/**
 * A paid order's state from its vouchers: COMPLETED while none came back (all used, or some
 * still live); RETURN once some came back (refunded or expired) while others were used or are
 * still live; REFUND when all were refunded; EXPIRED when none was used and at least one ran out.
 * It only ever moves along ORDER_TRANSITIONS: nothing that came back goes live again.
 */
export function orderStatusOfVouchers(
  counts: VoucherCounts,
): Extract<OrderLifecycleStatus, 'COMPLETED' | 'RETURN' | 'REFUND' | 'EXPIRED'> {
  const live = counts.VALID + counts.NOT_DELIVERY;
  const back = counts.REFUND + counts.EXPIRED;
  if (back === 0) return 'COMPLETED';
  if (live > 0 || counts.USED > 0) return 'RETURN';
  return counts.EXPIRED > 0 ? 'EXPIRED' : 'REFUND';
}

/**
 * The order card's status (spec §4 "Order card status"), which picks its footer: unpaid orders
 * wait to be paid; a cancelled one is cancelled; a paid one reads from its vouchers, the most
 * actionable first — a partner's code still to come, then a live voucher (not effective before
 * its window opens), then used, returned, expired. `locked` is a coupon's state (held by a
 * pending order), never an order's.
 */
export function orderCardStatus(order: {
  status: OrderLifecycleStatus;
  counts: VoucherCounts;
  /** Epoch ms the vouchers can first be used. */
  effectiveStart: number;
  now: number;
}): OrderCardStatus {
  const { status, counts } = order;
  if (status === 'INIT' || status === 'SUBMIT') return 'wait_pay';
  if (status === 'CANCEL') return 'cancel';
  if (counts.NOT_DELIVERY > 0) return 'not_delivery';
  if (counts.VALID > 0) return order.now < order.effectiveStart ? 'not_effective' : 'valid';
  if (counts.USED > 0) return 'used';
  if (counts.REFUND > 0) return 'return';
  return 'expired';
}
