import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import type { Category } from '@lahap/contract/discovery/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** `POST homepage/filter_sign`: the cuisines the search tabs filter by. Silent: the filter simply hides. */
export async function fetchSearchCuisines(signal?: AbortSignal): Promise<Category[]> {
  const data = await callEndpoint(DISCOVERY_ROUTES.filterSign, {}, { silent: true, signal });
  return data.categoryList;
}

export const searchCuisinesQuery = () =>
  queryOptions({
    queryKey: ['discovery', 'filterSign'],
    queryFn: ({ signal }) => fetchSearchCuisines(signal),
    staleTime: 10 * 60_000,
  });

export function useSearchCuisines() {
  return useQuery(searchCuisinesQuery());
}
