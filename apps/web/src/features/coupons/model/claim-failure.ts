import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { failureToastText } from '@/shared/api-client/failure-toast';

/**
 * Spec §8 "Claim": the server's message (already in the customer's language), else "Failed to
 * claim"; a lost connection or a busy server say so in the app's own words.
 */
export function useClaimFailureText(): (error: unknown) => string {
  const { t } = useTranslation(['coupons', 'common']);
  return (error) => {
    const failed = t('coupons:claim.failed');
    if (!isApiRequestError(error)) return failed;
    const text = failureToastText(error, {
      network: t('common:apiErrors.network'),
      timeout: t('common:apiErrors.timeout'),
      rateLimit: t('common:apiErrors.rateLimit'),
      generic: failed,
    });
    return text || failed;
  };
}
