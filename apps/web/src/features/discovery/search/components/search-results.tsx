import type { Category } from '@lahap/contract/discovery/schemas';
import { CouponIllustration } from '../../../../shared/ui/illustrations/coupon-illustration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPosition } from '../../../../shared/applicable-stores/list-position';
import { InfiniteLoader } from '../../../../shared/applicable-stores/infinite-loader';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { ProductCard } from '../../components/product-card';
import { ProductListSkeleton, StoreListSkeleton } from '../../components/skeletons';
import { StoreCard } from '../../components/store-card';
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

function StoreList({ query }: { query: StoreQuery }) {
  const { t } = useTranslation('browse');
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.storeList);
  if (query.isPending) return <StoreListSkeleton rows={3} />;
  if (query.isError && rows.length === 0) return <ErrorState compact onRetry={() => void query.refetch()} />;
  if (rows.length === 0) {
    return <EmptyState compact title={t('search.emptyTitle')} description={t('search.emptyDescription')} />;
  }
  return (
    <>
      <p className={styles.total} data-algorithm-id={pages[0]?.algorithmId}>
        {t('common.storeCount', { count: pages[0]?.storeCount ?? rows.length })}
      </p>
      <div className={styles.stack} data-testid="search-store-results">
        {rows.map((store) => (
          <StoreCard key={store.storeId} store={store} />
        ))}
      </div>
      <InfiniteLoader
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        pageCount={pages.length}
        testId="search-stores-foot"
      />
    </>
  );
}

function ProductList({ query }: { query: ProductQuery }) {
  const { t } = useTranslation('browse');
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.productList);
  if (query.isPending) return <ProductListSkeleton rows={4} layout="grid" />;
  if (query.isError && rows.length === 0) return <ErrorState compact onRetry={() => void query.refetch()} />;
  if (rows.length === 0) {
    return (
      <EmptyState
        compact
        illustration={CouponIllustration}
        title={t('search.emptyTitle')}
        description={t('search.emptyDescription')}
      />
    );
  }
  return (
    <>
      <div
        className={styles.grid}
        data-testid="search-product-results"
        data-algorithm-id={pages[0]?.algorithmId}
      >
        {rows.map((product) => (
          <ProductCard key={product.skuId} product={product} layout="grid" />
        ))}
      </div>
      <InfiniteLoader
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        pageCount={pages.length}
        testId="search-coupons-foot"
      />
    </>
  );
}
