import { describeDistance } from '@lahap/contract/format';
import type { TFunction } from 'i18next';

/** Widths the image endpoint serves (spec §9): thumbnails 320 or 672, banners 1440. */
export type ImageWidth = 320 | 672 | 1440;

/** Our own stored images get a resized copy; outside addresses are left as they are. */
export function sizedImage(url: string, width: ImageWidth): string {
  if (!url.startsWith('/api/images/') || url.includes('?')) return url;
  return `${url}?w=${String(width)}`;
}

/**
 * A distance in metres as text (spec §9): under 100 m reads "under 100m", over 1 km is km to
 * one decimal, otherwise whole metres. Empty when the distance is unknown.
 */
export function distanceText(metres: number | null, t: TFunction<'browse'>): string {
  if (metres === null) return '';
  const d = describeDistance(metres);
  if (d.kind === 'near') return t('common.distanceNear');
  if (d.kind === 'km') return t('common.distanceKm', { value: d.value });
  return t('common.distanceM', { value: d.value });
}
