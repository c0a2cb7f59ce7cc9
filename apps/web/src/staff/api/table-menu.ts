import { ORDER_FOOD_TYPE } from '@lahap/contract/enums';
import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import { useQuery } from '@tanstack/react-query';
import { kitchenKeys } from '../model/kitchen-refresh';
import { callStaff } from './staff-client';

/**
 * `POST ordering/menu` with a table's QR code: the menu its guests see, for adding a dish to the
 * table. The call needs no login, so it goes without the staff token.
 */
export function fetchTableMenu(qrCodeId: string, signal?: AbortSignal) {
  return callStaff(ORDERING_ROUTES.menu, { qrCodeId, orderFoodType: ORDER_FOOD_TYPE.dineIn }, { signal });
}

/** The menu of a table's QR code, asked for once the dish picker opens. */
export function useTableMenu(qrCodeId: string, enabled: boolean) {
  return useQuery({
    queryKey: kitchenKeys.menu(qrCodeId),
    queryFn: ({ signal }) => fetchTableMenu(qrCodeId, signal),
    enabled,
  });
}
