import { ORDERS_PAGE_SIZE } from '@lahap/contract/constants';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { ORDERS_KEY } from './order-detail';

/** Under the orders lists' key, so a new purchase's refresh of the lists asks it again too. */
export const MY_FOOD_ORDERS_KEY = [...ORDERS_KEY, 'list', 'food'] as const;

/**
 * `ordering/my-orders`: the food sub-tab's cards (the tables the customer sat at logged in, their
 * pickups and deliveries), 10 a page, newest first. Silent: the list shows its own error.
 */
export function useMyFoodOrders() {
  return useInfiniteQuery({
    queryKey: MY_FOOD_ORDERS_KEY,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        ORDERING_ROUTES.myFoodOrders,
        { pageNo: pageParam, pageSize: ORDERS_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pageInfoVO.hasMore ? pages.length + 1 : undefined),
  });
}
