import { formatRupiah } from '@lahap/contract/format';
import { pickText } from '@lahap/contract/locale';
import type { Redemption } from '@lahap/contract/redemption/counter-schemas';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date-time';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { NoSignalIllustration } from '@/shared/ui/illustrations/no-signal-illustration';
import { NavBar } from '@/shared/ui/nav-bar';
import { Spinner } from '@/shared/ui/spinner';
import { StatusView } from '@/shared/ui/status-view';
import { useNearEnd } from '@/shared/ui/use-near-end';
import { useRedeemHistory } from '../api/redeem-history';
import { staffPaths } from '../app/staff-paths';
import layout from '../components/staff-page.module.css';
import { SyncProblems } from '../components/sync-problems';
import { useOfflineQueue, type QueuedRedemption } from '../model/offline-queue';
import { useStaffSession } from '../model/staff-session';
import styles from './today-page.module.css';

function QueuedRow({ entry }: { entry: QueuedRedemption }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  return (
    <li className={styles.row} data-testid="today-queued">
      <div className={styles.rowText}>
        <strong>{pickText(entry.itemName, locale)}</strong>
        <span className={styles.meta}>
          {t(`kind.${entry.kind === 'V' ? 'VOUCHER' : 'COUPON'}`)} ·{' '}
          {formatDateTime(entry.confirmedAt, locale)} · {entry.staffName}
        </span>
      </div>
      <span className={styles.waiting}>{t('today.waitingToSync')}</span>
    </li>
  );
}

function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  return (
    <li className={styles.row} data-testid="today-redemption" data-conflict={String(redemption.conflict)}>
      <div className={styles.rowText}>
        <strong>{pickText(redemption.name, locale)}</strong>
        <span className={styles.meta}>
          {t(`kind.${redemption.kind}`)} · {formatDateTime(redemption.redeemedTime, locale)}
          {redemption.staffName ? ` · ${redemption.staffName}` : ''}
        </span>
        <span className={styles.tags}>
          {redemption.channel === 'COUNTER_OFFLINE' && (
            <span className={styles.tag}>{t('today.offlineTag')}</span>
          )}
          {redemption.conflict && (
            <span className={`${styles.tag} ${styles.conflict}`}>{t('today.conflictTag')}</span>
          )}
        </span>
      </div>
      <span className={styles.amount}>{formatRupiah(redemption.amount)}</span>
    </li>
  );
}

/**
 * Today's redemptions at the store (redeemHistory, paged as it scrolls) with their count and
 * worth, the offline confirmations still waiting to sync, and every problem a sync reported.
 */
export function TodayPage() {
  const { t } = useTranslation(['staff', 'common']);
  const navigate = useNavigate();
  const session = useStaffSession((state) => state.session);
  const storeId = session?.staff.storeId ?? '';
  const history = useRedeemHistory(storeId);
  const queue = useOfflineQueue((state) => state.queue);
  const queued = queue.filter((entry) => entry.storeId === storeId);
  const problems = useOfflineQueue((state) => state.problems);
  const pages = history.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.redemptionList);
  const first = pages[0];
  const hasMore = history.hasNextPage && !history.isFetchNextPageError;
  const sentinel = useNearEnd(
    hasMore && !history.isFetchingNextPage,
    () => void history.fetchNextPage(),
    pages.length,
  );

  return (
    <div className={layout.page}>
      <NavBar title={t('today.title')} onBack={() => void navigate(staffPaths.counter)} />
      <main className={`${layout.main} ${layout.roomy}`}>
        <section className={styles.summary} data-testid="today-summary">
          <div>
            <span className={styles.summaryLabel}>{t('today.count')}</span>
            <strong className={styles.summaryValue} data-testid="today-total">
              {first ? first.total : '–'}
            </strong>
          </div>
          <div>
            <span className={styles.summaryLabel}>{t('today.amount')}</span>
            <strong className={styles.summaryValue} data-testid="today-amount">
              {first ? formatRupiah(first.totalAmount) : '–'}
            </strong>
          </div>
          {queued.length > 0 && (
            <p className={styles.summaryNote} data-testid="today-pending-note">
              {t('today.pendingNote', { count: queued.length })}
            </p>
          )}
        </section>

        <SyncProblems problems={problems} testId="today-problems" />

        {queued.length > 0 && (
          <section>
            <h2 className={styles.sectionTitle}>{t('today.waitingTitle')}</h2>
            <ul className={styles.list}>
              {queued.map((entry) => (
                <QueuedRow key={entry.clientId} entry={entry} />
              ))}
            </ul>
          </section>
        )}

        <section>
          <h2 className={styles.sectionTitle}>{t('today.syncedTitle')}</h2>
          {history.isPending ? (
            <div className={styles.loading} role="status">
              <Spinner />
            </div>
          ) : history.isError && rows.length === 0 ? (
            <StatusView
              illustration={NoSignalIllustration}
              compact
              title={t('today.failedTitle')}
              description={t('today.failedBody')}
              role="alert"
              testId="today-failed"
              actions={
                <Button color="primary" shape="rounded" onClick={() => void history.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              }
            />
          ) : rows.length === 0 ? (
            <p className={styles.empty} data-testid="today-empty">
              {t('today.empty')}
            </p>
          ) : (
            <>
              <ul className={styles.list}>
                {rows.map((redemption) => (
                  <RedemptionRow key={redemption.redemptionId} redemption={redemption} />
                ))}
              </ul>
              <div ref={sentinel} className={styles.foot} aria-live="polite" data-testid="today-foot">
                {history.isFetchNextPageError ? (
                  <span role="alert">
                    {t('today.moreFailed')}{' '}
                    <button
                      type="button"
                      className={styles.retry}
                      onClick={() => void history.fetchNextPage()}
                    >
                      {t('common:actions.retry')}
                    </button>
                  </span>
                ) : hasMore ? (
                  history.isFetchingNextPage && <DotLoading color="currentColor" />
                ) : (
                  <span data-testid="today-no-more">{t('today.noMore')}</span>
                )}
              </div>
            </>
          )}
        </section>
      </main>
    </div>
  );
}
