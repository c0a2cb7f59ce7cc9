import { STORE_LIST_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

interface BrandStoresPage {
  pageNo: number;
  queryId?: string;
}

/** `POST brand_pavilion/all_store_list`: the brand and one page of its stores, nearest first. */
export function fetchBrandStores(
  brandId: string,
  position: ListPosition,
  page: BrandStoresPage,
  signal?: AbortSignal,
) {
  return callEndpoint(
    DISCOVERY_ROUTES.brandAllStoreList,
    { brandId, ...position, ...page, pageSize: STORE_LIST_PAGE_SIZE },
    { silent: true, signal },
  );
}

export function useBrandStores(brandId: string, position: ListPosition) {
  return useInfiniteQuery({
    queryKey: ['discovery', 'brandStores', brandId, position.lat, position.lng],
    queryFn: ({ pageParam, signal }) => fetchBrandStores(brandId, position, pageParam, signal),
    initialPageParam: { pageNo: 1 } as BrandStoresPage,
    getNextPageParam: (last, pages): BrandStoresPage | undefined =>
      last.hasMore ? { pageNo: pages.length + 1, queryId: last.queryId } : undefined,
    enabled: brandId !== '',
  });
}
