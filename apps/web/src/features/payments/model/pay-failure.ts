import { ERROR_CODES } from '@lahap/contract/errors';
import { isApiRequestError } from '@/shared/api-client/api-error';

/**
 * What a refused cashier or pay call means for the customer (docs/api.md, the 10040xx range):
 * the order was paid meanwhile, it was closed, there is no such order of theirs, or the call
 * simply failed and may be tried again.
 */
export type PayFailure = 'paid' | 'closed' | 'notFound' | 'other';

export function payFailureOf(error: unknown): PayFailure {
  if (!isApiRequestError(error)) return 'other';
  switch (error.code) {
    case ERROR_CODES.ORDER_ALREADY_PAID:
      return 'paid';
    case ERROR_CODES.ORDER_CLOSED:
      return 'closed';
    case ERROR_CODES.ORDER_NOT_FOUND:
      return 'notFound';
    default:
      return 'other';
  }
}

/** The server's own words for a refusal, when it sent any. */
export function serverMessageOf(error: unknown): string {
  return isApiRequestError(error) && error.kind === 'server' ? error.message : '';
}
