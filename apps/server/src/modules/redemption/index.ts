import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import type { ServerModule } from '../module.js';
import { createRedemptionRepository } from './repository.js';
import { redemptionRoutes } from './routes.js';
import { type RedemptionService, createRedemptionService } from './service.js';
import { addStaffGuard } from './staff-guard.js';
import { createStaffTokens } from './staff-tokens.js';

export type { RedemptionService, StaffPrincipal } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store staff console and the customer's redemption at a point (ADR 017). */
    redemption: RedemptionService;
  }
}

/**
 * Decorates `app.redemption` and guards the staff calls (`auth: 'staff'`). Registered before the
 * replay guard, so a request refused for its staff token does not use up its requestId.
 */
const redemptionPlugin = fp<{ now?: Clock }>(
  async (app, options) => {
    const service = createRedemptionService({
      db: app.db,
      repository: createRedemptionRepository(app.db),
      identity: app.identity,
      catalog: app.catalog,
      orders: app.orders,
      coupons: app.coupons,
      keys: app.redemptionKeys,
      tokens: createStaffTokens(new Uint8Array(deriveSecret(app.config.jwtSecret, 'staff-token'))),
      now: options.now ?? systemClock,
      log: app.log,
    });
    app.decorate('redemption', service);
    addStaffGuard(app, (token) => service.authenticate(token));
  },
  {
    name: 'redemption',
    dependencies: [
      'config',
      'database',
      'identity',
      'catalog',
      'coupons',
      'orders',
      'redemption-keys',
      'errors',
    ],
  },
);

/** The redemption module: staff login and the counter, checking and redeeming codes, offline sync. */
export const redemptionModule: ServerModule = {
  name: 'redemption',
  service: (app, build) => app.register(redemptionPlugin, { now: build.now }),
  routes: (app) => app.register(redemptionRoutes, { prefix: API_BASE }),
  seedSteps: async () => [(await import('../../demo/redemption.js')).redemptionDemoSeed],
};
