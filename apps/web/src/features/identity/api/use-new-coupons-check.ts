import { useEffect } from 'react';
import { queryNewReceived } from '@/shared/coupons/coupon-api';
import { useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';

/**
 * `query_new_received_coupon` each time the account tab shows for a logged-in customer (spec §4
 * "Unread counters"): a received coupon raises the account page's total and its coupon count by
 * 1, which lights "My coupons" and the tab's dot. Silent: a failed ask just lights nothing. The
 * server reports an arrival once, so an answer still counts after the tab is left; only one for
 * a customer who has since logged out is dropped.
 */
export function useNewCouponsCheck(shown: boolean): void {
  const userId = useSessionStore((state) => state.tokenInfo?.userId);
  useEffect(() => {
    if (!shown || userId === undefined) return;
    queryNewReceived().then(
      ({ received }) => {
        if (received && useSessionStore.getState().tokenInfo?.userId === userId) {
          useUnreadStore.getState().receiveCoupon();
        }
      },
      () => undefined,
    );
  }, [shown, userId]);
}
