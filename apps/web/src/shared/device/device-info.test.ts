import { WEB_CLIENT_VERSION, WEB_CLIENT_VERSION_CODE } from '@lahap/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridge } from '../bridge/bridge';
import type { NativeDeviceInfo } from '../bridge/bridge-types';
import { LOCAL_KEYS } from '../storage/keys';
import { getDeviceId } from './device-id';
import { getDeviceInfo } from './device-info';
import { parseUserAgent } from './user-agent';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('parseUserAgent', () => {
  it('reads Android version, model and brand', () => {
    expect(parseUserAgent(ANDROID_UA)).toEqual({
      osType: 0,
      brand: 'Samsung',
      model: 'SM-A546E',
      hardwareType: 'Mobile',
      androidVersion: '13',
      iosVersionCode: '',
    });
  });

  it('reads the iOS version', () => {
    expect(parseUserAgent(IPHONE_UA)).toMatchObject({
      osType: 1,
      brand: 'Apple',
      model: 'iPhone',
      iosVersionCode: '16.6.1',
    });
  });

  it('reads Chrome’s reduced user agent and tablets', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toMatchObject({ osType: 0, model: 'K', androidVersion: '10', hardwareType: 'Tablet' });
  });

  it('leaves desktop browsers without an OS type', () => {
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0')).toMatchObject({
      osType: null,
      model: '',
    });
  });
});

describe('getDeviceInfo', () => {
  it('falls back to the user agent and window size when the native call fails', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    localStorage.setItem(LOCAL_KEYS.dfp, 'fp-1');
    const info = await getDeviceInfo();
    expect(info).toMatchObject({
      osType: 0,
      brand: 'Samsung',
      model: 'SM-A546E',
      androidVersion: '13',
      width: window.innerWidth,
      height: window.innerHeight,
      hardwareType: 'Mobile',
      dfp: 'fp-1',
      deviceId: getDeviceId(),
      h5Version: WEB_CLIENT_VERSION,
      h5VersionCode: WEB_CLIENT_VERSION_CODE,
    });
    expect(info.timeZone).toBeTruthy();
  });

  it('uses the native answer when its code is 0, filling gaps from the browser', async () => {
    vi.spyOn(bridge, 'getDeviceInfo').mockResolvedValue({
      code: 0,
      data: {
        model: 'Pixel 8',
        brand: 'Google',
        osType: 0,
        androidVersionCode: 34,
        guid: 'g-1',
        deviceId: '',
      } as NativeDeviceInfo,
    });
    const info = await getDeviceInfo();
    expect(info).toMatchObject({
      model: 'Pixel 8',
      brand: 'Google',
      androidVersionCode: 34,
      guid: 'g-1',
      deviceId: getDeviceId(),
      h5VersionCode: WEB_CLIENT_VERSION_CODE,
    });
  });
});
