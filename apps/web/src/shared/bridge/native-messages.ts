/**
 * Messages the native shell pushes into the page. The shell dispatches
 *
 *   window.dispatchEvent(new CustomEvent('lahap-native-message', { detail }))
 *
 * where `detail` is `{type, payload?}` or the JSON string of it (easier to build from native
 * code that evaluates JavaScript).
 */
export const NATIVE_MESSAGE_EVENT = 'lahap-native-message';

export interface NativeMessage {
  type: string;
  payload?: unknown;
}

function readDetail(detail: unknown): NativeMessage | null {
  let value = detail;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, payload } = value as { type?: unknown; payload?: unknown };
  return typeof type === 'string' ? { type, payload } : null;
}

/** Calls `handler` for each well-formed native message; returns the unsubscribe function. */
export function onNativeMessage(handler: (message: NativeMessage) => void): () => void {
  const listener = (event: Event) => {
    const message = readDetail((event as CustomEvent<unknown>).detail);
    if (message) handler(message);
  };
  globalThis.addEventListener(NATIVE_MESSAGE_EVENT, listener);
  return () => globalThis.removeEventListener(NATIVE_MESSAGE_EVENT, listener);
}
