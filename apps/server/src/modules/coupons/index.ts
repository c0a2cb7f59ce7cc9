import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import { createClaimLinkCodec } from './claim-links.js';
import { couponExpiryJob } from './jobs.js';
import { couponRoutes } from './routes.js';
import { type CouponsService, createCouponsService } from './service.js';
import type { ServerModule } from '../module.js';

export { couponExpiryJob } from './jobs.js';
export type { CouponsService } from './service.js';
export type { CounterCouponRow } from './counter-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Claiming, the wallet, red packets and the coupon state moves. */
    coupons: CouponsService;
  }
}

/** Decorates `app.coupons`. */
const couponsPlugin = fp<{ now?: Clock }>(
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

/** The coupons module: claiming coupons and red envelopes, the wallet, claim links, red packets. */
export const couponsModule: ServerModule = {
  name: 'coupons',
  service: (app, build) => app.register(couponsPlugin, { now: build.now }),
  routes: (app) => app.register(couponRoutes, { prefix: API_BASE }),
  jobs: [couponExpiryJob],
  seedSteps: async () => [(await import('../../demo/coupon-offers.js')).couponsDemoSeed],
};
