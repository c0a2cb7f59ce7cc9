import { describe, expect, it } from 'vitest';
import {
  BILL_STATUSES,
  FOOD_ORDER_CARD_STATUSES,
  FOOD_ORDER_STATUSES,
  ROUND_STATUSES,
  canMoveFoodOrder,
  canMoveRound,
  evenPartAmount,
} from './states.js';

describe('round transitions', () => {
  it('moves one step forwards only', () => {
    expect(canMoveRound('SENT', 'ACCEPTED')).toBe(true);
    expect(canMoveRound('ACCEPTED', 'READY')).toBe(true);
    expect(canMoveRound('READY', 'SERVED')).toBe(true);
    expect(canMoveRound('SENT', 'READY')).toBe(false);
    expect(canMoveRound('READY', 'ACCEPTED')).toBe(false);
    for (const to of ROUND_STATUSES) expect(canMoveRound('SERVED', to)).toBe(false);
  });
});

describe('evenPartAmount', () => {
  it('gives the rounding to the last part so the parts sum to the total', () => {
    for (const total of [0, 1, 2, 99_999, 100_000, 100_001, 123_457, 10_000_001]) {
      for (let parts = 1; parts <= 20; parts += 1) {
        const amounts = Array.from({ length: parts }, (_, i) => evenPartAmount(total, parts, i + 1));
        expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(total);
        expect(new Set(amounts.slice(0, -1)).size).toBeLessThanOrEqual(1);
        expect(amounts.at(-1)).toBeGreaterThanOrEqual(amounts[0] ?? 0);
      }
    }
    expect(evenPartAmount(100_000, 3, 1)).toBe(33_333);
    expect(evenPartAmount(100_000, 3, 3)).toBe(33_334);
  });

  it('refuses parts that are not there', () => {
    expect(() => evenPartAmount(100, 3, 0)).toThrow(RangeError);
    expect(() => evenPartAmount(100, 3, 4)).toThrow(RangeError);
    expect(() => evenPartAmount(100, 0, 1)).toThrow(RangeError);
    expect(() => evenPartAmount(1.5, 2, 1)).toThrow(RangeError);
  });
});

describe('food order transitions', () => {
  it('moves a pickup from payment to the counter and a delivery through the courier', () => {
    expect(canMoveFoodOrder(2, 'UNPAID', 'PAID')).toBe(true);
    expect(canMoveFoodOrder(2, 'PAID', 'ACCEPTED')).toBe(true);
    expect(canMoveFoodOrder(2, 'READY', 'COMPLETED')).toBe(true);
    expect(canMoveFoodOrder(2, 'READY', 'DELIVERING')).toBe(false);
    expect(canMoveFoodOrder(1, 'READY', 'COMPLETED')).toBe(false);
    expect(canMoveFoodOrder(1, 'READY', 'DELIVERING')).toBe(true);
    expect(canMoveFoodOrder(1, 'DELIVERING', 'COMPLETED')).toBe(true);
    expect(canMoveFoodOrder(2, 'UNPAID', 'ACCEPTED')).toBe(false);
    expect(canMoveFoodOrder(1, 'PAID', 'CANCELLED')).toBe(false);
    for (const to of FOOD_ORDER_STATUSES) {
      expect(canMoveFoodOrder(1, 'COMPLETED', to)).toBe(false);
      expect(canMoveFoodOrder(2, 'CANCELLED', to)).toBe(false);
    }
  });

  it('lets an orders-tab card show every bill and food order status', () => {
    for (const status of [...BILL_STATUSES, ...FOOD_ORDER_STATUSES]) {
      expect(FOOD_ORDER_CARD_STATUSES).toContain(status);
    }
  });
});
