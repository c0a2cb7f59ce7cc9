import { DEV_OPTION_TAP_WINDOW_MS, DEV_OPTION_TAPS } from '@lahap/contract/constants';
import { describe, expect, it } from 'vitest';
import { createTapCounter } from './dev-tap-counter';

/** Taps at the given times; the results of each tap. */
function tapAt(times: number[]): boolean[] {
  const counter = createTapCounter();
  return times.map((time) => counter.tap(time));
}

describe('developer tap counter', () => {
  it('counts 5 taps within 3 s', () => {
    expect(DEV_OPTION_TAPS).toBe(5);
    expect(DEV_OPTION_TAP_WINDOW_MS).toBe(3_000);
    expect(tapAt([0, 100, 200, 300, 400])).toEqual([false, false, false, false, true]);
    expect(tapAt([0, 750, 1_500, 2_250, 3_000]).at(-1)).toBe(true);
  });

  it('does not count 5 taps spread over 3.5 s', () => {
    expect(tapAt([0, 875, 1_750, 2_625, 3_500])).toEqual([false, false, false, false, false]);
  });

  it('slides the window: old taps drop out and later fast taps still unlock', () => {
    // 0 and 500 have left the window when the fast burst comes; 1000 is still in it.
    expect(tapAt([0, 500, 1_000, 3_600, 3_700, 3_800, 3_900])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    // Four quick taps, then a fifth just too late for the first.
    expect(tapAt([0, 100, 200, 300, 3_100])).toEqual([false, false, false, false, false]);
  });

  it('starts again from zero after an unlock', () => {
    const counter = createTapCounter();
    for (const time of [0, 1, 2, 3]) counter.tap(time);
    expect(counter.tap(4)).toBe(true);
    expect(counter.tap(5)).toBe(false);
  });
});
