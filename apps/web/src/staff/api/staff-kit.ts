import { REDEMPTION_ROUTES } from '@lahap/contract/redemption/routes';
import { keepKit, type StoredKit } from '../model/staff-kit';
import { callStaff } from './staff-client';

/**
 * `POST merchant/staff/kit`: the merchant's redemption key and the items the store accepts, kept
 * on the device so codes can be checked without a connection.
 */
export async function refreshKit(): Promise<StoredKit> {
  const kit = await callStaff(REDEMPTION_ROUTES.staffKit, {});
  return keepKit(kit);
}
