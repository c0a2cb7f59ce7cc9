import { useTranslation } from 'react-i18next';
import { InfiniteLoader } from '../../../shared/applicable-stores/infinite-loader';
import { useListPosition } from '../../../shared/applicable-stores/list-position';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { NavBar } from '../../../shared/ui/nav-bar';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ProductListSkeleton } from '../components/skeletons';
import { useAllMalls } from '../mall/api/mall-queries';
import { MallCard } from '../mall/components/mall-card';
import styles from '../mall/components/mall.module.css';

/** The mall collection (/platform/shoppingMallListPage): every mall, nearest first, paged. */
export default function MallListPage() {
  const { t } = useTranslation('browse');
  useDocumentTitle(t('mallList.title'));
  const position = useListPosition();
  const query = useAllMalls(position);
  const pages = query.data?.pages ?? [];
  const malls = pages.flatMap((page) => page.mallList);

  return (
    <main data-testid="mall-list-page">
      <NavBar title={t('mallList.title')} />
      <div className={styles.list}>
        {query.isPending ? (
          <ProductListSkeleton rows={3} layout="row" />
        ) : query.isError && malls.length === 0 ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : malls.length === 0 ? (
          <EmptyState title={t('common.emptyImage')} description={t('common.emptyText')} />
        ) : (
          <>
            <ul className={styles.stack} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {malls.map((mall) => (
                <li key={mall.mallId}>
                  <MallCard mall={mall} />
                </li>
              ))}
            </ul>
            <InfiniteLoader
              hasMore={query.hasNextPage && !query.isFetchNextPageError}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              pageCount={pages.length}
              testId="mall-list-foot"
            />
          </>
        )}
      </div>
    </main>
  );
}
