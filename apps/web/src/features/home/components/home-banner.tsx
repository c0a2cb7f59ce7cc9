import type { PageCard } from '@lahap/contract/discovery/schemas';
import { useBannerCard } from '@/features/home/api/use-home-queries';
import { BannerCarousel } from './banner-carousel';
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
 */
export function HomeBanner() {
  const banner = useBannerCard();
  if (banner.isPending) return <BannerSkeleton />;
  const card = banner.data?.cardList.find(isBannerCard);
  return card ? <BannerCarousel banners={card.data.banners} /> : null;
}
