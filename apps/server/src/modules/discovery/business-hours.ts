import { BUSINESS_HOURS_CHANNEL_PRIORITY } from '@lahap/contract/constants';

/** One dayPartTimeList row: day 1–7 (Monday = 1), channel 1 delivery / 2 pickup / 3 dine-in. */
export type HoursRow = readonly [day: number, channel: number, start: string, end: string];

/** Jakarta keeps UTC+7 all year (no daylight saving), so the offset is a constant. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** "HH:MM" as minutes after midnight; "24:00" is the end of the day. */
function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** The weekday (Monday = 1 … Sunday = 7) and minute of the day in Asia/Jakarta. */
export function jakartaClock(nowMs: number): { day: number; minute: number } {
  const local = new Date(nowMs + JAKARTA_OFFSET_MS);
  const weekday = local.getUTCDay();
  return { day: weekday === 0 ? 7 : weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * Whether a store is open at `nowMs`: its hours of the first channel that has any, in the spec's
 * priority 3, 1, 2 (dine-in first); no hours at all reads as closed. A span ending at or before
 * its start runs past midnight, so yesterday's late span can still be open this morning.
 */
export function isOpenAt(rows: readonly HoursRow[] | null, nowMs: number): boolean {
  if (!rows || rows.length === 0) return false;
  const channel = BUSINESS_HOURS_CHANNEL_PRIORITY.find((code) => rows.some((row) => row[1] === code));
  if (channel === undefined) return false;
  const { day, minute } = jakartaClock(nowMs);
  const yesterday = day === 1 ? 7 : day - 1;
  return rows.some(([rowDay, rowChannel, start, end]) => {
    if (rowChannel !== channel) return false;
    const from = minutesOf(start);
    const to = minutesOf(end);
    const overnight = to <= from;
    if (rowDay === day) return overnight ? minute >= from : minute >= from && minute < to;
    if (rowDay === yesterday && overnight) return minute < to;
    return false;
  });
}
