import type { Page } from '@playwright/test';
/**
 * What the fake host answers each bridge method with, as the native shell would. The journey
 * checks these are exactly the methods the debug page offers, so a method added to the bridge
 * fails it until the fake answers it too.
 */
export const NATIVE_ANSWERS = {
  getCurrentPosition: { latitude: -6.2383, longitude: 106.9756, accuracy: 10, isSimulated: false },
  checkLocationPermission: { location: 'granted', coarseLocation: 'granted' },
  requestLocationPermission: { location: 'granted', coarseLocation: 'granted' },
  takePhoto: { webPath: 'https://localhost/_capacitor_file_/photo.jpg', mimeType: 'image/jpeg' },
  checkCameraPermission: { state: 'granted' },
  requestCameraPermission: { state: 'granted' },
  pickPhotos: [{ webPath: 'https://localhost/_capacitor_file_/album.png', mimeType: 'image/png' }],
  checkAlbumPermission: { state: 'prompt' },
  requestAlbumPermission: { state: 'denied' },
  checkPushPermission: { state: 'granted' },
  requestPushPermission: { state: 'granted' },
  getPushToken: { token: 'fcm-e2e-token' },
  getAppPermissions: [
    { name: 'location', state: 'granted' },
    { name: 'notifications', state: 'denied' },
  ],
  openLink: null,
  openInAppBrowser: null,
  openWebView: null,
  canLaunchApp: { available: true },
  launchApp: { launched: false },
  getSafeAreaHeight: { top: 24, bottom: 16 },
  setNavigationBar: null,
  sendBackHomeMessage: null,
  getClientInfo: { id: 'id.lahap.app', versionName: '2.5.5', versionCode: 2005005, realVersionName: '2.5.5' },
  getDeviceInfo: {
    model: 'Pixel 8',
    height: 844,
    width: 390,
    brand: 'Google',
    hardwareType: 'phone',
    locale: 'id-ID',
    country: 'ID',
    timeZone: 'Asia/Jakarta',
    markRegion: 'ID',
    osType: 0,
    androidVersion: '14',
    androidVersionCode: 34,
    iosVersionCode: '',
    dfp: '',
    adId: '',
    apid: '',
    duid: 'android-e2e',
    guid: '',
    ouid: '',
    deviceId: 'android-e2e',
  },
  setBadge: null,
  getNetworkStatus: { connected: true, connectionType: 'wifi' },
  setNativeUserId: null,
  clearNativeUserId: null,
  shareToWhatsApp: { outcome: 'appNotInstalled' },
  shareSystem: { outcome: 'cancelled' },
  exitApp: null,
} satisfies Record<string, unknown>;

export type BridgeMethod = keyof typeof NATIVE_ANSWERS;

export interface HostCall {
  method: string;
  args: unknown;
}

/** What the fake host keeps on `window.fakeNative` for the journey to read and steer. */
interface FakeNative {
  calls: HostCall[];
  /** Per method: the answer to give instead of the success, or 'throw' to reject. */
  overrides: Record<string, { code: number; message?: string } | 'throw'>;
  /** The page said its listeners are in place (lahap-web-ready). */
  ready: boolean;
}

/**
 * Before any script of the page: a native shell's globals, speaking the host protocol
 * (`LahapNative.call(method, argsJson) → Promise<string>` of `{code, data?, message?}`).
 */
export async function installFakeNativeHost(page: Page): Promise<void> {
  await page.addInitScript((answers: Record<string, unknown>) => {
    const fake: FakeNative = { calls: [], overrides: {}, ready: false };
    const win = window as unknown as Record<string, unknown>;
    win.fakeNative = fake;
    win.Capacitor = { isNativePlatform: () => true };
    win.LahapNative = {
      call: async (method: string, argsJson: string) => {
        fake.calls.push({ method, args: JSON.parse(argsJson) as unknown });
        const override = fake.overrides[method];
        if (override === 'throw') throw new Error(`${method} crashed`);
        if (override) return JSON.stringify(override);
        if (!(method in answers))
          return JSON.stringify({ code: -2, message: `${method} is not implemented` });
        return JSON.stringify({ code: 0, data: answers[method] });
      },
    };
    addEventListener('lahap-web-ready', () => {
      fake.ready = true;
    });
  }, NATIVE_ANSWERS);
}

/** The calls the page made to the host so far. */
export function hostCalls(page: Page): Promise<HostCall[]> {
  return page.evaluate(() => (window as unknown as { fakeNative: FakeNative }).fakeNative.calls);
}

/** The next calls of `method` answer this instead ('throw': the host rejects). */
export function overrideAnswer(
  page: Page,
  method: BridgeMethod,
  answer: { code: number; message?: string } | 'throw',
): Promise<void> {
  return page.evaluate(
    ([name, value]) => {
      (window as unknown as { fakeNative: FakeNative }).fakeNative.overrides[name] = value;
    },
    [method, answer] as const,
  );
}

/** Pushes a message into the page as the shell does (native-messages.ts). */
export function sendNativeMessage(page: Page, type: string, payload?: unknown): Promise<void> {
  return page.evaluate(
    ([messageType, messagePayload]) => {
      dispatchEvent(
        new CustomEvent('lahap-native-message', { detail: { type: messageType, payload: messagePayload } }),
      );
    },
    [type, payload] as const,
  );
}

/** Waits until the page says it listens for the shell's messages. */
export async function untilListening(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { fakeNative: FakeNative }).fakeNative.ready);
}
