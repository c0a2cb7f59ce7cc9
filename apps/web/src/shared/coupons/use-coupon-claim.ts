import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { isApiRequestError } from '../api-client/api-error';
import { showToast } from '../ui/toast';
import { claimCoupon, markBatchHeld } from './coupon-api';
import { useClaim } from './use-claim';

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
 * card", §5 "Claim and favourite", §8 "Claim"), made as every claim is (useClaim). A claim that
 * went through marks the batch held with its new coupon; 9000002 marks the batch not collected.
 * Every outcome is told in a 3 s toast: the server's message, else "claimed" or "failed to
 * claim". Taps while a claim runs, and for a second after it started, make no second call.
 */
export function useCouponClaim(target: CouponClaimTarget, effects: CouponClaimEffects = {}) {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const [claimed, setClaimed] = useState(false);
  const { batchId, templateId, activityId } = target;
  const { claim, pending } = useClaim({
    analytics: { coupon_id: batchId, source: 'coupon_card' },
    call: () =>
      claimCoupon({
        couponBatchId: batchId,
        couponTemplateIds: [templateId],
        ...(activityId ? { activityId } : {}),
      }),
    tapGuardMs: CLAIM_TAP_GUARD_MS,
    onClaimed: ([couponId]) => {
      if (couponId) markBatchHeld(queryClient, batchId, couponId);
      setClaimed(true);
      effects.onClaimed?.(couponId);
    },
    onFailed: (error) => {
      const server = isApiRequestError(error) && error.kind === 'server' ? error : null;
      if (server?.handlingClass === 'claimNotCollected') {
        markNotCollected(batchId);
        effects.onNotCollected?.();
      }
      showToast(server?.message || t('claim.failed'), COUPON_TOAST_MS);
    },
  });

  return { claim, pending, claimed };
}
