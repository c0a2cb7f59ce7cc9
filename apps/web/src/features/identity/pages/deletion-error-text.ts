import type { TFunction } from 'i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { failureToastText } from '@/shared/api-client/failure-toast';

/**
 * Spec §8 "Deletion": the server's (already localised) message when there is one; otherwise
 * `fallback`, which is the network error text unless the caller names another.
 */
export function deletionErrorText(caught: unknown, t: TFunction<'common'>, fallback?: string): string {
  const network = t('apiErrors.network');
  const chosen = fallback ?? network;
  if (!isApiRequestError(caught)) return chosen;
  const text = failureToastText(caught, {
    network,
    timeout: t('apiErrors.timeout'),
    rateLimit: t('apiErrors.rateLimit'),
    generic: chosen,
  });
  return text || chosen;
}
