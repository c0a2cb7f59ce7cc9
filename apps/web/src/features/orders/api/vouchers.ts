import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import type { VoucherListData } from '@lahap/contract/orders/schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { ORDERS_KEY } from './order-detail';

/** While a voucher can still be redeemed at a counter, its list is asked again this often. */
export const VOUCHER_POLL_MS = 5_000;

export function vouchersKey(orderId: string) {
  return [...ORDERS_KEY, 'vouchers', orderId] as const;
}

/** Whether any voucher of the answer is still waiting to be redeemed at a counter. */
export function hasLiveVoucher(data: VoucherListData | undefined): boolean {
  return data?.voucherList.some((voucher) => voucher.status === 'VALID') ?? false;
}

/**
 * `local_life/order/voucher_list`: a paid order's vouchers, their state and the seed of each one's
 * rotating code. While one is VALID it is asked again every few seconds (only while the page is
 * visible: react-query stops interval refetches in the background), so a redemption at the
 * counter shows up on the customer's phone.
 */
export function useVouchers(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: vouchersKey(orderId),
    queryFn: ({ signal }) => callEndpoint(ORDER_ROUTES.voucherList, { orderId }, { silent: true, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (hasLiveVoucher(query.state.data) ? VOUCHER_POLL_MS : false),
  });
}
