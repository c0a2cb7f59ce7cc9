import { pickText } from '@lahap/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { loadDialog } from '@/shared/ui/dialog';
import { ListIcon, ScanIcon } from '@/shared/ui/icons';
import { staffPaths, type RedeemRouteState } from '../app/staff-paths';
import { CodeEntry } from '../components/code-entry';
import { CounterStatus } from '../components/counter-status';
import { KitchenIcon } from '../components/kitchen-icon';
import { LanguageButton } from '../components/language-button';
import { SyncProblems } from '../components/sync-problems';
import barStyles from '../components/staff-bar.module.css';
import layout from '../components/staff-page.module.css';
import { markProblemsSeen, useOfflineQueue } from '../model/offline-queue';
import { useStaffKit } from '../model/staff-kit';
import { endStaffSession, useStaffSession } from '../model/staff-session';
import styles from './counter-page.module.css';

/**
 * The counter: which store and who is logged in, online or offline, what waits to sync, any
 * double spend a sync reported, and the two ways in: scan the customer's QR or type its code;
 * below them today's redemptions and the kitchen.
 */
export function CounterPage() {
  const { t } = useTranslation('staff');
  const locale = useAppLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useStaffSession((state) => state.session);
  const kitReady = useStaffKit((state) => state.stored?.kit.staff.storeId === session?.staff.storeId);
  const problems = useOfflineQueue((state) => state.problems);
  if (!session) return null;
  const { staff } = session;
  const unseen = problems.filter((problem) => !problem.seen);

  const openCode = (code: string) => {
    const state: RedeemRouteState = { code };
    void navigate(staffPaths.redeem, { state });
  };

  const logout = async () => {
    const waiting = useOfflineQueue
      .getState()
      .queue.filter((entry) => entry.storeId === staff.storeId).length;
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      title: t('logout.title'),
      // antd-mobile's dialog names itself only by this, not by its title.
      'aria-label': t('logout.title'),
      content: waiting > 0 ? t('logout.waiting', { count: waiting }) : t('logout.body'),
      confirmText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
    });
    if (!confirmed) return;
    endStaffSession({ reason: 'loggedOut' });
    queryClient.clear();
  };

  return (
    <div className={layout.page}>
      <header className={barStyles.bar}>
        <div className={barStyles.who}>
          <span className={barStyles.store} data-testid="counter-store">
            {pickText(staff.storeName, locale)}
          </span>
          <span className={barStyles.staff}>{t('counter.staffLine', { name: staff.name })}</span>
        </div>
        <LanguageButton />
        <button
          type="button"
          className={barStyles.iconButton}
          onClick={() => void logout()}
          data-testid="counter-logout"
        >
          {t('logout.button')}
        </button>
      </header>
      <main className={layout.main}>
        <CounterStatus storeId={staff.storeId} />
        {!kitReady && (
          <p className={styles.warning} role="status" data-testid="kit-missing">
            {t('counter.kitMissing')}
          </p>
        )}
        <SyncProblems problems={unseen} onDismiss={markProblemsSeen} testId="counter-problems" />
        <Button
          className={styles.scan}
          color="primary"
          size="large"
          block
          onClick={() => void navigate(staffPaths.scan)}
          data-testid="counter-scan"
        >
          <span className={styles.scanInner}>
            <ScanIcon className={styles.scanIcon} />
            {t('counter.scan')}
          </span>
        </Button>
        <div className={styles.card}>
          <CodeEntry onSubmit={openCode} />
        </div>
        <div className={styles.links}>
          <Link className={styles.today} to={staffPaths.today} data-testid="counter-today">
            <ListIcon />
            {t('counter.today')}
          </Link>
          <Link className={styles.today} to={staffPaths.kitchen} data-testid="counter-kitchen">
            <KitchenIcon />
            {t('counter.kitchen')}
          </Link>
        </div>
      </main>
    </div>
  );
}
