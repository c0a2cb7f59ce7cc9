/**
 * The separate ordering host (spec §2 "Store home"): table-QR delivery, pickup and dine-in
 * orders continue on its menu-QR page. Set `VITE_ORDERING_HOST` when building for another
 * environment; the default is the production host.
 */
const DEFAULT_ORDERING_HOST = 'https://order.lahap.id';
const MENU_QR_PATH = '/menuQr';

export function orderingHost(): string {
  const configured: unknown = import.meta.env.VITE_ORDERING_HOST;
  return typeof configured === 'string' && /^https?:\/\//i.test(configured)
    ? configured.replace(/\/+$/, '')
    : DEFAULT_ORDERING_HOST;
}

/** The ordering host's menu-QR page for one table QR code and service type (orderFoodType 1–3). */
export function menuQrUrl(qrCodeId: string, orderFoodType: number): string {
  const query = new URLSearchParams({ qrCodeId, orderFoodType: String(orderFoodType) });
  return `${orderingHost()}${MENU_QR_PATH}?${query.toString()}`;
}
