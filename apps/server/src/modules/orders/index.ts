import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import { createRedisFlashGate, readGate } from './flash-gate.js';
import { type OrdersService, createOrdersService } from './service.js';
import { createSettlementCodec } from './settlement-token.js';
import { partnerCodeJob, voucherExpiryJob } from './jobs.js';
import { orderRoutes } from './routes.js';
import type { ServerModule } from '../module.js';

export { partnerCodeJob, voucherExpiryJob } from './jobs.js';
export type { OrdersService, VoucherRefunded } from './service.js';
export type { VoucherRow } from './voucher-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group coupon detail, settlement, submit, the order as placed, and its moves. */
    orders: OrdersService;
  }
}

/** Decorates `app.orders`. */
const ordersPlugin = fp<{ now?: Clock; redisKeyPrefix?: string }>(
  async (app, options) => {
    const orders = createOrdersService({
      db: app.db,
      catalog: app.catalog,
      coupons: app.coupons,
      now: options.now ?? systemClock,
      settlements: createSettlementCodec(deriveSecret(app.config.jwtSecret, 'settlement')),
      gate: app.redis ? createRedisFlashGate(app.redis, options.redisKeyPrefix ?? 'lahap:flash:') : readGate,
      redemptionKeys: app.redemptionKeys,
      outbox: app.outbox,
    });
    app.decorate('orders', orders);
    // Unpaid orders block an account deletion; live vouchers are forfeited by it.
    app.identity.addAccountAssets((userId) => orders.accountAssets(userId));
  },
  {
    name: 'orders',
    dependencies: ['database', 'outbox', 'redis', 'catalog', 'coupons', 'identity', 'redemption-keys'],
  },
);

/** The orders module: settlement, submit, the order and its vouchers, cancel, expiry, partner codes. */
export const ordersModule: ServerModule = {
  name: 'orders',
  service: (app, build) =>
    app.register(ordersPlugin, { now: build.now, redisKeyPrefix: `${build.redisNamespace}flash:` }),
  routes: (app) => app.register(orderRoutes, { prefix: API_BASE }),
  jobs: [voucherExpiryJob, partnerCodeJob],
  seedSteps: async () => [(await import('../../demo/order-offers.js')).ordersDemoSeed],
};
