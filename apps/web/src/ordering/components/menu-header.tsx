import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-button';
import styles from './menu.module.css';

export interface MenuHeaderProps {
  storeName: string;
  /** The table's name, once known. */
  tableName: string | null;
  /** Given while the table was chosen from a list and can still be changed. */
  onChangeTable?: () => void;
  /** Pickup or delivery: the channel's name, in the table's place. */
  channelName?: string;
}

/** The store and the table the customer sits at (or the channel they order in), and the language switch. */
export function MenuHeader({ storeName, tableName, onChangeTable, channelName }: MenuHeaderProps) {
  const { t } = useTranslation('ordering');
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <h1 className={styles.storeName} data-testid="ordering-store-name">
          {storeName}
        </h1>
        {channelName && (
          <div className={styles.tableLine}>
            <span className={styles.tableChip} data-testid="ordering-channel">
              {channelName}
            </span>
          </div>
        )}
        {tableName && (
          <div className={styles.tableLine}>
            <span className={styles.tableChip} data-testid="ordering-table-name">
              {t('menu.table', { table: tableName })}
            </span>
            {onChangeTable && (
              <button type="button" className={styles.linkButton} onClick={onChangeTable}>
                {t('table.change')}
              </button>
            )}
          </div>
        )}
      </div>
      <LanguageButton />
    </header>
  );
}
