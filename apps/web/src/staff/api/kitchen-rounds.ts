import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { KITCHEN_POLL_MS, KITCHEN_STALE_MS, kitchenKeys } from '../model/kitchen-refresh';
import { callStaff } from './staff-client';

/**
 * `POST merchant/ordering/rounds`: the kitchen's rounds of the last day, newest first; with
 * `activeOnly` only those not yet served (the queue).
 */
export function fetchKitchenRounds(activeOnly: boolean, signal?: AbortSignal) {
  return callStaff(ORDERING_ROUTES.staffRounds, { activeOnly }, { signal });
}

export const kitchenRoundsQuery = (storeId: string, activeOnly: boolean) =>
  queryOptions({
    queryKey: kitchenKeys.rounds(storeId, activeOnly),
    queryFn: ({ signal }) => fetchKitchenRounds(activeOnly, signal),
    staleTime: KITCHEN_STALE_MS,
  });

/** The kitchen's rounds, refetched every KITCHEN_POLL_MS while the page is visible. */
export function useKitchenRounds(storeId: string, activeOnly: boolean) {
  return useQuery({ ...kitchenRoundsQuery(storeId, activeOnly), refetchInterval: KITCHEN_POLL_MS });
}
