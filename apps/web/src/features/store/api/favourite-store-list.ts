import { FAVOURITE_LIST_PAGE_SIZE } from '@lahap/contract/constants';
import { STORE_ROUTES } from '@lahap/contract/store/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

/** The cache key of the favourites list; a favourite change anywhere marks it stale. */
export const FAVOURITE_LIST_KEY = ['store', 'favourites'] as const;

/** `POST interaction/favourite/store_list`: the user's saved stores, newest first, by page number. */
export function useFavouriteStores(position: ListPosition, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...FAVOURITE_LIST_KEY, position],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        STORE_ROUTES.favouriteStoreList,
        { pageNo: pageParam, pageSize: FAVOURITE_LIST_PAGE_SIZE, lat: position.lat, lng: position.lng },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNo + 1 : undefined),
    enabled,
  });
}
