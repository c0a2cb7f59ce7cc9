import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPlateIllustration } from '@/shared/ui/illustrations/empty-plate-illustration';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { StatusView } from '@/shared/ui/status-view';
import type { KitchenRound } from '@lahap/contract/ordering/schemas';
import { useKitchenRounds } from '../api/kitchen-rounds';
import { useStaffTables } from '../api/kitchen-tables';
import { CounterShares } from '../components/counter-shares';
import { KitchenFrame } from '../components/kitchen-frame';
import { KitchenLoadFailed } from '../components/kitchen-load-failed';
import { RoundsSkeleton } from '../components/kitchen-skeleton';
import { RoundCard } from '../components/round-card';
import { UpdatedAgo } from '../components/updated-ago';
import { allWaitingShares } from '../model/counter-shares';
import { QUEUE_STATUSES, groupRounds, type QueueStatus } from '../model/kitchen-rounds';
import { useStaffSession } from '../model/staff-session';
import styles from './kitchen-page.module.css';

function RoundGroup({ status, rounds }: { status: QueueStatus; rounds: KitchenRound[] }) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`kitchen-group-${status}`}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(`kitchen.group.${status}`)}
        <span className={styles.count}>{rounds.length}</span>
      </h2>
      <div className={styles.rounds}>
        {rounds.map((round) => (
          <RoundCard key={round.roundId} round={round} />
        ))}
      </div>
    </section>
  );
}

/**
 * The kitchen's queue: first the shares waiting to be paid at the counter (the cashier works
 * from this tab), then the rounds the tables sent and not yet served, grouped new, in
 * preparation and ready, each newest first with one button for its next step. Polled while
 * visible, and pulled to refresh.
 */
export function KitchenQueuePage() {
  const { t } = useTranslation(['staff', 'common']);
  const storeId = useStaffSession((state) => state.session?.staff.storeId ?? '');
  const rounds = useKitchenRounds(storeId, true);
  // The map's query: its counter shares; if it fails the queue still shows the rounds.
  const tables = useStaffTables(storeId);
  const waiting = allWaitingShares(tables.data?.tableList ?? []);
  const groups = rounds.data ? groupRounds(rounds.data.roundList) : null;
  const empty = groups !== null && QUEUE_STATUSES.every((status) => groups[status].length === 0);

  return (
    <KitchenFrame testId="kitchen-queue">
      <PullToRefresh onRefresh={() => Promise.all([rounds.refetch(), tables.refetch()])}>
        <div className={styles.column}>
          <UpdatedAgo at={rounds.dataUpdatedAt} failed={rounds.isRefetchError} />
          {waiting.length > 0 && <CounterShares shares={waiting} showTable />}
          {rounds.isPending ? (
            <RoundsSkeleton />
          ) : !groups ? (
            <KitchenLoadFailed testId="kitchen-failed" onRetry={() => void rounds.refetch()} />
          ) : empty ? (
            <StatusView
              illustration={EmptyPlateIllustration}
              compact
              title={t('kitchen.empty')}
              description={t('kitchen.emptyBody')}
              role="status"
              testId="kitchen-empty"
            />
          ) : (
            QUEUE_STATUSES.map(
              (status) =>
                groups[status].length > 0 && (
                  <RoundGroup key={status} status={status} rounds={groups[status]} />
                ),
            )
          )}
        </div>
      </PullToRefresh>
    </KitchenFrame>
  );
}
