import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { deriveSecret } from '../../lib/secrets.js';
import type { ServerModule } from '../module.js';
import { type BillService, createBillService } from './bill-service.js';
import { type FoodOrderService, createFoodOrderService } from './food-order-service.js';
import { type KitchenService, createKitchenService } from './kitchen-service.js';
import { type MenuService, createMenuService } from './menu-service.js';
import { type MyOrdersService, createMyOrdersService } from './my-orders-service.js';
import { createOrderTokens } from './order-token.js';
import { createParticipantTokens } from './participant-token.js';
import { foodOrderExpiryJob, shareReleaseJob } from './jobs.js';
import { orderingRoutes } from './routes.js';
import { type TableChannel, createLocalTableChannel, createRedisTableChannel } from './table-channel.js';
import { type TableService, createTableService } from './table-service.js';
import { type TableStreams, createTableStreams } from './table-streams.js';

export interface OrderingService {
  menu: MenuService;
  tables: TableService;
  bills: BillService;
  kitchen: KitchenService;
  /** Pickup and delivery orders. */
  foodOrders: FoodOrderService;
  /** The orders tab's food category. */
  myOrders: MyOrdersService;
  /** The live table's fan-out: Redis pub/sub when configured, else in-process. */
  channel: TableChannel;
  /** The table streams open in this process. */
  streams: TableStreams;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Ordering food: QR menus, the live table, its rounds and bill, pickup and delivery, the kitchen (ADR 021). */
    ordering: OrderingService;
  }
}

const orderingPlugin = fp<{ now?: Clock; redisNamespace: string }>(
  async (app, options) => {
    const now = options.now ?? systemClock;
    const channel = app.redis
      ? await createRedisTableChannel(app.redis, options.redisNamespace, (err) =>
          app.log.warn({ err }, 'table channel error'),
        )
      : createLocalTableChannel();
    const streams = createTableStreams(channel);
    const menu = createMenuService({ db: app.db, catalog: app.catalog });
    const tables = createTableService({
      db: app.db,
      catalog: app.catalog,
      menu,
      tokens: createParticipantTokens(
        new Uint8Array(deriveSecret(app.config.jwtSecret, 'participant-token')),
      ),
      channel,
      outbox: app.outbox,
      now,
      log: app.log,
    });
    const kitchen = createKitchenService({
      db: app.db,
      catalog: app.catalog,
      tables,
      outbox: app.outbox,
      now,
    });
    const bills = createBillService({ db: app.db, tables, payments: app.payments, outbox: app.outbox, now });
    const foodOrders = createFoodOrderService({
      db: app.db,
      catalog: app.catalog,
      menu,
      payments: app.payments,
      outbox: app.outbox,
      tokens: createOrderTokens(new Uint8Array(deriveSecret(app.config.jwtSecret, 'order-token'))),
      now,
    });
    const myOrders = createMyOrdersService({ db: app.db, catalog: app.catalog });
    app.decorate('ordering', { menu, tables, bills, kitchen, foodOrders, myOrders, channel, streams });
    app.addHook('preClose', async () => {
      streams.endAll();
    });
    app.addHook('onClose', async () => {
      await channel.close();
    });
  },
  {
    name: 'ordering',
    dependencies: ['config', 'database', 'redis', 'catalog', 'outbox', 'payments', 'redemption'],
  },
);

/** The ordering module: menus by QR code, the live table with its cart, rounds and bill, pickup and delivery orders, and the kitchen. */
export const orderingModule: ServerModule = {
  name: 'ordering',
  service: (app, build) =>
    app.register(orderingPlugin, { now: build.now, redisNamespace: build.redisNamespace }),
  routes: (app) => app.register(orderingRoutes, { prefix: API_BASE }),
  jobs: [shareReleaseJob, foodOrderExpiryJob],
  seedSteps: async () => [(await import('../../demo/ordering.js')).orderingDemoSeed],
};
