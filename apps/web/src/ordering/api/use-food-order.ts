import { useQuery } from '@tanstack/react-query';
import { FOOD_ORDER_POLL_MS, isFinalFoodOrder } from '../model/food-order-view';
import { orderingKeys } from '../model/query-keys';
import { fetchFoodOrder } from './food-order';

/** An order's status, asked every FOOD_ORDER_POLL_MS until it is completed or cancelled. */
export function useFoodOrder(orderId: string) {
  return useQuery({
    queryKey: orderingKeys.foodOrder(orderId),
    queryFn: ({ signal }) => fetchFoodOrder(orderId, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalFoodOrder(status) ? false : FOOD_ORDER_POLL_MS;
    },
  });
}
