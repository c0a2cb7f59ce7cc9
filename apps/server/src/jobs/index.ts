import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One periodic job: a guarded statement (or a few) that is safe to run twice at once. */
export interface Job {
  name: string;
  everyMs: number;
  run(app: FastifyInstance): Promise<unknown>;
}

/** Coupon expiry: VALID / NOT_EFFECTIVE coupons whose window closed become EXPIRED (and opened ones VALID). */
export const couponExpiryJob: Job = {
  name: 'coupon-expiry',
  everyMs: 60_000,
  run: (app) => app.coupons.sweep(),
};

/**
 * Unpaid orders past their ORDER_PAY_MINUTES: their open charges are asked about once more (a
 * payment made at the last second completes its order), then the rest are cancelled, releasing
 * stock, limits, coupon and red envelope; charges that paid a closed order are refunded.
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
 * Voucher expiry: live vouchers past their end become EXPIRED (the order follows), and the
 * money of those still ours to give back (ours never used; a partner's code never issued) is
 * owed: payments records the refund on hearing it, and the refund job asks the provider.
 */
export const voucherExpiryJob: Job = {
  name: 'voucher-expiry',
  everyMs: 60_000,
  run: (app) => app.orders.expireDueVouchers(),
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

/** Vouchers still waiting for a partner's code get one once the product's pool is refilled. */
export const partnerCodeJob: Job = {
  name: 'partner-code-delivery',
  everyMs: 60_000,
  run: (app) => app.orders.deliverPendingCodes(),
};

export const JOBS: readonly Job[] = [
  couponExpiryJob,
  unpaidOrderJob,
  voucherExpiryJob,
  refundRetryJob,
  partnerCodeJob,
];

/**
 * Runs the jobs on their intervals in every process (ARCHITECTURE §6): each job's statements
 * are guarded by the state they move from, so processes running one at the same moment move
 * each row once. A run never overlaps the previous run of the same job in this process; a failed
 * run is logged and tried again at the next tick. `enabled: false` (tests) leaves them to be run
 * by hand, with the test's clock; `everyMs` overrides every job's interval.
 */
export const jobsPlugin = fp<{ enabled: boolean; everyMs?: number }>(
  async (app, options) => {
    if (!options.enabled) return;
    const timers: NodeJS.Timeout[] = [];
    for (const job of JOBS) {
      let running = false;
      const tick = () => {
        if (running) return;
        running = true;
        job
          .run(app)
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => {
            running = false;
          });
      };
      app.addHook('onReady', async () => {
        const timer = setInterval(tick, options.everyMs ?? job.everyMs);
        timer.unref();
        timers.push(timer);
      });
    }
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'jobs', dependencies: ['coupons', 'orders', 'payments'] },
);
