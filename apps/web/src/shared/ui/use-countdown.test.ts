import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

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
