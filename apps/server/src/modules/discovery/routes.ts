import { DISCOVERY_ENDPOINTS } from '@lahap/contract/discovery/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { brandCardOf } from './catalog-service.js';
import { addBrowsingFirstPaints } from './first-paints.js';

/**
 * Requests per minute per client address to the brand collection. Its own, stricter limit: the
 * brand page has a RATE_LIMIT state with a retry countdown (spec §4 "Brand page status").
 */
export const BRAND_PAVILION_RATE_LIMIT_MAX = 60;
const ONE_MINUTE_MS = 60_000;

export interface DiscoveryRoutesOptions {
  /** Overrides BRAND_PAVILION_RATE_LIMIT_MAX (tests make the 429 cheap to reach). */
  brandPavilionRateLimitMax?: number;
}

/**
 * Browsing calls (spec §7 "Home, markets and coupons"): home lists, store lists and search,
 * page cards, malls, brands, resource positions, flash sales, product lists, applicable stores.
 * Guests may call them all (auth optional); every one is a signed POST with the envelope.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryRoutesOptions> = async (app, options) => {
  const { lists: stores, browse: catalog } = app.discovery;

  addBrowsingFirstPaints(app);

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.queryAllCategory),
    handler: async () => ok(await catalog.allCategories()),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.filterSign),
    handler: async () => ok(await catalog.filterSign()),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.findByDistance),
    handler: async (request) => ok(await stores.findByDistance(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.findByRegion),
    handler: async (request) => ok(await stores.findByRegion(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.findByRecommend),
    handler: async (request) => ok(await stores.findByRecommend(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.queryPoiList),
    handler: async (request) => ok(await stores.poiList(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.queryRecommendPoi),
    handler: async (request) => ok(await stores.recommendPoi(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.searchByStore),
    handler: async (request) => ok(await stores.searchStores(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.searchByProduct),
    handler: async (request) => ok(await catalog.searchProducts(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.queryHomepageStoreInfo),
    handler: async (request) => ok(await stores.storeInfo(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.pageCardList),
    handler: async (request) => ok(await catalog.pageCards(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.allMallList),
    handler: async (request) => ok(await catalog.allMalls(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.mallDetail),
    handler: async (request) => ok(await catalog.mallDetail(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.mallRecommendProductList),
    handler: async (request) => ok(await catalog.mallProducts(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.brandPavilionInfo, {
      rateLimit: {
        max:
          options.brandPavilionRateLimitMax ??
          Math.min(BRAND_PAVILION_RATE_LIMIT_MAX, app.config.rateLimitMax),
        timeWindow: ONE_MINUTE_MS,
      },
    }),
    handler: async (request) => ok(await catalog.brandPavilion(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.brandAllStoreList),
    handler: async (request) => {
      const { brand, ...list } = await stores.brandStores(request.body);
      return ok({
        ...list,
        brand: { ...brandCardOf(brand), coverImageUrl: brand.cover_url, description: brand.description },
      });
    },
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.resourcePagePop),
    handler: async (request) => ok(await catalog.resourcePop(request.body.pageCode)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.singleResourcePos),
    handler: async (request) => ok(await catalog.singleResource(request.body.positionCode)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.flashSalePageDetail),
    handler: async (request) => ok(await catalog.flashSaleDetail(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.productListPageDetail),
    handler: async (request) => ok(await catalog.productListPage(request.body.pageId)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.productListQuery),
    handler: async (request) => ok(await catalog.productList(request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.productApplicableStores),
    handler: async (request) =>
      ok(await stores.applicableStores({ productId: request.body.productId }, request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.couponApplicableStores),
    handler: async (request) =>
      ok(await stores.applicableStores({ couponTemplateId: request.body.couponTemplateId }, request.body)),
  });

  app.route({
    ...routeOf(DISCOVERY_ENDPOINTS.merchantApplicableStores),
    handler: async (request) =>
      ok(await stores.applicableStores({ merchantId: request.body.merchantId }, request.body)),
  });
};
