/**
 * Store page and favourites paths as the server mounts them under `/api` (spec §7 "Other calls":
 * the store detail call, favourite add / remove / store_list, and `resource_pos/merchant_homepage/coupon`).
 * The spec does not spell the store detail path; ours is listed in docs/api.md.
 * Kept free of schemas so the web bundle can import it cheaply.
 */
export const STORE_PATHS = {
  /** Ours: the spec's "Store detail call" (qrCodeId, storeId, poiId, cpType, sourceType, lng, lat). */
  storeDetail: '/local_life/store/detail',
  /** The spec's coupon section of the store home: products and claimable coupon batches. */
  merchantHomepageCoupon: '/resource_pos/merchant_homepage/coupon',
  /** Favourite add (spec "businessId, businessType STORE"). */
  favouriteSave: '/interaction/favourite/save',
  /** Favourite remove (spec "businessIdList [storeId], businessType STORE"). */
  favouriteBatchCancel: '/interaction/favourite/batch_cancel',
  /** My favourites (/platform/favoritesList), newest first. */
  favouriteStoreList: '/interaction/favourite/store_list',
} as const;
export type StorePath = (typeof STORE_PATHS)[keyof typeof STORE_PATHS];

/** The store home page (spec §2 "Store home"), the page a shared store link opens. */
export const STORE_HOME_PAGE_PATH = '/platform/merchant';
