import { APPLICABLE_STORE_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { ApplicableStoreListData } from '@lahap/contract/discovery/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPost } from '../api-client/client';
import type { ListPosition } from '../location/list-position';

/** What the stores apply to: a group-coupon product, a coupon template or a merchant. */
export interface ApplicableStoresTarget {
  kind: 'product' | 'coupon' | 'merchant';
  id: string;
}

const CALLS = {
  product: { path: DISCOVERY_PATHS.productApplicableStores, idField: 'productId' },
  coupon: { path: DISCOVERY_PATHS.couponApplicableStores, idField: 'couponTemplateId' },
  merchant: { path: DISCOVERY_PATHS.merchantApplicableStores, idField: 'merchantId' },
} as const;

/** One page of the applicable-store search (spec §7): the next page carries the last queryId. */
export function fetchApplicableStores(
  target: ApplicableStoresTarget,
  keywords: string,
  position: ListPosition,
  queryId: string | undefined,
  signal?: AbortSignal,
): Promise<ApplicableStoreListData> {
  const call = CALLS[target.kind];
  return apiPost<ApplicableStoreListData>(
    call.path,
    {
      [call.idField]: target.id,
      keywords,
      queryId,
      pageSize: APPLICABLE_STORE_PAGE_SIZE,
      userLat: position.lat,
      userLng: position.lng,
    },
    { signal },
  );
}

/**
 * The paged list. Text and position are part of the key, so a new text or the arrival of
 * the position starts again from page one (spec §4 "Store popup").
 */
export function useApplicableStores(
  target: ApplicableStoresTarget | null,
  keywords: string,
  position: ListPosition,
) {
  return useInfiniteQuery({
    queryKey: ['applicableStores', target?.kind, target?.id, keywords, position.lat, position.lng],
    queryFn: ({ pageParam, signal }) => {
      if (!target) throw new Error('No applicable-stores target');
      return fetchApplicableStores(target, keywords, position, pageParam, signal);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.queryId : undefined),
    enabled: target !== null,
  });
}
