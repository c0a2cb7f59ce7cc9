import { create } from 'zustand';
import { serverAnswers } from '@/shared/network/network-store';

/**
 * Whether the counter reaches the server. The browser's offline event is taken at once; the
 * online event and every answer that arrives mark it online again; a request that got no answer
 * marks it offline. `navigator.onLine` alone only says some network exists.
 */
export const useConnection = create<{ online: boolean }>()(() => ({
  online: globalThis.navigator?.onLine ?? true,
}));

export function markOnline(): void {
  if (!useConnection.getState().online) useConnection.setState({ online: true });
}

export function markOffline(): void {
  if (useConnection.getState().online) useConnection.setState({ online: false });
}

/** False only when the browser itself says there is no network at all. */
export function browserOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}

/** Asks the server whether it answers (`GET /healthz`, never from a cache), and records it. */
export async function probeServer(): Promise<boolean> {
  const online = await serverAnswers();
  if (online) markOnline();
  else markOffline();
  return online;
}
