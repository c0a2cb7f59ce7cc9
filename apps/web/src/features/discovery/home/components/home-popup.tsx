import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import type { ResourcePos } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { readJson, writeJson } from '@/shared/storage/storage';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';
import { imageSrc } from '@lahap/contract/media/image-src';

/** How many seen popup ids are remembered; old campaigns drop off the front. */
const SEEN_LIMIT = 50;

function seenIds(): string[] {
  const value = readJson('local', LOCAL_KEYS.homePopupsSeen);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

function markSeen(resourceId: string): void {
  writeJson('local', LOCAL_KEYS.homePopupsSeen, [...seenIds(), resourceId].slice(-SEEN_LIMIT));
}

function isResource(value: unknown): value is ResourcePos {
  if (typeof value !== 'object' || value === null) return false;
  const { resourceId, imageUrlMap, jumpUrlMap } = value as Record<string, unknown>;
  return typeof resourceId === 'string' && typeof imageUrlMap === 'object' && typeof jumpUrlMap === 'object';
}

/** The home popup not yet seen on this device, or null (a failed call just shows none). */
async function fetchUnseenPopup(signal: AbortSignal): Promise<ResourcePos | null> {
  const answer = await callEndpoint(
    DISCOVERY_ROUTES.resourcePagePop,
    { pageCode: 'HOME' },
    { signal, silent: true },
  );
  return isResource(answer) && !seenIds().includes(answer.resourceId) ? answer : null;
}

/** How long after the first scroll stops the popup comes up. */
const AFTER_SCROLL_MS = 600;

/** Whether the customer has started browsing: not yet, scrolling for the first time, or started. */
type Browsing = 'not yet' | 'scrolling' | 'started';

/**
 * Started once the first scroll has settled while still on the home. A popup over the page before
 * that would hide the home they came to see.
 */
function useBrowsing(): Browsing {
  const [browsing, setBrowsing] = useState<Browsing>('not yet');
  useEffect(() => {
    // A tap on a card scrolls it into view and leaves the home, which stays on screen while the
    // next page loads; the address has already changed by then, and a popup would come up over
    // a page the customer is leaving.
    const home = window.location.pathname;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      // Once: scroll events come many a second, and only the first one changes anything.
      if (timer === undefined) setBrowsing((current) => (current === 'not yet' ? 'scrolling' : current));
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.location.pathname === home) setBrowsing('started');
      }, AFTER_SCROLL_MS);
    };
    // Capture: the home scrolls inside the tab shell, not only the window.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, []);
  return browsing;
}

// CenterPopup brings antd-mobile's spring and mask libraries: they load once a popup is waiting
// and the customer has started scrolling, not with the home.
const loadDialog = () => import('./home-popup-dialog');
const HomePopupDialog = lazyWhenOnline(loadDialog);

/**
 * The promotion popup of the home page (`resource_pos/page/pop`): shown once per device and
 * campaign, once the customer starts scrolling.
 */
export default function HomePopup() {
  const locale = useAppLocale();
  const { data: popup } = useQuery({
    queryKey: ['discovery', 'home', 'popup'],
    queryFn: ({ signal }) => fetchUnseenPopup(signal).catch(() => null),
    staleTime: Infinity,
    retry: false,
  });
  const image = popup ? imageSrc(pickText(popup.imageUrlMap, locale), 'thumbnailLarge') : null;
  const browsing = useBrowsing();
  const waiting = image !== null;
  // The popup's code loads while the first scroll settles, so it is ready when the popup is due.
  useEffect(() => {
    if (waiting && browsing !== 'not yet') void loadDialog();
  }, [waiting, browsing]);
  if (!popup || !image || browsing !== 'started') return null;
  return (
    <Suspense fallback={null}>
      <HomePopupDialog popup={popup} image={image} onSeen={markSeen} />
    </Suspense>
  );
}
