import { describe, expect, it } from 'vitest';
import { ORDER_LIFECYCLE_STATUSES, PAYMENT_STATUSES } from '../enums.js';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, canMoveOrder, canMovePayment } from './lifecycle.js';

describe('the order and payment state machines', () => {
  it('name every state, and move only forward from unpaid to paid to refunded', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_LIFECYCLE_STATUSES].sort());
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    const allowed = ORDER_LIFECYCLE_STATUSES.flatMap((from) =>
      ORDER_LIFECYCLE_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'INIT→SUBMIT',
        'INIT→CANCEL',
        'SUBMIT→COMPLETED',
        'SUBMIT→CANCEL',
        'COMPLETED→RETURN',
        'COMPLETED→REFUND',
        'COMPLETED→EXPIRED',
        'RETURN→REFUND',
        'RETURN→EXPIRED',
      ].sort(),
    );
    // A cancelled order is never paid, a paid one never cancelled.
    expect(canMoveOrder('CANCEL', 'COMPLETED')).toBe(false);
    expect(canMoveOrder('COMPLETED', 'CANCEL')).toBe(false);
  });

  it('settles a charge once: WAIT_PAY to PAY_SUCCESS or CLOSE, both final', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canMovePayment(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(['WAIT_PAY→CLOSE', 'WAIT_PAY→PAY_SUCCESS']);
  });
});
