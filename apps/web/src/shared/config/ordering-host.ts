import { DEFAULT_ORDERING_HOST } from '@lahap/contract/constants';
import { getClientConfig } from './client-config';

/**
 * The separate ordering host (spec §2 "Store home"): table-QR delivery, pickup and dine-in
 * orders continue on its menu-QR page. The server names it in index.html (`ORDERING_HOST`).
 */
const MENU_QR_PATH = '/menuQr';

export function orderingHost(): string {
  return (getClientConfig().orderingHost ?? DEFAULT_ORDERING_HOST).replace(/\/+$/, '');
}

/** The ordering host's menu-QR page for one table QR code and service type (orderFoodType 1–3). */
export function menuQrUrl(qrCodeId: string, orderFoodType: number): string {
  const query = new URLSearchParams({ qrCodeId, orderFoodType: String(orderFoodType) });
  return `${orderingHost()}${MENU_QR_PATH}?${query.toString()}`;
}
