import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { menuQrPagePath } from '@lahap/contract/ordering/paths';
import { getClientConfig } from '@/shared/config/client-config';

/**
 * Where a printed table QR leads: the ordering site's menu page for the table, dine-in. The
 * site is on the ordering host when the server names one, else on this origin (a demo or a
 * store's own server serves both).
 */
export function tableQrUrl(qrCodeId: string): string {
  const origin = (getClientConfig().orderingHost ?? window.location.origin).replace(/\/+$/, '');
  return `${origin}${menuQrPagePath(qrCodeId, ORDER_FOOD_TYPE.dineIn)}`;
}
