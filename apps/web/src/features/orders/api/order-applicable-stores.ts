import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ApplicableStoresSource } from '@/shared/stores/applicable-stores';
import { ORDERS_KEY } from './order-detail';

/**
 * `local_life/product/applicable_store_list`: the stores an order's vouchers are used at,
 * nearest first, 20 a page, searchable. Silent: the popup shows its own error.
 */
export function orderStoresSource(productId: string): ApplicableStoresSource {
  return {
    queryKey: [...ORDERS_KEY, 'stores', productId],
    fetchPage: ({ keywords, queryId, position, signal }) =>
      callEndpoint(
        DISCOVERY_ROUTES.productApplicableStores,
        {
          productId,
          keywords,
          pageSize: APPLICABLE_STORE_PAGE_SIZE,
          queryId,
          userLat: position.lat,
          userLng: position.lng,
        },
        { silent: true, signal },
      ),
  };
}
