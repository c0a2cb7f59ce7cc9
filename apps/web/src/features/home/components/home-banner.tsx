import type { PageCard } from '@lahap/contract/discovery/schemas';
import { memo, useEffect } from 'react';
import { releaseFirstPaintHero } from '@/shared/first-paint/first-paint-hero';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { useBannerCard } from '@/features/home/api/use-home-queries';
import { BannerCarousel } from './banner-carousel';
import { bannerImageSrc } from './banner-image';
import { BannerSkeleton } from './page-cards-skeleton';

type BannerCard = Extract<PageCard, { cardId: 'PAGE_HOME_BANNER_CARD' }>;

function isBannerCard(card: PageCard): card is BannerCard {
  return card.cardId === 'PAGE_HOME_BANNER_CARD';
}

/**
 * The banner at the top of the home's cards. It is the largest thing the home draws, so its code
 * comes with the home's own (the other cards load theirs meanwhile) and it shows as soon as its
 * answer does: the server's HTML has already fetched its first image. A failed call showed its
 * toast; the home then goes on without a banner.
 *
 * The server's HTML drew the header and this banner before the app loaded: that drawing stays
 * over the page until the carousel's first image can draw (the carousel lets it go), or goes at
 * once when the answer has no image to show.
 *
 * Memoised: it has no props, so the home's own renders (the position settling, the header's
 * answers) do not draw the carousel again; only its answer and the language do.
 */
export const HomeBanner = memo(function HomeBanner() {
  const banner = useBannerCard();
  const locale = useAppLocale();
  const card = banner.data?.cardList.find(isBannerCard);
  const first = card?.data.banners[0];
  const drawsImage = first !== undefined && bannerImageSrc(first, locale) !== null;
  useEffect(() => {
    if (!banner.isPending && !drawsImage) releaseFirstPaintHero();
  }, [banner.isPending, drawsImage]);
  if (banner.isPending) return <BannerSkeleton />;
  return card ? <BannerCarousel banners={card.data.banners} /> : null;
});
