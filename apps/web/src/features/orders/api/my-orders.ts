import { ORDERS_PAGE_SIZE } from '@lahap/contract/constants';
import { ORDER_TAB_STATUS, type VoucherOrderTab } from '@lahap/contract/enums';
import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { ORDERS_KEY } from './order-detail';

export function myOrdersKey(tab: VoucherOrderTab) {
  return [...ORDERS_KEY, 'list', tab] as const;
}

/**
 * `local_life/order/my_orders`: one sub-tab's order cards, 10 a page (spec §9), cached by the
 * sub-tab so each keeps its own pages. Silent: the list shows its own error with a retry.
 */
export function useMyOrders(tab: VoucherOrderTab, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: myOrdersKey(tab),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        ORDER_ROUTES.myOrders,
        { pageNo: pageParam, pageSize: ORDERS_PAGE_SIZE, status: ORDER_TAB_STATUS[tab] },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pageInfoVO.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
}
