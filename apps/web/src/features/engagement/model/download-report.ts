import { PLATFORM_TYPE } from '@lahap/contract/constants';
import { hostEnvironment } from '@/shared/device/host-environment';
import { getLocale } from '@/shared/i18n/i18n';

/** The DOM events the download page's reports are announced with (as the purchase page's view is). */
export const DOWNLOAD_VIEW_EVENT = 'lahap:page-view';
export const DOWNLOAD_CLICK_EVENT = 'lahap:click';

/** The flags the download page's reports carry (spec §2), from the link that opened it. */
export interface DownloadFlags {
  /** 1 when the page was opened to push the customer to the app (a feature only the app has). */
  is_force_app: 0 | 1;
  /** 1 when it was opened from an address check (a delivery address the web cannot take). */
  is_check_addr: 0 | 1;
}

const flag = (value: string | null): 0 | 1 => (value === '1' || value === 'true' ? 1 : 0);

export function downloadFlagsOf(params: URLSearchParams): DownloadFlags {
  return { is_force_app: flag(params.get('is_force_app')), is_check_addr: flag(params.get('is_check_addr')) };
}

export interface DownloadReport extends DownloadFlags {
  event_page: 'download_app';
  /** `view`, or the store the button opened. */
  action: 'view' | 'android' | 'ios';
  host_environment: string;
  language: string;
  platform_type: string;
  time: string;
}

/**
 * Reports a view of the download page or a tap on its store button. The app has no analytics
 * sink yet: the report is announced on `window` (DOWNLOAD_VIEW_EVENT, DOWNLOAD_CLICK_EVENT), where
 * the sink will listen once it exists, with the flags is_force_app and is_check_addr.
 */
export function reportDownload(action: DownloadReport['action'], flags: DownloadFlags): void {
  const detail: DownloadReport = {
    event_page: 'download_app',
    action,
    ...flags,
    host_environment: hostEnvironment(),
    language: getLocale(),
    platform_type: PLATFORM_TYPE,
    time: new Date().toISOString(),
  };
  const type = action === 'view' ? DOWNLOAD_VIEW_EVENT : DOWNLOAD_CLICK_EVENT;
  window.dispatchEvent(new CustomEvent<DownloadReport>(type, { detail }));
}
