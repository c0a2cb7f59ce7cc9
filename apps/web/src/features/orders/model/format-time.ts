import { DISPLAY_TIME_ZONE, formatDate } from '@lahap/contract/format';
import type { Locale } from '@lahap/contract/locale';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO moment as date and 24-hour time in Asia/Jakarta, the date in the product's order for the language. */
export function formatDateTime(iso: string, locale: Locale): string {
  const ms = Date.parse(iso);
  return `${formatDate(ms, locale)} ${clock.format(ms)}`;
}
