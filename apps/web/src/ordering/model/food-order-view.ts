import type { FoodOrderStatus } from '@lahap/contract/ordering/states';

/** The statuses after which an order no longer changes: its page stops asking. */
export const FINAL_FOOD_ORDER_STATUSES: readonly FoodOrderStatus[] = ['COMPLETED', 'CANCELLED'];

/** How often an order's page asks for its status while it can still change. */
export const FOOD_ORDER_POLL_MS = 3_000;

export const isFinalFoodOrder = (status: FoodOrderStatus) => FINAL_FOOD_ORDER_STATUSES.includes(status);

/** The steps an order goes through, as its page lists them: delivery has its way to the door. */
export function foodOrderSteps(orderFoodType: 1 | 2): FoodOrderStatus[] {
  return orderFoodType === 1
    ? ['UNPAID', 'PAID', 'ACCEPTED', 'READY', 'DELIVERING', 'COMPLETED']
    : ['UNPAID', 'PAID', 'ACCEPTED', 'READY', 'COMPLETED'];
}

export type StepState = 'done' | 'current' | 'todo';

/** Each step's state for an order's status: those before it done, it current, the rest to come. */
export function stepStates(
  orderFoodType: 1 | 2,
  status: FoodOrderStatus,
): { step: FoodOrderStatus; state: StepState }[] {
  const steps = foodOrderSteps(orderFoodType);
  const at = steps.indexOf(status);
  return steps.map((step, index) => ({
    step,
    state: index < at || status === 'COMPLETED' ? 'done' : index === at ? 'current' : 'todo',
  }));
}

/** The status note's key in the catalogue: READY reads differently at the counter and for the courier. */
export function statusNoteKey(orderFoodType: 1 | 2, status: FoodOrderStatus) {
  if (status === 'READY')
    return orderFoodType === 1 ? 'order.statusNote.READY_delivery' : 'order.statusNote.READY_pickup';
  return `order.statusNote.${status}` as const;
}
