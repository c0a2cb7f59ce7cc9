import { STORE_ENDPOINTS } from '@lahap/contract/store/endpoints';
import { STORE_HOME_PAGE_PATH } from '@lahap/contract/store/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/current-user.js';

/**
 * The store home and detail (spec §2 "Store home", §7 store detail call, favourites, merchant
 * homepage coupons). Signed POSTs with the envelope; the store calls are open to guests, the
 * favourite calls need a login.
 */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.store;

  // A shared store link paints the store's banner before the app's code has loaded.
  app.webApp.addFirstPaint(STORE_HOME_PAGE_PATH, async (query) => {
    const heroImage = await stores.firstCarouselImage(query.get('storeId') ?? '');
    return heroImage === null ? null : { heroImage, placement: 'top' };
  });

  app.route({
    ...routeOf(STORE_ENDPOINTS.storeDetail),
    handler: async (request) => ok(await stores.detail(request.body, request.user?.id ?? null)),
  });

  app.route({
    ...routeOf(STORE_ENDPOINTS.merchantHomepageCoupon),
    handler: async (request) => ok(await stores.homepageCoupons(request.body, request.user?.id ?? null)),
  });

  app.route({
    ...routeOf(STORE_ENDPOINTS.favouriteSave),
    handler: async (request) =>
      ok(await stores.saveFavourite(currentUser(request).id, request.body.businessId)),
  });

  app.route({
    ...routeOf(STORE_ENDPOINTS.favouriteBatchCancel),
    handler: async (request) =>
      ok(await stores.cancelFavourites(currentUser(request).id, request.body.businessIdList)),
  });

  app.route({
    ...routeOf(STORE_ENDPOINTS.favouriteStoreList),
    handler: async (request) => ok(await stores.favouriteStores(currentUser(request).id, request.body)),
  });
};
