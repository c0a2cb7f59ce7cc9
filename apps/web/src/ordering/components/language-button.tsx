import { LanguageButton as LanguageSwitch } from '@/shared/i18n/language-button';
import { changeOrderingLocale } from '../i18n/ordering-i18n';
import styles from './menu.module.css';

/** The ordering site's language switch, in its header. */
export function LanguageButton() {
  return (
    <LanguageSwitch
      changeTo={changeOrderingLocale}
      className={styles.languageButton}
      testId="ordering-language"
    />
  );
}
