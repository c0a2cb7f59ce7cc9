import type { StoreCard as StoreCardData } from '@lahap/contract/discovery/schemas';
import { useTranslation } from 'react-i18next';
import { InfiniteLoader } from '../../../../shared/applicable-stores/infinite-loader';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ErrorState } from '../../../../shared/ui/error-state';
import { StoreListSkeleton } from '../../components/skeletons';
import { StoreCard } from '../../components/store-card';
import styles from './mall.module.css';

/** What a paged store query gives this section (a react-query infinite query fits). */
export interface PagedStores {
  data?: { pages: { storeList: StoreCardData[] }[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface StoreListSectionProps {
  title: string;
  query: PagedStores;
  testId: string;
}

/**
 * A titled store list, nearest first, scrolled endlessly; an empty list shows the empty
 * image text and the empty text (spec §8).
 */
export function StoreListSection({ title, query, testId }: StoreListSectionProps) {
  const { t } = useTranslation('browse');
  const pages = query.data?.pages ?? [];
  const stores = pages.flatMap((page) => page.storeList);
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {query.isPending ? (
        <StoreListSkeleton rows={3} />
      ) : query.isError && stores.length === 0 ? (
        <ErrorState compact onRetry={() => void query.refetch()} />
      ) : stores.length === 0 ? (
        <EmptyState compact title={t('common.emptyImage')} description={t('common.emptyText')} />
      ) : (
        <>
          <div className={styles.stack}>
            {stores.map((store) => (
              <StoreCard key={store.storeId} store={store} />
            ))}
          </div>
          <InfiniteLoader
            hasMore={query.hasNextPage && !query.isFetchNextPageError}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            pageCount={pages.length}
            testId={`${testId}-foot`}
          />
        </>
      )}
    </section>
  );
}
