import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from './api-error';
import { failureToastText } from './failure-toast';

export interface FailureTextOptions {
  /**
   * Where the customer client would show nothing (an aborted call, a session code its login
   * prompt speaks for), the error's own message instead of the generic text: the staff console
   * has no such prompt.
   */
  messageWhenSilent?: boolean;
}

/**
 * The words for a failed silent call, for the screen to say where it fits (a toast, the bar, an
 * inline line): the server's own message for its codes (spec §8: refusals say why), the app's
 * texts for a lost connection, a timeout or a rate limit, a generic text for anything else.
 */
export function useFailureText({ messageWhenSilent = false }: FailureTextOptions = {}): (
  error: unknown,
) => string {
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
      return failureToastText(error, messages) ?? (messageWhenSilent ? error.message : generic);
    },
    [t, messageWhenSilent],
  );
}
