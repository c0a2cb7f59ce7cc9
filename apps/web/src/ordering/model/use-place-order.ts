import type { PayMethod } from '@lahap/contract/enums';
import { foodOrderPagePath } from '@lahap/contract/ordering/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payFoodOrder, submitFoodOrder, type FoodOrderSubmit } from '../api/food-order';
import { goToPage } from '../app/page-address';
import { clientOrderIdFor, forgetCheckout } from './checkout-id';
import { keepOrderToken } from './food-order-tokens';
import { openWallet } from './open-wallet';
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
      // An order answered again (the same clientOrderId) may already be paid: no new charge then.
      const paid =
        placed.status === 'UNPAID' ? await payFoodOrder(placed.orderId, payMethod).catch(() => null) : null;
      if (paid)
        queryClient.setQueryData(orderingKeys.foodOrder(placed.orderId), { ...detail, charge: paid.charge });
      goToPage(foodOrderPagePath(placed.orderId));
      // An e-wallet's page, in the same window: it sends the customer back to the order's page.
      if (paid?.charge.redirectUrl) openWallet(paid.charge.redirectUrl);
      return placed;
    },
  });
}
