import { DEFAULT_CP_TYPE } from '@lahap/contract/constants';
import { STORE_ROUTES } from '@lahap/contract/store/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

/** What a store link names (/platform/merchant?storeId&cpType&qrCodeId&poiId). */
export interface StoreLookup {
  storeId: string;
  poiId?: string;
  qrCodeId?: string;
  cpType?: string;
}

/** The cache key of one store's detail; favourites update it in place. */
export function storeDetailKey(lookup: StoreLookup, position: ListPosition) {
  return ['store', 'detail', lookup.storeId, lookup.poiId ?? '', lookup.qrCodeId ?? '', position] as const;
}

/** Every cached detail of one store, whatever the position or QR code it was asked with. */
export function storeDetailPrefix(storeId: string) {
  return ['store', 'detail', storeId] as const;
}

/**
 * `POST local_life/store/detail` (spec §7 "Store detail call"). Silent: the page shows the
 * store page's own error view (spec §8). A position arriving later asks again but keeps the
 * store on screen meanwhile.
 */
export function useStoreDetail(lookup: StoreLookup, position: ListPosition) {
  return useQuery({
    queryKey: storeDetailKey(lookup, position),
    queryFn: ({ signal }) =>
      callEndpoint(
        STORE_ROUTES.storeDetail,
        {
          storeId: lookup.storeId,
          poiId: lookup.poiId || undefined,
          qrCodeId: lookup.qrCodeId || undefined,
          cpType: lookup.cpType || DEFAULT_CP_TYPE,
          sourceType: 'CUSTOMER',
          lat: position.lat,
          lng: position.lng,
        },
        { silent: true, signal },
      ),
    enabled: lookup.storeId !== '',
    placeholderData: keepPreviousData,
  });
}
