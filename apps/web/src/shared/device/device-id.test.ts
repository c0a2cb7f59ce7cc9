import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { getDeviceId } from './device-id';
import { randomId } from './random-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('device id', () => {
  it('is minted once and then stable, surviving a reload', async () => {
    const first = getDeviceId();
    expect(first).toMatch(UUID);
    expect(getDeviceId()).toBe(first);
    expect(localStorage.getItem(LOCAL_KEYS.deviceId)).toBe(first);
    vi.resetModules();
    const reloaded = await import('./device-id');
    expect(reloaded.getDeviceId()).toBe(first);
  });

  it('follows an id the native shell wrote', () => {
    getDeviceId();
    localStorage.setItem(LOCAL_KEYS.deviceId, 'native-device');
    expect(getDeviceId()).toBe('native-device');
  });

  it('stays stable for the page when storage refuses writes', () => {
    const refusing: Storage = {
      length: 0,
      clear: () => {},
      key: () => null,
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', refusing);
    const id = getDeviceId();
    expect(getDeviceId()).toBe(id);
  });
});

describe('session id', () => {
  it('is one per page load and stored for webviews opened on top', async () => {
    const { getSessionId } = await import('./session-id');
    const first = getSessionId();
    expect(getSessionId()).toBe(first);
    expect(localStorage.getItem(LOCAL_KEYS.sessionId)).toBe(first);

    vi.resetModules();
    const relaunched = await import('./session-id');
    expect(relaunched.getSessionId()).not.toBe(first);
  });

  it('continues the launch in a webview the app opened on top', async () => {
    localStorage.setItem(LOCAL_KEYS.sessionId, 'launch-1');
    sessionStorage.setItem(SESSION_KEYS.newWebview, '1');
    vi.resetModules();
    const { getSessionId } = await import('./session-id');
    expect(getSessionId()).toBe('launch-1');
  });
});

describe('randomId', () => {
  it('makes v4 UUIDs even without crypto.randomUUID (insecure context)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
