import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../enums.js';
import { PAYMENT_TRANSITIONS, canMovePayment } from './lifecycle.js';

describe('the payment state machine', () => {
  it('names every state', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('settles a charge once: WAIT_PAY to PAY_SUCCESS or CLOSE, both final', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canMovePayment(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(['WAIT_PAY→CLOSE', 'WAIT_PAY→PAY_SUCCESS']);
  });
});
