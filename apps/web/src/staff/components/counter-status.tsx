import { useTranslation } from 'react-i18next';
import { useConnection } from '../model/connection';
import { useOfflineQueue } from '../model/offline-queue';
import { useSyncStatus } from '../model/sync';
import styles from './counter-status.module.css';

/** Online or offline, and how many offline confirmations wait to sync for this store. */
export function CounterStatus({ storeId }: { storeId: string }) {
  const { t } = useTranslation('staff');
  const online = useConnection((state) => state.online);
  const waiting = useOfflineQueue((state) => state.queue.filter((entry) => entry.storeId === storeId).length);
  const syncing = useSyncStatus((state) => state.syncing);

  return (
    <div className={styles.status} role="status">
      <span className={styles.badge} data-online={String(online)} data-testid="connection-badge">
        <span className={styles.dot} aria-hidden="true" />
        {online ? t('status.online') : t('status.offline')}
      </span>
      <span className={styles.pending} data-waiting={String(waiting > 0)} data-testid="pending-count">
        {syncing
          ? t('status.syncing', { count: waiting })
          : waiting > 0
            ? t('status.waiting', { count: waiting })
            : t('status.allSynced')}
      </span>
    </div>
  );
}
