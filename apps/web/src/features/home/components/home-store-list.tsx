import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeldBatchesByPage } from '@/shared/coupons/coupon-api';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useNearEnd } from '@/shared/ui/use-near-end';
import { StoreListSkeleton } from '@/shared/stores/store-card-skeleton';
import { StoreCard } from '@/shared/stores/store-card';
import type { HomePosition } from '@/features/home/api/home-api';
import { HomeListError } from './home-list-error';
import { sectionsOf } from '@/features/home/model/home-list-paging';
import styles from './home.module.css';
import retryStyles from './retry-button.module.css';
import { useHomeList } from '@/features/home/api/use-home-queries';

const NO_PAGES: never[] = [];

export interface HomeStoreListProps {
  position: HomePosition | null;
  categoryId: string | null;
  /** The chosen area, or null for nearby by distance. */
  regionId: number | null;
}

/**
 * The home store list: stores by distance, then "recommended" once the distance list runs out
 * (spec §4 "Home list"), loading more near the bottom. A failed page stops the paging and
 * offers a retry. Each card's coupons can be claimed where they are, which coupons the customer
 * already holds asked once for each page.
 */
export function HomeStoreList({ position, categoryId, regionId }: HomeStoreListProps) {
  const { t } = useTranslation('home');
  const list = useHomeList(position, categoryId, regionId);
  const pages = list.data?.pages ?? NO_PAGES;
  // A page of answers arrives as an urgent update, and rendering its cards then was one long task
  // of the home's start (about 40 ms on a mid-range phone): the cards render in the background
  // instead, in slices the browser can answer a tap between, the skeleton or the cards already
  // shown staying until they are ready.
  const shownPages = useDeferredValue(pages);
  const canLoad = list.hasNextPage && !list.isFetching && !list.isFetchNextPageError && !list.isError;
  // Counted by the pages shown: the sentinel under the cards is there only once they are.
  const sentinel = useNearEnd(canLoad, () => void list.fetchNextPage(), shownPages.length);
  const heldCoupons = useHeldBatchesByPage(
    pages.map((page) =>
      page.data.assetList.flatMap((store) => store.couponList.map((coupon) => coupon.couponBatchId)),
    ),
  );

  if (list.isPending || (shownPages.length === 0 && pages.length > 0)) return <StoreListSkeleton />;
  if (list.isError && pages.length === 0) {
    return <HomeListError onRetry={() => void list.refetch()} />;
  }
  const { nearby, recommended, recommendStarted } = sectionsOf(shownPages);
  const empty = nearby.length === 0 && recommended.length === 0;
  /** A page has come whose cards are still rendering. */
  const catchingUp = shownPages !== pages;

  return (
    <div data-testid="home-store-list">
      {nearby.length > 0 && (
        <ul className={styles.storeList} aria-labelledby="home-nearby-title" data-testid="home-nearby-list">
          {nearby.map((store, index) => (
            <li key={store.storeId}>
              <StoreCard
                store={store}
                coupons="claim"
                heldCoupons={heldCoupons}
                list="home_nearby"
                position={index + 1}
              />
            </li>
          ))}
        </ul>
      )}
      {recommendStarted && recommended.length > 0 && (
        <>
          <h2 id="home-recommend-title" className={styles.listTitle} data-testid="home-recommend-title">
            {t('list.recommendTitle')}
          </h2>
          <ul
            className={styles.storeList}
            aria-labelledby="home-recommend-title"
            data-testid="home-recommend-list"
          >
            {recommended.map((store, index) => (
              <li key={store.storeId}>
                <StoreCard
                  store={store}
                  coupons="claim"
                  heldCoupons={heldCoupons}
                  list="home_recommended"
                  position={index + 1}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {empty && !catchingUp && !list.hasNextPage && !list.isFetchNextPageError && (
        <EmptyState compact title={t('list.emptyTitle')} description={t('list.emptyDescription')} />
      )}
      {list.isFetchNextPageError ? (
        <div className={styles.listFooter} role="alert">
          <span>{t('list.loadMoreFailed')}</span>
          <button type="button" className={retryStyles.retryButton} onClick={() => void list.fetchNextPage()}>
            {t('location.retry')}
          </button>
        </div>
      ) : list.isFetchingNextPage || catchingUp || (list.hasNextPage && empty) ? (
        <div className={styles.listFooter} role="status">
          <Spinner />
          <span>{t('list.loadingMore')}</span>
        </div>
      ) : (
        !list.hasNextPage && !empty && <p className={styles.listEnd}>{t('list.end')}</p>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
