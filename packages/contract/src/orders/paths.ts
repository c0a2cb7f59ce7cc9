/**
 * After the purchase, as the server mounts them under `/api` (spec §7 `my_orders`,
 * `voucher_list`; the paths the spec does not show are the ones the orders issue names, listed
 * in docs/api.md). Kept free of schemas so the web bundle can import it cheaply.
 */
export const ORDER_PATHS = {
  /** The orders tab's list (spec §7 `GET /local_life/order/my_orders`). */
  myOrders: '/local_life/order/my_orders',
  /** An order's vouchers with their state and the code a counter accepts now. */
  voucherList: '/local_life/order/voucher_list',
  /** Cancel an unpaid order, releasing what it held. */
  cancel: '/local_life/order/cancel',
  /** Give back some or all unused vouchers of a paid order, through the payment provider. */
  refund: '/local_life/order/refund',
  /** The partner codes of an order's vouchers (third-party code types). */
  thirdPartyCodes: '/local_life/order/third_party_codes',
  /** The customer redeems a physical voucher standing near a redemption point or store. */
  redeemAtPoint: '/local_life/voucher/redeem_at_point',
} as const;
export type OrderPath = (typeof ORDER_PATHS)[keyof typeof ORDER_PATHS];
