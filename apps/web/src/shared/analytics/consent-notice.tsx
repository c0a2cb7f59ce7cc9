import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { chooseConsent } from './consent-choice';
import styles from './consent-notice.module.css';

/**
 * The first visit's analytics notice (UU PDP): what is recorded, and two equal answers, full
 * analytics or anonymous counts only. It does not block the page; until it is answered, events
 * go as anonymous counts.
 */
export default function ConsentNotice() {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  return (
    <section
      className={`${styles.notice} lahap-fixed-frame`}
      aria-labelledby={titleId}
      data-testid="consent-notice"
    >
      <div className={styles.card}>
        <h2 id={titleId} className={styles.title}>
          {t('notice.title')}
        </h2>
        <p className={styles.description}>
          {t('notice.description')}{' '}
          <Link to={paths.privacyPolicy.getHref()} className={styles.privacy}>
            {t('notice.privacy')}
          </Link>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.deny}
            onClick={() => chooseConsent('denied')}
            data-testid="consent-deny"
          >
            {t('notice.deny')}
          </button>
          <button
            type="button"
            className={styles.accept}
            onClick={() => chooseConsent('granted')}
            data-testid="consent-accept"
          >
            {t('notice.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
