import { DEV_OPTION_TAP_WINDOW_MS, DEV_OPTION_TAPS } from '@lahap/contract/constants';

export interface TapCounter {
  /** Records a tap at `now` (ms); true when it completes the unlock gesture. */
  tap(now: number): boolean;
  reset(): void;
}

/**
 * Counts taps in a sliding window (spec §4 "Developer options unlock": 5 taps within 3 s).
 * Only the taps of the last `windowMs` count, so slow tapping never adds up; after a
 * completed gesture the count starts again from zero.
 */
export function createTapCounter(taps = DEV_OPTION_TAPS, windowMs = DEV_OPTION_TAP_WINDOW_MS): TapCounter {
  let times: number[] = [];
  return {
    tap(now) {
      times = [...times.filter((time) => now - time <= windowMs), now];
      if (times.length < taps) return false;
      times = [];
      return true;
    },
    reset() {
      times = [];
    },
  };
}
