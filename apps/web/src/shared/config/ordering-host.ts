import { foodOrderPagePath, menuQrPagePath } from '@lahap/contract/ordering/paths';
import { getClientConfig } from './client-config';

/**
 * Where table-QR delivery, pickup and dine-in orders continue (spec §2 "Store home"): the
 * ordering host the server names in index.html (`ORDERING_HOST`), else this origin, whose server
 * serves the ordering site itself.
 */
export function orderingHost(): string {
  return (getClientConfig().orderingHost ?? window.location.origin).replace(/\/+$/, '');
}

/** The ordering host's menu-QR page for one table QR code and service type (orderFoodType 1–3). */
export function menuQrUrl(qrCodeId: string, orderFoodType: number): string {
  return `${orderingHost()}${menuQrPagePath(qrCodeId, orderFoodType)}`;
}

/** The ordering host's page of one pickup or delivery order: its status, and paying it. */
export function foodOrderUrl(orderId: string): string {
  return `${orderingHost()}${foodOrderPagePath(orderId)}`;
}
