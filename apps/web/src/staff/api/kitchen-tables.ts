import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { KITCHEN_POLL_MS, KITCHEN_STALE_MS, kitchenKeys } from '../model/kitchen-refresh';
import { callStaff } from './staff-client';

/** `POST merchant/ordering/tables`: the store's tables, their QR codes and who sits there. */
export function fetchStaffTables(signal?: AbortSignal) {
  return callStaff(ORDERING_ROUTES.staffTables, {}, { signal });
}

export const staffTablesQuery = (storeId: string) =>
  queryOptions({
    queryKey: kitchenKeys.tables(storeId),
    queryFn: ({ signal }) => fetchStaffTables(signal),
    staleTime: KITCHEN_STALE_MS,
  });

/**
 * The store's tables; `poll` refetches them every KITCHEN_POLL_MS while the page is visible (the
 * QR sheet does not need it: its tables change with the store's set-up, not with its guests).
 */
export function useStaffTables(storeId: string, poll = true) {
  return useQuery({ ...staffTablesQuery(storeId), refetchInterval: poll ? KITCHEN_POLL_MS : false });
}
