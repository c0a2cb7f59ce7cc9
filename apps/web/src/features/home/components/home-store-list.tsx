import { useTranslation } from 'react-i18next';
import { useHeldBatchesByPage } from '@/shared/coupons/coupon-api';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useShownPages } from '@/shared/ui/paged-list';
import { useNearEnd } from '@/shared/ui/use-near-end';
import { StoreListSkeleton } from '@/shared/stores/store-card-skeleton';
import { StoreCard } from '@/shared/stores/store-card';
import type { HomePosition } from '@/features/home/api/home-api';
import { HomeListError } from './home-list-error';
import { sectionsOf } from '@/features/home/model/home-list-paging';
import styles from './home.module.css';
import retryStyles from './retry-button.module.css';
import { useHomeList } from '@/features/home/api/use-home-queries';

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
  // The cards of an answered page render in the background, as every endlessly scrolled list's do.
  const list = useShownPages(useHomeList(position, categoryId, regionId));
  const pages = list.data?.pages ?? [];
  const canLoad = list.hasNextPage && !list.isFetching && !list.isFetchNextPageError && !list.isError;
  const sentinel = useNearEnd(canLoad, () => void list.fetchNextPage(), pages.length);
  const heldCoupons = useHeldBatchesByPage(
    pages.map((page) =>
      page.data.assetList.flatMap((store) => store.couponList.map((coupon) => coupon.couponBatchId)),
    ),
  );

  if (list.isPending) return <StoreListSkeleton />;
  if (list.isError && pages.length === 0) {
    return <HomeListError onRetry={() => void list.refetch()} />;
  }
  const { nearby, recommended, recommendStarted } = sectionsOf(pages);
  const empty = nearby.length === 0 && recommended.length === 0;

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
      {empty && !list.isFetchingNextPage && !list.hasNextPage && !list.isFetchNextPageError && (
        <EmptyState compact title={t('list.emptyTitle')} description={t('list.emptyDescription')} />
      )}
      {list.isFetchNextPageError ? (
        <div className={styles.listFooter} role="alert">
          <span>{t('list.loadMoreFailed')}</span>
          <button type="button" className={retryStyles.retryButton} onClick={() => void list.fetchNextPage()}>
            {t('location.retry')}
          </button>
        </div>
      ) : list.isFetchingNextPage || (list.hasNextPage && empty) ? (
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
