import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { StaffTable } from '@lahap/contract/ordering/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { kitchenTablePath } from '../app/staff-paths';
import { waitingTotal } from '../model/counter-shares';
import styles from './table-tile.module.css';

/**
 * One table on the map: its name, free or seated, what is unpaid, the bill, the shares waiting to
 * be paid at the counter (with their total) and the rounds in the kitchen.
 */
export function TableTile({ table, activeRounds }: { table: StaffTable; activeRounds: number }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const seated = table.tableSessionId !== null;
  const paid = table.billStatus === 'PAID';
  const waiting = table.counterShares.length;
  return (
    <Link
      to={kitchenTablePath(table.tableId)}
      className={styles.tile}
      data-seated={String(seated)}
      data-waiting={String(waiting > 0)}
      data-testid="kitchen-table"
      data-table-id={table.tableId}
    >
      <span className={styles.name}>{pickText(table.tableName, locale)}</span>
      <span className={styles.state} data-testid="kitchen-table-state">
        {seated ? t('kitchen.tables.seated') : t('kitchen.tables.free')}
      </span>
      {seated && (
        <>
          {/* A paid table owes nothing: "Paid" says it better than "Unpaid Rp 0". */}
          {!paid && (
            <span className={styles.unpaid} data-testid="kitchen-table-unpaid">
              {t('kitchen.tables.unpaid', { amount: formatRupiah(table.unpaidAmount) })}
            </span>
          )}
          {table.billStatus && (
            <span
              className={paid ? styles.paid : styles.meta}
              data-testid="kitchen-table-bill"
              data-status={table.billStatus}
            >
              {t(`kitchen.billStatus.${table.billStatus}`)}
            </span>
          )}
        </>
      )}
      {waiting > 0 && (
        <span className={styles.waiting} data-testid="kitchen-table-counter">
          {t('kitchen.counter.badge', { count: waiting, amount: formatRupiah(waitingTotal(table)) })}
        </span>
      )}
      {activeRounds > 0 && (
        <span className={styles.rounds} data-testid="kitchen-table-rounds">
          {t('kitchen.tables.activeRounds', { count: activeRounds })}
        </span>
      )}
    </Link>
  );
}
