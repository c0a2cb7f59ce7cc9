import type { Locale } from '../locale.js';

/** One country the login sheet offers (region/region_list). */
export interface Region {
  /** Calling code without '+'. */
  countryCode: string;
  /** ISO 3166-1 alpha-2. */
  regionCode: string;
  names: Readonly<Record<Locale, string>>;
}

/** Lahap serves Indonesia only; the list exists so more countries need no client change. */
export const REGIONS: readonly Region[] = [
  {
    countryCode: '62',
    regionCode: 'ID',
    names: { 'id-ID': 'Indonesia', 'en-US': 'Indonesia', 'zh-CN': '印度尼西亚' },
  },
];
