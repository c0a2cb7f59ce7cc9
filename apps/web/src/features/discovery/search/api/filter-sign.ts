import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { Category } from '@lahap/contract/discovery/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/shared/api-client/client';

/** `POST homepage/filter_sign`: the cuisines the search tabs filter by. Silent: the filter simply hides. */
export async function fetchSearchCuisines(signal?: AbortSignal): Promise<Category[]> {
  const data = await apiPost<{ categoryList: Category[] }>(
    DISCOVERY_PATHS.filterSign,
    {},
    { silent: true, signal },
  );
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
