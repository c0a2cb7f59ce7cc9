import type { FoodOrder } from '@lahap/contract/ordering/food-order-schemas';
import {
  FOOD_ORDER_STAFF_STEPS,
  canMoveFoodOrder,
  type FoodOrderStaffStep,
  type FoodOrderStatus,
} from '@lahap/contract/ordering/states';

/** The tab's groups, in the order the kitchen works them: paid (new), in preparation, ready, on its way. */
export const FOOD_QUEUE_STATUSES = [
  'PAID',
  'ACCEPTED',
  'READY',
  'DELIVERING',
] as const satisfies readonly FoodOrderStatus[];
export type FoodQueueStatus = (typeof FOOD_QUEUE_STATUSES)[number];

/** The one step staff can move an order to next (the contract's moves for its channel), or null. */
export function nextFoodOrderStep(
  order: Pick<FoodOrder, 'orderFoodType' | 'status'>,
): FoodOrderStaffStep | null {
  return (
    FOOD_ORDER_STAFF_STEPS.find((step) => canMoveFoodOrder(order.orderFoodType, order.status, step)) ?? null
  );
}

const isQueued = (status: FoodOrderStatus): status is FoodQueueStatus =>
  (FOOD_QUEUE_STATUSES as readonly FoodOrderStatus[]).includes(status);

/**
 * The orders by status, each group by pickup time then by when it was paid (the soonest
 * first: the counter works from the top); unpaid, completed and cancelled ones are in none.
 */
export function groupFoodOrders(orders: readonly FoodOrder[]): Record<FoodQueueStatus, FoodOrder[]> {
  const groups: Record<FoodQueueStatus, FoodOrder[]> = { PAID: [], ACCEPTED: [], READY: [], DELIVERING: [] };
  const due = (order: FoodOrder) => Date.parse(order.pickupTime ?? order.paidTime ?? order.createTime);
  for (const order of [...orders].sort((a, b) => due(a) - due(b))) {
    if (isQueued(order.status)) groups[order.status].push(order);
  }
  return groups;
}
