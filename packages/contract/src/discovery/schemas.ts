import { z } from 'zod';
import {
  APPLICABLE_STORE_PAGE_SIZE,
  BRAND_PAGE_SIZE,
  HOME_ASSET_PAGE_SIZE,
  HOME_DEFAULT_DISTANCE,
  SEARCH_TEXT_MAX_LENGTH,
  STORE_LIST_PAGE_SIZE,
  STORE_SEARCH_PAGE_SIZE,
} from '../constants.js';
import { bodyOf } from '../envelope.js';
import {
  ASSET_TYPES,
  PAGE_CARD_IDS,
  PRODUCT_TYPES,
  PROMOTION_ACTIVITY_TYPES,
  STORE_TYPES,
} from '../enums.js';
import { LOCALES } from '../locale.js';

/**
 * Discovery calls (spec §3 Store card, Product / asset card, List responses, Page card list,
 * Brand page; §7 "Home, markets and coupons"). Money is whole rupiah; distances are metres
 * (`distance`) with the spec's km-to-one-decimal beside them (`storeDistance`).
 *
 * Paging: every list answers an opaque `queryId`. The first page sends none; each later page
 * sends the `queryId` of the page before it, which pins the ordering and the snapshot so pages
 * neither skip nor repeat while stores change underneath (spec §4 "Home list").
 */

// ── Shared pieces ────────────────────────────────────────────────────────────

/** A text in each language (names, descriptions); id-ID is always present in served data. */
export const localizedTextSchema = z.partialRecord(z.enum(LOCALES), z.string());

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** The largest id there can be: the top of PostgreSQL's bigint, the type of every id column. */
export const MAX_ID = '9223372036854775807';

/** Whether decimal digits name a value from 1 to MAX_ID (leading zeros allowed, as before). */
export function isIdInRange(digits: string): boolean {
  const value = digits.replace(/^0+/, '');
  if (value === '' || !/^\d+$/.test(value)) return false;
  return value.length < MAX_ID.length || (value.length === MAX_ID.length && value <= MAX_ID);
}

/**
 * Ids are decimal strings (bigint-safe on the wire) from 1 to MAX_ID, the range of the columns
 * they name: a larger one is a parameter error here, never a failed cast in SQL.
 */
export const idSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a decimal id')
  .refine(isIdInRange, `must be a decimal id from 1 to ${MAX_ID}`);

/** An opaque paging token from the previous page's answer. */
export const queryIdSchema = z.string().min(1).max(512);

const categoryIdListSchema = z.array(idSchema).max(20).default([]);

/** A position the list is measured from; absent → the spec's Jakarta default. */
const positionShape = {
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
};

export const promotionInfoSchema = z.object({
  promotionActivitySalePrice: z.number().int().nonnegative(),
  promotionDiscountRatio: z.number().int().min(0).max(100),
  activityType: z.enum(PROMOTION_ACTIVITY_TYPES),
  promotionActivityTagName: localizedTextSchema,
});
export type PromotionInfo = z.infer<typeof promotionInfoSchema>;

export const priceInfoSchema = z.object({
  salePrice: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  /** Percent off the original price, 0–100. */
  discountRatio: z.number().int().min(0).max(100),
});

/** Where an asset can be used: the nearest applicable store. */
export const assetStoreInfoSchema = z.object({
  storeId: idSchema,
  storeName: localizedTextSchema,
  storeCpType: z.string(),
  /** Km to one decimal, e.g. 1.4; null when no position is known. */
  storeDistance: z.number().nullable(),
});

