import { useTranslation } from 'react-i18next';
import styles from './halal-badge.module.css';

/** The halal mark next to a store's name (spec §3 Store "halalRestaurant" '1'). */
export function HalalBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} aria-label={t('halal.label')} data-testid={testId}>
      {t('halal.badge')}
    </span>
  );
}
