import { STORE_HOME_PAGE_PATH, STORE_PATHS } from '@lahap/contract/store/paths';
import {
  favouriteBatchCancelBodySchema,
  favouriteChangeDataSchema,
  favouriteSaveBodySchema,
  favouriteStoreListBodySchema,
  favouriteStoreListDataSchema,
  merchantHomepageCouponBodySchema,
  merchantHomepageCouponDataSchema,
  storeDetailBodySchema,
  storeDetailDataSchema,
} from '@lahap/contract/store/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import '../../lib/route-flags.js';
import { currentUser } from '../../plugins/current-user.js';

const TAGS = ['store'];

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
    return heroImage === null ? null : { heroImage };
  });

  app.post(
    STORE_PATHS.storeDetail,
    {
      schema: {
        tags: TAGS,
        summary:
          'local_life/store/detail (ours) — the store page; 6410092 unknown, 6410012 closed down, 3800021 QR not linked',
        body: storeDetailBodySchema,
        response: envelopeResponses(storeDetailDataSchema),
      },
    },
    async (request) => ok(await stores.detail(request.body, request.user?.id ?? null)),
  );

  app.post(
    STORE_PATHS.merchantHomepageCoupon,
    {
      schema: {
        tags: TAGS,
        summary: 'resource_pos/merchant_homepage/coupon — the store’s products and claimable coupon batches',
        body: merchantHomepageCouponBodySchema,
        response: envelopeResponses(merchantHomepageCouponDataSchema),
      },
    },
    async (request) => ok(await stores.homepageCoupons(request.body)),
  );

  app.post(
    STORE_PATHS.favouriteSave,
    {
      config: { auth: 'required' },
      schema: {
        tags: TAGS,
        summary: 'interaction/favourite/save — save a store (idempotent); 6410092 unknown store',
        body: favouriteSaveBodySchema,
        response: envelopeResponses(favouriteChangeDataSchema),
      },
    },
    async (request) => ok(await stores.saveFavourite(currentUser(request).id, request.body.businessId)),
  );

  app.post(
    STORE_PATHS.favouriteBatchCancel,
    {
      config: { auth: 'required' },
      schema: {
        tags: TAGS,
        summary: 'interaction/favourite/batch_cancel — remove saved stores (idempotent)',
        body: favouriteBatchCancelBodySchema,
        response: envelopeResponses(favouriteChangeDataSchema),
      },
    },
    async (request) =>
      ok(await stores.cancelFavourites(currentUser(request).id, request.body.businessIdList)),
  );

  app.post(
    STORE_PATHS.favouriteStoreList,
    {
      config: { auth: 'required' },
      schema: {
        tags: TAGS,
        summary: 'interaction/favourite/store_list — my saved stores, newest first, by page',
        body: favouriteStoreListBodySchema,
        response: envelopeResponses(favouriteStoreListDataSchema),
      },
    },
    async (request) => ok(await stores.favouriteStores(currentUser(request).id, request.body)),
  );
};
