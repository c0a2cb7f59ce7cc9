/** Where the native app is installed from (the download-app page), by the device's platform. */
export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=id.lahap.app',
  ios: 'https://apps.apple.com/id/app/lahap/id6450000000',
} as const;

export type AppStorePlatform = keyof typeof APP_STORE_LINKS;

/** The store the device installs from, or null when it is neither (a desktop: both are offered). */
export function appStorePlatform(userAgent: string): AppStorePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}
