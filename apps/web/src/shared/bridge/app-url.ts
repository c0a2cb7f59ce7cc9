/** The host of the app's App Links (apps/native AndroidManifest.xml). */
export const APP_LINK_HOST = 'lahap.id';

/** The custom scheme of the app's deep links: `lahap://platform/merchant?storeId=…`. */
export const APP_SCHEME = 'lahap:';

/** Paths the server answers itself, never a page: a link there is not opened in the app. */
const SERVER_PATHS = /^\/(api|sandbox|healthz|readyz)(\/|$)/;

/** Pages of their own entry (the ordering site, the staff console): loaded, not routed. */
const OTHER_ENTRY_PAGES = /^\/(menuQr|staff)([/?#]|$)/;

/**
 * The in-app path a deep link names, or null for a link that is not the app's: `lahap://` links
 * (the first segment may stand as the host: `lahap://menuQr?qrCodeId=…`) and https links of the
 * app's host or of the page's own origin.
 */
export function appPathOf(link: string, pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  let pathname: string;
  if (url.protocol === APP_SCHEME) {
    pathname = `/${url.host}/${url.pathname}`.replace(/\/{2,}/g, '/');
  } else if ((url.protocol === 'https:' && url.hostname === APP_LINK_HOST) || url.origin === pageOrigin) {
    pathname = url.pathname;
  } else {
    return null;
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/$/, '');
  if (SERVER_PATHS.test(pathname)) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** True for a path of another entry page of the build, which a full page load opens. */
export function isOtherEntryPage(path: string): boolean {
  return OTHER_ENTRY_PAGES.test(path);
}
