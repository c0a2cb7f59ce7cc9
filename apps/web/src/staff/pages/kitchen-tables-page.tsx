import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { StatusView } from '@/shared/ui/status-view';
import { useKitchenRounds } from '../api/kitchen-rounds';
import { useStaffTables } from '../api/kitchen-tables';
import { KitchenFrame } from '../components/kitchen-frame';
import { TablesSkeleton } from '../components/kitchen-skeleton';
import { TableTile } from '../components/table-tile';
import { UpdatedAgo } from '../components/updated-ago';
import { activeRoundsBySession } from '../model/kitchen-rounds';
import { useStaffSession } from '../model/staff-session';
import layout from './kitchen-page.module.css';
import styles from './kitchen-tables-page.module.css';

/**
 * The table map: every table of the store, free or seated, with what is unpaid and how many of
 * its rounds are in the kitchen; a table opens its rounds and lines.
 */
export function KitchenTablesPage() {
  const { t } = useTranslation(['staff', 'common']);
  const storeId = useStaffSession((state) => state.session?.staff.storeId ?? '');
  const tables = useStaffTables(storeId);
  const rounds = useKitchenRounds(storeId, true);
  const active = activeRoundsBySession(rounds.data?.roundList ?? []);
  const list = tables.data?.tableList;

  return (
    <KitchenFrame testId="kitchen-tables">
      <PullToRefresh onRefresh={() => Promise.all([tables.refetch(), rounds.refetch()])}>
        <div className={layout.column}>
          <UpdatedAgo at={tables.dataUpdatedAt} failed={tables.isRefetchError} />
          {tables.isPending ? (
            <TablesSkeleton />
          ) : !list ? (
            <StatusView
              illustration={NoSignalIllustration}
              compact
              title={t('kitchen.tables.failedTitle')}
              description={t('kitchen.failedBody')}
              role="alert"
              testId="kitchen-failed"
              actions={
                <Button color="primary" shape="rounded" onClick={() => void tables.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              }
            />
          ) : list.length === 0 ? (
            <StatusView
              illustration={EmptyPlateIllustration}
              compact
              title={t('kitchen.tables.empty')}
              description={t('kitchen.tables.emptyBody')}
              role="status"
              testId="kitchen-empty"
            />
          ) : (
            <ul className={styles.grid}>
              {list.map((table) => (
                <li key={table.tableId}>
                  <TableTile
                    table={table}
                    activeRounds={table.tableSessionId ? (active.get(table.tableSessionId) ?? 0) : 0}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PullToRefresh>
    </KitchenFrame>
  );
}
