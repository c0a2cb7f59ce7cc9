import { isLocale, type Locale } from '@lahap/contract/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast';
import { useAppLocale } from './use-app-locale';

/** A language switch's state: the current language, its sheet, and what a choice does. */
export interface LanguageChoice {
  locale: Locale;
  open: boolean;
  /** The sheet was opened once: from then on it stays mounted, so it can animate out. */
  wanted: boolean;
  show: () => void;
  hide: () => void;
  choose: (key: string | number) => void;
}

/** The state of a language switch whose choice runs `changeTo` (each app loads its own catalogues). */
export function useLanguageChoice(changeTo: (locale: Locale) => Promise<unknown>): LanguageChoice {
  const { t } = useTranslation('common');
  const locale = useAppLocale();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return {
    locale,
    open,
    wanted,
    show: () => {
      setWanted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
    choose: (key) => {
      setOpen(false);
      if (!isLocale(key) || key === locale) return;
      changeTo(key).catch(() => showToast(t('apiErrors.network')));
    },
  };
}
