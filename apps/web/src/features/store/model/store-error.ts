import { ERROR_CODES } from '@lahap/contract/errors';
import { isApiRequestError } from '@/shared/api-client/api-error';

/**
 * What the store page's error view says for a failed lookup (spec §8 "Store page"): its own text
 * for the three store codes, the server's message for any other answer, and the connection
 * text with a retry when no answer came.
 */
export type StoreFailure =
  | { kind: 'qrNotLinked' | 'linkInvalid' | 'unavailable' }
  | { kind: 'server'; message: string }
  | { kind: 'connection' };

const KIND_BY_CODE: Readonly<Record<string, 'qrNotLinked' | 'linkInvalid' | 'unavailable'>> = {
  [ERROR_CODES.QR_CODE_NOT_LINKED]: 'qrNotLinked',
  [ERROR_CODES.STORE_LINK_INVALID]: 'linkInvalid',
  [ERROR_CODES.STORE_UNAVAILABLE]: 'unavailable',
};

export function storeFailureOf(error: unknown): StoreFailure {
  if (!isApiRequestError(error) || (error.kind !== 'server' && error.kind !== 'http')) {
    return { kind: 'connection' };
  }
  const kind = KIND_BY_CODE[error.code];
  if (kind) return { kind };
  return { kind: 'server', message: error.message };
}
