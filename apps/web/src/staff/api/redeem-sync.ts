import { MERCHANT_ROUTES } from '@lahap/contract/merchant/routes';
import type { OfflineRedemption } from '@lahap/contract/merchant/schemas';
import { callStaff } from './staff-client';

/** `POST merchant/redeem/sync`: up to REDEEM_SYNC_MAX redemptions confirmed offline. */
export function syncRedemptions(redemptions: OfflineRedemption[]) {
  return callStaff(MERCHANT_ROUTES.redeemSync, { redemptions });
}
