import { useTranslation } from 'react-i18next';
import styles from './open-status.module.css';

/** Open or closed now, as a pill beside today's hours (store home and store detail). */
export function OpenStatus({ isOpen, testId }: { isOpen: boolean; testId: string }) {
  const { t } = useTranslation('store');
  return (
    <span className={isOpen ? styles.open : styles.closed} data-testid={testId}>
      {isOpen ? t('hours.open') : t('hours.closed')}
    </span>
  );
}
