import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { createStoreRepository } from './repository.js';
import { storeRoutes } from './routes.js';
import { type StoreService, createStoreService } from './service.js';
import type { ServerModule } from '../module.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One store's page: home, detail, coupons, carousels, favourites. */
    store: StoreService;
  }
}

/** Decorates `app.store`. */
const storePlugin = fp<{ now?: Clock }>(
  async (app, options) => {
    app.decorate(
      'store',
      createStoreService({
        stores: createStoreRepository(app.rawQuery),
        now: options.now ?? systemClock,
        usableCoupons: (userId, batchIds) => app.coupons.usableOfBatches(userId, batchIds),
      }),
    );
  },
  { name: 'store', dependencies: ['database', 'coupons'] },
);

/** The store module: the store page and favourites. */
export const storeModule: ServerModule = {
  name: 'store',
  service: (app, build) => app.register(storePlugin, { now: build.now }),
  routes: (app) => app.register(storeRoutes, { prefix: API_BASE }),
};
