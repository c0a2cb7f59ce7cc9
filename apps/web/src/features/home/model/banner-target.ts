import type { Locale, LocalizedText } from '@lahap/contract/locale';
import { resolveBrandLink, type BrandLink } from '@/shared/navigation/brand-link';

/**
 * Where a home banner leads in the current language (spec §3 "Page card list"): only that
 * language's link counts, so a banner without one does nothing, rather than leading to a page
 * in another language. The link rules are the brand cards' (in-app for /platform/, else external).
 */
export function bannerTarget(jumpUrlMap: LocalizedText, locale: Locale): BrandLink {
  return resolveBrandLink(jumpUrlMap[locale]);
}
