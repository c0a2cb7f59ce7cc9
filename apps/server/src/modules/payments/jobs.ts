import type { Job } from '../../jobs/job.js';

/**
 * Unpaid orders past their ORDER_PAY_MINUTES: their open charges are asked about once more (a
 * payment made at the last second completes its order), then the rest are cancelled, releasing
 * stock, limits, coupon and red envelope; charges that paid a closed order are refunded. The job
 * is payments' because it asks the provider first: orders never calls payments.
 */
export const unpaidOrderJob: Job = {
  name: 'unpaid-order-cancel',
  everyMs: 30_000,
  run: async (app) => {
    await app.payments.reconcileOverdue();
    return app.orders.cancelOverdue();
  },
};

/**
 * Refunds the provider has not confirmed yet are asked (again): an expiry's at once, a customer's
 * whose own call failed or died after a minute.
 */
export const refundRetryJob: Job = {
  name: 'refund-retry',
  everyMs: 60_000,
  run: (app) => app.payments.retryPendingRefunds(),
};
