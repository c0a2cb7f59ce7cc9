import { createLifecycleService } from './lifecycle-service.js';
import { type OrdersDeps, ownOrderReader } from './orders-deps.js';
import { createOrderViews } from './order-views-service.js';
import { createPurchaseService } from './purchase-service.js';

export type { OrdersDeps } from './orders-deps.js';
export type { VoucherRefunded } from './lifecycle-service.js';

/**
 * The orders module's public service (`app.orders`), in three parts: buying (purchase), the
 * order's life after submit (lifecycle), and what the customer reads after buying (views).
 */
export function createOrdersService(deps: OrdersDeps) {
  const orderOf = ownOrderReader(deps.db);
  return {
    ...createPurchaseService(deps),
    ...createLifecycleService(deps, orderOf),
    ...createOrderViews(deps, orderOf),
    /** The customer's order, for the cashier and the payment calls; 1004009 when it is not theirs. */
    orderOf,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
