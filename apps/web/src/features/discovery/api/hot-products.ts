import { HOT_PRODUCT_PAGE_SIZE } from '@lahap/contract/nearby/paths';
import { NEARBY_ROUTES } from '@lahap/contract/nearby/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

export const HOT_PRODUCTS_KEY = ['discovery', 'hot-products'] as const;

/** `POST local_life/hot_product/list`: the on-sale dine-out vouchers near the position, best sellers first. */
export function useHotProducts(position: ListPosition) {
  return useInfiniteQuery({
    queryKey: [...HOT_PRODUCTS_KEY, position],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        NEARBY_ROUTES.hotProductList,
        { pageNo: pageParam, pageSize: HOT_PRODUCT_PAGE_SIZE, lat: position.lat, lng: position.lng },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageNo) => (last.hasMore ? pageNo + 1 : undefined),
  });
}
