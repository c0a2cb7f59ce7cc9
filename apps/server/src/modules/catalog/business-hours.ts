import { isOpenAt as isOpenByDayParts, jakartaDayAndMinute } from '@lahap/contract/store/business-hours';

/** One dayPartTimeList row: day 1–7 (Monday = 1), channel 1 delivery / 2 pickup / 3 dine-in. */
export type HoursRow = readonly [day: number, channel: number, start: string, end: string];

/** The weekday (Monday = 1 … Sunday = 7) and minute of the day in Asia/Jakarta. */
export function jakartaClock(nowMs: number): { day: number; minute: number } {
  const { dayPartCode, minute } = jakartaDayAndMinute(nowMs);
  return { day: dayPartCode, minute };
}

/**
 * Whether a store is open at `nowMs`, by the contract's rule (the web shows the same status):
 * the hours of the first channel that has any, in the spec's priority 3, 1, 2; none reads as
 * closed; a span ending at or before its start runs past midnight. Rows come compact from SQL.
 */
export function isOpenAt(rows: readonly HoursRow[] | null, nowMs: number): boolean {
  if (!rows || rows.length === 0) return false;
  return isOpenByDayParts(
    rows.map(([dayPartCode, channelCode, startTime, endTime]) => ({
      dayPartCode,
      channelCode,
      startTime,
      endTime,
    })),
    nowMs,
  );
}
