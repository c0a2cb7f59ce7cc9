import { LOCAL_KEYS } from '../storage/keys';
import { writeString } from '../storage/storage';
import { rehydrateSession } from '../session/session-store';
import { onNativeMessage, type NativeMessage } from './native-messages';

/** Start-up message types of spec §7. */
export const START_UP_MESSAGES = {
  updateLocalStorage: 'UPDATE_LOCAL_STORAGE',
  refreshPage: 'REFRESH_PAGE',
  /** `{pushToken}`, sent whenever the push service hands the app a token. */
  pushToken: 'PUSH_TOKEN',
} as const;

/** Registers a push token with the server; failures are the registrar's to swallow. */
export type PushTokenRegistrar = (token: string) => Promise<void>;

// Posting the token to device/report needs the identity feature's endpoint, which installs
// itself through setPushTokenRegistrar; until it does, tokens are only kept in storage.
let registerPushToken: PushTokenRegistrar = () => Promise.resolve();

/** Installs the function that sends push tokens to the server (`device/report`). */
export function setPushTokenRegistrar(registrar: PushTokenRegistrar): void {
  registerPushToken = registrar;
}

function pushTokenOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { pushToken, fcmToken } = payload as { pushToken?: unknown; fcmToken?: unknown };
  const token = pushToken ?? fcmToken;
  return typeof token === 'string' && token ? token : undefined;
}

function updateLocalStorage(payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    writeString('local', key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  // The shell may have handed over a login made natively.
  rehydrateSession();
}

export interface StartUpDeps {
  reload: () => void;
}

/**
 * Applies one start-up message from the native shell (spec §7): UPDATE_LOCAL_STORAGE writes
 * the payload's keys to local storage, REFRESH_PAGE reloads, and a push token found in any
 * payload is stored and registered, a failed registration being ignored.
 */
export function handleStartUpMessage(
  message: NativeMessage,
  deps: StartUpDeps = { reload: () => globalThis.location.reload() },
): void {
  if (message.type === START_UP_MESSAGES.updateLocalStorage) updateLocalStorage(message.payload);
  const token = pushTokenOf(message.payload);
  if (token) {
    writeString('local', LOCAL_KEYS.pushToken, token);
    void Promise.resolve()
      .then(() => registerPushToken(token))
      .catch(() => {});
  }
  if (message.type === START_UP_MESSAGES.refreshPage) deps.reload();
}

/** Applies start-up messages as the native shell sends them; returns the unsubscribe function. */
export function listenForStartUpMessages(): () => void {
  return onNativeMessage((message) => handleStartUpMessage(message));
}
