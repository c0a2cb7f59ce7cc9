import type { HostEnvironment } from '@lahap/contract/enums';
import { isNativeApp } from '../bridge/bridge';

/** Where the web app runs (spec §3 analytics `host_environment`): native app, installed PWA or browser. */
export function hostEnvironment(): HostEnvironment {
  if (isNativeApp()) return 'app';
  const standalone =
    globalThis.matchMedia?.('(display-mode: standalone)').matches === true ||
    (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone === true;
  return standalone ? 'pwa' : 'h5';
}
