import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { ORDERS_KEY } from './order-detail';

/** `local_life/order/third_party_codes`: the partner codes (and links) of an order's vouchers. */
export function useThirdPartyCodes(orderId: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'third-party-codes', orderId],
    queryFn: ({ signal }) =>
      callEndpoint(ORDER_ROUTES.thirdPartyCodes, { orderId }, { silent: true, signal }),
    staleTime: 0,
  });
}
