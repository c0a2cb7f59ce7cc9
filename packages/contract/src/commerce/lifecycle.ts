import type { OrderLifecycleStatus, PaymentStatus } from '../enums.js';

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
 * The payment state machine: a charge waits, then succeeds or closes (expired, declined, or
 * replaced by another method). Both ends are final; a success the provider reports for a closed
 * charge is refunded, not recorded as a second payment.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  WAIT_PAY: ['PAY_SUCCESS', 'CLOSE'],
  PAY_SUCCESS: [],
  CLOSE: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}
