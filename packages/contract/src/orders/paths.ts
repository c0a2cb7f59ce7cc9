/**
 * Buying a voucher and what follows the purchase, as the server mounts them under `/api` (spec §7
 * "Products, orders and pay", `my_orders`, `voucher_list`; the paths the spec does not show are
 * the ones the buy-and-pay and orders issues name, listed in docs/api.md). Kept free of schemas
 * so the web bundle can import it cheaply.
 */
export const ORDER_PATHS = {
  /** Group coupon detail (spec §7 `/local_life/product/detail`). */
  productDetail: '/local_life/product/detail',
  /** The same for a flash-sale item (signed). */
  flashProductDetail: '/local_life/flash_sale/product/detail',
  /** Price an order before placing it; the answer's token freezes the result. */
  settlement: '/local_life/order/settlement',
  /** The same for a flash-sale item (signed). */
  flashSettlement: '/local_life/flash_sale/order/settlement',
  /** Place the order a settlement token priced (idempotent by the token). */
  submit: '/local_life/order/submit',
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
