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
