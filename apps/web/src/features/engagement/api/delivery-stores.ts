import { DELIVERY_STORE_PAGE_SIZE } from '@lahap/contract/nearby/paths';
import { NEARBY_ROUTES } from '@lahap/contract/nearby/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

export const DELIVERY_STORES_KEY = ['engagement', 'delivery-stores'] as const;

/** `POST homepage/query_delivery_poi_list`: the stores delivering to the position, nearest first. */
export function useDeliveryStores(position: ListPosition) {
  return useInfiniteQuery({
    queryKey: [...DELIVERY_STORES_KEY, position],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        NEARBY_ROUTES.deliveryStoreList,
        { pageNo: pageParam, pageSize: DELIVERY_STORE_PAGE_SIZE, lat: position.lat, lng: position.lng },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageNo) => (last.hasMore ? pageNo + 1 : undefined),
  });
}
