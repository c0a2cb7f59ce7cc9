import type { LocalizedText } from '@lahap/contract/locale';
import type { RedeemTarget } from '@lahap/contract/redemption/counter-schemas';
import { parseRedeemCode } from '@lahap/contract/redemption/code';
import { useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { randomId } from '@/shared/device/random-id';
import { confirmRedemption } from '../api/redeem-confirm';
import { inspectCode } from '../api/redeem-inspect';
import { isNoAnswer } from '../api/staff-client';
import { browserOnline } from './connection';
import {
  checkCodeOffline,
  isTypedCode,
  normalizeCode,
  type OfflineCheck,
  type OfflineRefusal,
} from './offline-check';
import { enqueueRedemption, readQueue } from './offline-queue';
import { kitForStore, serverNow } from './staff-kit';
import type { StaffSession } from './staff-session';

type OfflineValid = Extract<OfflineCheck, { ok: true }>;

/** Why the code was checked offline: no network at all, or the server did not answer. */
export type OfflineWhy = 'offline' | 'noAnswer';

/** Why a code cannot be redeemed. */
export type Refusal =
  /** The server refused it; its message is in the request's language. */
  | { source: 'server'; code: string; message: string }
  /** The offline check refused it. */
  | { source: 'offline'; reason: OfflineRefusal }
  /** The device would not store the offline confirmation. */
  | { source: 'storage' }
  /** Something unexpected (not an answer of the API). */
  | { source: 'unexpected' };

/** A redemption made, online or queued offline. */
export interface Redeemed {
  offline: boolean;
  kind: 'VOUCHER' | 'COUPON';
  name: LocalizedText;
  /** What it was worth (paid for a voucher, the discount of a coupon); unknown offline. */
  amount: number | null;
  /** When, as an ISO time. */
  at: string;
}

export type RedeemFlow =
  | { step: 'checking' }
  /**
   * The server's view of the code; `target.redeemable` says whether it can be confirmed.
   * `unanswered`: a typed code's confirm got no answer; confirming again asks once more.
   */
  | { step: 'online'; target: RedeemTarget; unanswered?: boolean }
  /** Valid by the kit, offline: confirming queues it. */
  | { step: 'offline'; check: OfflineValid; why: OfflineWhy }
  | { step: 'refused'; refusal: Refusal }
  | { step: 'done'; redeemed: Redeemed };

function offlineFlow(code: string, storeId: string, why: OfflineWhy): RedeemFlow {
  const stored = kitForStore(storeId);
  const queued = readQueue().filter((entry) => entry.storeId === storeId);
  const check = checkCodeOffline(code, stored?.kit ?? null, serverNow(stored), queued);
  return check.ok
    ? { step: 'offline', check, why }
    : { step: 'refused', refusal: { source: 'offline', reason: check.reason } };
}

function refusalOf(error: unknown): Refusal {
  if (isApiRequestError(error) && (error.kind === 'server' || error.kind === 'http')) {
    return { source: 'server', code: error.code, message: error.message };
  }
  return { source: 'unexpected' };
}

const KIND_OF = { V: 'VOUCHER', C: 'COUPON' } as const;

/**
 * A scanned or typed code from check to redemption. Online, the server says what it is
 * (redeemInspect) and redeems it (redeemConfirm). Without a network, or when the server does not
 * answer, the kit checks a scanned code and a confirmation is queued for sync; a typed code is
 * refused, since only the server can check it (a confirm of one that got no answer is asked
 * again, under the same clientId). `confirm` does nothing while one is under way, so a double
 * tap redeems once.
 */
export function useRedeemFlow(rawCode: string, session: StaffSession) {
  const storeId = session.staff.storeId;
  const code = normalizeCode(rawCode);
  const [flow, setFlow] = useState<RedeemFlow>({ step: 'checking' });
  const [confirming, setConfirming] = useState(false);
  const busy = useRef(false);
  // One id for this code's confirmation, online or queued: a confirm whose answer was lost and
  // that is then queued offline syncs as the same redemption, not a double spend.
  const clientId = useRef(randomId());

  useEffect(() => {
    const controller = new AbortController();
    const inspect = async () => {
      if (!browserOnline()) {
        setFlow(offlineFlow(code, storeId, 'offline'));
        return;
      }
      // A text that is no code never leaves.
      if (parseRedeemCode(code) === null) {
        setFlow({ step: 'refused', refusal: { source: 'offline', reason: 'invalid' } });
        return;
      }
      try {
        const target = await inspectCode(code, controller.signal);
        if (!controller.signal.aborted) setFlow({ step: 'online', target });
      } catch (error) {
        if (controller.signal.aborted) return;
        setFlow(
          isNoAnswer(error)
            ? offlineFlow(code, storeId, 'noAnswer')
            : { step: 'refused', refusal: refusalOf(error) },
        );
      }
    };
    void inspect();
    return () => controller.abort();
  }, [code, storeId]);

  const confirmOnline = async (target: RedeemTarget) => {
    try {
      const redemption = await confirmRedemption(code, storeId, clientId.current);
      setFlow({
        step: 'done',
        redeemed: {
          offline: false,
          kind: redemption.kind,
          name: redemption.name,
          amount: redemption.amount,
          at: redemption.redeemedTime,
        },
      });
    } catch (error) {
      // No answer: it may or may not have arrived. The kit decides a scanned code now; queued
      // under the same clientId, a redemption that did arrive comes back from the sync as a
      // duplicate: never twice. A typed code only the server can check: it stays on screen, and
      // confirming again asks the server under the same clientId.
      if (!isNoAnswer(error)) setFlow({ step: 'refused', refusal: refusalOf(error) });
      else if (isTypedCode(code)) setFlow({ step: 'online', target, unanswered: true });
      else setFlow(offlineFlow(code, storeId, 'noAnswer'));
    }
  };

  const confirmOffline = () => {
    // Checked again now: a code that turned while staff looked would be refused at sync.
    const next = offlineFlow(code, storeId, 'offline');
    if (next.step !== 'offline') {
      setFlow(next);
      return;
    }
    const { check } = next;
    const stored = kitForStore(storeId);
    const confirmedAt = new Date(serverNow(stored)).toISOString();
    const kept = enqueueRedemption({
      clientId: clientId.current,
      code: check.code,
      storeId,
      confirmedAt,
      kind: check.kind,
      id: check.id,
      itemId: check.itemId,
      itemName: check.itemName,
      staffName: session.staff.name,
    });
    setFlow(
      kept
        ? {
            step: 'done',
            redeemed: {
              offline: true,
              kind: KIND_OF[check.kind],
              name: check.itemName,
              amount: null,
              at: confirmedAt,
            },
          }
        : { step: 'refused', refusal: { source: 'storage' } },
    );
  };

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setConfirming(true);
    try {
      if (flow.step === 'online' && flow.target.redeemable) await confirmOnline(flow.target);
      else if (flow.step === 'offline') confirmOffline();
    } finally {
      busy.current = false;
      setConfirming(false);
    }
  };

  return { flow, confirming, confirm, code };
}
