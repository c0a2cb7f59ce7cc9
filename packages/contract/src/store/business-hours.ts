import { BUSINESS_HOURS_CHANNEL_PRIORITY } from '../constants.js';

/**
 * Opening hours rules (spec §9 "Business hours", "Day-of-week codes"), shared by the server (the
 * store cards' isOpen) and the web (today's hours and open/closed on the store page).
 *
 * Day codes: the spec has two readings of dayPartCode 1–7 — Monday..Sunday, and one that only
 * says Sunday is 7 — which agree only that 7 is the last day of the week. Both are served by one
 * rule: the weekday is counted from Monday = 1 so that Sunday is 7 (never 0, as JavaScript's
 * getDay gives), and the day before 1 is 7. Nothing else depends on which day a code names.
 *
 * Time: Asia/Jakarta, UTC+7 all year (no daylight saving), whatever the device's zone.
 */

/** One span of dayPartTimeList; structurally the contract's `DayPartTimeItem`. */
export interface DayPartTime {
  dayPartCode: number;
  channelCode: number;
  startTime: string;
  endTime: string;
  /** False marks a closed span; absent reads as open. */
  isBusinessHours?: boolean;
}

export const STORE_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** "HH:MM" as minutes after midnight; "24:00" is 1440, the end of the day. */
export function minutesOfDay(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** The day code (Monday = 1 … Sunday = 7) and minute of the day at `nowMs` in Asia/Jakarta. */
export function jakartaDayAndMinute(nowMs: number): { dayPartCode: number; minute: number } {
  const local = new Date(nowMs + JAKARTA_OFFSET_MS);
  const weekday = local.getUTCDay();
  return {
    dayPartCode: weekday === 0 ? 7 : weekday,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The day code before `code`: the day before the first day (1) is the last (7). */
export function previousDayPartCode(code: number): number {
  return code <= 1 ? 7 : code - 1;
}

/** A span ending at or before its start runs past midnight (22:00–02:00; 00:00–00:00 is all day). */
export function isOvernight(span: Pick<DayPartTime, 'startTime' | 'endTime'>): boolean {
  return minutesOfDay(span.endTime) <= minutesOfDay(span.startTime);
}

const isOpenSpan = (row: DayPartTime): boolean => row.isBusinessHours !== false;

/**
 * The channel whose hours count: the first of 3 (dine-in), 1 (delivery), 2 (pickup) that has any
 * open span on any day; null when none has ("then none": the store reads as closed).
 */
export function businessHoursChannel(list: readonly DayPartTime[] | null | undefined): number | null {
  if (!list || list.length === 0) return null;
  for (const code of BUSINESS_HOURS_CHANNEL_PRIORITY) {
    if (list.some((row) => row.channelCode === code && isOpenSpan(row))) return code;
  }
  return null;
}

/**
 * Whether a span covers the moment: a span of today from its start to its end (to midnight and
 * beyond when overnight), or yesterday's overnight span until its end this morning.
 */
function coversMoment(row: DayPartTime, dayPartCode: number, minute: number): boolean {
  const from = minutesOfDay(row.startTime);
  const to = minutesOfDay(row.endTime);
  const overnight = to <= from;
  if (row.dayPartCode === dayPartCode) return overnight ? minute >= from : minute >= from && minute < to;
  if (row.dayPartCode === previousDayPartCode(dayPartCode) && overnight) return minute < to;
  return false;
}

/** Whether the store is open at `nowMs` by the hours of its priority channel. */
export function isOpenAt(list: readonly DayPartTime[] | null | undefined, nowMs: number): boolean {
  const channel = businessHoursChannel(list);
  if (channel === null || !list) return false;
  const { dayPartCode, minute } = jakartaDayAndMinute(nowMs);
  return list.some(
    (row) => row.channelCode === channel && isOpenSpan(row) && coversMoment(row, dayPartCode, minute),
  );
}

export interface OpeningSpan {
  startTime: string;
  endTime: string;
  /** Ends after midnight (the end is shown as the next day's time). */
  overnight: boolean;
}

export interface TodayOpeningHours {
  /** The channel the hours were taken from (3, 1, 2), or null when no channel has hours. */
  channelCode: number | null;
  /** Today's spans (Asia/Jakarta) of that channel, earliest first; empty = closed all day. */
  spans: OpeningSpan[];
  /** Open right now, counting yesterday's overnight span still running after midnight. */
  isOpen: boolean;
}

/** Today's opening hours and open/closed status for the store page (spec §2 "Store card"). */
export function todayOpeningHours(
  list: readonly DayPartTime[] | null | undefined,
  nowMs: number,
): TodayOpeningHours {
  const channelCode = businessHoursChannel(list);
  if (channelCode === null || !list) return { channelCode: null, spans: [], isOpen: false };
  const { dayPartCode } = jakartaDayAndMinute(nowMs);
  const spans = list
    .filter((row) => row.channelCode === channelCode && row.dayPartCode === dayPartCode && isOpenSpan(row))
    .map((row) => ({ startTime: row.startTime, endTime: row.endTime, overnight: isOvernight(row) }))
    .sort(
      (a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime) || a.endTime.localeCompare(b.endTime),
    );
  return { channelCode, spans, isOpen: isOpenAt(list, nowMs) };
}

/** "10:00-22:00" spans joined for display, e.g. "11:00-14:30, 17:00-22:00"; '' when closed all day. */
export function formatOpeningSpans(spans: readonly OpeningSpan[], separator = ', '): string {
  return spans.map((span) => `${span.startTime}-${span.endTime}`).join(separator);
}
