import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { isApiRequestError } from '../api-client/api-error';
import { requireLogin } from '../auth/login-gate';
import { showToast } from '../ui/toast';
import { claimCoupon, COUPONS_KEY, markBatchHeld } from './coupon-api';

/**
 * How long taps after a Claim are ignored, however fast the claim answers: a double tap on a
 * slow phone lands twice, and the second would claim a second coupon where the limit allows.
 */
export const CLAIM_TAP_GUARD_MS = 1_000;

/**
 * Batches a claim was refused for with 9000002 in this visit. No list says it (the store's
 * coupons always answer false, the home's cards not at all), so a card asked for again stays
 * greyed instead of offering a Claim that would be refused again.
 */
const useNotCollectedStore = create<{ batchIds: ReadonlySet<string> }>()(() => ({ batchIds: new Set() }));

function markNotCollected(batchId: string): void {
  useNotCollectedStore.setState((state) => ({ batchIds: new Set(state.batchIds).add(batchId) }));
}

/** Whether a claim of this batch was refused as not collectable (9000002) in this visit. */
export function useIsNotCollected(batchId: string): boolean {
  return useNotCollectedStore((state) => state.batchIds.has(batchId));
}

/** Forgets the refusals, between tests. */
export function resetNotCollectedForTest(): void {
  useNotCollectedStore.setState({ batchIds: new Set() });
}

export interface CouponClaimTarget {
  batchId: string;
  templateId: string;
  /** The claim's activity, when the batch belongs to one. */
  activityId?: string | null;
}

export interface CouponClaimEffects {
  /** The claim went through; the coupon's id, or undefined when the answer named none. */
  onClaimed?: (couponId: string | undefined) => void;
  /** The server refused the batch as not collectable (9000002). */
  onNotCollected?: () => void;
}

/**
 * The Claim of a coupon card, on the store page and the home's store cards (spec §4 "Coupon
 * card", §5 "Claim and favourite", §8 "Claim"): a guest logs in first and the claim goes on after
 * login. A claim that went through marks the batch held with its new coupon, and every coupon
 * answer stale; 9000002 marks the batch not collected. Every outcome is told in a 3 s toast: the
 * server's message, else "claimed" or "failed to claim". Taps while a claim runs, and for a
 * second after it started, make no second call.
 */
export function useCouponClaim(target: CouponClaimTarget, effects: CouponClaimEffects = {}) {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const guard = useRef({ busy: false, until: 0 });
  const live = useRef(true);
  const latestEffects = useRef(effects);
  useEffect(() => {
    latestEffects.current = effects;
  });
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const { batchId, templateId, activityId } = target;
  const claim = useCallback(async () => {
    const now = Date.now();
    if (guard.current.busy || now < guard.current.until) return;
    guard.current = { busy: true, until: now + CLAIM_TAP_GUARD_MS };
    try {
      if (!(await requireLogin('claim'))) return;
      if (live.current) setPending(true);
      const [couponId] = await claimCoupon({
        couponBatchId: batchId,
        couponTemplateIds: [templateId],
        ...(activityId ? { activityId } : {}),
      });
      if (couponId) markBatchHeld(queryClient, batchId, couponId);
      if (live.current) setClaimed(true);
      latestEffects.current.onClaimed?.(couponId);
      showToast(t('claim.success'), COUPON_TOAST_MS);
      void queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    } catch (error) {
      const server = isApiRequestError(error) && error.kind === 'server' ? error : null;
      if (server?.handlingClass === 'claimNotCollected') {
        markNotCollected(batchId);
        latestEffects.current.onNotCollected?.();
      }
      showToast(server?.message || t('claim.failed'), COUPON_TOAST_MS);
    } finally {
      guard.current.busy = false;
      if (live.current) setPending(false);
    }
  }, [batchId, templateId, activityId, queryClient, t]);

  return { claim, pending, claimed };
}
