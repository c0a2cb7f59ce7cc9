import type { QueryClient } from '@tanstack/react-query';
import { updateApiClientSettings } from '@/shared/api-client/client-settings';
import { refreshKit } from '../api/staff-kit';
import { browserOnline, markOffline, markOnline, probeServer, useConnection } from '../model/connection';
import { reloadOfflineQueue, readQueue } from '../model/offline-queue';
import { reloadStaffKit } from '../model/staff-kit';
import { currentStaffSession, reloadStaffSession } from '../model/staff-session';
import { STAFF_KEYS } from '../model/storage-keys';
import { SYNC_INTERVAL_MS, syncNow } from '../model/sync';
import { staffI18n, staffLocale } from '../i18n/staff-i18n';

/**
 * One round of keeping the counter up to date: with a login and a network, send what waits in
 * the queue; with nothing to send but the counter marked offline, ask the server whether it is
 * back. Never throws.
 */
export async function syncRound(): Promise<void> {
  const session = currentStaffSession();
  if (!session || !browserOnline()) return;
  const waiting = readQueue().some((entry) => entry.storeId === session.staff.storeId);
  if (waiting) {
    await syncNow().catch(() => undefined);
  } else if (!useConnection.getState().online) {
    await probeServer();
  }
}

/** After a login or at start-up: the kit (for offline checks), then whatever waits to sync. */
export async function prepareCounter(): Promise<void> {
  if (!currentStaffSession() || !browserOnline()) return;
  await refreshKit().catch(() => undefined);
  await syncRound();
}

/**
 * Starts what runs beside the screens: the request locale, connectivity, the sync loop (at start,
 * on the browser's `online` event and every SYNC_INTERVAL_MS), and other tabs' changes to the
 * session, kit and queue. Returns the function that stops it all.
 */
export function startStaffServices(queryClient: QueryClient): () => void {
  updateApiClientSettings({ getLocale: staffLocale });

  const onOnline = () => {
    markOnline();
    void syncRound();
  };
  const onOffline = () => markOffline();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STAFF_KEYS.session) reloadStaffSession();
    if (event.key === STAFF_KEYS.kit) reloadStaffKit();
    if (event.key === STAFF_KEYS.queue || event.key === STAFF_KEYS.syncLog) reloadOfflineQueue();
  };
  const onLanguage = () => void queryClient.invalidateQueries();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('storage', onStorage);
  staffI18n.on('languageChanged', onLanguage);
  const timer = window.setInterval(() => void syncRound(), SYNC_INTERVAL_MS);
  void prepareCounter();

  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('storage', onStorage);
    staffI18n.off('languageChanged', onLanguage);
    window.clearInterval(timer);
  };
}
