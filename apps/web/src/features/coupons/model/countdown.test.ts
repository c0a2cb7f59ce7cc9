import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownParts, useCountdown } from './countdown';

describe('the coupon timer (spec §4)', () => {
  it('pads hours, minutes and seconds to two digits and folds days into the hours', () => {
    expect(countdownParts(5_000)).toEqual({ hours: '00', minutes: '00', seconds: '05' });
    expect(countdownParts((3 * 3600 + 7 * 60 + 9) * 1000)).toEqual({
      hours: '03',
      minutes: '07',
      seconds: '09',
    });
    expect(countdownParts((26 * 3600 + 61) * 1000)).toEqual({ hours: '26', minutes: '01', seconds: '01' });
    expect(countdownParts(100 * 3600 * 1000)).toEqual({ hours: '100', minutes: '00', seconds: '00' });
  });

  it('counts a part second as whole and never goes below zero', () => {
    expect(countdownParts(1)).toEqual({ hours: '00', minutes: '00', seconds: '01' });
    expect(countdownParts(0)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
    expect(countdownParts(-5_000)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });

  describe('useCountdown', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: Date.UTC(2025, 4, 10) });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ticks down each second and calls the timeout once at zero', () => {
      const onTimeout = vi.fn();
      const deadline = Date.now() + 3_000;
      const { result, rerender } = renderHook(() => useCountdown(deadline, onTimeout));
      expect(result.current).toBe(3_000);
      act(() => void vi.advanceTimersByTime(1_000));
      expect(result.current).toBe(2_000);
      act(() => void vi.advanceTimersByTime(1_500));
      expect(onTimeout).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(500));
      expect(result.current).toBe(0);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      act(() => void vi.advanceTimersByTime(5_000));
      rerender();
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });

    it('times out at once for a deadline already past', () => {
      const onTimeout = vi.fn();
      renderHook(() => useCountdown(Date.now() - 1, onTimeout));
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });
});
