/**
 * Paying for an order, as the server mounts them under `/api` (the spec shows none of these
 * paths; they are the ones the buy-and-pay issue names, listed in docs/api.md). Kept free of
 * schemas so the web bundle can import it cheaply.
 */
export const PAYMENT_PATHS = {
  /**
   * One order of the customer's: its state, price as placed, and payment (the payments module
   * answers it: the order with its charge and money history).
   */
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
export type PaymentPath = (typeof PAYMENT_PATHS)[keyof typeof PAYMENT_PATHS];

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
