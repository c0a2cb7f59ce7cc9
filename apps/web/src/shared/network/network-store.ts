import { API_PATHS } from '@lahap/contract/paths';
import { create } from 'zustand';
import { bridge, isNativeApp } from '../bridge/bridge';
import type { ConnectionType, NetworkStatus } from '../bridge/bridge-types';
import { onNativeMessage } from '../bridge/native-messages';

export interface NetworkState {
  online: boolean;
  /** Known only inside the native app; the browser's own hint is read per request. */
  connectionType: ConnectionType;
}

/** The native message type that carries a {@link NetworkStatus}. */
export const NETWORK_STATUS_MESSAGE = 'NETWORK_STATUS';

/** A connectivity probe longer than this counts as offline. */
export const CONNECTIVITY_TIMEOUT_MS = 5_000;

export const useNetworkStore = create<NetworkState>()(() => ({
  online: globalThis.navigator?.onLine ?? true,
  connectionType: 'unknown',
}));

/**
 * Losing the connection is taken at once; getting it back is not: spec §4 keeps the
 * no-network screen until a retry (`checkConnectivity`) really reaches the server.
 */
function applyNativeStatus(status: Partial<NetworkStatus> | null | undefined): void {
  if (typeof status?.connected !== 'boolean') return;
  const connectionType = status.connectionType ?? 'unknown';
  useNetworkStore.setState(status.connected ? { connectionType } : { online: false, connectionType });
}

/**
 * Follows loss of connectivity: the browser's offline event and, inside the native app, the
 * shell's network status (asked once, then pushed as NETWORK_STATUS messages). Coming back
 * online is confirmed only by `checkConnectivity` (spec §4: the no-network screen shows until a
 * retry finds a connection). Returns the function that stops watching.
 */
export function startNetworkWatch(): () => void {
  const setOffline = () => useNetworkStore.setState({ online: false });
  globalThis.addEventListener('offline', setOffline);
  let stopNative = () => {};
  if (isNativeApp()) {
    void bridge.getNetworkStatus().then((result) => {
      if (result.code === 0) applyNativeStatus(result.data);
    });
    stopNative = onNativeMessage((message) => {
      if (message.type === NETWORK_STATUS_MESSAGE)
        applyNativeStatus(message.payload as Partial<NetworkStatus>);
    });
  }
  return () => {
    globalThis.removeEventListener('offline', setOffline);
    stopNative();
  };
}

/**
 * Whether the server answers `GET /healthz` (never from a cache) within `timeoutMs`: the one
 * real test of a connection, as `navigator.onLine` alone says only that some network exists.
 * The staff console records the answer its own way (staff/model/connection.ts).
 */
export async function serverAnswers(timeoutMs: number = CONNECTIVITY_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(API_PATHS.health, { cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the server whether it can be reached (`serverAnswers`) and records the answer. */
export async function checkConnectivity(): Promise<boolean> {
  const online = await serverAnswers();
  useNetworkStore.setState({ online });
  return online;
}
