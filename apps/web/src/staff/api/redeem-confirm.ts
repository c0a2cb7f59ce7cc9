import { REDEMPTION_ROUTES } from '@lahap/contract/redemption/routes';
import { callStaff } from './staff-client';

/**
 * `POST merchant/redeem/confirm`: redeems a voucher or store coupon at the staff's store, once.
 * `clientId` names this confirmation: queued offline under the same id after a lost answer, it
 * syncs as the same redemption.
 */
export function confirmRedemption(code: string, storeId: string, clientId: string) {
  return callStaff(REDEMPTION_ROUTES.redeemConfirm, { code, storeId, clientId });
}
