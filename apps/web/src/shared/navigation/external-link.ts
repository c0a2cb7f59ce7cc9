import { bridge, isNativeApp } from '../bridge/bridge';

/**
 * Opens an address outside the app: the native shell hands it to the system (the browser, or
 * the app that owns it, such as WhatsApp); a browser opens a new tab. Resolves false when the
 * shell could not open it. A browser cannot tell: with `noopener` it answers null either way.
 */
export async function openExternalUrl(url: string): Promise<boolean> {
  if (isNativeApp()) return (await bridge.openLink(url)).code === 0;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
