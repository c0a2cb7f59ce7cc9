import { endpoint } from '../endpoint.js';
import { STORE_PATHS } from './paths.js';
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

/** The store page's calls and favourites: the store calls are open to guests, favourites need a login. */
export const STORE_ENDPOINTS = {
  storeDetail: endpoint({
    method: 'POST',
    path: STORE_PATHS.storeDetail,
    body: storeDetailBodySchema,
    data: storeDetailDataSchema,
    summary:
      'local_life/store/detail (ours) — the store page; 6410092 unknown, 6410012 closed down, 3800021 QR not linked',
    tag: 'store',
  }),
  merchantHomepageCoupon: endpoint({
    method: 'POST',
    path: STORE_PATHS.merchantHomepageCoupon,
    body: merchantHomepageCouponBodySchema,
    data: merchantHomepageCouponDataSchema,
    summary: 'resource_pos/merchant_homepage/coupon — the store’s products and claimable coupon batches',
    tag: 'store',
  }),
  favouriteSave: endpoint({
    method: 'POST',
    path: STORE_PATHS.favouriteSave,
    auth: 'required',
    body: favouriteSaveBodySchema,
    data: favouriteChangeDataSchema,
    summary: 'interaction/favourite/save — save a store (idempotent); 6410092 unknown store',
    tag: 'store',
  }),
  favouriteBatchCancel: endpoint({
    method: 'POST',
    path: STORE_PATHS.favouriteBatchCancel,
    auth: 'required',
    body: favouriteBatchCancelBodySchema,
    data: favouriteChangeDataSchema,
    summary: 'interaction/favourite/batch_cancel — remove saved stores (idempotent)',
    tag: 'store',
  }),
  favouriteStoreList: endpoint({
    method: 'POST',
    path: STORE_PATHS.favouriteStoreList,
    auth: 'required',
    body: favouriteStoreListBodySchema,
    data: favouriteStoreListDataSchema,
    summary: 'interaction/favourite/store_list — my saved stores, newest first, by page',
    tag: 'store',
  }),
} as const;
