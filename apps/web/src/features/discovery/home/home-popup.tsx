import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { ResourcePos } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../shared/api-client/client';
import { useAppLocale } from '../../../shared/i18n/use-app-locale';
import { openExternalUrl } from '../../../shared/navigation/external-link';
import { LOCAL_KEYS } from '../../../shared/storage/keys';
import { readJson, writeJson } from '../../../shared/storage/storage';
import { imageSrc } from '@lahap/contract/media/image-src';
import { bannerTarget } from './banner-target';
import styles from './home-popup.module.css';

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
  const answer = await apiPost<unknown>(
    DISCOVERY_PATHS.resourcePagePop,
    { pageCode: 'HOME' },
    { signal, silent: true },
  );
  return isResource(answer) && !seenIds().includes(answer.resourceId) ? answer : null;
}

/** How long after the first scroll stops the popup comes up. */
const AFTER_SCROLL_MS = 600;

/**
 * True once the customer has started browsing: the first scroll, settled, while still on the
 * home. A popup over the page before that would hide the home they came to see.
 */
function useBrowsingStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // A tap on a card scrolls it into view and leaves the home, which stays on screen while the
    // next page loads; the address has already changed by then, and a popup would come up over
    // a page the customer is leaving.
    const home = window.location.pathname;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.location.pathname === home) setStarted(true);
      }, AFTER_SCROLL_MS);
    };
    // Capture: the home scrolls inside the tab shell, not only the window.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, []);
  return started;
}

/**
 * The promotion popup of the home page (`resource_pos/page/pop`): shown once per device and
 * campaign, once the customer starts scrolling, its image leading where the campaign's link for
 * this language points.
 */
export default function HomePopup() {
  const { t } = useTranslation('home');
  const locale = useAppLocale();
  const navigate = useNavigate();
  const browsing = useBrowsingStarted();
  const [closed, setClosed] = useState(false);
  const { data: popup } = useQuery({
    queryKey: ['discovery', 'home', 'popup'],
    queryFn: ({ signal }) => fetchUnseenPopup(signal).catch(() => null),
    staleTime: Infinity,
    retry: false,
  });
  const image = popup ? imageSrc(pickText(popup.imageUrlMap, locale), 'thumbnailLarge') : null;
  if (!popup || !image || !browsing) return null;

  const close = () => {
    markSeen(popup.resourceId);
    setClosed(true);
  };
  const open = () => {
    const target = bannerTarget(popup.jumpUrlMap, locale);
    close();
    if (target.kind === 'inApp') void navigate(target.to);
    else if (target.kind === 'external') void openExternalUrl(target.url);
  };

  return (
    <CenterPopup
      visible={!closed}
      onMaskClick={close}
      bodyClassName={styles.body}
      destroyOnClose
      role="dialog"
      aria-label={pickText(popup.title, locale)}
    >
      <button type="button" className={styles.imageButton} onClick={open} data-testid="home-popup">
        <img className={styles.image} src={image} alt={pickText(popup.title, locale)} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label={t('popup.close')}
        data-testid="home-popup-close"
      >
        <CloseOutline />
      </button>
    </CenterPopup>
  );
}
