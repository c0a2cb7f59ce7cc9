import { menuQrUrl } from '@/shared/config/ordering-host';

/**
 * Goes to the ordering host's menu-QR page for a service (spec §2): the same window, since the
 * order continues there and the back button returns to the store.
 */
export function openOrdering(qrCodeId: string, orderFoodType: number): void {
  window.location.assign(menuQrUrl(qrCodeId, orderFoodType));
}
