import { BRAND_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** `POST brand_pavilion/query_brand_pavilion_info`: one page of six brands. Silent: the page shows its own states. */
export function fetchBrandPavilionInfo(pageNo: number, signal?: AbortSignal) {
  return callEndpoint(
    DISCOVERY_ROUTES.brandPavilionInfo,
    { pageNo, pageSize: BRAND_PAGE_SIZE },
    { silent: true, signal },
  );
}

/** The brand collection, paged by page number while hasMore is true (spec §4). */
export function useBrandPavilion() {
  return useInfiniteQuery({
    queryKey: ['discovery', 'brandPavilion'],
    queryFn: ({ pageParam, signal }) => fetchBrandPavilionInfo(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}
