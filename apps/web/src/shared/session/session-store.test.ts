import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../storage/keys';
import { rehydrateSession, selectIsLoggedIn, useSessionStore } from './session-store';

const tokens = { accessToken: 'a', refreshToken: 'r', userId: 'u' };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

describe('session store', () => {
  it('persists token info under the token-info key and derives login from it', () => {
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    useSessionStore.getState().setTokens(tokens);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.tokenInfo)!)).toEqual(tokens);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().clear();
    expect(localStorage.getItem(LOCAL_KEYS.tokenInfo)).toBeNull();
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
  });

  it('picks up token info written by someone else, and ignores malformed values', () => {
    localStorage.setItem(LOCAL_KEYS.tokenInfo, JSON.stringify(tokens));
    rehydrateSession();
    expect(useSessionStore.getState().tokenInfo).toEqual(tokens);
    localStorage.setItem(LOCAL_KEYS.tokenInfo, '{"accessToken":42}');
    rehydrateSession();
    expect(useSessionStore.getState().tokenInfo).toBeNull();
  });
});
