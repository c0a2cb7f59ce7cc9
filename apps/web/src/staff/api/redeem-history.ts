import { STAFF_HISTORY_PAGE_SIZE } from '@lahap/contract/constants';
import { REDEMPTION_ROUTES } from '@lahap/contract/redemption/routes';
import type { RedeemHistoryData } from '@lahap/contract/redemption/counter-schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callStaff } from './staff-client';

/** `POST merchant/redeem/history`: one page of the store's redemptions of a Jakarta day (today when absent). */
export function fetchRedeemHistory(pageNo: number, day?: string, signal?: AbortSignal) {
  return callStaff(
    REDEMPTION_ROUTES.redeemHistory,
    { pageNo, pageSize: STAFF_HISTORY_PAGE_SIZE, day },
    { signal },
  );
}

/** The next page's number, or undefined after the last one. */
export function nextHistoryPage(
  last: RedeemHistoryData,
  loaded: readonly RedeemHistoryData[],
): number | undefined {
  return last.pageInfoVO.hasMore && last.redemptionList.length > 0 ? loaded.length + 1 : undefined;
}

export const redeemHistoryQuery = (storeId: string) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'redeem-history', storeId, 'today'],
    queryFn: ({ pageParam, signal }) => fetchRedeemHistory(pageParam, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: nextHistoryPage,
  });

/** Today's redemptions at the staff's store, page by page. */
export function useRedeemHistory(storeId: string) {
  return useInfiniteQuery(redeemHistoryQuery(storeId));
}
