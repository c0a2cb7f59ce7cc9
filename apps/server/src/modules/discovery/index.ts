import { API_BASE } from '@lahap/contract/paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { createCatalogRepository } from './catalog-repository.js';
import { type CatalogService, createCatalogService } from './catalog-service.js';
import { createQueryTokens } from './query-token.js';
import { createStoreListRepository } from './store-list-repository.js';
import { createStoreSearchRepository } from './store-search-repository.js';
import { createNearbyRepository } from './nearby-repository.js';
import { nearbyRoutes } from './nearby-routes.js';
import { type NearbyService, createNearbyService } from './nearby-service.js';
import { type DiscoveryRoutesOptions, discoveryRoutes } from './routes.js';
import { type StoreListService, createStoreListService } from './store-list-service.js';
import type { ServerModule } from '../module.js';

export { BRAND_PAVILION_RATE_LIMIT_MAX, type DiscoveryRoutesOptions } from './routes.js';

/** Discovery's public service. */
export interface DiscoveryService {
  /** Store lists and search: home, region, recommend, brand, mall, applicable stores. */
  lists: StoreListService;
  /** Cuisines, regions, page cards, malls, brands, resource positions, flash sales, product lists. */
  browse: CatalogService;
  /** The stores delivering to a position and the best-selling vouchers around it. */
  nearby: NearbyService;
}

/** Builds discovery's services over its private repositories; see `discoveryModule`. */
function createDiscovery(app: FastifyInstance, now: Clock): DiscoveryService {
  const tokens = createQueryTokens(app.config.jwtSecret);
  const catalogRepository = createCatalogRepository(app.rawQuery);
  const lists = createStoreListService({
    stores: createStoreListRepository(app.rawQuery),
    search: createStoreSearchRepository(app.rawQuery),
    catalog: catalogRepository,
    tokens,
    now,
  });
  return {
    lists,
    nearby: createNearbyService({ nearby: createNearbyRepository(app.rawQuery), lists }),
    browse: createCatalogService({
      catalog: catalogRepository,
      tokens,
      now,
      matchingStores: lists.matchingStores,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Browsing: store lists and search, and what the home, mall, brand and sale pages show. */
    discovery: DiscoveryService;
  }
}

/** Decorates `app.discovery`. */
const discoveryPlugin = fp<{ now?: Clock }>(
  async (app, options) => {
    app.decorate('discovery', createDiscovery(app, options.now ?? systemClock));
  },
  { name: 'discovery', dependencies: ['config', 'database'] },
);

/** The discovery module: home lists, search, malls, brands, flash sale pages. Tests shrink its limits (`discovery`). */
export const discoveryModule: ServerModule<{ discovery?: DiscoveryRoutesOptions }> = {
  name: 'discovery',
  service: (app, build) => app.register(discoveryPlugin, { now: build.now }),
  routes: async (app, build) => {
    await app.register(discoveryRoutes, { prefix: API_BASE, ...build.discovery });
    await app.register(nearbyRoutes, { prefix: API_BASE });
  },
  // The demo city: regions, malls, brands, stores and their offers, which every later demo step builds on.
  seedSteps: async () => [(await import('../../demo/index.js')).discoverySeed],
};
