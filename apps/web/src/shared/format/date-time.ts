import { DISPLAY_TIME_ZONE, formatDate } from '@lahap/contract/format';
import type { Locale } from '@lahap/contract/locale';

let clock: Intl.DateTimeFormat | undefined;

/**
 * Made on first use: a formatter with a time zone loads the zone's data, tens of milliseconds on
 * a slow phone, which a page that imports this module but shows no time (a guest's orders tab)
 * should not pay while it starts.
 */
function clockFormat(): Intl.DateTimeFormat {
  clock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock;
}

/**
 * A moment (epoch ms, or an ISO 8601 text) as date and 24-hour time in Asia/Jakarta, the date
 * in the product's order for the language (day-month-year; year-month-day in Chinese).
 */
export function formatDateTime(moment: number | string, locale: Locale): string {
  const ms = typeof moment === 'string' ? Date.parse(moment) : moment;
  return `${formatDate(ms, locale)} ${clockFormat().format(ms)}`;
}
