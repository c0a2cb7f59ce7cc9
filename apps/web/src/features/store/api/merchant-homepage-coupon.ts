import { STORE_ROUTES } from '@lahap/contract/store/routes';
import type { CouponBatch, MerchantHomepageCouponData } from '@lahap/contract/store/schemas';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

/** Every cached coupon answer of one store, whatever position it was asked from. */
export function storeCouponsPrefix(storeId: string) {
  return ['store', 'coupons', storeId] as const;
}

/** Rewrites one batch in every cached coupon answer of its store. */
export function updateCachedBatch(
  queryClient: QueryClient,
  storeId: string,
  batchId: string,
  change: (batch: CouponBatch) => CouponBatch,
): void {
  queryClient.setQueriesData<MerchantHomepageCouponData>({ queryKey: storeCouponsPrefix(storeId) }, (data) =>
    data
      ? {
          ...data,
          homepageCouponList: {
            ...data.homepageCouponList,
            couponBatchList: data.homepageCouponList.couponBatchList.map((batch) =>
              batch.batchId === batchId ? change(batch) : batch,
            ),
          },
        }
      : data,
  );
}

/** Batches a claim found not collectable (9000002), as the client marked them in the cache. */
function notCollectedIds(queryClient: QueryClient, storeId: string): Set<string> {
  const ids = new Set<string>();
  for (const [, data] of queryClient.getQueriesData<MerchantHomepageCouponData>({
    queryKey: storeCouponsPrefix(storeId),
  })) {
    for (const batch of data?.homepageCouponList.couponBatchList ?? []) {
      if (batch.isNotCollected) ids.add(batch.batchId);
    }
  }
  return ids;
}

/**
 * `POST resource_pos/merchant_homepage/coupon` (spec §7): the store's dine-out vouchers and
 * claimable coupon batches. Silent: a failed coupon section stays out of the page rather than
 * toasting over the store. `isNotCollected` is the client's own mark (the server always sends
 * false), so a fresh answer keeps it: a card the server refused stays greyed instead of offering
 * a Claim that would be refused again.
 */
export function useMerchantHomepageCoupon(storeId: string, position: ListPosition) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...storeCouponsPrefix(storeId), position],
    queryFn: async ({ signal }) => {
      const data = await callEndpoint(
        STORE_ROUTES.merchantHomepageCoupon,
        { storeId, lat: position.lat, lng: position.lng },
        { silent: true, signal },
      );
      const marked = notCollectedIds(queryClient, storeId);
      if (marked.size === 0) return data;
      return {
        ...data,
        homepageCouponList: {
          ...data.homepageCouponList,
          couponBatchList: data.homepageCouponList.couponBatchList.map((batch) =>
            marked.has(batch.batchId) ? { ...batch, isNotCollected: true } : batch,
          ),
        },
      };
    },
    enabled: storeId !== '',
    placeholderData: keepPreviousData,
  });
}
