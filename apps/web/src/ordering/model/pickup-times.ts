import { DISPLAY_TIME_ZONE } from '@lahap/contract/format';
import type { DayPartTime } from '@lahap/contract/store/business-hours';
import { isChannelOpenAt, pickupSlots } from '@lahap/contract/ordering/delivery';

/** The pickup channel's code in dayPartTimeList. */
const PICKUP_CHANNEL = 2;

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as the store's clock reads it: 24-hour, Jakarta time. */
export function storeClock(atMs: number): string {
  return clock.format(atMs);
}

/** The pickup times to offer, grouped by the store's day: today's, then tomorrow's. */
export interface PickupChoice {
  /** Whether the store takes pickups right now; closed, the first slots are its next opening. */
  openNow: boolean;
  days: { day: 'today' | 'tomorrow'; slots: number[] }[];
}

/**
 * The slots the server would take (`pickupSlots` of the contract: far enough ahead for the
 * kitchen, within the pickup hours, up to a day ahead), by day. A store closed now still offers
 * its next opening's slots, tomorrow's if today's hours are over.
 */
export function pickupChoice(list: readonly DayPartTime[], nowMs: number): PickupChoice {
  const today = dayOf.format(nowMs);
  const todays: number[] = [];
  const tomorrows: number[] = [];
  for (const slot of pickupSlots(list, nowMs)) (dayOf.format(slot) === today ? todays : tomorrows).push(slot);
  const days: PickupChoice['days'] = [];
  if (todays.length > 0) days.push({ day: 'today', slots: todays });
  if (tomorrows.length > 0) days.push({ day: 'tomorrow', slots: tomorrows });
  return { openNow: isChannelOpenAt(list, PICKUP_CHANNEL, nowMs), days };
}

/** ISO 8601 with the store's offset, as submit takes it (Jakarta is UTC+7 all year). */
export function pickupTimeIso(atMs: number): string {
  const local = new Date(atMs + 7 * 3_600_000).toISOString().slice(0, 19);
  return `${local}+07:00`;
}

/** Which store day a moment falls on, seen from `nowMs`: today, tomorrow, or another (null). */
export function storeDayOf(atMs: number, nowMs: number): 'today' | 'tomorrow' | null {
  const day = dayOf.format(atMs);
  if (day === dayOf.format(nowMs)) return 'today';
  return day === dayOf.format(nowMs + 86_400_000) ? 'tomorrow' : null;
}
