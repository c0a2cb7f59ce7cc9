import type { MenuData } from '@lahap/contract/ordering/schemas';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import type { MenuLink } from '../model/menu-link';

/** A QR code's store, table (or tables to choose from) and menu. */
export function fetchMenu(link: MenuLink, signal?: AbortSignal): Promise<MenuData> {
  return callEndpoint(
    ORDERING_ROUTES.menu,
    { qrCodeId: link.qrCodeId, orderFoodType: link.orderFoodType },
    { silent: true, signal },
  );
}
