import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { readString, writeString } from '../storage/storage';
import { randomId } from './random-id';

let current: string | undefined;

/**
 * The id of this app launch. A page load is a launch, except in a webview the native app
 * opened on top of the first one (session flag `newWebview`): that one continues the launch
 * and reuses the id the first webview stored.
 */
export function getSessionId(): string {
  if (current) return current;
  const inherited =
    readString('session', SESSION_KEYS.newWebview) === '1' ? readString('local', LOCAL_KEYS.sessionId) : null;
  current = inherited ?? randomId();
  writeString('local', LOCAL_KEYS.sessionId, current);
  return current;
}
