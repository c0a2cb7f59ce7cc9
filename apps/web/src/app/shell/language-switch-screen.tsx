import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import styles from './full-screen.module.css';

/** Covers the app while a new language is applied, so every text changes at once. */
export default function LanguageSwitchScreen() {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <div
      className={`${styles.screen} ${styles.loading}`}
      role="status"
      aria-live="polite"
      data-testid="language-switch-loading"
    >
      <img
        className={styles.logo}
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt=""
        width={72}
        height={72}
      />
      <Spinner />
      <span>{t('shell:languageSwitch.loading')}</span>
    </div>
  );
}
