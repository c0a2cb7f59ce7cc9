import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { COUPONS_KEY } from '@/shared/coupons/coupon-api';
import type { ApplicableStoresSource } from '@/shared/stores/applicable-stores';

/**
 * `market/coupon/applicable_store_list`: the stores a coupon template works at, nearest first,
 * 20 a page, each next page asked for with the last one's queryId. Not searched. Silent: the
 * popup shows its own error.
 */
export function couponStoresSource(templateId: string): ApplicableStoresSource {
  return {
    queryKey: [...COUPONS_KEY, 'stores', templateId],
    fetchPage: ({ queryId, position, signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.couponApplicableStores,
        {
          couponTemplateId: templateId,
          pageSize: APPLICABLE_STORE_PAGE_SIZE,
          queryId,
          userLat: position.lat,
          userLng: position.lng,
        },
        { silent: true, signal },
      ),
  };
}
