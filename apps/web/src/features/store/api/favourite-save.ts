import { STORE_PATHS } from '@lahap/contract/store/paths';
import { apiPost } from '@/shared/api-client/client';

/**
 * `POST interaction/favourite/save` (spec §7 "Favourite add"). Silent: the caller shows the
 * server's message on failure (spec §8 "Favourite failure").
 */
export function saveFavouriteStore(storeId: string): Promise<null> {
  return apiPost<null>(
    STORE_PATHS.favouriteSave,
    { businessId: storeId, businessType: 'STORE' },
    { silent: true },
  );
}
