import { Suspense, memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshLocation } from '@/shared/location/location-service';
import { usePosition } from '@/shared/location/use-location';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { ListSkeleton } from '@/shared/ui/skeleton';
import type { HomePosition } from '@/features/home/api/home-api';
import type { HomeStoreFilters } from '@/features/home/components/home-stores';
import { HomeHeader } from '@/features/home/components/home-header';
import { HomePopupsHost } from '@/features/home/components/home-popups-host';
import { HomeBanner } from '@/features/home/components/home-banner';
import { LocationNotice } from '@/features/home/components/location-notice';
import { NearbyCardsSkeleton } from '@/features/home/components/page-cards-skeleton';
import { useCategories, useNearbyCards, useRefreshHome } from '@/features/home/api/use-home-queries';
import { homePlace } from '@/features/home/model/home-place';
import styles from './home-page.module.css';

// The home ships in the first bundle, with its banner; the other cards and the list wait for the
// position reading: their code loads meanwhile instead of up front. Kept from the page's own
// renders (the header's answers, the position settling), they render only when their props change.
const PageCards = memo(lazyWhenOnline(() => import('@/features/home/components/page-cards')));
const HomeStores = memo(lazyWhenOnline(() => import('@/features/home/components/home-stores')));

/**
 * The home tab (spec §2 "Home and tabs"): search, the operators' cards (banner, flash sale,
 * brands, nearby malls), then the store list by distance and recommendation with a category
 * filter. Everything is measured from the shared position, fetched again when it changes.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const position = usePosition();
  const refreshHome = useRefreshHome();
  const { settled, latitude, longitude } = position;
  const homePosition = useMemo<HomePosition | null>(
    () => (settled ? { lat: latitude, lng: longitude } : null),
    [settled, latitude, longitude],
  );
  // The position settles as an urgent update (a store's subscription); the header shows it at
  // once, and the sections measured from it follow in a background render.
  const sectionPosition = useDeferredValue(homePosition);

  // Held here: the header names the chosen area when the position names none.
  const [filters, setFilters] = useState<HomeStoreFilters>({ categoryId: null, regionId: null });
  // The same calls as the lists' (one each): the areas of the picker, and the nearest malls the
  // header names the customer's area from.
  const regions = useCategories().data?.regionList ?? [];
  const nearbyCards = useNearbyCards(homePosition).data;
  const place = homePlace({
    fallback: position.fallback,
    isSimulated: position.isSimulated,
    regions,
    nearbyCards,
    chosenRegionId: filters.regionId,
  });
  const areaSelect = useRef<HTMLSelectElement>(null);
  const openAreaPicker = () => {
    const select = areaSelect.current;
    if (!select) return;
    select.scrollIntoView({ block: 'center' });
    select.focus({ preventScroll: true });
    // The phone's own list of areas, where the browser can open it from a tap.
    try {
      if (typeof select.showPicker === 'function') select.showPicker();
    } catch {
      // Not allowed here (no user activation): the focused select is one tap away.
    }
  };

  const refresh = async () => {
    await refreshLocation();
    await refreshHome();
  };

  return (
    <main className={styles.page} data-testid="home-page">
      <PullToRefresh onRefresh={refresh}>
        <HomeHeader
          position={position}
          place={place}
          onPickArea={regions.length > 0 ? openAreaPicker : null}
        />
        <div className={styles.cards}>
          <HomeBanner />
          <Suspense fallback={<NearbyCardsSkeleton />}>
            <PageCards position={sectionPosition} />
          </Suspense>
        </div>
        <section className={styles.stores} aria-labelledby="home-nearby-title">
          <h2 id="home-nearby-title" className={styles.storesTitle}>
            {t('list.nearbyTitle')}
          </h2>
          {position.fallback && <LocationNotice />}
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <HomeStores
              position={sectionPosition}
              filters={filters}
              onFiltersChange={setFilters}
              areaSelectRef={areaSelect}
            />
          </Suspense>
        </section>
      </PullToRefresh>
      <HomePopupsHost ready={homePosition !== null} />
    </main>
  );
}
