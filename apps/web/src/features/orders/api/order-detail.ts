import { PAYMENT_ROUTES } from '@lahap/contract/payments/routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/** Every cached answer of the orders feature; a payment's end drops them all. */
export const ORDERS_KEY = ['orders'] as const;

export function orderDetailKey(orderId: string) {
  return [...ORDERS_KEY, 'detail', orderId] as const;
}

/**
 * `local_life/order/detail`: one order of the customer's, its state, its price as placed and its
 * payment. Always asked again when the page opens: an order changes state while the customer is
 * away (paid in the e-wallet, cancelled at its deadline).
 */
export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }) => callEndpoint(PAYMENT_ROUTES.orderDetail, { orderId }, { silent: true, signal }),
    staleTime: 0,
  });
}
