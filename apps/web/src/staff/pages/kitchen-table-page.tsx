import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { CartLine, StaffTable } from '@lahap/contract/ordering/schemas';
import Button from 'antd-mobile/es/components/button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { LostIllustration } from '@/shared/ui/illustrations/lost-illustration';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { StatusView } from '@/shared/ui/status-view';
import { useKitchenRounds } from '../api/kitchen-rounds';
import { useStaffTables } from '../api/kitchen-tables';
import { staffPaths } from '../app/staff-paths';
import { CounterShares } from '../components/counter-shares';
import { KitchenFrame } from '../components/kitchen-frame';
import { KitchenLoadFailed } from '../components/kitchen-load-failed';
import { RoundsSkeleton } from '../components/kitchen-skeleton';
import { RoundCard } from '../components/round-card';
import { UpdatedAgo } from '../components/updated-ago';
import { waitingSharesOf } from '../model/counter-shares';
import { roundsOfTable } from '../model/kitchen-rounds';
import { useStaffSession } from '../model/staff-session';
import layout from './kitchen-page.module.css';
import styles from './kitchen-table-page.module.css';

// The correction sheets load when first opened, with antd-mobile's Popup and its animation
// libraries. They import no src/shared/ui module that the console does not load at start (see
// fix-sheet.module.css for why).
const LineFixSheet = lazyWhenOnline(() => import('../components/line-fix-sheet'));
const DishPickerSheet = lazyWhenOnline(() => import('../components/dish-picker-sheet'));

/**
 * Whether the bill still takes corrections: from the moment a share is being paid (`locked`,
 * before anything is paid) the server refuses them (1007004).
 */
const billFixable = (table: StaffTable) =>
  !table.locked && (table.billStatus === null || table.billStatus === 'OPEN');

function TableSummary({ table }: { table: StaffTable }) {
  const { t } = useTranslation('staff');
  const seated = table.tableSessionId !== null;
  return (
    <section className={styles.summary} data-testid="kitchen-table-summary">
      <div>
        <span className={styles.label}>{t('kitchen.table.unpaid')}</span>
        <strong className={styles.value} data-testid="kitchen-table-unpaid">
          {formatRupiah(table.unpaidAmount)}
        </strong>
      </div>
      <div>
        <span className={styles.label}>{t('kitchen.table.bill')}</span>
        <strong className={styles.value} data-testid="kitchen-table-state">
          {!seated
            ? t('kitchen.tables.free')
            : table.billStatus
              ? t(`kitchen.billStatus.${table.billStatus}`)
              : t('kitchen.tables.seated')}
        </strong>
      </div>
      <p className={styles.id}>{t('kitchen.table.id', { id: table.tableId })}</p>
    </section>
  );
}

/**
 * One table: what is unpaid, the shares waiting to be paid at the counter, its guests' rounds
 * with their lines and next steps, and the bill's corrections: a sent line's quantity, or a dish
 * added as a new round, until someone starts paying.
 */
export function KitchenTablePage() {
  const { t } = useTranslation(['staff', 'common']);
  const locale = useAppLocale();
  const navigate = useNavigate();
  const { tableId = '' } = useParams();
  const storeId = useStaffSession((state) => state.session?.staff.storeId ?? '');
  const tables = useStaffTables(storeId);
  const rounds = useKitchenRounds(storeId, false);
  const [editing, setEditing] = useState<CartLine | null>(null);
  const [adding, setAdding] = useState(false);
  // Mounted from the first open on, so a sheet can animate out.
  const [sheetsWanted, setSheetsWanted] = useState(false);
  const table = tables.data?.tableList.find((candidate) => candidate.tableId === tableId);
  const tableRounds = table && rounds.data ? roundsOfTable(rounds.data.roundList, table) : [];
  const sessionId = table?.tableSessionId ?? null;
  const fixable = table !== undefined && sessionId !== null && billFixable(table);
  const tableName = table ? pickText(table.tableName, locale) : undefined;
  const refetchAll = () => Promise.all([tables.refetch(), rounds.refetch()]);

  let content;
  if (tables.isPending || (table && rounds.isPending)) {
    content = <RoundsSkeleton cards={2} />;
  } else if (!tables.data || (table && !rounds.data)) {
    content = <KitchenLoadFailed testId="kitchen-failed" onRetry={() => void refetchAll()} />;
  } else if (!table) {
    content = (
      <StatusView
        illustration={LostIllustration}
        compact
        title={t('kitchen.table.notFound')}
        role="alert"
        testId="kitchen-table-missing"
      />
    );
  } else {
    content = (
      <>
        <TableSummary table={table} />
        {table.counterShares.length > 0 && (
          <CounterShares shares={waitingSharesOf(table)} showTable={false} />
        )}
        {sessionId !== null && !fixable && (
          <p className={styles.locked} role="status" data-testid="kitchen-table-locked">
            {t('kitchen.fix.locked')}
          </p>
        )}
        {fixable && (
          <Button
            color="primary"
            fill="outline"
            size="large"
            block
            onClick={() => {
              setSheetsWanted(true);
              setAdding(true);
            }}
            data-testid="kitchen-add-dish"
          >
            {t('kitchen.fix.add')}
          </Button>
        )}
        {sessionId === null ? (
          <StatusView
            illustration={EmptyPlateIllustration}
            compact
            title={t('kitchen.table.freeTitle')}
            description={t('kitchen.table.freeBody')}
            role="status"
            testId="kitchen-table-free"
          />
        ) : tableRounds.length === 0 ? (
          <StatusView
            illustration={EmptyPlateIllustration}
            compact
            title={t('kitchen.table.noRounds')}
            description={t('kitchen.table.noRoundsBody')}
            role="status"
            testId="kitchen-empty"
          />
        ) : (
          <section aria-label={t('kitchen.table.rounds')}>
            <div className={layout.rounds}>
              {tableRounds.map((round) => (
                <RoundCard
                  key={round.roundId}
                  round={round}
                  showTable={false}
                  onEditLine={
                    fixable
                      ? (line) => {
                          setSheetsWanted(true);
                          setEditing(line);
                        }
                      : undefined
                  }
                />
              ))}
            </div>
          </section>
        )}
      </>
    );
  }

  return (
    <KitchenFrame
      title={tableName}
      onBack={() => void navigate(staffPaths.kitchenTables)}
      testId="kitchen-table-page"
    >
      <PullToRefresh onRefresh={refetchAll}>
        <div className={layout.column}>
          <UpdatedAgo at={rounds.dataUpdatedAt} failed={rounds.isRefetchError || tables.isRefetchError} />
          {content}
        </div>
      </PullToRefresh>
      {sessionId !== null && sheetsWanted && (
        <Suspense fallback={null}>
          <LineFixSheet line={editing} tableSessionId={sessionId} onClose={() => setEditing(null)} />
          <DishPickerSheet
            target={
              adding && table && tableName !== undefined
                ? { tableName, qrCodeId: table.qrCodeId, tableSessionId: sessionId }
                : null
            }
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </KitchenFrame>
  );
}
