import type { RedPacketActivity } from '@lahap/contract/coupons/schemas';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { readJson, writeJson } from '@/shared/storage/storage';

/**
 * How long a popup that came up by itself ignores taps: a finger already on its way to a card
 * when the popup appears lands on the popup instead, and must not follow or close it.
 */
export const POPUP_TAP_GUARD_MS = 400;

/** What the home brings up by itself on one visit: at most one thing, never two stacked. */
export type HomePopupTurn = 'pending' | 'redPacket' | 'campaign' | 'none';

function shownPackets(): string[] {
  const value = readJson('session', SESSION_KEYS.redPacketsShown);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Remembers for this browser session that a packet came up by itself. */
export function markPacketShown(activityId: string): void {
  const shown = shownPackets();
  if (!shown.includes(activityId)) writeJson('session', SESSION_KEYS.redPacketsShown, [...shown, activityId]);
}

/**
 * Whether the packet comes up by itself on this visit: a BIG_IMAGE packet not yet opened, once
 * per browser session. SMALL_IMAGE waits behind its button; CLOSED shows nothing.
 */
export function packetComesUp(activity: RedPacketActivity | null): activity is RedPacketActivity {
  return (
    activity !== null &&
    activity.display === 'BIG_IMAGE' &&
    !activity.opened &&
    !shownPackets().includes(activity.activityId)
  );
}

/** Whether the home offers the packet's floating button: any packet that is not CLOSED. */
export function packetHasButton(activity: RedPacketActivity | null): activity is RedPacketActivity {
  return activity !== null && activity.display !== 'CLOSED';
}

export interface TurnFacts {
  /** The home has painted once since this visit began. */
  painted: boolean;
  /** A touch, scroll, wheel or key press happened on this visit. */
  interacted: boolean;
  /** The packet answer is in (an answer or a failure). */
  packetSettled: boolean;
  packet: RedPacketActivity | null;
  /** The campaign answer is in, or not asked (a logged-in customer). */
  campaignSettled: boolean;
  /** An unseen campaign popup for a visitor who is not logged in, with its image. */
  campaignReady: boolean;
}

/**
 * Decides the visit's turn once, after the first paint and before any interaction: the packet
 * goes first; the campaign popup only when no packet comes up, so it waits for the next visit.
 * A visitor who has already touched, scrolled or typed gets neither on this visit.
 */
export function decideTurn(facts: TurnFacts): HomePopupTurn {
  if (!facts.painted || !facts.packetSettled) return 'pending';
  if (facts.interacted) return 'none';
  if (packetComesUp(facts.packet)) return 'redPacket';
  if (!facts.campaignSettled) return 'pending';
  return facts.campaignReady ? 'campaign' : 'none';
}
