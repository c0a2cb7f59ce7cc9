import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import iconButtonStyles from '@/shared/ui/icon-button.module.css';
import styles from './search.module.css';

export interface SearchHistoryPanelProps {
  history: string[];
  onPick: (text: string) => void;
  onClear: () => void;
}

/** Past searches, most recent first; tapping one searches it again. */
export function SearchHistoryPanel({ history, onPick, onClear }: SearchHistoryPanelProps) {
  const { t } = useTranslation('browse');
  if (history.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="search-history-title" data-testid="search-history">
      <div className={styles.historyHead}>
        <h2 id="search-history-title" className={styles.historyTitle}>
          {t('search.history.title')}
        </h2>
        <button
          type="button"
          className={`${iconButtonStyles.iconButton} ${styles.iconButton}`}
          aria-label={t('search.history.clear')}
          onClick={onClear}
          data-testid="search-history-clear"
        >
          <DeleteOutline />
        </button>
      </div>
      <ul className={styles.historyList}>
        {history.map((text) => (
          <li key={text}>
            <button type="button" className={styles.historyItem} onClick={() => onPick(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
