import { useDeferredValue, type ReactNode } from 'react';
import { ErrorState } from './error-state';
import { InfiniteLoader, infiniteLoaderProps, type InfiniteListState } from './infinite-loader';

/** What a paged list needs of its react-query infinite query. */
export interface PagedListQuery extends InfiniteListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The query as its list shows it: a newly answered page's rows render in a background render
 * rather than in the urgent one its answer causes (React renders an urgent update to the end in
 * one task, and a page of cards was the longest task of a list's start). Until they are ready the
 * list shows what it showed (the skeleton, or the rows with the loader's "loading more"), and the
 * loader's page count is that of the pages shown, so its sentinel, drawn under the rows, is
 * watched again once they are.
 */
export function useShownPages<Query extends PagedListQuery>(query: Query): Query {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return { ...query, data, isPending: query.isPending || data === undefined, isFetchingNextPage: true };
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
