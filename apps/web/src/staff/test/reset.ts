import { useConnection } from '../model/connection';
import { useOfflineQueue } from '../model/offline-queue';
import { useStaffKit } from '../model/staff-kit';
import { useStaffSession } from '../model/staff-session';
import { useSyncStatus } from '../model/sync';

/** Empties the console's stores (storage itself is cleared after each test by the setup). */
export function resetStaffState(): void {
  localStorage.clear();
  useStaffSession.setState({ session: null, ended: null });
  useStaffKit.setState({ stored: null });
  useOfflineQueue.setState({ queue: [], problems: [] });
  useConnection.setState({ online: true });
  useSyncStatus.setState({ syncing: false, lastSyncedAt: null, lastError: null });
}
