/**
 * Messages the native shell pushes into the page. The shell dispatches
 *
 *   window.dispatchEvent(new CustomEvent('lahap-native-message', { detail }))
 *
 * where `detail` is `{type, payload?}` or the JSON string of it (easier to build from native
 * code that evaluates JavaScript).
 */
export const NATIVE_MESSAGE_EVENT = 'lahap-native-message';

/**
 * Said by the page once its listeners are in place: the shell holds the messages it has until
 * then (a deep link that started the app, an early push token), so none is lost at start-up.
 */
export const NATIVE_LISTENERS_READY_EVENT = 'lahap-web-ready';

/** Messages of the shell beyond the start-up ones (start-up-messages.ts). */
export const SHELL_MESSAGES = {
  /** Android's back button: the page goes back, or asks before leaving the app (hardware-back.ts). */
  hardwareBack: 'HARDWARE_BACK',
  /** A deep link (App Link or lahap://) opened the app: `{url}` (app-url.ts). */
  appUrlOpen: 'APP_URL_OPEN',
} as const;

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

/** Tells the shell the page listens now; it then hands over the messages it held. */
export function announceNativeListenersReady(): void {
  globalThis.dispatchEvent(new Event(NATIVE_LISTENERS_READY_EVENT));
}
