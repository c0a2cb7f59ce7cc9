import { describe, expect, it } from 'vitest';
import { ORDER_LIFECYCLE_STATUSES, VOUCHER_STATUSES, type VoucherStatus } from '../enums.js';
import {
  NO_VOUCHERS,
  ORDER_TRANSITIONS,
  VOUCHER_TRANSITIONS,
  canMoveOrder,
  canMoveVoucher,
  orderCardStatus,
  orderStatusOfVouchers,
  voucherStatusAt,
  type VoucherCounts,
} from './lifecycle.js';

const counts = (partial: Partial<Record<VoucherStatus, number>>): VoucherCounts => ({
  ...NO_VOUCHERS,
  ...partial,
});

describe('the order state machine', () => {
  it('names every state, and moves only forward from unpaid to paid to refunded', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_LIFECYCLE_STATUSES].sort());
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
});

describe('the voucher state machine', () => {
  it('names every state, and a used, refunded or expired voucher never moves again', () => {
    expect(Object.keys(VOUCHER_TRANSITIONS).sort()).toEqual([...VOUCHER_STATUSES].sort());
    const allowed = VOUCHER_STATUSES.flatMap((from) =>
      VOUCHER_STATUSES.filter((to) => canMoveVoucher(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'NOT_DELIVERY→VALID',
        'NOT_DELIVERY→REFUND',
        'NOT_DELIVERY→EXPIRED',
        'VALID→USED',
        'VALID→REFUND',
        'VALID→EXPIRED',
      ].sort(),
    );
    expect(canMoveVoucher('USED', 'REFUND')).toBe(false);
    expect(canMoveVoucher('REFUND', 'USED')).toBe(false);
  });

  it('counts a live voucher past its end as expired before the job moves it', () => {
    expect(voucherStatusAt({ status: 'VALID', effectiveEnd: 1000 }, 999)).toBe('VALID');
    expect(voucherStatusAt({ status: 'VALID', effectiveEnd: 1000 }, 1000)).toBe('EXPIRED');
    expect(voucherStatusAt({ status: 'NOT_DELIVERY', effectiveEnd: 1000 }, 2000)).toBe('EXPIRED');
    expect(voucherStatusAt({ status: 'USED', effectiveEnd: 1000 }, 2000)).toBe('USED');
  });
});

describe("a paid order's state from its vouchers", () => {
  it('reads as the order lifecycle says', () => {
    expect(orderStatusOfVouchers(counts({ VALID: 2 }))).toBe('COMPLETED');
    expect(orderStatusOfVouchers(counts({ USED: 2 }))).toBe('COMPLETED');
    expect(orderStatusOfVouchers(counts({ VALID: 1, USED: 1 }))).toBe('COMPLETED');
    expect(orderStatusOfVouchers(counts({ VALID: 1, REFUND: 1 }))).toBe('RETURN');
    expect(orderStatusOfVouchers(counts({ USED: 1, EXPIRED: 1 }))).toBe('RETURN');
    expect(orderStatusOfVouchers(counts({ REFUND: 2 }))).toBe('REFUND');
    expect(orderStatusOfVouchers(counts({ REFUND: 1, EXPIRED: 1 }))).toBe('EXPIRED');
    expect(orderStatusOfVouchers(counts({ EXPIRED: 3 }))).toBe('EXPIRED');
  });

  it('only ever moves along the order transitions, whatever the vouchers do one by one', () => {
    // Every way three vouchers can end, walked one move at a time from three live ones.
    const finals: VoucherStatus[] = ['USED', 'REFUND', 'EXPIRED'];
    const walk = (state: VoucherStatus[], order: ReturnType<typeof orderStatusOfVouchers>): void => {
      state.forEach((status, i) => {
        if (status !== 'VALID') return;
        for (const to of finals) {
          const next = state.map((s, j) => (j === i ? to : s));
          const tally = counts({});
          const mutable: Record<VoucherStatus, number> = { ...tally };
          for (const s of next) mutable[s] += 1;
          const after = orderStatusOfVouchers(mutable);
          if (after !== order) expect(canMoveOrder(order, after), `${order}→${after}`).toBe(true);
          walk(next, after);
        }
      });
    };
    walk(['VALID', 'VALID', 'VALID'], 'COMPLETED');
    expect(ORDER_LIFECYCLE_STATUSES).toContain('RETURN');
  });
});

describe('the order card status', () => {
  const now = 10_000;
  it('covers every order state', () => {
    const card = (
      status: Parameters<typeof orderCardStatus>[0]['status'],
      c: Partial<Record<VoucherStatus, number>>,
      effectiveStart = 0,
    ) => orderCardStatus({ status, counts: counts(c), effectiveStart, now });
    expect(card('INIT', {})).toBe('wait_pay');
    expect(card('SUBMIT', {})).toBe('wait_pay');
    expect(card('CANCEL', {})).toBe('cancel');
    expect(card('COMPLETED', { VALID: 1 })).toBe('valid');
    expect(card('COMPLETED', { VALID: 1 }, now + 1)).toBe('not_effective');
    expect(card('COMPLETED', { NOT_DELIVERY: 1, VALID: 1 })).toBe('not_delivery');
    expect(card('COMPLETED', { USED: 2 })).toBe('used');
    expect(card('RETURN', { USED: 1, REFUND: 1 })).toBe('used');
    expect(card('RETURN', { VALID: 1, REFUND: 1 })).toBe('valid');
    expect(card('REFUND', { REFUND: 2 })).toBe('return');
    expect(card('EXPIRED', { EXPIRED: 1, REFUND: 1 })).toBe('return');
    expect(card('EXPIRED', { EXPIRED: 2 })).toBe('expired');
  });
});
