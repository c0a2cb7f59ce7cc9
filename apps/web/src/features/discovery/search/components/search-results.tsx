import type { Category } from '@lahap/contract/discovery/schemas';
import { CouponIllustration } from '@/shared/ui/illustrations/coupon-illustration';
import { useEffect, useState } from 'react';
import { track } from '@/shared/analytics/track';
import { useTranslation } from 'react-i18next';
import type { ListPosition } from '@/shared/location/list-position';
import { EmptyState } from '@/shared/ui/empty-state';
import { PagedList, useShownPages } from '@/shared/ui/paged-list';
import cardStyles from '@/features/discovery/components/cards.module.css';
import { ProductCard } from '@/features/discovery/components/product-card';
import { ProductListSkeleton } from '@/features/discovery/components/skeletons';
import { StoreListSkeleton } from '@/shared/stores/store-card-skeleton';
import { StoreCard } from '@/shared/stores/store-card';
import { useProductSearch, useStoreSearch, type SearchTab } from '../api/search-results';
import { CuisineFilter } from './cuisine-filter';
import styles from './search.module.css';

export interface SearchResultsProps {
  tab: SearchTab;
  keywords: string;
  position: ListPosition;
  cuisines: Category[];
  /** Only the shown tab asks the server; the other keeps what it had. */
  active: boolean;
}

/**
 * One tab of the search results with its own cuisine filter and paging: stores (with the
 * dishes that matched) or coupons. Loading, success and empty views (spec §2 "Search").
 */
export function SearchResults({ tab, keywords, position, cuisines, active }: SearchResultsProps) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  const request = { keywords, categoryId, position };
  const stores = useStoreSearch(request, visited && tab === 'stores');
  const products = useProductSearch(request, visited && tab === 'coupons');
  useSearchEvent(tab, keywords, tab === 'stores' ? stores : products);

  return (
    <div className={styles.panel} hidden={!active} role="tabpanel" data-testid={`search-panel-${tab}`}>
      <CuisineFilter
        cuisines={cuisines}
        selected={categoryId}
        onSelect={setCategoryId}
        testId={`search-filter-${tab}`}
      />
      {tab === 'stores' ? <StoreList query={stores} /> : <ProductList query={products} />}
    </div>
  );
}

type StoreQuery = ReturnType<typeof useStoreSearch>;
type ProductQuery = ReturnType<typeof useProductSearch>;

/**
 * One `search` event per answered search (words, tab and filter): when its first page comes, with
 * how many results the whole search holds; 0 marks a search that found nothing. Later pages and
 * an unchanged refetch keep the same first page, so they are not another search.
 */
function useSearchEvent(tab: SearchTab, keywords: string, query: StoreQuery | ProductQuery): void {
  const first = query.data?.pages[0];
  useEffect(() => {
    if (!first) return;
    const count = 'storeList' in first ? first.storeCount : first.total;
    track('search', { query: keywords, tab, result_count: count });
  }, [first, keywords, tab]);
}

function StoreList({ query: answered }: { query: StoreQuery }) {
  const { t } = useTranslation('browse');
  const query = useShownPages(answered);
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.storeList);
  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      skeleton={<StoreListSkeleton rows={3} />}
      empty={<EmptyState compact title={t('search.emptyTitle')} description={t('search.emptyDescription')} />}
      compact
      loaderTestId="search-stores-foot"
    >
      <p className={styles.total} data-algorithm-id={pages[0]?.algorithmId}>
        {t('common.storeCount', { count: pages[0]?.storeCount ?? rows.length })}
      </p>
      <div className={cardStyles.stack} data-testid="search-store-results">
        {rows.map((store, index) => (
          <StoreCard key={store.storeId} store={store} list="search" position={index + 1} />
        ))}
      </div>
    </PagedList>
  );
}

function ProductList({ query: answered }: { query: ProductQuery }) {
  const { t } = useTranslation('browse');
  const query = useShownPages(answered);
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.productList);
  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      skeleton={<ProductListSkeleton rows={4} layout="grid" />}
      empty={
        <EmptyState
          compact
          illustration={CouponIllustration}
          title={t('search.emptyTitle')}
          description={t('search.emptyDescription')}
        />
      }
      compact
      loaderTestId="search-coupons-foot"
    >
      <div
        className={cardStyles.grid}
        data-testid="search-product-results"
        data-algorithm-id={pages[0]?.algorithmId}
      >
        {rows.map((product) => (
          <ProductCard key={product.skuId} product={product} layout="grid" />
        ))}
      </div>
    </PagedList>
  );
}
