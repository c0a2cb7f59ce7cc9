import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import type { CouponBatch } from '@lahap/contract/store/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@/shared/api-client/api-error';
import { requireLogin } from '@/shared/auth/login-gate';
import { claimCoupon, COUPONS_KEY } from '@/shared/coupons/coupon-api';
import { showToast } from '@/shared/ui/toast';
import { storeCouponsPrefix, updateCachedBatch } from './merchant-homepage-coupon';

/**
 * How long taps after a Claim are ignored, however fast the claim answers: a double tap on a
 * slow phone lands twice, and the second would claim a second coupon where the limit allows.
 */
export const CLAIM_TAP_GUARD_MS = 1_000;

/**
 * The Claim of a store coupon card (spec §4 "Coupon card", §5 "Claim and favourite", §8 "Claim"):
 * a guest logs in first and the claim goes on after login. A claimed card turns to Use with the
 * new coupon's id in every cached copy of the store's coupons, which are then asked for again,
 * and every coupon list is marked stale. 9000002 marks the card not collected. Every outcome is
 * told in a 3 s toast: the server's message, else "claimed" or "failed to claim".
 */
export function useCouponClaim(storeId: string, batch: CouponBatch, activityId: string | null) {
  const { t } = useTranslation('store');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const guard = useRef({ busy: false, until: 0 });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const { batchId } = batch;
  const { templateId } = batch.coupon;
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
      updateCachedBatch(queryClient, storeId, batchId, (current) => ({
        ...current,
        isReceive: true,
        couponId: couponId ?? current.couponId,
      }));
      showToast(t('coupons.claimed'), COUPON_TOAST_MS);
      void queryClient.invalidateQueries({ queryKey: storeCouponsPrefix(storeId) });
      void queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    } catch (error) {
      const server = isApiRequestError(error) && error.kind === 'server' ? error : null;
      if (server?.handlingClass === 'claimNotCollected') {
        updateCachedBatch(queryClient, storeId, batchId, (current) => ({ ...current, isNotCollected: true }));
      }
      showToast(server?.message || t('coupons.claimFailed'), COUPON_TOAST_MS);
    } finally {
      guard.current.busy = false;
      if (live.current) setPending(false);
    }
  }, [batchId, templateId, activityId, storeId, queryClient, t]);

  return { claim, pending };
}
