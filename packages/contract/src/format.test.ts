import { describe, expect, it, vi } from 'vitest';
import {
  describeDistance,
  formatDate,
  formatDistance,
  formatRupiah,
  progressDrawnPercent,
  shortenCount,
} from './format.js';

describe('formatRupiah', () => {
  it.each([
    [25000, 'Rp 25.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [1234567, 'Rp 1.234.567'],
    [-5000, 'Rp -5.000'],
    [12500.4, 'Rp 12.500'],
    [9_007_199_254_740_993n, 'Rp 9.007.199.254.740.993'],
  ])('%s → %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });
});

describe('distance', () => {
  it.each([
    [0, '<100m'],
    [99.9, '<100m'],
    [100, '100m'],
    [450.4, '450m'],
    [1000, '1000m'],
    [1001, '1.0km'],
    [1250, '1.3km'],
    [1450, '1.5km'],
    [2350, '2.4km'],
    [12345, '12.3km'],
    [Number.NaN, '<100m'],
  ])('%s m → %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });

  it('takes a translated label for the near case', () => {
    expect(formatDistance(10, 'di bawah 100m')).toBe('di bawah 100m');
    expect(describeDistance(5)).toEqual({ kind: 'near' });
  });
});

describe('shortenCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.2k'],
    [15000, '15k'],
  ])('%s → %s', (n, text) => {
    expect(shortenCount(n)).toBe(text);
  });
});

describe('progressDrawnPercent', () => {
  it.each([
    [0, 35],
    [9.9, 35],
    [10, 42],
    [42, 42],
    [43, 43],
    [150, 100],
  ])('%s%% draws %s%%', (percent, drawn) => {
    expect(progressDrawnPercent(percent)).toBe(drawn);
  });
});

describe('formatDate', () => {
  // 2026-11-21T20:00:00Z is already 22 November in Jakarta (UTC+7).
  const instant = Date.UTC(2026, 10, 21, 20, 0, 0);
  it('writes day-month-year outside Chinese, in Jakarta time', () => {
    expect(formatDate(instant, 'id-ID')).toBe('22-11-2026');
    expect(formatDate(instant, 'en-US')).toBe('22-11-2026');
  });
  it('writes year-month-day in Chinese', () => {
    expect(formatDate(instant, 'zh-CN')).toBe('2026-11-22');
  });
  it('keeps another zone apart, and makes one formatter per zone for a whole list of dates', () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Real(...args);
    });
    try {
      for (let day = 0; day < 20; day += 1) formatDate(instant + day * 86_400_000, 'id-ID', 'UTC');
      expect(formatDate(instant, 'id-ID', 'UTC')).toBe('21-11-2026');
      expect(formatDate(instant, 'id-ID')).toBe('22-11-2026');
      expect(made.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      made.mockRestore();
    }
  });
});
