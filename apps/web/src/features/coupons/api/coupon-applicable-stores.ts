import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { COUPONS_KEY } from '@/shared/coupons/coupon-api';
import type { ListPosition } from '@/shared/location/list-position';

/**
 * `market/coupon/applicable_store_list`: the stores a coupon template works at, nearest first,
 * 20 a page, each next page asked for with the last one's queryId. Silent: the popup shows its
 * own error.
 */
export function useCouponApplicableStores(templateId: string, position: ListPosition, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...COUPONS_KEY, 'stores', templateId, position.lat, position.lng],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.couponApplicableStores,
        {
          couponTemplateId: templateId,
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
