import { REDEMPTION_ROUTES } from '@lahap/contract/redemption/routes';
import type { OfflineRedemption } from '@lahap/contract/redemption/counter-schemas';
import { callStaff } from './staff-client';

/** `POST merchant/redeem/sync`: up to REDEEM_SYNC_MAX redemptions confirmed offline. */
export function syncRedemptions(redemptions: OfflineRedemption[]) {
  return callStaff(REDEMPTION_ROUTES.redeemSync, { redemptions });
}
