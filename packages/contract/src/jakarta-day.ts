/**
 * Calendar days in Asia/Jakarta, where every day limit and day count of the product is kept:
 * UTC+7 all year (no daylight saving), whatever the server's or the device's zone.
 */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Jakarta calendar day of `nowMs` as `YYYY-MM-DD`. */
export function jakartaDay(nowMs: number): string {
  return new Date(nowMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of the Jakarta midnight that starts the day `days` after the day of `nowMs`. */
export function jakartaMidnightAfter(nowMs: number, days: number): number {
  const startOfDay = Math.floor((nowMs + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS - JAKARTA_OFFSET_MS;
  return startOfDay + days * DAY_MS;
}

/**
 * Whole Jakarta days from the day of `nowMs` to the day `endMs` falls in — 0 when it ends today
 * — for a coupon ending at `endMs` (exclusive). Never negative.
 */
export function jakartaDaysLeft(nowMs: number, endMs: number): number {
  const lastMoment = endMs - 1;
  const days =
    Math.floor((lastMoment + JAKARTA_OFFSET_MS) / DAY_MS) - Math.floor((nowMs + JAKARTA_OFFSET_MS) / DAY_MS);
  return Math.max(0, days);
}
