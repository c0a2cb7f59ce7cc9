import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { InfiniteLoader, infiniteLoaderProps, type InfiniteListState } from './infinite-loader';

/** What a paged list needs of its react-query infinite query. */
export interface PagedListQuery extends InfiniteListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PagedListProps {
  query: PagedListQuery;
  /** How many rows the pages loaded so far hold. */
  rowCount: number;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the list has no rows at all. */
  empty: ReactNode;
  /** The small error view, for a list that is one section of a screen. */
  compact?: boolean;
  /** The loader's test id; its end line is `${loaderTestId}-no-more`. */
  loaderTestId: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * The states every endlessly scrolled list goes through: a skeleton for the first page, an
 * error with retry when nothing could be loaded, the empty view, then the rows with the
 * loader at their foot. A failed later page keeps the rows already shown.
 */
export function PagedList({
  query,
  rowCount,
  skeleton,
  empty,
  compact,
  loaderTestId,
  children,
}: PagedListProps) {
  if (query.isPending) return skeleton;
  if (query.isError && rowCount === 0) {
    return <ErrorState compact={compact} onRetry={() => void query.refetch()} />;
  }
  if (rowCount === 0) return empty;
  return (
    <>
      {children}
      <InfiniteLoader {...infiniteLoaderProps(query)} testId={loaderTestId} />
    </>
  );
}
