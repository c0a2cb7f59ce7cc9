import { STORE_PATHS } from '@lahap/contract/store/paths';
import { apiPost } from '@/shared/api-client/client';

/**
 * `POST interaction/favourite/batch_cancel` (spec §7 "Favourite remove"). Silent: the caller
 * shows the server's message on failure.
 */
export function cancelFavouriteStores(storeIds: string[]): Promise<null> {
  return apiPost<null>(
    STORE_PATHS.favouriteBatchCancel,
    { businessIdList: storeIds, businessType: 'STORE' },
    { silent: true },
  );
}
