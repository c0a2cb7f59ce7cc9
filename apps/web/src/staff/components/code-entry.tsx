import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanTypedCode, displayTypedCode, isTypedCodeComplete } from '../model/typed-code';
import styles from './code-entry.module.css';

export interface CodeEntryProps {
  /** Called with the typed digits (no spaces) once they read as a code. */
  onSubmit: (digits: string) => void;
  autoFocus?: boolean;
}

/**
 * The "type the code" field: digits only, shown in groups of four as the customer's screen shows
 * them; Enter or the button checks it.
 */
export function CodeEntry({ onSubmit, autoFocus }: CodeEntryProps) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [digits, setDigits] = useState('');
  const complete = isTypedCodeComplete(digits);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit(digits);
      }}
      data-testid="code-entry"
    >
      <label className={styles.label} htmlFor={id}>
        {t('codeEntry.label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t('codeEntry.placeholder')}
          value={displayTypedCode(digits)}
          onChange={(event) => setDigits(cleanTypedCode(event.target.value))}
          data-testid="code-entry-input"
        />
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          disabled={!complete}
          data-testid="code-entry-submit"
        >
          {t('codeEntry.check')}
        </Button>
      </div>
    </form>
  );
}
