import {
  CURRENCY_SYMBOL,
  DISTANCE_DECIMALS,
  DISTANCE_NEAR_METRES,
  PROGRESS_MID_DRAWN,
  PROGRESS_MIN_DRAWN,
  PROGRESS_SMALL_BELOW,
} from './constants.js';
import type { Locale } from './locale.js';

/** Thousands separated by dots, no decimals: 25000 → "25.000". Negative amounts keep their sign. */
export function formatThousands(amount: number | bigint): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(Math.round(amount));
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return negative ? `-${grouped}` : grouped;
}

/** Rupiah as the product shows it, whatever the language: 25000 → "Rp 25.000". */
export function formatRupiah(amount: number | bigint): string {
  return `${CURRENCY_SYMBOL} ${formatThousands(amount)}`;
}

/**
 * Km to one decimal (spec §9), rounded half up on whole metres: 1450 m → 1.5. Dividing the km
 * value instead would round 1.45 down, since it has no exact binary form.
 */
export function kmToOneDecimal(metres: number): number {
  const step = 10 ** (3 - DISTANCE_DECIMALS);
  return Math.round(Math.max(0, metres) / step) / 10 ** DISTANCE_DECIMALS;
}

export type DistanceDisplay =
  { kind: 'near' } | { kind: 'metres'; value: number } | { kind: 'km'; value: string };

/**
 * How a distance in metres reads: 0 or under 100 m is "near" (shown as "under 100m"),
 * over 1 km is km to one decimal, anything else whole metres.
 */
export function describeDistance(metres: number): DistanceDisplay {
  if (!Number.isFinite(metres) || metres < DISTANCE_NEAR_METRES) return { kind: 'near' };
  if (metres > 1000) return { kind: 'km', value: kmToOneDecimal(metres).toFixed(DISTANCE_DECIMALS) };
  return { kind: 'metres', value: Math.round(metres) };
}

/** A distance as text; `nearLabel` is the translated "under 100m". */
export function formatDistance(metres: number, nearLabel = '<100m'): string {
  const d = describeDistance(metres);
  if (d.kind === 'near') return nearLabel;
  if (d.kind === 'km') return `${d.value}km`;
  return `${String(d.value)}m`;
}

/** Flash-sale numbers shortened with k: 999 → "999", 1200 → "1.2k", 15000 → "15k". */
export function shortenCount(n: number): string {
  if (n < 1000) return String(Math.max(0, Math.floor(n)));
  const k = Math.floor(n / 100) / 10;
  return `${Number.isInteger(k) ? String(k) : k.toFixed(1)}k`;
}

/**
 * The width a progress bar draws for a percentage: under 10 draws 35, up to 42 draws 42,
 * above that the percentage itself, capped at 100.
 */
export function progressDrawnPercent(percent: number): number {
  if (percent < PROGRESS_SMALL_BELOW) return PROGRESS_MIN_DRAWN;
  if (percent <= PROGRESS_MID_DRAWN) return PROGRESS_MID_DRAWN;
  return Math.min(100, percent);
}

export const DISPLAY_TIME_ZONE = 'Asia/Jakarta';

/**
 * One formatter per time zone, made on first use: making one loads the zone's data, which a list
 * of dated cards would otherwise pay once per card.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A date as the product shows it: day-month-year for Indonesian and English, year-month-day
 * for Chinese; in Asia/Jakarta unless another zone is given.
 */
export function formatDate(date: Date | number, locale: Locale, timeZone = DISPLAY_TIME_ZONE): string {
  const parts = dayFormat(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return locale === 'zh-CN'
    ? `${get('year')}-${get('month')}-${get('day')}`
    : `${get('day')}-${get('month')}-${get('year')}`;
}
