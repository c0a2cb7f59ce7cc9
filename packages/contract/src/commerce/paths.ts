/**
 * Buying and paying, as the server mounts them under `/api` (spec §7 "Products, orders and pay";
 * the paths the spec does not show are the ones the buy-and-pay issue names, listed in
 * docs/api.md). Kept free of schemas so the web bundle can import it cheaply.
 */
export const COMMERCE_PATHS = {
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
  /** One order of the customer's: its state, price as placed, and payment. */
  orderDetail: '/local_life/order/detail',
  /** The cashier: amount, deadline and the pay methods this order may use. */
  cashier: '/pay/cashier',
  /** Open a charge with one pay method: a QRIS payload or an e-wallet redirect. */
  payCreate: '/pay/create',
  /** The order's payment state, for the pay-code page's wait. */
  payStatus: '/pay/status',
  /** The payment provider's webhook (signed by the provider, not with the app's Sign). */
  payNotify: '/pay/notify/:provider',
} as const;
export type CommercePath = (typeof COMMERCE_PATHS)[keyof typeof COMMERCE_PATHS];

/** The sandbox provider's bank-app page, outside `/api` (demo mode only). */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** The sandbox bank-app page of a payment. */
export function sandboxPayPagePath(paymentId: string): string {
  return `${SANDBOX_PAY_PATH}/${encodeURIComponent(paymentId)}`;
}

/**
 * The customer app's pay-code page of a charge, where an e-wallet or the sandbox bank sends the
 * customer back to (the web's `paths.payPage` builds the same).
 */
export function payCodePagePath(orderId: string, paymentId: string, partnerCode: string): string {
  const query = new URLSearchParams({ box: paymentId, partnerCode, orderId });
  return `/platform/payPage/payCode?${query.toString()}`;
}
