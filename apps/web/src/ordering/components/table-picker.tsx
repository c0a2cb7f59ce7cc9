import { pickText } from '@lahap/contract/locale';
import type { DiningTable } from '@lahap/contract/ordering/schemas';
import { useTranslation } from 'react-i18next';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import styles from './sheet.module.css';

/** The store's own dine-in QR names no table: the customer picks theirs first. */
export function TablePicker({
  tables,
  onChoose,
}: {
  tables: DiningTable[];
  onChoose: (tableId: string) => void;
}) {
  const { t } = useTranslation('ordering');
  const locale = useAppLocale();
  return (
    <section aria-labelledby="ordering-pick-table" data-testid="ordering-table-picker">
      <div className={styles.pickHead}>
        <h2 id="ordering-pick-table" className={styles.pickTitle}>
          {t('table.pickTitle')}
        </h2>
        <p className={styles.lead}>{t('table.pickDescription')}</p>
      </div>
      <ul className={styles.tables}>
        {tables.map((table) => (
          <li key={table.tableId}>
            <button
              type="button"
              className={styles.tableButton}
              onClick={() => onChoose(table.tableId)}
              data-testid={`ordering-table-${table.tableId}`}
            >
              {pickText(table.tableName, locale)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
