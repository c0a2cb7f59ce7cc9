import { bridge } from '../bridge/bridge';
import { refreshTokens as defaultRefreshTokens } from '../session/refresh-tokens';
import { currentAccessToken, useSessionStore } from '../session/session-store';
import { apiClientSettings } from './client-settings';

let refreshing: Promise<boolean> | null = null;
let relogging: Promise<boolean> | null = null;

/** True when the session moved on since a request was sent, so that request just needs a replay. */
function tokenChangedSince(sentToken: string | undefined): boolean {
  const current = currentAccessToken();
  return current !== undefined && current !== sentToken;
}

/**
 * Refreshes the access token once for every request that found it expired (spec §4): the
 * first caller starts the refresh, the others wait on the same promise, and a request whose
 * answer arrives after a refresh already happened simply replays.
 */
export function refreshSession(sentToken: string | undefined): Promise<boolean> {
  if (tokenChangedSince(sentToken)) return Promise.resolve(true);
  refreshing ??= (apiClientSettings().refreshTokens ?? defaultRefreshTokens)()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Drops the session and asks the user to log in again (spec §4): clears the native user id
 * and the tokens, then awaits `onRelogin`. Concurrent callers share one prompt. Resolves true
 * when the user is logged in again and the request should be retried.
 */
export function forceRelogin(code: string, sentToken: string | undefined): Promise<boolean> {
  if (tokenChangedSince(sentToken)) return Promise.resolve(true);
  relogging ??= (async () => {
    try {
      await bridge.clearNativeUserId();
      useSessionStore.getState().clear();
      const { onRelogin } = apiClientSettings();
      return onRelogin ? await onRelogin(code) : false;
    } catch {
      return false;
    } finally {
      relogging = null;
    }
  })();
  return relogging;
}
