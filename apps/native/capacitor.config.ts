import type { CapacitorConfig } from '@capacitor/cli';

/** The host the app is published for; its App Links in AndroidManifest.xml name it too. */
const DEFAULT_APP_URL = 'https://lahap.id';

/**
 * The server the shell loads, checked: an http(s) origin without a path, since the start page,
 * the App Links and the host script's injection are all keyed by that origin.
 */
function appUrlOf(value: string): URL {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`LAHAP_APP_URL must be an http(s) URL, not ${value}`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`LAHAP_APP_URL must be an origin without a path, not ${value}`);
  }
  return url;
}

/**
 * The shell loads the web app from the Lahap server it is built for (`LAHAP_APP_URL` at sync
 * time, the production host by default): that server signs index.html with the client config
 * and answers `/api` on the same origin, which a bundled copy served from the app itself could
 * not. The built web app (webDir) still travels inside the app: it carries the host script
 * (host/lahap-native-host.js, copied in by the `capacitor:copy:after` hook) that Capacitor
 * injects into every page before the page's own scripts.
 */
const appUrl = appUrlOf(process.env.LAHAP_APP_URL ?? DEFAULT_APP_URL);

const config: CapacitorConfig = {
  appId: 'id.lahap.app',
  appName: 'Lahap',
  webDir: '../web/dist',
  // NATIVE_APP_USER_AGENT_MARK (@lahap/contract/bridge): the server draws the home's first paint
  // without the bar inviting to the app (test/capacitor-config.test.ts holds the two together).
  appendUserAgent: 'LahapApp',
  server: {
    url: appUrl.href.replace(/\/$/, ''),
    // Only a development server (an emulator reaching the host at 10.0.2.2) speaks plain HTTP.
    cleartext: appUrl.protocol === 'http:',
  },
  android: {
    // Chrome's remote inspector attaches to debug builds only.
    webContentsDebuggingEnabled: false,
  },
  ios: {
    contentInset: 'never',
  },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
