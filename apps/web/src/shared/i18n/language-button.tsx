import type { Locale } from '@lahap/contract/locale';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../ui/icons';
import { type LanguageChoice, useLanguageChoice } from './use-language-choice';

/**
 * Fetched on first open. Only the console and the ordering site load it: were the customer app
 * to reach it too, the build would spread its sheet's parts over the pages' start-up chunks.
 */
const LanguageSheet = lazy(() => import('./language-sheet'));

export interface LanguageButtonProps {
  /** Switches the page's language (each app loads its own catalogues). */
  changeTo: (locale: Locale) => Promise<unknown>;
  className?: string;
  labelClassName?: string;
  /** The button's test id; each language's row in the sheet is `${testId}-${locale}`. */
  testId: string;
}

/**
 * The language switch of a page without the account tab (the staff console, the ordering site):
 * the current language, opening a sheet of all three.
 */
export function LanguageButton({ changeTo, className, labelClassName, testId }: LanguageButtonProps) {
  const { t } = useTranslation('common');
  const choice = useLanguageChoice(changeTo);
  return (
    <>
      <button
        type="button"
        className={className}
        // Begins with the language the button shows, so a voice user can say what they see.
        aria-label={t('languagePicker.current', { language: t(`languages.${choice.locale}`) })}
        onClick={choice.show}
        data-testid={testId}
      >
        <GlobeIcon />
        <span className={labelClassName}>{t(`languages.${choice.locale}`)}</span>
      </button>
      <LanguageChoiceSheet choice={choice} testIdPrefix={testId} />
    </>
  );
}

/** The sheet of a language switch, fetched on its first open; each row is `${testIdPrefix}-${locale}`. */
function LanguageChoiceSheet({ choice, testIdPrefix }: { choice: LanguageChoice; testIdPrefix: string }) {
  if (!choice.wanted) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSheet
        visible={choice.open}
        current={choice.locale}
        onChoose={choice.choose}
        onClose={choice.hide}
        testIdPrefix={testIdPrefix}
      />
    </Suspense>
  );
}
