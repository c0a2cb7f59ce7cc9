/** Milliseconds since the epoch. Services take one so tests can move time without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Whether what was kept at `keptAt` is still fresh at `at` for `ttlMs` (a clock moved back is not). */
export const isFresh = (keptAt: number, at: number, ttlMs: number): boolean =>
  at >= keptAt && at - keptAt < ttlMs;

/** An epoch-ms instant as the API writes times (ISO 8601, UTC). */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** The same for a time that may not have happened yet. */
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
