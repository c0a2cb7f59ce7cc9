import { DISCOVERY_ROUTES } from '@lahap/contract/discovery/routes';
import type { RedPacketActivity } from '@lahap/contract/coupons/schemas';
import type { ResourcePos } from '@lahap/contract/discovery/schemas';
import { pickText } from '@lahap/contract/locale';
import { imageSrc } from '@lahap/contract/media/image-src';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { useRedPacketActivity } from '@/shared/coupons/coupon-api';
import { useAppLocale } from '@/shared/i18n/use-app-locale';
import { selectIsLoggedIn, useSessionStore } from '@/shared/session/session-store';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { readJson, writeJson } from '@/shared/storage/storage';
import { lazyWhenOnline } from '@/shared/ui/lazy-when-online';
import { useAfterPaint } from '@/shared/ui/use-after-paint';
import { decideTurn, markPacketShown, packetHasButton, type HomePopupTurn } from '../model/home-popups';
import { RedPacketButton } from './red-packet-button';

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

// CenterPopup brings antd-mobile's spring and mask libraries: they load once something is due.
const loadCampaignDialog = () => import('./home-popup-dialog');
const HomePopupDialog = lazyWhenOnline(loadCampaignDialog);
const loadPacketDialog = () => import('./red-packet-dialog');
const RedPacketDialog = lazyWhenOnline(loadPacketDialog);

export interface HomePopupsProps {
  /** The person has touched, scrolled or typed on this visit. */
  interacted: boolean;
}

/**
 * What the home brings up by itself (a visit is one mount of the home): the red packet
 * (`red_packet_activity`, spec §3 "Red packet display") and the campaign popup
 * (`resource_pos/page/pop`). Each visit gets at most one of them, decided once after the first
 * paint and only while the person has not started using the page: the packet first (BIG_IMAGE,
 * not opened, once a session); the campaign popup, which addresses new customers, only for a
 * visitor who is not logged in and only when no packet came up, so it waits for the next visit.
 * A packet that is not CLOSED also keeps a floating button that opens it.
 */
export default function HomePopups({ interacted }: HomePopupsProps) {
  const locale = useAppLocale();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const packetQuery = useRedPacketActivity();
  const campaignQuery = useQuery({
    queryKey: ['discovery', 'home', 'popup'],
    queryFn: ({ signal }) => fetchUnseenPopup(signal).catch(() => null),
    staleTime: Infinity,
    retry: false,
    enabled: !loggedIn,
  });
  const painted = useAfterPaint();

  const packet = packetQuery.data?.activity ?? null;
  const campaign = campaignQuery.data ?? null;
  const campaignImage = campaign ? imageSrc(pickText(campaign.imageUrlMap, locale), 'thumbnailLarge') : null;

  const [turn, setTurn] = useState<HomePopupTurn>('pending');
  // The packet the dialog shows, kept while it closes even if the answer changes meanwhile.
  const [dialogPacket, setDialogPacket] = useState<RedPacketActivity | null>(null);
  const [packetOpen, setPacketOpen] = useState(false);
  const [autoOpened, setAutoOpened] = useState(false);

  if (turn === 'pending') {
    const next = decideTurn({
      painted,
      interacted,
      packetSettled: !packetQuery.isPending,
      packet,
      campaignSettled: loggedIn || !campaignQuery.isPending,
      campaignReady: !loggedIn && campaignImage !== null,
    });
    if (next !== 'pending') {
      setTurn(next);
      if (next === 'redPacket') {
        setDialogPacket(packet);
        setPacketOpen(true);
        setAutoOpened(true);
      }
    }
  }

  const autoPacketId = autoOpened ? (dialogPacket?.activityId ?? null) : null;
  useEffect(() => {
    if (autoPacketId) markPacketShown(autoPacketId);
  }, [autoPacketId]);

  const openPacket = () => {
    setDialogPacket(packet);
    setAutoOpened(false);
    setPacketOpen(true);
  };

  return (
    <>
      <span hidden data-testid="home-popups" data-turn={turn} />
      {packetHasButton(packet) && !packetOpen && <RedPacketButton activity={packet} onOpen={openPacket} />}
      {dialogPacket && (
        <Suspense fallback={null}>
          <RedPacketDialog
            key={dialogPacket.activityId}
            activity={dialogPacket}
            visible={packetOpen}
            guardTaps={autoOpened}
            onClose={() => setPacketOpen(false)}
          />
        </Suspense>
      )}
      {turn === 'campaign' && !loggedIn && campaign && campaignImage && (
        <Suspense fallback={null}>
          <HomePopupDialog popup={campaign} image={campaignImage} onSeen={markSeen} />
        </Suspense>
      )}
    </>
  );
}
