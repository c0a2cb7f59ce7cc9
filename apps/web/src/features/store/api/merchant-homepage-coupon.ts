import { STORE_ROUTES } from '@lahap/contract/store/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

/**
 * `POST resource_pos/merchant_homepage/coupon` (spec §7): the store's dine-out vouchers and
 * claimable coupon batches. Silent: a failed coupon section stays out of the page rather than
 * toasting over the store.
 */
export function useMerchantHomepageCoupon(storeId: string, position: ListPosition) {
  return useQuery({
    queryKey: ['store', 'coupons', storeId, position],
    queryFn: ({ signal }) =>
      callEndpoint(
        STORE_ROUTES.merchantHomepageCoupon,
        { storeId, lat: position.lat, lng: position.lng },
        { silent: true, signal },
      ),
    enabled: storeId !== '',
    placeholderData: keepPreviousData,
  });
}
