import { POST_SUCCESS_DELAY_MS } from '@lahap/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { track } from '@/shared/analytics/track';
import { paths } from '@/shared/config/paths';

/**
 * The pay component's callbacks (spec §2 "Cashier"): where the customer goes when a payment
 * succeeds, when they leave the cashier, when the payment fails, and the two answers of the pay
 * code's "finished paying?" question.
 */
export interface PayCallbacks {
  /** Paid: the purchase success page after POST_SUCCESS_DELAY_MS, replacing the pay page. */
  onSuccess: () => void;
  /** The cashier's back arrow: the order detail, where the order can still be paid. */
  onBack: () => void;
  /** The order closed unpaid: the order detail, which says so. */
  onFailure: () => void;
  /** "Pay later": the order detail. */
  onConfirmBack: () => void;
  /** "I've paid": stay on the pay code and ask for the payment's state now. */
  onConfirmGo: () => void;
}

/**
 * Orders are cached under this key by the orders feature (as coupons are under 'coupons'); a
 * payment's end changes them, so they are dropped rather than shown stale for a moment.
 */
const ORDERS_KEY = ['orders'] as const;

/**
 * The five callbacks, shared by the cashier and the pay code. Every way out replaces the pay
 * page, so Back from where payment lands never returns to a charge that has ended. Success and
 * failure act once: a late status answer cannot send the customer somewhere else.
 */
export function usePayCallbacks(orderId: string, recheck?: () => void): PayCallbacks {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recheckRef = useRef(recheck);
  const settled = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    recheckRef.current = recheck;
  }, [recheck]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const toOrderDetail = () => {
      queryClient.removeQueries({ queryKey: ORDERS_KEY });
      void navigate(paths.groupCouponOrderDetail.getHref({ orderId }), { replace: true });
    };
    return {
      onSuccess: () => {
        if (settled.current) return;
        settled.current = true;
        track('payment_result', { order_id: orderId, status: 'success' });
        queryClient.removeQueries({ queryKey: ORDERS_KEY });
        timer.current = setTimeout(
          () => void navigate(paths.purchaseSuccess.getHref({ orderId }), { replace: true }),
          POST_SUCCESS_DELAY_MS,
        );
      },
      onBack: toOrderDetail,
      onFailure: () => {
        if (settled.current) return;
        settled.current = true;
        track('payment_result', { order_id: orderId, status: 'closed' });
        toOrderDetail();
      },
      onConfirmBack: toOrderDetail,
      onConfirmGo: () => recheckRef.current?.(),
    };
  }, [navigate, queryClient, orderId]);
}
