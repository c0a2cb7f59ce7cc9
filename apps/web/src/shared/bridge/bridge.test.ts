import { BRIDGE_CODES, WEB_NOT_IMPLEMENTED_MESSAGE } from '@lahap/contract/bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridge, BridgeError, callOrThrow, isNativeApp } from './bridge';
import type { BridgeResult } from './bridge-types';

type AnyMethod = (...args: never[]) => Promise<BridgeResult<unknown>>;

const methods = Object.entries(bridge) as [string, AnyMethod][];

afterEach(() => vi.unstubAllGlobals());

describe('bridge on the web', () => {
  it('is not native in a browser', () => {
    expect(isNativeApp()).toBe(false);
  });

  it('covers every capability of spec §1', () => {
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'getCurrentPosition',
        'checkLocationPermission',
        'requestLocationPermission',
        'takePhoto',
        'checkCameraPermission',
        'requestCameraPermission',
        'pickPhotos',
        'checkAlbumPermission',
        'requestAlbumPermission',
        'checkPushPermission',
        'requestPushPermission',
        'getPushToken',
        'getAppPermissions',
        'openLink',
        'openInAppBrowser',
        'openWebView',
        'canLaunchApp',
        'launchApp',
        'getSafeAreaHeight',
        'setNavigationBar',
        'sendBackHomeMessage',
        'getClientInfo',
        'getDeviceInfo',
        'setBadge',
        'getNetworkStatus',
        'setNativeUserId',
        'clearNativeUserId',
        'shareToWhatsApp',
        'shareSystem',
        'exitApp',
      ].sort(),
    );
  });

  it.each(methods)('%s answers -3 "Not implemented on web"', async (_name, method) => {
    await expect(method()).resolves.toEqual({
      code: BRIDGE_CODES.webNotImplemented,
      message: WEB_NOT_IMPLEMENTED_MESSAGE,
    });
  });

  it('callOrThrow throws "Not implemented on web" with the code', async () => {
    const result = await bridge.getClientInfo();
    expect(() => callOrThrow(result)).toThrow(
      new BridgeError(BRIDGE_CODES.webNotImplemented, 'Not implemented on web'),
    );
    try {
      callOrThrow(result);
    } catch (error) {
      expect(error).toBeInstanceOf(BridgeError);
      expect((error as BridgeError).code).toBe(-3);
    }
  });

  it('callOrThrow returns the data of a success', () => {
    expect(callOrThrow({ code: 0, data: { top: 20, bottom: 34 } })).toEqual({ top: 20, bottom: 34 });
  });
});

describe('bridge in the native shell', () => {
  it('forwards the method and its JSON arguments to the host and returns its data', async () => {
    const call = vi.fn(async (_method: string, _args: string) =>
      JSON.stringify({ code: 0, data: { latitude: -6.2, longitude: 106.8, isSimulated: false } }),
    );
    vi.stubGlobal('LahapNative', { call });

    expect(isNativeApp()).toBe(true);
    await expect(bridge.getCurrentPosition({ enableHighAccuracy: true })).resolves.toEqual({
      code: 0,
      data: { latitude: -6.2, longitude: 106.8, isSimulated: false },
    });
    expect(call).toHaveBeenCalledWith('getCurrentPosition', '{"enableHighAccuracy":true}');
    await bridge.setNativeUserId('u-9');
    expect(call).toHaveBeenLastCalledWith('setNativeUserId', '{"userId":"u-9"}');
  });

  it('passes the host failure codes through and maps anything else to -1', async () => {
    const answers = [
      JSON.stringify({ code: -5, message: 'denied' }),
      JSON.stringify({ code: 99, message: 'odd' }),
      'not json',
    ];
    vi.stubGlobal('LahapNative', { call: async () => answers.shift() });
    await expect(bridge.requestCameraPermission()).resolves.toEqual({ code: -5, message: 'denied' });
    await expect(bridge.requestCameraPermission()).resolves.toEqual({ code: -1, message: 'odd' });
    await expect(bridge.requestCameraPermission()).resolves.toMatchObject({ code: -1 });
  });

  it('never rejects when the host throws', async () => {
    vi.stubGlobal('LahapNative', {
      call: () => Promise.reject(new Error('host crashed')),
    });
    await expect(bridge.exitApp()).resolves.toEqual({ code: -1, message: 'host crashed' });
  });

  it('answers -2 inside a Capacitor shell that lacks the host object', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    expect(isNativeApp()).toBe(true);
    await expect(bridge.getClientInfo()).resolves.toMatchObject({ code: BRIDGE_CODES.notImplemented });
  });
});
