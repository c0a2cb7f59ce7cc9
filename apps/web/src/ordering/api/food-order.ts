import type { CallBodyOf } from '@lahap/contract/endpoint';
import type {
  FoodOrder,
  FoodOrderPayData,
  FoodOrderSubmitData,
} from '@lahap/contract/ordering/food-order-schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { PayMethod } from '@lahap/contract/enums';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { orderTokenOf } from '../model/food-order-tokens';

/** What submit takes (the envelope's fields are the client's). */
export type FoodOrderSubmit = CallBodyOf<typeof ORDERING_ROUTES.orderSubmit>;

/** Orders for pickup or delivery; a repeat with the same clientOrderId answers the same order. */
export function submitFoodOrder(body: FoodOrderSubmit): Promise<FoodOrderSubmitData> {
  return callEndpoint(ORDERING_ROUTES.orderSubmit, body, { silent: true });
}

/** A pickup or delivery order and its status, read with the token kept on this phone. */
export function fetchFoodOrder(orderId: string, signal?: AbortSignal): Promise<FoodOrder> {
  return callEndpoint(
    ORDERING_ROUTES.orderDetail,
    { orderId, orderToken: orderTokenOf(orderId) },
    { silent: true, signal },
  );
}

/** Opens a charge for the order by QRIS or an e-wallet (another method replaces the open one). */
export function payFoodOrder(orderId: string, payMethod: PayMethod): Promise<FoodOrderPayData> {
  return callEndpoint(
    ORDERING_ROUTES.orderPay,
    { orderId, orderToken: orderTokenOf(orderId), payMethod },
    { silent: true },
  );
}
