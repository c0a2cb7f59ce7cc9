import { DEFAULT_LOCATION, GEOLOCATION_TIMEOUT_MS } from '@lahap/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locateDevice } from './locate-device';
import { LOCATION_CODES } from '@lahap/contract/enums';
import { ensureLocation, refreshLocation, resetLocationForTest } from './location-service';
import { isPositionFallback, isPositionSettled, useLocationStore } from './location-store';
import { readSharedPosition, SHARED_POSITION_MAX_AGE_MS, sharePosition } from './shared-position';
import { writeSimulatedLocationSetting } from './simulated-location';
import { LOCAL_KEYS } from '../storage/keys';

const GRAND_INDONESIA = { latitude: -6.1951, longitude: 106.82 };

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

/** A browser geolocation that answers each call with the next of `answers`. */
function stubBrowserGeolocation(...answers: ({ code: number } | typeof GRAND_INDONESIA)[]) {
  const getCurrentPosition = vi.fn((ok: Success, fail: Failure, _options?: PositionOptions) => {
    const answer = answers.shift() ?? { code: 2 };
    if ('code' in answer) fail({ code: answer.code, message: `error ${String(answer.code)}` });
    else ok({ coords: answer });
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

/** The native shell's host object answering each bridge method as given. */
function stubNativeHost(answers: Record<string, object>) {
  const call = vi.fn((method: string, _argsJson?: string) =>
    Promise.resolve(JSON.stringify(answers[method] ?? { code: -2 })),
  );
  vi.stubGlobal('LahapNative', { call });
  return call;
}

const granted = { code: 0, data: { location: 'granted', coarseLocation: 'granted' } };
const denied = { code: 0, data: { location: 'denied', coarseLocation: 'denied' } };
const prompt = { code: 0, data: { location: 'prompt', coarseLocation: 'prompt' } };
const nativePosition = { code: 0, data: { ...GRAND_INDONESIA, isSimulated: false } };

beforeEach(() => resetLocationForTest());
afterEach(() => vi.unstubAllGlobals());

describe('locateDevice in a browser', () => {
  it('reads with high accuracy and the 20 s timeout', async () => {
    const get = stubBrowserGeolocation(GRAND_INDONESIA);
    await expect(locateDevice()).resolves.toEqual({ ok: true, ...GRAND_INDONESIA, isSimulated: false });
    expect(get.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it.each([
    [1, LOCATION_CODES.permissionDenied],
    [2, LOCATION_CODES.positionUnavailable],
    [3, LOCATION_CODES.timeout],
    [9, LOCATION_CODES.unknown],
  ])('maps browser error %i to code %i', async (browserCode, code) => {
    stubBrowserGeolocation({ code: browserCode });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code });
  });

  it('reports no support without navigator.geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code: LOCATION_CODES.notSupported });
  });

  it('reports unknown when the browser throws', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: () => {
          throw new Error('insecure');
        },
      },
    });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code: LOCATION_CODES.unknown });
  });

  it('prefers the simulated coordinates of developer options', async () => {
    const get = stubBrowserGeolocation(GRAND_INDONESIA);
    writeSimulatedLocationSetting({ enabled: true, latitude: 1.5, longitude: 2.5 });
    await expect(locateDevice()).resolves.toEqual({
      ok: true,
      latitude: 1.5,
      longitude: 2.5,
      isSimulated: true,
    });
    expect(get).not.toHaveBeenCalled();
  });
});

describe('locateDevice in the native app', () => {
  it('reads the position when permission is already granted', async () => {
    const call = stubNativeHost({ checkLocationPermission: granted, getCurrentPosition: nativePosition });
    await expect(locateDevice()).resolves.toEqual({ ok: true, ...GRAND_INDONESIA, isSimulated: false });
    expect(call.mock.calls.map(([method]) => method)).toEqual([
      'checkLocationPermission',
      'getCurrentPosition',
    ]);
    expect(JSON.parse(call.mock.calls[1]?.[1] ?? '')).toEqual({
      enableHighAccuracy: true,
      timeoutMs: GEOLOCATION_TIMEOUT_MS,
    });
  });

  it('asks for permission first and reads once it is given', async () => {
    const call = stubNativeHost({
      checkLocationPermission: prompt,
      requestLocationPermission: granted,
      getCurrentPosition: { code: 0, data: { ...GRAND_INDONESIA, isSimulated: true } },
    });
    await expect(locateDevice()).resolves.toMatchObject({ ok: true, isSimulated: true });
    expect(call.mock.calls.map(([method]) => method)).toEqual([
      'checkLocationPermission',
      'requestLocationPermission',
      'getCurrentPosition',
    ]);
  });

  it('reports permission denied when the user refuses, without reading', async () => {
    const call = stubNativeHost({ checkLocationPermission: prompt, requestLocationPermission: denied });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code: LOCATION_CODES.permissionDenied });
    expect(call.mock.calls.map(([method]) => method)).not.toContain('getCurrentPosition');
  });

  it.each([
    [-4, LOCATION_CODES.permissionDenied],
    [-5, LOCATION_CODES.permissionDenied],
    [-7, LOCATION_CODES.grantedButDisabled],
    [-1, LOCATION_CODES.grantedButFailed],
    [-2, LOCATION_CODES.notSupported],
  ])('maps bridge code %i from getCurrentPosition to code %i', async (bridgeCode, code) => {
    stubNativeHost({
      checkLocationPermission: granted,
      getCurrentPosition: { code: bridgeCode, message: 'no' },
    });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code, message: 'no' });
  });

  it('maps a failed permission check', async () => {
    stubNativeHost({ checkLocationPermission: { code: -5, message: 'denied' } });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code: LOCATION_CODES.permissionDenied });
  });

  it('maps a failed permission request', async () => {
    stubNativeHost({
      checkLocationPermission: prompt,
      requestLocationPermission: { code: -1, message: 'x' },
    });
    await expect(locateDevice()).resolves.toMatchObject({ ok: false, code: LOCATION_CODES.grantedButFailed });
  });
});

