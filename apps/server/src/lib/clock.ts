/** Milliseconds since the epoch. Services take one so tests can move time without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Whether what was kept at `keptAt` is still fresh at `at` for `ttlMs` (a clock moved back is not). */
export const isFresh = (keptAt: number, at: number, ttlMs: number): boolean =>
  at >= keptAt && at - keptAt < ttlMs;
