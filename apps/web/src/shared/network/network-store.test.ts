import { API_PATHS } from '@lahap/contract/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_MESSAGE_EVENT } from '../bridge/native-messages';
import { currentNetState } from './net-state';
import {
  checkConnectivity,
  NETWORK_STATUS_MESSAGE,
  startNetworkWatch,
  useNetworkStore,
} from './network-store';
import { UNTIL_STATE } from '@/test/wait';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  useNetworkStore.setState({ online: true, connectionType: 'unknown' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startNetworkWatch', () => {
  it('goes offline on the browser event and stays offline until a retry confirms, until stopped', () => {
    const stop = startNetworkWatch();
    dispatchEvent(new Event('offline'));
    expect(useNetworkStore.getState().online).toBe(false);
    // The browser saying "online" is not proof the server is reachable (spec §4).
    dispatchEvent(new Event('online'));
    expect(useNetworkStore.getState().online).toBe(false);
    stop();
    useNetworkStore.setState({ online: true });
    dispatchEvent(new Event('offline'));
    expect(useNetworkStore.getState().online).toBe(true);
  });

  it('follows the native network status inside the app', async () => {
    const call = vi.fn(async () =>
      JSON.stringify({ code: 0, data: { connected: true, connectionType: 'cellular' } }),
    );
    vi.stubGlobal('LahapNative', { call });
    const stop = startNetworkWatch();
    await vi.waitFor(() => expect(useNetworkStore.getState().connectionType).toBe('cellular'), UNTIL_STATE);
    expect(call).toHaveBeenCalledWith('getNetworkStatus', '{}');
    expect(currentNetState()).toBe(2);

    dispatchEvent(
      new CustomEvent(NATIVE_MESSAGE_EVENT, {
        detail: { type: NETWORK_STATUS_MESSAGE, payload: { connected: false, connectionType: 'none' } },
      }),
    );
    expect(useNetworkStore.getState().online).toBe(false);
    expect(currentNetState()).toBe(0);

    dispatchEvent(
      new CustomEvent(NATIVE_MESSAGE_EVENT, {
        detail: { type: NETWORK_STATUS_MESSAGE, payload: { connected: true, connectionType: 'wifi' } },
      }),
    );
    expect(useNetworkStore.getState().online).toBe(false);
    expect(useNetworkStore.getState().connectionType).toBe('wifi');
    stop();
  });

  it('ignores native network messages in a browser', () => {
    const stop = startNetworkWatch();
    dispatchEvent(
      new CustomEvent(NATIVE_MESSAGE_EVENT, {
        detail: { type: NETWORK_STATUS_MESSAGE, payload: { connected: false } },
      }),
    );
    expect(useNetworkStore.getState().online).toBe(true);
    stop();
  });
});

describe('checkConnectivity', () => {
  it('asks the server, bypassing caches, and records success', async () => {
    useNetworkStore.setState({ online: false });
    fetchMock.mockResolvedValue(Response.json({ status: 'ok' }));
    await expect(checkConnectivity()).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(API_PATHS.health);
    expect(init).toMatchObject({ cache: 'no-store' });
    expect(useNetworkStore.getState().online).toBe(true);
  });

  it('records offline when the request fails or the server is unhealthy', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(checkConnectivity()).resolves.toBe(false);
    expect(useNetworkStore.getState().online).toBe(false);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(checkConnectivity()).resolves.toBe(false);
  });

  it('gives up after a short timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = checkConnectivity();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe(false);
  });
});

describe('currentNetState', () => {
  it('reads wifi, cellular and offline from the browser hint', () => {
    expect(currentNetState()).toBe(1);
    vi.stubGlobal('navigator', { onLine: true, connection: { type: 'cellular' } });
    expect(currentNetState()).toBe(2);
    vi.stubGlobal('navigator', { onLine: false });
    expect(currentNetState()).toBe(0);
  });
});
