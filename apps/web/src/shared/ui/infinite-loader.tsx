import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import styles from './infinite-loader.module.css';
import { useNearEnd } from './use-near-end';

export interface InfiniteLoaderProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Pixels before the end at which the next page starts loading (spec §9: 250). */
  threshold?: number;
  /** Changes whenever a page lands, so a still-visible sentinel asks again. */
  pageCount: number;
  /** The last page failed: paging stops until the user asks again. */
  failed?: boolean;
  testId?: string;
}

/**
 * The foot of an infinitely scrolled list: asks for the next page once it comes within the
 * threshold of the end, shows a loading line meanwhile and "no more" at the end.
 */
export function InfiniteLoader({
  hasMore,
  loading,
  onLoadMore,
  threshold,
  pageCount,
  failed = false,
  testId = 'infinite-loader',
}: InfiniteLoaderProps) {
  const { t } = useTranslation(['browse', 'common']);
  const sentinel = useNearEnd(hasMore && !loading && !failed, onLoadMore, pageCount, threshold);

  return (
    <div ref={sentinel} className={styles.foot} data-testid={testId} aria-live="polite">
      {failed ? (
        <span className={styles.failed} role="alert">
          {t('browse:common.loadMoreFailed')}
          <button type="button" className={styles.retry} onClick={onLoadMore} data-testid={`${testId}-retry`}>
            {t('common:actions.retry')}
          </button>
        </span>
      ) : hasMore ? (
        loading && (
          <span>
            {t('common.loadingMore')} <DotLoading color="currentColor" />
          </span>
        )
      ) : (
        <span data-testid={`${testId}-no-more`}>{t('common.noMore')}</span>
      )}
    </div>
  );
}

/** The paging state of a react-query infinite list, as the loader reads it. */
export interface InfiniteListState {
  data?: { pages: readonly unknown[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The loader's props for an infinite query: a failed next page stops the paging (the list
 * keeps what it has, spec §4) and offers a retry, rather than asking again in a loop.
 */
export function infiniteLoaderProps(
  list: InfiniteListState,
): Pick<InfiniteLoaderProps, 'hasMore' | 'loading' | 'onLoadMore' | 'pageCount' | 'failed'> {
  return {
    failed: list.isFetchNextPageError,
    hasMore: list.hasNextPage && !list.isFetchNextPageError,
    loading: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
    pageCount: list.data?.pages.length ?? 0,
  };
}
