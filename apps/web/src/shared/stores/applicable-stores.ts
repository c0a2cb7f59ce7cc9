import type { ApplicableStoreListData } from '@lahap/contract/discovery/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListPosition } from '@/shared/location/list-position';

/** What one page of an applicable-store list is asked with. */
export interface StorePageRequest {
  /** The search text; '' for all. */
  keywords: string;
  /** The last page's queryId; none for the first page. */
  queryId: string | undefined;
  position: ListPosition;
  signal: AbortSignal;
}

/**
 * Where an applicable-store list comes from: a voucher's (`local_life/product/applicable_store_list`)
 * or a coupon template's (`market/coupon/applicable_store_list`). Both answer 20 stores a page,
 * nearest first, each next page asked for with the last one's queryId.
 */
export interface ApplicableStoresSource {
  /** Names the list in the query cache; the search text and the position are added to it. */
  queryKey: readonly unknown[];
  /** One page; asked silently, as the popup shows its own error. */
  fetchPage: (request: StorePageRequest) => Promise<ApplicableStoreListData>;
}

/** The list's pages for this search text and position; it starts over when either changes. */
export function useApplicableStores(
  source: ApplicableStoresSource,
  keywords: string,
  position: ListPosition,
) {
  return useInfiniteQuery({
    queryKey: [...source.queryKey, keywords, position.lat, position.lng],
    queryFn: ({ pageParam, signal }) => source.fetchPage({ keywords, queryId: pageParam, position, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.queryId : undefined),
  });
}
