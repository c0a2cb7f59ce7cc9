import { LanguageButton as LanguageSwitch } from '@/shared/i18n/language-button';
import { changeStaffLocale } from '../i18n/staff-i18n';
import styles from './staff-bar.module.css';

/** The console's language switch, in its bar. */
export function LanguageButton() {
  return (
    <LanguageSwitch
      changeTo={changeStaffLocale}
      className={styles.iconButton}
      labelClassName={styles.iconLabel}
      testId="staff-language"
    />
  );
}
