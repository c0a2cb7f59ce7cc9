import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { failureToastText } from '@/shared/api-client/failure-toast';

/**
 * The words for a failed buying call: the server's own message for its codes, the app's texts
 * for a lost connection, a timeout or a rate limit, a generic text for anything else. The calls
 * are silent, so the screen can say it where it fits (a toast, the bar, the page).
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const generic = t('apiErrors.generic');
      if (!isApiRequestError(error)) return generic;
      const messages = {
        network: t('apiErrors.network'),
        timeout: t('apiErrors.timeout'),
        rateLimit: t('apiErrors.rateLimit'),
        generic,
      };
      return failureToastText(error, messages) ?? generic;
    },
    [t],
  );
}
