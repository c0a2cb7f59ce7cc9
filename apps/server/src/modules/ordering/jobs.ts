import type { Job } from '../../jobs/job.js';

/**
 * Shares reserved for a QRIS or e-wallet charge whose time ran out are given up, so a table is
 * never stuck behind a phone that walked away; money that comes for one all the same goes back.
 */
export const shareReleaseJob: Job = {
  name: 'table-share-release',
  everyMs: 60_000,
  run: (app) => app.ordering.bills.releaseOverdue(),
};

/**
 * Pickup and delivery orders still unpaid past FOOD_ORDER_PAY_MINUTES are cancelled, each once its
 * open charge was asked about (money paid at the last second pays it); money after that goes back.
 */
export const foodOrderExpiryJob: Job = {
  name: 'food-order-expiry',
  everyMs: 30_000,
  run: (app) => app.ordering.foodOrders.expireOverdue(),
};
