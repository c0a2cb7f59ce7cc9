import type { PageCard, PageCardListData } from '@lahap/contract/discovery/schemas';
import { memo, useDeferredValue, useMemo } from 'react';
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
 *
 * The answer arrives as an urgent update (a query's subscription renders to the end in one task),
 * so the cards take it in a background render: until they are drawn the skeleton stays.
 */
export default function PageCards({ position }: { position: HomePosition | null }) {
  const nearby = useNearbyCards(position);
  const answer = useMemo(
    () => (nearby.data ? { data: nearby.data, fetchedAt: nearby.dataUpdatedAt } : undefined),
    [nearby.data, nearby.dataUpdatedAt],
  );
  const shown = useDeferredValue(answer);
  if (shown === undefined) return nearby.isError ? null : <NearbyCardsSkeleton />;
  return <CardList data={shown.data} fetchedAt={shown.fetchedAt} refetch={nearby.refetch} />;
}

const CardList = memo(function CardList({
  data,
  fetchedAt,
  refetch,
}: {
  data: PageCardListData;
  fetchedAt: number;
  refetch: () => unknown;
}) {
  const onCountdownEnd = () => void refetch();
  return data.cardList.map((card) => (
    <PageCardView key={card.cardId} card={card} fetchedAt={fetchedAt} refetch={onCountdownEnd} />
  ));
});
