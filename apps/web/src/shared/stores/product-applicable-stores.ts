import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ApplicableStoresSource } from './applicable-stores';

/**
 * `local_life/product/applicable_store_list`: the stores a dine-out voucher is redeemed at (a
 * product's, or an order's vouchers'), nearest first, 20 a page, each next page asked for with
 * the last one's queryId; `keywords` narrows it (spec §2 "Applicable-stores popup: a searchable
 * paged list of stores"). Silent: the popup shows its own error. `cacheScope` is the query key of
 * the screens the list is cached under (`['purchase']` for buying, `['orders']`), so it goes with it.
 */
export function productStoresSource(
  productId: string,
  cacheScope: readonly unknown[],
): ApplicableStoresSource {
  return {
    queryKey: [...cacheScope, 'stores', productId],
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
