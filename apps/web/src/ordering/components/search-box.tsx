import { SEARCH_TEXT_MAX_LENGTH } from '@lahap/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import styles from './menu.module.css';

/** The field that narrows the menu to dishes whose name holds its text. */
export function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('ordering');
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <SearchIcon />
      <label htmlFor={id} className="lahap-visually-hidden">
        {t('menu.search')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={t('menu.search')}
        value={value}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        data-testid="ordering-search"
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('menu.clearSearch')}
          onClick={() => onChange('')}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
