import { REREGISTRATION_BLOCK_DAYS } from '@lahap/contract/constants';
import { useTranslation } from 'react-i18next';
import { DeletionScreen } from './deletion-guard';
import styles from './deletion-pages.module.css';

/** The account deletion policy the declaration links to. */
export default function DeletionPolicyPage() {
  const { t } = useTranslation('deletion');
  return (
    <DeletionScreen title={t('policy.title')} testId="deletion-policy-page">
      <article className={`${styles.card} ${styles.muted}`}>
        <p>{t('policy.p1')}</p>
        <p>{t('policy.p2')}</p>
        <p>{t('policy.p3', { days: REREGISTRATION_BLOCK_DAYS })}</p>
        <p>{t('policy.p4')}</p>
      </article>
    </DeletionScreen>
  );
}
