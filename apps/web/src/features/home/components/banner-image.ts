import type { Banner, PageCardListData } from '@lahap/contract/discovery/schemas';
import { pickText, type Locale } from '@lahap/contract/locale';
import { imageSrc } from '@lahap/contract/media/image-src';
import { preload } from 'react-dom';

/** Where a home banner's image loads from in this language, or null when it has none to show. */
export function bannerImageSrc(banner: Banner, locale: Locale): string | null {
  return imageSrc(pickText(banner.imageUrlMap, locale), 'bannerPhone');
}

/**
 * Starts the first banner's image as soon as the answer names it. The carousel's code and the
 * rest of the home are still loading then, and the banner is the largest thing the home draws.
 */
export function preloadFirstBanner(data: PageCardListData, locale: Locale): void {
  for (const card of data.cardList) {
    if (card.cardId !== 'PAGE_HOME_BANNER_CARD') continue;
    const first = card.data.banners[0];
    const src = first ? bannerImageSrc(first, locale) : null;
    if (src) preload(src, { as: 'image', fetchPriority: 'high' });
    return;
  }
}
