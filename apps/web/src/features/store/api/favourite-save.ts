import { STORE_ROUTES } from '@lahap/contract/store/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/**
 * `POST interaction/favourite/save` (spec §7 "Favourite add"). Silent: the caller shows the
 * server's message on failure (spec §8 "Favourite failure").
 */
export function saveFavouriteStore(storeId: string) {
  return callEndpoint(
    STORE_ROUTES.favouriteSave,
    { businessId: storeId, businessType: 'STORE' },
    { silent: true },
  );
}
