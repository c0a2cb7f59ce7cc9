import { STORE_ROUTES } from '@lahap/contract/store/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/**
 * `POST interaction/favourite/batch_cancel` (spec §7 "Favourite remove"). Silent: the caller
 * shows the server's message on failure.
 */
export function cancelFavouriteStores(storeIds: string[]) {
  return callEndpoint(
    STORE_ROUTES.favouriteBatchCancel,
    { businessIdList: storeIds, businessType: 'STORE' },
    { silent: true },
  );
}
