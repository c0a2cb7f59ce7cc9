import { LOCATION_CODES } from '@lahap/contract/enums';
import { locateDevice } from '@/shared/location/locate-device';

/** Where the customer stands, or why it could not be read. */
export type RedeemPosition =
  | { ok: true; lat: number; lng: number }
  /** `permission`: location access was refused (spec §5 "Physical vouchers" needs it). */
  | { ok: false; reason: 'permission' | 'unavailable' };

/**
 * A fresh reading of the device's position for redeeming at a point (spec §5 "Physical
 * vouchers"): never the shared position the lists use, which may be the Jakarta default or
 * minutes old; the server checks the distance itself.
 */
export async function readRedeemPosition(): Promise<RedeemPosition> {
  const reading = await locateDevice();
  if (reading.ok) return { ok: true, lat: reading.latitude, lng: reading.longitude };
  return {
    ok: false,
    reason: reading.code === LOCATION_CODES.permissionDenied ? 'permission' : 'unavailable',
  };
}
