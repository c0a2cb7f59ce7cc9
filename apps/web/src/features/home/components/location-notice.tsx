import { useTranslation } from 'react-i18next';
import { track } from '@/shared/analytics/track';
import { refreshLocation } from '@/shared/location/location-service';
import styles from './location-notice.module.css';

/**
 * Said where it matters: the nearby list is measured from Jakarta because the phone gave no
 * position. It sits at the head of that list, below the first screen, so that appearing once the
 * reading fails moves nothing the customer is looking at.
 */
export function LocationNotice() {
  const { t } = useTranslation('home');
  return (
    <p className={styles.notice} role="status" data-testid="home-location-notice">
      <span>{t('locationErrMessage')}</span>
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          track('address_module', { action: 'retry_location' });
          void refreshLocation();
        }}
      >
        {t('location.retry')}
      </button>
    </p>
  );
}
