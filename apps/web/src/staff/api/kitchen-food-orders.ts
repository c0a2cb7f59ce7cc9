import { ORDERING_ROUTES } from '@lahap/contract/ordering/routes';
import type { FoodOrderStaffStep } from '@lahap/contract/ordering/states';
import { useQuery } from '@tanstack/react-query';
import { KITCHEN_POLL_MS, KITCHEN_STALE_MS, kitchenKeys } from '../model/kitchen-refresh';
import { callStaff } from './staff-client';

/** `POST merchant/ordering/orders`: the store's paid pickup and delivery orders still to hand over. */
export function useKitchenFoodOrders(storeId: string) {
  return useQuery({
    queryKey: kitchenKeys.foodOrders(storeId),
    queryFn: ({ signal }) => callStaff(ORDERING_ROUTES.staffFoodOrders, { activeOnly: true }, { signal }),
    staleTime: KITCHEN_STALE_MS,
    refetchInterval: KITCHEN_POLL_MS,
  });
}

/**
 * `POST merchant/ordering/order/status`: moves an order one step on (ACCEPTED, READY,
 * DELIVERING for a delivery, COMPLETED); any other step is refused with 1007016.
 */
export function moveFoodOrder(orderId: string, status: FoodOrderStaffStep) {
  return callStaff(ORDERING_ROUTES.staffFoodOrderStatus, { orderId, status });
}
