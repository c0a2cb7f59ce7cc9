import type { PaymentStatus } from '../enums.js';

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

/**
 * What a charge pays (ADR 021): a voucher order, one share of a table's bill, or a pickup or
 * delivery order. The module that owns a payable decides who may pay it and hears of its money
 * through `payment.succeeded` and `payment.closed`, which name it.
 */
export const PAYABLE_KINDS = ['VOUCHER_ORDER', 'TABLE_SHARE', 'FOOD_ORDER'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/**
 * Why a charge closed without money, as `payment.closed` says: it ran out of time, the wallet
 * declined, or another method replaced it. A charge closed because its owner gave the payable up
 * is not announced: the owner knows.
 */
export const PAYMENT_CLOSE_REASONS = ['EXPIRED', 'FAILED', 'REPLACED'] as const;
export type PaymentCloseReason = (typeof PAYMENT_CLOSE_REASONS)[number];
