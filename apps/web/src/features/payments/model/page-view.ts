import { PLATFORM_TYPE } from '@lahap/contract/constants';
import type { HostEnvironment } from '@lahap/contract/enums';
import { useEffect, useRef } from 'react';
import { getChannelId, getSourceTag } from '@/shared/channel/channel';
import { hostEnvironment } from '@/shared/device/host-environment';
import { getLocale } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';

/** The DOM event a page view is announced with. */
export const PAGE_VIEW_EVENT = 'lahap:page-view';

/** A page view with the analytics event context of spec §3 that the client knows. */
export interface PageViewDetail {
  event_page: string;
  url: string;
  host_environment: HostEnvironment;
  user_id: string;
  login_status: 0 | 1;
  channel_id: string;
  source_tag: string;
  language: string;
  platform_type: string;
  /** UTC, milliseconds (spec §3). */
  time: string;
}

/**
 * Reports one view of a page (spec §2 "Purchase success": "a page view is reported"). The app
 * has no analytics sink yet, so the view is announced on `window` as {@link PAGE_VIEW_EVENT}
 * with the spec's event context, where the sink will listen once it exists. Once per visit,
 * also under StrictMode's second effect run.
 */
export function usePageView(eventPage: string): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    const tokenInfo = useSessionStore.getState().tokenInfo;
    const detail: PageViewDetail = {
      event_page: eventPage,
      url: window.location.href,
      host_environment: hostEnvironment(),
      user_id: tokenInfo?.userId ?? '',
      login_status: tokenInfo ? 1 : 0,
      channel_id: getChannelId(),
      source_tag: getSourceTag(),
      language: getLocale(),
      platform_type: PLATFORM_TYPE,
      time: new Date().toISOString(),
    };
    window.dispatchEvent(new CustomEvent<PageViewDetail>(PAGE_VIEW_EVENT, { detail }));
  }, [eventPage]);
}
