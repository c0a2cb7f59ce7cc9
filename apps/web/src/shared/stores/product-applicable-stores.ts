import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ApplicableStoresSource } from '@/shared/stores/applicable-stores';
import { COMMERCE_KEY } from './product-detail';

/**
 * `local_life/product/applicable_store_list`: the stores a dine-out voucher is redeemed at,
 * nearest first, 20 a page, each next page asked for with the last one's queryId; `keywords`
 * narrows it (spec §2 "Applicable-stores popup: a searchable paged list of stores"). Silent: the
 * popup shows its own error.
 */
export function productStoresSource(productId: string): ApplicableStoresSource {
  return {
    queryKey: [...COMMERCE_KEY, 'stores', productId],
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
