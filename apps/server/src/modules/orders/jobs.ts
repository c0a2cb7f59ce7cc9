import type { Job } from '../../jobs/job.js';

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

/** Vouchers still waiting for a partner's code get one once the product's pool is refilled. */
export const partnerCodeJob: Job = {
  name: 'partner-code-delivery',
  everyMs: 60_000,
  run: (app) => app.orders.deliverPendingCodes(),
};
