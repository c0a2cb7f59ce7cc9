import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { ServerModule } from '../module.js';
import { lotteryRoutes } from './routes.js';
import { type LotteryService, createLotteryService } from './service.js';

export type { LotteryService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lucky draw: detail, draws, records and their checks, chances earned by events. */
    lottery: LotteryService;
  }
}

/** Decorates `app.lottery` and subscribes to the events that earn chances. */
const lotteryPlugin = fp<{ now?: Clock }>(
  async (app, options) => {
    app.decorate(
      'lottery',
      createLotteryService({
        db: app.db,
        now: options.now ?? systemClock,
        coupons: app.coupons,
        outbox: app.outbox,
        log: app.log,
      }),
    );
  },
  { name: 'lottery', dependencies: ['database', 'outbox', 'coupons'] },
);

/** The lottery module: a provably fair lucky draw whose prizes are coupons and red envelopes. */
export const lotteryModule: ServerModule = {
  name: 'lottery',
  service: (app, build) => app.register(lotteryPlugin, { now: build.now }),
  routes: (app) => app.register(lotteryRoutes, { prefix: API_BASE }),
  seedSteps: async () => [(await import('../../demo/lottery.js')).lotteryDemoSeed],
};