/** Spec §3 "Product / asset card": a group-coupon product or flash-sale item. */
export const productCardSchema = z.object({
  assetType: z.enum(ASSET_TYPES),
  productId: idSchema,
  skuId: idSchema,
  productType: z.enum(PRODUCT_TYPES),
  productName: localizedTextSchema,
  imageUrl: z.string(),
  logoUrl: z.string(),
  status: z.enum(['ON', 'OFF']),
  isSoldOut: z.boolean(),
  /** 0 = purchasable; otherwise why not (1 sold out, 2 purchase limit reached, 3 not on sale). */
  purchaseCode: z.number().int(),
  isFlashSale: z.boolean(),
  remainingStock: z.number().int().nonnegative(),
  totalStock: z.number().int().nonnegative(),
  soldCount: z.number().int().nonnegative(),
  /** Percent of the stock sold, 0–100 (the flash-sale progress bar). */
  percent: z.number().int().min(0).max(100),
  /** Most a user may buy; 0 = no limit. */
  userLimit: z.number().int().nonnegative(),
  salePrice: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  discountRatio: z.number().int().min(0).max(100),
  priceInfo: priceInfoSchema,
  promotionInfo: promotionInfoSchema.nullable(),
  storeInfo: assetStoreInfoSchema.nullable(),
  activityId: z.string().nullable(),
  pageId: z.string().nullable(),
  productListId: z.string().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A product as a store card lists it (spec §3 "Store card (lists)" productList). */
export const storeCardProductSchema = z.object({
  productId: idSchema,
  skuId: idSchema,
  productName: localizedTextSchema,
  imageUrl: z.string(),
  salePrice: z.number().int().nonnegative(),
  originalPrice: z.number().int().nonnegative(),
  discountRate: z.number().int().min(0).max(100),
  promotionInfo: promotionInfoSchema.nullable(),
  remainingStock: z.number().int().nonnegative(),
  isSoldOut: z.boolean(),
});

/** A coupon batch as a store card lists it. */
export const storeCardCouponSchema = z.object({
  couponBatchId: idSchema,
  couponTemplateId: idSchema,
  couponName: localizedTextSchema,
  /** Rupiah off. */
  discountAmount: z.number().int().nonnegative(),
  /** Least order total the coupon applies to; 0 = none. */
  minimumSpend: z.number().int().nonnegative(),
});

/** Spec §3 "Store card (lists)", with what a list row needs besides. */
export const storeCardSchema = z.object({
  storeId: idSchema,
  poiId: z.string().nullable(),
  merchantId: idSchema,
  storeType: z.enum(STORE_TYPES),
  storeName: localizedTextSchema,
  storeLogo: z.string(),
  coverImageUrl: z.string().nullable(),
  businessCategoryName: localizedTextSchema,
  /** '1' = halal. */
  halalRestaurant: z.enum(['0', '1']),
  pricePerCapita: localizedTextSchema,
  tagList: z.array(localizedTextSchema),
  mallName: localizedTextSchema.nullable(),
  /** Metres from the position asked about; null when none was known. */
  distance: z.number().int().nonnegative().nullable(),
  /** Km to one decimal. */
  storeDistance: z.number().nullable(),
  /** Whether it is open now (Asia/Jakarta), from its dine-in hours first (spec §9 priority 3, 1, 2). */
  isOpen: z.boolean(),
  productList: z.array(storeCardProductSchema),
  couponList: z.array(storeCardCouponSchema),
  /** Search only: dishes whose names matched the words. */
  matchedDishes: z.array(z.object({ dishId: idSchema, dishName: localizedTextSchema })).optional(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

// ── Categories and regions (home filter, search cuisine filter) ───────────────

export const categorySchema = z.object({
  categoryId: idSchema,
  categoryName: localizedTextSchema,
  /** Image address of the round category button. */
  iconUrl: z.string(),
  storeCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

export const regionOptionSchema = z.object({
  /** 0 = all of Greater Jakarta. */
  regionId: z.number().int().nonnegative(),
  regionName: localizedTextSchema,
});

export const queryAllCategoryBodySchema = bodyOf({});
export const queryAllCategoryDataSchema = z.object({
  categoryList: z.array(categorySchema),
  regionList: z.array(regionOptionSchema),
});
export type QueryAllCategoryData = z.infer<typeof queryAllCategoryDataSchema>;

/** filter_sign: the cuisine filter of the search tabs (spec §7 "Optional form body"). */
export const filterSignBodySchema = bodyOf({}).partial();
export const filterSignDataSchema = z.object({ categoryList: z.array(categorySchema) });

// ── Home list (spec §4 "Home list", §7 market/asset_aggregate_page) ──────────

const homeListShape = {
  ...positionShape,
  queryId: queryIdSchema.optional(),
  pageSize: z.number().int().min(1).max(50).default(HOME_ASSET_PAGE_SIZE),
  needStatistical: z.boolean().optional(),
  categoryIdList: categoryIdListSchema,
};

export const findByDistanceBodySchema = bodyOf({
  ...homeListShape,
  /** Radius in km. */
  distance: z.number().positive().max(100).default(HOME_DEFAULT_DISTANCE),
});
export type FindByDistanceBody = z.input<typeof findByDistanceBodySchema>;

export const findByRegionBodySchema = bodyOf({
  ...homeListShape,
  regionId: z.number().int().nonnegative().default(0),
});
export type FindByRegionBody = z.input<typeof findByRegionBodySchema>;

export const findByRecommendBodySchema = bodyOf({
  ...homeListShape,
  /** The queryId of the distance or region list this continues; its stores are not repeated. */
  originQueryId: queryIdSchema,
  regionId: z.number().int().nonnegative().optional(),
  distance: z.number().positive().max(100).optional(),
});
export type FindByRecommendBody = z.input<typeof findByRecommendBodySchema>;

export const homeListDataSchema = z.object({
  assetList: z.array(storeCardSchema),
  activityId: z.string().nullable(),
  hasMore: z.boolean(),
  queryId: queryIdSchema,
  /** With needStatistical: how many stores the whole list holds. */
  storeCount: z.number().int().nonnegative().optional(),
});
export type HomeListData = z.infer<typeof homeListDataSchema>;

// ── Store lists and search (spec §7 "Store list calls", "Store search call") ──

export const storeListBodySchema = bodyOf({
  ...positionShape,
  categoryIdList: categoryIdListSchema,
  queryId: queryIdSchema.optional(),
  originQueryId: queryIdSchema.optional(),
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(STORE_LIST_PAGE_SIZE),
  traceId: z.string().max(128).optional(),
  /** Ours: only the stores of one mall or one brand. */
  mallId: idSchema.optional(),
  brandId: idSchema.optional(),
});
export type StoreListBody = z.input<typeof storeListBodySchema>;

export const storeListDataSchema = z.object({
  storeList: z.array(storeCardSchema),
  hasMore: z.boolean(),
  queryId: queryIdSchema,
  algorithmId: z.string(),
  storeCount: z.number().int().nonnegative(),
});
export type StoreListData = z.infer<typeof storeListDataSchema>;

/** The server applies {@link sanitizeSearchText} too; the limit here bounds raw input. */
export const searchBodySchema = bodyOf({
  ...positionShape,
  keywords: z.string().max(SEARCH_TEXT_MAX_LENGTH * 4),
  categoryIdList: categoryIdListSchema,
  queryId: queryIdSchema.optional(),
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(STORE_SEARCH_PAGE_SIZE),
});
export type SearchBody = z.input<typeof searchBodySchema>;

export const productSearchDataSchema = z.object({
  productList: z.array(productCardSchema),
  hasMore: z.boolean(),
  queryId: queryIdSchema,
  algorithmId: z.string(),
  total: z.number().int().nonnegative(),
});
export type ProductSearchData = z.infer<typeof productSearchDataSchema>;

export const homepageStoreInfoBodySchema = bodyOf({
  ...positionShape,
  storeIds: z.array(idSchema).min(1).max(50),
});
export const homepageStoreInfoDataSchema = z.object({ storeList: z.array(storeCardSchema) });

// ── Page cards (spec §3 "Page card list") ─────────────────────────────────────

export const bannerSchema = z.object({
  bannerId: idSchema,
  imageUrlMap: localizedTextSchema,
  /** In-app when it holds /platform/, else an external page; absent for a language = no jump. */
  jumpUrlMap: localizedTextSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const flashSaleCardDataSchema = z.object({
  pageId: z.string(),
  productListId: z.string(),
  title: localizedTextSchema,
  /** Milliseconds until the sale ends (or starts, when `started` is false). */
  countdownTime: z.number().int().nonnegative(),
  started: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  items: z.array(productCardSchema),
  hasMore: z.boolean(),
  pageType: z.enum(['FLASH_SALE']),
});
export type FlashSaleCardData = z.infer<typeof flashSaleCardDataSchema>;

export const brandSummarySchema = z.object({
  brandId: idSchema,
  name: localizedTextSchema,
  brandLogo: z.string(),
  /** Where the brand card leads: its brand page. */
  url: z.string(),
});

export const mallSummarySchema = z.object({
  mallId: idSchema,
  mallName: localizedTextSchema,
  logoUrl: z.string(),
  coverImageUrl: z.string(),
  address: localizedTextSchema,
  distance: z.number().int().nonnegative().nullable(),
  storeDistance: z.number().nullable(),
  storeCount: z.number().int().nonnegative(),
});
export type MallSummary = z.infer<typeof mallSummarySchema>;

export const pageCardSchema = z.discriminatedUnion('cardId', [
  z.object({
    cardId: z.literal('PAGE_HOME_BANNER_CARD'),
    data: z.object({ banners: z.array(bannerSchema) }),
  }),
  z.object({ cardId: z.literal('FLASH_SALE_CARD'), data: flashSaleCardDataSchema }),
  z.object({
    cardId: z.literal('BRAND_PAVILION_CARD'),
    data: z.object({ title: localizedTextSchema, brands: z.array(brandSummarySchema), hasMore: z.boolean() }),
  }),
  z.object({
    cardId: z.literal('MALL_NEARBY_CARD'),
    data: z.object({ title: localizedTextSchema, malls: z.array(mallSummarySchema), hasMore: z.boolean() }),
  }),
]);
export type PageCard = z.infer<typeof pageCardSchema>;

export const pageCardListBodySchema = bodyOf({
  ...positionShape,
  cardIds: z.array(z.enum(PAGE_CARD_IDS)).min(1).max(PAGE_CARD_IDS.length),
});
export type PageCardListBody = z.input<typeof pageCardListBodySchema>;
/** Cards with nothing to show are left out, in the order asked for. */
export const pageCardListDataSchema = z.object({ cardList: z.array(pageCardSchema) });
export type PageCardListData = z.infer<typeof pageCardListDataSchema>;

// ── Malls ────────────────────────────────────────────────────────────────────

export const allMallListBodySchema = bodyOf({
  ...positionShape,
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(STORE_LIST_PAGE_SIZE),
  queryId: queryIdSchema.optional(),
});
export const allMallListDataSchema = z.object({
  mallList: z.array(mallSummarySchema),
  hasMore: z.boolean(),
  queryId: queryIdSchema,
});
export type AllMallListData = z.infer<typeof allMallListDataSchema>;

export const mallDetailBodySchema = bodyOf({ ...positionShape, mallId: idSchema });
export const mallDetailDataSchema = mallSummarySchema.extend({
  mapLinkAddress: z.string().nullable(),
  openingHours: z.string(),
  floorList: z.array(z.object({ floorName: z.string() })),
});
export type MallDetailData = z.infer<typeof mallDetailDataSchema>;

export const mallRecommendProductBodySchema = bodyOf({
  ...positionShape,
  mallId: idSchema,
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(HOME_ASSET_PAGE_SIZE),
});
export const productPageDataSchema = z.object({
  productList: z.array(productCardSchema),
  hasMore: z.boolean(),
  queryId: queryIdSchema,
});
export type ProductPageData = z.infer<typeof productPageDataSchema>;

// ── Brands (spec §2 "Brand collection", §3 "Brand page") ────────────────────

export const brandPavilionInfoBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(BRAND_PAGE_SIZE),
  categoryIdList: categoryIdListSchema,
});
export const brandCardSchema = z.object({
  brandId: idSchema,
  logo: z.string(),
  name: localizedTextSchema,
  subTitle: localizedTextSchema,
  url: z.string(),
});
export type BrandCard = z.infer<typeof brandCardSchema>;
export const brandPavilionInfoDataSchema = z.object({
  brand: z.array(brandCardSchema),
  hasMore: z.boolean(),
  headBanner: z.object({ bannerImageUrlMap: localizedTextSchema, bannerJumpUrlMap: localizedTextSchema }),
  shareInfo: z.object({
    mall_id: z.string().nullable(),
    product_id: z.string().nullable(),
    activity_id: z.string().nullable(),
    store_id: z.string().nullable(),
  }),
});
export type BrandPavilionInfoData = z.infer<typeof brandPavilionInfoDataSchema>;

/** The brand page (/platform/brandsHomepage?brandId=): the brand and its stores nearest first. */
export const brandAllStoreListBodySchema = bodyOf({
  ...positionShape,
  brandId: idSchema,
  queryId: queryIdSchema.optional(),
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(STORE_LIST_PAGE_SIZE),
});
export const brandAllStoreListDataSchema = storeListDataSchema.extend({
  brand: brandCardSchema.extend({
    coverImageUrl: z.string(),
    description: localizedTextSchema,
  }),
});
export type BrandAllStoreListData = z.infer<typeof brandAllStoreListDataSchema>;

// ── Resource positions ───────────────────────────────────────────────────────

export const RESOURCE_PAGE_CODES = ['HOME', 'STORE', 'MALL'] as const;
export const resourcePosSchema = z.object({
  resourceId: idSchema,
  imageUrlMap: localizedTextSchema,
  jumpUrlMap: localizedTextSchema,
  title: localizedTextSchema,
});
export type ResourcePos = z.infer<typeof resourcePosSchema>;
export const resourcePagePopBodySchema = bodyOf({ pageCode: z.enum(RESOURCE_PAGE_CODES) });
/** The popup to show once on that page, or null. */
export const resourcePagePopDataSchema = resourcePosSchema.nullable();
export const singleResourcePosBodySchema = bodyOf({ positionCode: z.string().min(1).max(64) });
export const singleResourcePosDataSchema = resourcePosSchema.nullable();

// ── Flash sale and product-list pages ───────────────────────────────────────

export const flashSalePageDetailBodySchema = bodyOf({
  ...positionShape,
  /** Absent: the sale running now (or the next one). */
  pageId: z.string().max(64).optional(),
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(HOME_ASSET_PAGE_SIZE),
});
/** Null when no flash sale runs or is scheduled. */
export const flashSalePageDetailDataSchema = flashSaleCardDataSchema
  .extend({ bannerImageUrl: z.string().nullable() })
  .nullable();
export type FlashSalePageDetailData = z.infer<typeof flashSalePageDetailDataSchema>;

export const productListPageDetailBodySchema = bodyOf({ pageId: z.string().min(1).max(64) });
export const productListPageDetailDataSchema = z.object({
  pageId: z.string(),
  title: localizedTextSchema,
  bannerImageUrl: z.string().nullable(),
  productListIds: z.array(z.string()),
});
export const productListQueryBodySchema = bodyOf({
  ...positionShape,
  productListId: z.string().min(1).max(64),
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(HOME_ASSET_PAGE_SIZE),
});

// ── Applicable stores (spec §7 "Applicable-store search", §4 "Store popup") ──

const applicableStoreShape = {
  queryId: queryIdSchema.optional(),
  pageSize: z.number().int().min(1).max(50).default(APPLICABLE_STORE_PAGE_SIZE),
  userLat: latitudeSchema.optional(),
  userLng: longitudeSchema.optional(),
  keywords: z
    .string()
    .max(SEARCH_TEXT_MAX_LENGTH * 4)
    .default(''),
};
export const productApplicableStoresBodySchema = bodyOf({ ...applicableStoreShape, productId: idSchema });
export const couponApplicableStoresBodySchema = bodyOf({
  ...applicableStoreShape,
  couponTemplateId: idSchema,
});
export const merchantApplicableStoresBodySchema = bodyOf({ ...applicableStoreShape, merchantId: idSchema });

export const applicableStoreSchema = z.object({
  storeId: idSchema,
  storeName: localizedTextSchema,
  storeLogo: z.string(),
  storeAddress: localizedTextSchema,
  distance: z.number().int().nonnegative().nullable(),
  storeDistance: z.number().nullable(),
  mapLinkAddress: z.string().nullable(),
});
export type ApplicableStore = z.infer<typeof applicableStoreSchema>;
export const applicableStoreListDataSchema = z.object({
  storeList: z.array(applicableStoreSchema),
  hasMore: z.boolean(),
  queryId: queryIdSchema,
  storeCount: z.number().int().nonnegative(),
});
export type ApplicableStoreListData = z.infer<typeof applicableStoreListDataSchema>;
