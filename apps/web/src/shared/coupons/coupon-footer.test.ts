import { describe, expect, it } from 'vitest';
import { walletCouponFixture as couponFixture } from './coupon-fixtures';
import { couponFooter } from './coupon-footer';

const NOW = Date.UTC(2025, 4, 10, 5, 0, 0);
const END = '2025-05-20T17:00:00.000Z';

describe('the SaaS coupon footer (spec §4)', () => {
  it('shows the last day for a valid coupon with more than five days left', () => {
    const footer = couponFooter(couponFixture('1', { remainingDays: 6, effectiveEndTime: END }), NOW);
    expect(footer).toEqual({ kind: 'endDate', lastMoment: Date.parse(END) - 1 });
  });

  it.each([5, 3, 1])('counts the days when %i are left', (days) => {
    expect(couponFooter(couponFixture('1', { remainingDays: days }), NOW)).toEqual({
      kind: 'daysLeft',
      days,
    });
  });

  it('says "expiring today" when none are left', () => {
    expect(couponFooter(couponFixture('1', { remainingDays: 0 }), NOW)).toEqual({ kind: 'endsToday' });
  });

  it('counts the Jakarta days itself when the answer gives none', () => {
    // It ends at 13 May 00:00 Jakarta (12 May 17:00 UTC), so its last day is 12 May: two after 10 May.
    const coupon = couponFixture('1', { remainingDays: null, effectiveEndTime: '2025-05-12T17:00:00.000Z' });
    expect(couponFooter(coupon, NOW)).toEqual({ kind: 'daysLeft', days: 2 });
  });

  it.each(['used', 'locked'] as const)('shows the verified time of a %s coupon', (status) => {
    const usedTime = '2025-05-09T06:30:00.000Z';
    expect(couponFooter(couponFixture('1', { status, usedTime }), NOW)).toEqual({
      kind: 'verified',
      at: Date.parse(usedTime),
    });
  });

  it('shows when an expired coupon ended, and when a coupon not yet valid starts', () => {
    expect(couponFooter(couponFixture('1', { status: 'expired', effectiveEndTime: END }), NOW)).toEqual({
      kind: 'expired',
      lastMoment: Date.parse(END) - 1,
    });
    const start = '2025-06-01T00:00:00.000Z';
    expect(
      couponFooter(couponFixture('1', { status: 'not_effective', effectiveStartTime: start }), NOW),
    ).toEqual({
      kind: 'notEffective',
      from: Date.parse(start),
    });
  });
});
