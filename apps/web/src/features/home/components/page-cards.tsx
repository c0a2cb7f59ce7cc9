import type { PageCard, PageCardListData } from '@lahap/contract/discovery/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { BrandPavilionCard } from './brand-pavilion-card';
import type { HomePosition } from '@/features/home/api/home-api';
import { NearbyMallCard } from './nearby-mall-card';
import { NearbyCardsSkeleton } from './page-cards-skeleton';
import { FlashSaleCard } from './flash-sale-card';
import { useNearbyCards } from '@/features/home/api/use-home-queries';

function PageCardView({
  card,
  fetchedAt,
  refetch,
}: {
  card: PageCard;
  fetchedAt: number;
  refetch: () => void;
}) {
  switch (card.cardId) {
    case 'PAGE_HOME_BANNER_CARD':
      // Drawn above, by HomeBanner, with the home's own code.
      return null;
    case 'FLASH_SALE_CARD':
      return card.data.items.length > 0 ? (
        <FlashSaleCard data={card.data} fetchedAt={fetchedAt} onCountdownEnd={refetch} />
      ) : null;
    case 'BRAND_PAVILION_CARD':
      return card.data.brands.length > 0 ? (
        <BrandPavilionCard title={card.data.title} brands={card.data.brands} />
      ) : null;
    case 'MALL_NEARBY_CARD':
      return card.data.malls.length > 0 ? (
        <NearbyMallCard title={card.data.title} malls={card.data.malls} />
      ) : null;
  }
}

/**
 * The operators' cards under the banner, measured from the position, in the order the server
 * answers them. A failed call showed its toast; the home then goes on without those cards.
 */
export default function PageCards({ position }: { position: HomePosition | null }) {
  const nearby = useNearbyCards(position);
  return nearby.isPending ? <NearbyCardsSkeleton /> : <CardList query={nearby} />;
}

function CardList({ query }: { query: UseQueryResult<PageCardListData> }) {
  const refetch = () => void query.refetch();
  return query.data?.cardList.map((card) => (
    <PageCardView key={card.cardId} card={card} fetchedAt={query.dataUpdatedAt} refetch={refetch} />
  ));
}
