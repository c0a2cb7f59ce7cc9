import type { Job } from '../../jobs/job.js';

/** Coupon expiry: VALID / NOT_EFFECTIVE coupons whose window closed become EXPIRED (and opened ones VALID). */
export const couponExpiryJob: Job = {
  name: 'coupon-expiry',
  everyMs: 60_000,
  run: (app) => app.coupons.sweep(),
};
