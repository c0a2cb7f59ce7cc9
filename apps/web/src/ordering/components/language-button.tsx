import { isLocale } from '@lahap/contract/locale';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { GlobeIcon } from '@/shared/ui/icons';
import { showToast } from '@/shared/ui/toast';
import { changeOrderingLocale } from '../i18n/ordering-i18n';
import styles from './menu.module.css';

const LanguageSheet = lazy(() => import('./language-sheet'));

/** The language switch: the current language, opening a sheet of all three. */
export function LanguageButton() {
  const { t } = useTranslation('common');
  const locale = useAppLocale();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the sheet can animate out.
  const [wanted, setWanted] = useState(false);

  const choose = (key: string | number) => {
    setOpen(false);
    if (!isLocale(key) || key === locale) return;
    changeOrderingLocale(key).catch(() => showToast(t('apiErrors.network')));
  };

  return (
    <>
      <button
        type="button"
        className={styles.languageButton}
        // Begins with the language the button shows, so a voice user can say what they see.
        aria-label={t('languagePicker.current', { language: t(`languages.${locale}`) })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="ordering-language"
      >
        <GlobeIcon />
        <span>{t(`languages.${locale}`)}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} current={locale} onChoose={choose} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
