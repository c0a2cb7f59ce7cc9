import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';
import { COMMERCE_KEY } from './product-detail';

/**
 * `local_life/product/applicable_store_list`: the stores a dine-out voucher is redeemed at,
 * nearest first, 20 a page, each next page asked for with the last one's queryId; `keywords`
 * narrows it (spec §2 "Applicable-stores popup: a searchable paged list of stores"). Silent: the
 * popup shows its own error.
 */
export function useProductApplicableStores(
  productId: string,
  keywords: string,
  position: ListPosition,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: [...COMMERCE_KEY, 'stores', productId, keywords, position.lat, position.lng],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.productApplicableStores,
        {
          productId,
          keywords,
          pageSize: APPLICABLE_STORE_PAGE_SIZE,
          queryId: pageParam,
          userLat: position.lat,
          userLng: position.lng,
        },
        { silent: true, signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.queryId : undefined),
    enabled,
  });
}
