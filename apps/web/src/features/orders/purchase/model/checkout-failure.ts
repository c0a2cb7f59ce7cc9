import { ERROR_CODES } from '@lahap/contract/errors';
import { isApiRequestError } from '@/shared/api-client/api-error';

/**
 * How the buying screens answer a refused call (spec §8 "sold out", "activity ended", "flash sale
 * server busy"; the 10040xx codes of the contract):
 * - `expired` (1004006): the priced order is stale; price it again and say so.
 * - `blocked` (1004001–1004004): the voucher cannot be bought now; say why and stop the order.
 * - `busy` (1004005, a rate limit): "server busy" with a retry after a countdown.
 * - `couponUnusable` / `envelopeUnusable` (1004007 / 1004008): drop that choice, let the server
 *   pick again, and say why.
 * - `other`: the server's message (or the app's text for a failed connection).
 */
export type CheckoutFailureKind =
  'expired' | 'blocked' | 'busy' | 'couponUnusable' | 'envelopeUnusable' | 'other';

const BLOCKING_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.PRODUCT_NOT_ON_SALE,
  ERROR_CODES.PRODUCT_SOLD_OUT,
  ERROR_CODES.PURCHASE_LIMIT_REACHED,
  ERROR_CODES.FLASH_SALE_ENDED,
]);

export function checkoutFailureKind(error: unknown): CheckoutFailureKind {
  if (!isApiRequestError(error)) return 'other';
  if (error.handlingClass === 'rateLimit') return 'busy';
  if (error.kind !== 'server') return 'other';
  if (error.code === ERROR_CODES.SETTLEMENT_EXPIRED) return 'expired';
  if (error.code === ERROR_CODES.ORDER_COUPON_UNUSABLE) return 'couponUnusable';
  if (error.code === ERROR_CODES.ORDER_RED_ENVELOPE_UNUSABLE) return 'envelopeUnusable';
  if (BLOCKING_CODES.has(error.code)) return 'blocked';
  return 'other';
}
