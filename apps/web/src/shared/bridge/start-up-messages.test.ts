import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { LOCAL_KEYS } from '../storage/keys';
import { NATIVE_MESSAGE_EVENT } from './native-messages';
import { handleStartUpMessage, listenForStartUpMessages, setPushTokenRegistrar } from './start-up-messages';
import { UNTIL_STATE } from '@/test/wait';

const reload = vi.fn();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  reload.mockReset();
  setPushTokenRegistrar(() => Promise.resolve());
});

afterEach(() => vi.restoreAllMocks());

describe('start-up messages', () => {
  it('UPDATE_LOCAL_STORAGE writes the given keys, strings as they are and other values as JSON', () => {
    const tokens = { accessToken: 'a', refreshToken: 'r', userId: 'u' };
    handleStartUpMessage(
      {
        type: 'UPDATE_LOCAL_STORAGE',
        payload: { [LOCAL_KEYS.guid]: 'g-1', [LOCAL_KEYS.tokenInfo]: tokens, skipped: null },
      },
      { reload },
    );
    expect(localStorage.getItem(LOCAL_KEYS.guid)).toBe('g-1');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.tokenInfo)!)).toEqual(tokens);
    expect(localStorage.getItem('skipped')).toBeNull();
    expect(useSessionStore.getState().tokenInfo).toEqual(tokens);
    expect(reload).not.toHaveBeenCalled();
  });

  it('REFRESH_PAGE reloads', () => {
    handleStartUpMessage({ type: 'REFRESH_PAGE' }, { reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stores and registers a push token found in the payload, ignoring a failed registration', async () => {
    const registrar = vi.fn(() => Promise.reject(new Error('device/report down')));
    setPushTokenRegistrar(registrar);
    handleStartUpMessage({ type: 'UPDATE_LOCAL_STORAGE', payload: { pushToken: 'fcm-1' } }, { reload });
    await vi.waitFor(() => expect(registrar).toHaveBeenCalledWith('fcm-1'), UNTIL_STATE);
    expect(localStorage.getItem(LOCAL_KEYS.pushToken)).toBe('fcm-1');
  });

  it('listens for messages dispatched by the shell, as objects or JSON strings', () => {
    const stop = listenForStartUpMessages();
    dispatchEvent(
      new CustomEvent(NATIVE_MESSAGE_EVENT, {
        detail: JSON.stringify({ type: 'UPDATE_LOCAL_STORAGE', payload: { [LOCAL_KEYS.ouid]: 'o-1' } }),
      }),
    );
    dispatchEvent(
      new CustomEvent(NATIVE_MESSAGE_EVENT, {
        detail: { type: 'UPDATE_LOCAL_STORAGE', payload: { x: '1' } },
      }),
    );
    dispatchEvent(new CustomEvent(NATIVE_MESSAGE_EVENT, { detail: 'garbage' }));
    stop();
    dispatchEvent(
      new CustomEvent(NATIVE_MESSAGE_EVENT, {
        detail: { type: 'UPDATE_LOCAL_STORAGE', payload: { y: '1' } },
      }),
    );
    expect(localStorage.getItem(LOCAL_KEYS.ouid)).toBe('o-1');
    expect(localStorage.getItem('x')).toBe('1');
    expect(localStorage.getItem('y')).toBeNull();
  });
});
