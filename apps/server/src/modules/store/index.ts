import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { createStoreRepository } from './repository.js';
import { type StoreService, createStoreService } from './service.js';

export { storeRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One store's page: home, detail, coupons, carousels, favourites. */
    store: StoreService;
  }
}

/** The store module: decorates `app.store`; its calls are `storeRoutes`. */
export const storeModule = fp<{ now?: Clock }>(
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
