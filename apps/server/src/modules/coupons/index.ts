import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import { createClaimLinkCodec } from './claim-links.js';
import { type CouponsService, createCouponsService } from './service.js';

export { couponRoutes } from './routes.js';
export { couponExpiryJob } from './jobs.js';
export type { CouponsService } from './service.js';
export type { CounterCouponRow } from './counter-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Claiming, the wallet, red packets and the coupon state moves. */
    coupons: CouponsService;
  }
}

/** The coupons module: decorates `app.coupons`; its calls are `couponRoutes`. */
export const couponsModule = fp<{ now?: Clock }>(
  async (app, options) => {
    app.decorate(
      'coupons',
      createCouponsService({
        db: app.db,
        query: app.rawQuery,
        catalog: app.catalog,
        now: options.now ?? systemClock,
        links: createClaimLinkCodec(deriveSecret(app.config.jwtSecret, 'claim-link')),
        keys: app.redemptionKeys,
        outbox: app.outbox,
      }),
    );
  },
  { name: 'coupons', dependencies: ['database', 'outbox', 'catalog', 'redemption-keys'] },
);
