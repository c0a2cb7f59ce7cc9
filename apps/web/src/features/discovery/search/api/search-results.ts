import { STORE_SEARCH_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

export type SearchTab = 'stores' | 'coupons';

export interface SearchRequest {
  keywords: string;
  /** The cuisine filter of the tab (filter_sign), or null for all. */
  categoryId: string | null;
  position: ListPosition;
}

interface SearchPage {
  pageNo: number;
  /** Pins the ordering of the first page for the pages after it. */
  queryId?: string;
}

function body({ keywords, categoryId, position }: SearchRequest, page: SearchPage) {
  return {
    keywords,
    categoryIdList: categoryId ? [categoryId] : [],
    ...position,
    ...page,
    pageSize: STORE_SEARCH_PAGE_SIZE,
  };
}

/** `POST homepage/search_by_store`: stores whose name, cuisine or dishes match. */
export function searchStores(request: SearchRequest, page: SearchPage, signal?: AbortSignal) {
  return callEndpoint(DISCOVERY_ROUTES.searchByStore, body(request, page), { signal });
}

/** `POST homepage/search_by_product`: the coupon tab, group-coupon products whose name matches. */
export function searchProducts(request: SearchRequest, page: SearchPage, signal?: AbortSignal) {
  return callEndpoint(DISCOVERY_ROUTES.searchByProduct, body(request, page), { signal });
}

const nextPage = (last: { hasMore: boolean; queryId: string }, pages: unknown[]): SearchPage | undefined =>
  last.hasMore ? { pageNo: pages.length + 1, queryId: last.queryId } : undefined;

function searchKey(tab: SearchTab, { keywords, categoryId, position }: SearchRequest) {
  return ['discovery', 'search', tab, keywords, categoryId, position.lat, position.lng] as const;
}

export function useStoreSearch(request: SearchRequest, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchKey('stores', request),
    queryFn: ({ pageParam, signal }) => searchStores(request, pageParam, signal),
    initialPageParam: { pageNo: 1 } as SearchPage,
    getNextPageParam: nextPage,
    enabled: enabled && request.keywords !== '',
  });
}

export function useProductSearch(request: SearchRequest, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchKey('coupons', request),
    queryFn: ({ pageParam, signal }) => searchProducts(request, pageParam, signal),
    initialPageParam: { pageNo: 1 } as SearchPage,
    getNextPageParam: nextPage,
    enabled: enabled && request.keywords !== '',
  });
}