describe('location store and service', () => {
  it('starts at the Jakarta default, not settled', () => {
    const state = useLocationStore.getState();
    expect(state).toMatchObject({
      ...DEFAULT_LOCATION,
      success: false,
      code: 0,
      loading: false,
      address: '',
    });
    expect(isPositionSettled(state)).toBe(false);
    expect(isPositionFallback(state)).toBe(false);
  });

  it('stores a successful reading and reads only once', async () => {
    const get = stubBrowserGeolocation(GRAND_INDONESIA, GRAND_INDONESIA);
    const first = ensureLocation();
    expect(useLocationStore.getState().loading).toBe(true);
    // A second caller while the first reading runs shares it.
    const second = ensureLocation();
    await Promise.all([first, second]);
    await ensureLocation();
    expect(get).toHaveBeenCalledTimes(1);
    expect(useLocationStore.getState()).toMatchObject({
      ...GRAND_INDONESIA,
      success: true,
      loading: false,
      code: 0,
      isSimulated: false,
    });
  });

  it('falls back to Jakarta with the error on failure, and does not ask again on its own', async () => {
    const get = stubBrowserGeolocation({ code: 1 });
    await ensureLocation();
    const state = useLocationStore.getState();
    expect(state).toMatchObject({
      ...DEFAULT_LOCATION,
      success: false,
      code: LOCATION_CODES.permissionDenied,
      errorMessage: 'error 1',
      loading: false,
    });
    expect(isPositionSettled(state)).toBe(true);
    expect(isPositionFallback(state)).toBe(true);
    await ensureLocation();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads again on refresh after a failure, and keeps a known position', async () => {
    const get = stubBrowserGeolocation({ code: 3 }, GRAND_INDONESIA);
    await ensureLocation();
    await refreshLocation();
    expect(useLocationStore.getState()).toMatchObject({ ...GRAND_INDONESIA, success: true });
    await refreshLocation();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('leaves the store alone when a reading changes nothing', async () => {
    stubBrowserGeolocation({ code: 3 }, { code: 3 });
    await ensureLocation();
    const listener = vi.fn();
    const unsubscribe = useLocationStore.subscribe(listener);
    await refreshLocation();
    unsubscribe();
    // Only the loading flag went up and down; the position fields were not rewritten.
    expect(listener.mock.calls.map(([state]) => (state as { loading: boolean }).loading)).toEqual([
      true,
      false,
    ]);
  });

  it('follows developer options switching simulated coordinates on and off', async () => {
    const get = stubBrowserGeolocation(GRAND_INDONESIA, GRAND_INDONESIA);
    await ensureLocation();
    writeSimulatedLocationSetting({ enabled: true, latitude: 1.5, longitude: 2.5 });
    await ensureLocation();
    expect(useLocationStore.getState()).toMatchObject({ latitude: 1.5, longitude: 2.5, isSimulated: true });
    writeSimulatedLocationSetting({ enabled: false, latitude: 1.5, longitude: 2.5 });
    await ensureLocation();
    expect(useLocationStore.getState()).toMatchObject({ ...GRAND_INDONESIA, isSimulated: false });
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('position shared between the native app webviews', () => {
  it('a new webview starts from the reading another one made, without asking the device', async () => {
    stubNativeHost({ checkLocationPermission: granted, getCurrentPosition: nativePosition });
    await ensureLocation();

    // Another webview of the app: a fresh page state with the same local storage.
    resetLocationForTest();
    const call = stubNativeHost({});
    await ensureLocation();
    expect(call).not.toHaveBeenCalled();
    expect(useLocationStore.getState()).toMatchObject({ ...GRAND_INDONESIA, success: true });
  });

  it('asks the device again once the shared reading is too old', () => {
    stubNativeHost({});
    sharePosition(GRAND_INDONESIA, 1_000);
    expect(readSharedPosition(1_000 + SHARED_POSITION_MAX_AGE_MS)).toEqual(GRAND_INDONESIA);
    expect(readSharedPosition(1_001 + SHARED_POSITION_MAX_AGE_MS)).toBeNull();
  });

  it('shares nothing in a browser', async () => {
    stubBrowserGeolocation(GRAND_INDONESIA);
    await ensureLocation();
    expect(window.localStorage.getItem(LOCAL_KEYS.position)).toBeNull();
    sharePosition(GRAND_INDONESIA);
    expect(readSharedPosition()).toBeNull();
  });
});
