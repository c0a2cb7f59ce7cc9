import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  fetchBannerCard,
  fetchCategories,
  fetchHomeListPage,
  fetchNearbyCards,
  type HomePosition,
} from './home-api';
import { getLocale } from '@/shared/i18n/i18n';
import { preloadFirstBanner } from '@/features/home/components/banner-image';
import { firstPageParam, nextPageParam } from '@/features/home/model/home-list-paging';

const HOME_KEY = ['discovery', 'home'] as const;

// A failed home call already showed its toast; retrying would show it again and, for a list
// page, spec §4 says a failure stops paging until the user asks again.
const NO_RETRY = { retry: false } as const;
/** Public lists: kept for the next start (app/list-cache.ts). */
const PERSIST = { meta: { persist: true } } as const;

export function useCategories() {
  return useQuery({
    queryKey: [...HOME_KEY, 'categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
    ...NO_RETRY,
    ...PERSIST,
  });
}

const bannerCardQuery = queryOptions({
  queryKey: [...HOME_KEY, 'banner'],
  queryFn: async ({ signal }) => {
    const data = await fetchBannerCard(signal);
    preloadFirstBanner(data, getLocale());
    return data;
  },
  ...NO_RETRY,
  ...PERSIST,
});

export function useBannerCard() {
  return useQuery(bannerCardQuery);
}

export function useNearbyCards(position: HomePosition | null) {
  return useQuery({
    queryKey: [...HOME_KEY, 'nearbyCards', position?.lat, position?.lng],
    queryFn: ({ signal }) => fetchNearbyCards(position ?? { lat: 0, lng: 0 }, signal),
    enabled: position !== null,
    ...NO_RETRY,
    ...PERSIST,
  });
}

/**
 * The store list for one position, category and area (null = nearby by distance). A new one is
 * a new list (its first page replaces what showed); later pages append.
 */
export function useHomeList(
  position: HomePosition | null,
  categoryId: string | null,
  regionId: number | null,
) {
  const categoryIdList = categoryId ? [categoryId] : [];
  return useInfiniteQuery({
    queryKey: [...HOME_KEY, 'list', position?.lat, position?.lng, categoryId, regionId],
    queryFn: ({ pageParam, signal }) =>
      fetchHomeListPage({
        position: position ?? { lat: 0, lng: 0 },
        categoryIdList,
        page: pageParam,
        signal,
      }),
    initialPageParam: firstPageParam(regionId),
    getNextPageParam: nextPageParam,
    enabled: position !== null,
    ...NO_RETRY,
    ...PERSIST,
  });
}

/** Pull to refresh: every home query starts over, the list from its first page. */
export function useRefreshHome(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.resetQueries({ queryKey: HOME_KEY }), [queryClient]);
}
