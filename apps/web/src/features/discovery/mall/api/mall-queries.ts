import { HOME_ASSET_PAGE_SIZE, STORE_LIST_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

interface ListPage {
  pageNo: number;
  queryId?: string;
}

const FIRST_PAGE: ListPage = { pageNo: 1 };

function nextPage(last: { hasMore: boolean; queryId: string }, pages: unknown[]): ListPage | undefined {
  return last.hasMore ? { pageNo: pages.length + 1, queryId: last.queryId } : undefined;
}

/** `POST local_life/home/mall/all_mall_list`: every mall, nearest first. */
export function useAllMalls(position: ListPosition) {
  return useInfiniteQuery({
    queryKey: ['discovery', 'malls', position.lat, position.lng],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.allMallList,
        { ...position, ...pageParam, pageSize: STORE_LIST_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });
}

/** `POST local_life/home/mall/detail`: the mall's header. Silent: the page shows its own error. */
export function useMallDetail(mallId: string, position: ListPosition) {
  return useQuery({
    queryKey: ['discovery', 'mall', mallId, position.lat, position.lng],
    queryFn: ({ signal }) =>
      callEndpoint(DISCOVERY_ROUTES.mallDetail, { mallId, ...position }, { silent: true, signal }),
    enabled: mallId !== '',
  });
}

/** `POST homepage/query_poi_list` with mallId: the mall's stores, nearest first. */
export function useMallStores(mallId: string, position: ListPosition) {
  return useInfiniteQuery({
    queryKey: ['discovery', 'mallStores', mallId, position.lat, position.lng],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.queryPoiList,
        { mallId, ...position, ...pageParam, pageSize: STORE_LIST_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    enabled: mallId !== '',
  });
}

/** `POST recommend/mall_recommend_product_list`: the first page of the mall's recommended deals. */
export function useMallProducts(mallId: string, position: ListPosition) {
  return useQuery({
    queryKey: ['discovery', 'mallProducts', mallId, position.lat, position.lng],
    queryFn: ({ signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.mallRecommendProductList,
        { mallId, ...position, pageNo: 1, pageSize: HOME_ASSET_PAGE_SIZE },
        { silent: true, signal },
      ),
    enabled: mallId !== '',
  });
}
