import { toLocale, type Locale } from '@lahap/contract/locale';
import { useTranslation } from 'react-i18next';

/** The current language, re-rendering the caller when it changes. */
export function useAppLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}
