import { endpoint } from '../endpoint.js';
import { STORE_ROUTES as R } from './routes.js';
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
} from './schemas.js';

/** The store domain's routes with their schemas and docs. */
export const STORE_ENDPOINTS = {
  storeDetail: endpoint(R.storeDetail, {
    body: storeDetailBodySchema,
    data: storeDetailDataSchema,
    summary:
      'local_life/store/detail (ours) — the store page; 6410092 unknown, 6410012 closed down, 3800021 QR not linked',
    tag: 'store',
  }),
  merchantHomepageCoupon: endpoint(R.merchantHomepageCoupon, {
    body: merchantHomepageCouponBodySchema,
    data: merchantHomepageCouponDataSchema,
    summary: 'resource_pos/merchant_homepage/coupon — the store’s products and claimable coupon batches',
    tag: 'store',
  }),
  favouriteSave: endpoint(R.favouriteSave, {
    body: favouriteSaveBodySchema,
    data: favouriteChangeDataSchema,
    summary: 'interaction/favourite/save — save a store (idempotent); 6410092 unknown store',
    tag: 'store',
  }),
  favouriteBatchCancel: endpoint(R.favouriteBatchCancel, {
    body: favouriteBatchCancelBodySchema,
    data: favouriteChangeDataSchema,
    summary: 'interaction/favourite/batch_cancel — remove saved stores (idempotent)',
    tag: 'store',
  }),
  favouriteStoreList: endpoint(R.favouriteStoreList, {
    body: favouriteStoreListBodySchema,
    data: favouriteStoreListDataSchema,
    summary: 'interaction/favourite/store_list — my saved stores, newest first, by page',
    tag: 'store',
  }),
} as const;
