import type { AnalyticsProps } from '@lahap/contract/analytics/catalogue';
import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../analytics/track';
import { requireLogin } from '../auth/login-gate';
import { showToast } from '../ui/toast';
import { COUPONS_KEY } from './coupon-api';

/** What differs between the app's claims: the call, what follows it, and how a refusal shows. */
export interface ClaimOptions<T> {
  /** The claim itself: a coupon batch, a single-use claim link, a red packet. */
  call: () => Promise<T>;
  /** What the tap is recorded as (`claim_click`): the coupon, batch or activity, and where. */
  analytics?: AnalyticsProps<'claim_click'>;
  /** Why the login sheet comes up for a guest (the login gate's scene); `claim` unless said. */
  scene?: string;
  /** Taps for this long after a claim started make no second call, however fast it answered. */
  tapGuardMs?: number;
  /** Whether "claimed" is toasted (for COUPON_TOAST_MS) once it went through; true unless said. */
  toastOnClaimed?: boolean;
  /** Logged in, the call about to go out. */
  onStart?: () => void;
  /** It went through; runs before the toast and the refresh. */
  onClaimed?: (result: T) => void;
  /** It was refused or failed: the caller tells it (a toast, a line, a state). */
  onFailed?: (error: unknown) => void;
}

/**
 * A claim as every claim button makes it (spec §7, §8 "Claim"): a guest logs in first and the
 * claim goes on after login (dismissing the sheet claims nothing); a claim that went through is
 * toasted and makes every coupon answer stale (the wallet, the held coupons, the red packet).
 * Taps while a claim runs make no second call. `pending` is true from the call going out until
 * it is answered.
 */
export function useClaim<T>(options: ClaimOptions<T>) {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const guard = useRef({ busy: false, until: 0 });
  const live = useRef(true);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const claim = useCallback(async () => {
    const { call, scene = 'claim', tapGuardMs = 0 } = latest.current;
    const now = Date.now();
    if (guard.current.busy || now < guard.current.until) return;
    guard.current = { busy: true, until: now + tapGuardMs };
    track('claim_click', latest.current.analytics ?? {});
    try {
      if (!(await requireLogin(scene))) return;
      latest.current.onStart?.();
      if (live.current) setPending(true);
      const result = await call();
      latest.current.onClaimed?.(result);
      if (latest.current.toastOnClaimed !== false) showToast(t('claim.success'), COUPON_TOAST_MS);
      void queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    } catch (error) {
      latest.current.onFailed?.(error);
    } finally {
      guard.current.busy = false;
      if (live.current) setPending(false);
    }
  }, [queryClient, t]);

  return { claim, pending };
}
