import type { PayMethod } from '@lahap/contract/enums';
import { foodOrderPagePath } from '@lahap/contract/ordering/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payFoodOrder, submitFoodOrder, type FoodOrderSubmit } from '../api/food-order';
import { goToPage } from '../app/page-address';
import { clientOrderIdFor, forgetCheckout } from './checkout-id';
import { keepOrderToken } from './food-order-tokens';
import { orderingKeys } from './query-keys';

/** What the checkout sends, less the id the checkout makes. */
export type PlaceOrder = Omit<FoodOrderSubmit, 'clientOrderId'> & { payMethod: PayMethod };

/**
 * Orders and opens its charge, then goes to the order's page, which shows the QRIS code or the
 * e-wallet link and follows the order. The submit is idempotent by its clientOrderId; once the
 * order exists the basket is emptied, and a charge that failed to open is opened again from the
 * order's page.
 */
export function usePlaceOrder(onOrdered: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payMethod, ...order }: PlaceOrder) => {
      const clientOrderId = clientOrderIdFor(order.qrCodeId, JSON.stringify(order));
      const placed = await submitFoodOrder({ ...order, clientOrderId });
      keepOrderToken(placed.orderId, placed.orderToken);
      forgetCheckout(order.qrCodeId);
      onOrdered();
      const { orderToken: _token, ...detail } = placed;
      queryClient.setQueryData(orderingKeys.foodOrder(placed.orderId), detail);
      if (placed.status === 'UNPAID') {
        // An order answered again (the same clientOrderId) may already be paid: no new charge then.
        const paid = await payFoodOrder(placed.orderId, payMethod).catch(() => null);
        if (paid)
          queryClient.setQueryData(orderingKeys.foodOrder(placed.orderId), {
            ...detail,
            charge: paid.charge,
          });
      }
      goToPage(foodOrderPagePath(placed.orderId));
      return placed;
    },
  });
}
