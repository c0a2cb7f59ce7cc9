import type { CallBodyOf } from '@lahap/contract/endpoint';
import { ORDER_ROUTES } from '@lahap/contract/orders/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

/**
 * What the customer does to an order: cancel it unpaid, give vouchers back, redeem a physical
 * voucher at a point. Silent: each screen says what went wrong where it fits (spec §8, the
 * server's message for its 10040xx and 10050xx codes).
 */

/** `local_life/order/cancel`: an unpaid order, releasing its stock, coupon and red envelope. */
export function cancelOrder(orderId: string) {
  return callEndpoint(ORDER_ROUTES.cancel, { orderId }, { silent: true });
}

/** What a refund asks: the order, the vouchers to give back, the reason and an optional note. */
export type RefundRequest = CallBodyOf<typeof ORDER_ROUTES.refund>;

/** `local_life/order/refund`: the vouchers named, for the reason given. */
export function refundVouchers(body: RefundRequest) {
  return callEndpoint(ORDER_ROUTES.refund, body, { silent: true });
}

/** `local_life/voucher/redeem_at_point`: a physical voucher, where the customer stands. */
export function redeemAtPoint(voucherId: string, lat: number, lng: number) {
  return callEndpoint(ORDER_ROUTES.redeemAtPoint, { voucherId, lat, lng }, { silent: true });
}
