import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import type { ServerModule } from '../module.js';
import { type CounterService, createCounterService } from './counter-service.js';
import { createRedemptionRepository } from './repository.js';
import { redemptionRoutes } from './routes.js';
import { type StaffAuthService, createStaffAuthService } from './staff-auth-service.js';
import { addStaffGuard } from './staff-guard.js';
import { createStaffTokens } from './staff-tokens.js';

export type { StaffPrincipal } from './staff-auth-service.js';
export { currentStaff } from './staff-guard.js';

/** The staff console's logins and the counter, side by side: the routes call both through one name. */
export type RedemptionService = StaffAuthService & CounterService;

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
    const now = options.now ?? systemClock;
    const repository = createRedemptionRepository(app.db);
    const staffAuth = createStaffAuthService({
      repository,
      identity: app.identity,
      catalog: app.catalog,
      keys: app.redemptionKeys,
      tokens: createStaffTokens(new Uint8Array(deriveSecret(app.config.jwtSecret, 'staff-token'))),
      now,
    });
    const counter = createCounterService({
      db: app.db,
      repository,
      identity: app.identity,
      catalog: app.catalog,
      orders: app.orders,
      coupons: app.coupons,
      keys: app.redemptionKeys,
      now,
      log: app.log,
    });
    const service: RedemptionService = { ...staffAuth, ...counter };
    app.decorate('redemption', service);
    addStaffGuard(app, (token) => staffAuth.authenticate(token));
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
