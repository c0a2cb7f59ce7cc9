import { HOME_ASSET_PAGE_SIZE } from '@lahap/contract/constants';
import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { ListPosition } from '@/shared/location/list-position';

/** `POST local_life/flash_sale/page_detail` (signed): one page of the sale's items, or null when none runs. */
export function fetchFlashSalePage(
  pageId: string | undefined,
  pageNo: number,
  position: ListPosition,
  signal?: AbortSignal,
) {
  return callEndpoint(
    DISCOVERY_ROUTES.flashSalePageDetail,
    { pageId, pageNo, pageSize: HOME_ASSET_PAGE_SIZE, ...position },
    { silent: true, signal },
  );
}

export function useFlashSalePage(pageId: string | undefined, position: ListPosition) {
  return useInfiniteQuery({
    queryKey: ['discovery', 'flashSale', pageId ?? '', position.lat, position.lng],
    queryFn: ({ pageParam, signal }) => fetchFlashSalePage(pageId, pageParam, position, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last?.hasMore ? pages.length + 1 : undefined),
  });
}
