import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { vi } from 'vitest';

const hostFile = (name: string) => readFileSync(join(import.meta.dirname, '../host', name), 'utf8');
const SCRIPTS = [hostFile('lahap-native-events.js'), hostFile('lahap-native-host.js')];

type Answer = { code: number; data?: unknown; message?: string };

/** The official plugins and LahapShell as the host reaches them, each method a spy. */
export function fakePlugins() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const on = (plugin: string) =>
    vi.fn(async (event: string, callback: (event: unknown) => void) => {
      listeners[`${plugin}.${event}`] = callback;
      return { remove: async () => {} };
    });
  const granted = { location: 'granted', coarseLocation: 'granted' };
  const plugins = {
    Geolocation: {
      checkPermissions: vi.fn(async () => granted),
      requestPermissions: vi.fn(async () => granted),
      getCurrentPosition: vi.fn(async () => ({ coords: { latitude: -6.2, longitude: 106.8, accuracy: 12 } })),
    },
    Camera: {
      checkPermissions: vi.fn(async () => ({ camera: 'granted', photos: 'granted' })),
      requestPermissions: vi.fn(async () => ({ camera: 'granted', photos: 'granted' })),
      getPhoto: vi.fn(async () => ({ webPath: 'blob:photo', format: 'png' })),
      pickImages: vi.fn(async () => ({ photos: [{ webPath: 'blob:a', format: 'jpeg' }] })),
    },
    PushNotifications: {
      checkPermissions: vi.fn(async () => ({ receive: 'granted' })),
      requestPermissions: vi.fn(async () => ({ receive: 'granted' })),
      register: vi.fn(async () => {}),
      addListener: on('PushNotifications'),
    },
    App: {
      getInfo: vi.fn(async () => ({ id: 'id.lahap.app', version: '2.5.5', build: '2005005' })),
      getLaunchUrl: vi.fn(async (): Promise<{ url: string } | undefined> => undefined),
      exitApp: vi.fn(async () => {}),
      addListener: on('App'),
    },
    AppLauncher: {
      canOpenUrl: vi.fn(async () => ({ value: true })),
      openUrl: vi.fn(async () => ({ completed: true })),
    },
    Browser: { open: vi.fn(async () => {}) },
    Device: {
      getInfo: vi.fn(async () => ({
        model: 'Pixel 8',
        manufacturer: 'Google',
        platform: 'android',
        osVersion: '14',
        androidSDKVersion: 34,
        isVirtual: false,
      })),
      getId: vi.fn(async () => ({ identifier: 'android-id-1' })),
      getLanguageTag: vi.fn(async () => ({ value: 'id-ID' })),
    },
    Network: {
      getStatus: vi.fn(async () => ({ connected: true, connectionType: 'wifi' })),
      addListener: on('Network'),
    },
    Share: { share: vi.fn(async () => ({})) },
    StatusBar: {
      show: vi.fn(async () => {}),
      hide: vi.fn(async () => {}),
      setStyle: vi.fn(async () => {}),
      setBackgroundColor: vi.fn(async () => {}),
    },
    LahapShell: {
      getSafeArea: vi.fn(async () => ({ top: 24, bottom: 16 })),
      setBadge: vi.fn(async () => {}),
      setUserId: vi.fn(async () => {}),
      clearUserId: vi.fn(async () => {}),
    },
  };
  /** Fires what a plugin's listener would hear from native code. */
  const emit = (key: string, event: unknown) => {
    const listener = listeners[key];
    if (!listener) throw new Error(`nobody listens to ${key}`);
    listener(event);
  };
  return { plugins, emit };
}

export type FakePlugins = ReturnType<typeof fakePlugins>['plugins'];

interface HostWindow {
  LahapNative: { call(method: string, argsJson: string): Promise<string> };
  Capacitor: { Plugins: Partial<FakePlugins> };
}

/**
 * A fresh page at `url` with Capacitor's plugins, then the two host scripts, as the shell injects
 * them; `session` is what the webview's earlier pages left in session storage.
 */
export function loadHost(
  plugins: Partial<FakePlugins>,
  url = 'https://lahap.id/',
  session: Record<string, string> = {},
) {
  // A page never leaves: the host's location.assign (openWebView, sendBackHomeMessage) stays put.
  const page = new Window({ url, settings: { navigation: { disableMainFrameNavigation: true } } });
  const win = page as unknown as Window & HostWindow;
  win.Capacitor = { Plugins: plugins };
  for (const [key, value] of Object.entries(session)) win.sessionStorage.setItem(key, value);
  for (const script of SCRIPTS) new Function('window', script)(win);
  const call = async (method: string, args: object = {}): Promise<Answer> =>
    JSON.parse(await win.LahapNative.call(method, JSON.stringify(args))) as Answer;
  const messages: unknown[] = [];
  win.addEventListener('lahap-native-message', (event) =>
    messages.push((event as unknown as CustomEvent).detail),
  );
  return { win, call, messages };
}
