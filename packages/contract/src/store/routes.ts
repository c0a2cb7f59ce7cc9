import { route } from '../endpoint.js';
import { STORE_PATHS } from './paths.js';
import type * as S from './schemas.js';

/** The store page's calls and favourites: the store calls are open to guests, favourites need a login. */
export const STORE_ROUTES = {
  storeDetail: route<typeof S.storeDetailBodySchema, undefined, typeof S.storeDetailDataSchema>({
    method: 'POST',
    path: STORE_PATHS.storeDetail,
  }),
  merchantHomepageCoupon: route<
    typeof S.merchantHomepageCouponBodySchema,
    undefined,
    typeof S.merchantHomepageCouponDataSchema
  >({ method: 'POST', path: STORE_PATHS.merchantHomepageCoupon }),
  favouriteSave: route<typeof S.favouriteSaveBodySchema, undefined, typeof S.favouriteChangeDataSchema>({
    method: 'POST',
    path: STORE_PATHS.favouriteSave,
    auth: 'required',
  }),
  favouriteBatchCancel: route<
    typeof S.favouriteBatchCancelBodySchema,
    undefined,
    typeof S.favouriteChangeDataSchema
  >({ method: 'POST', path: STORE_PATHS.favouriteBatchCancel, auth: 'required' }),
  favouriteStoreList: route<
    typeof S.favouriteStoreListBodySchema,
    undefined,
    typeof S.favouriteStoreListDataSchema
  >({ method: 'POST', path: STORE_PATHS.favouriteStoreList, auth: 'required' }),
} as const;
