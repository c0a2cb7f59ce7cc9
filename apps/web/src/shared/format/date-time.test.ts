import { describe, expect, it, vi } from 'vitest';

// 2026-11-21T20:00:00Z is 03:00 on 22 November in Jakarta (UTC+7).
const instant = Date.UTC(2026, 10, 21, 20, 0, 0);

describe('formatDateTime', () => {
  it('writes the date in the language’s order and the 24-hour Jakarta time', async () => {
    const { formatDateTime } = await import('./date-time');
    expect(formatDateTime(instant, 'id-ID')).toBe('22-11-2026 03:00');
    expect(formatDateTime(new Date(instant).toISOString(), 'zh-CN')).toBe('2026-11-22 03:00');
  });

  it('makes no formatter until a time is shown: a page importing it but showing none pays nothing', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Real(...args);
    });
    try {
      const { formatDateTime } = await import('./date-time');
      expect(made).not.toHaveBeenCalled();
      expect(formatDateTime(instant, 'en-US')).toBe('22-11-2026 03:00');
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
