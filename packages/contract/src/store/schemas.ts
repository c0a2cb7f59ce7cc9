import { z } from 'zod';
import { FAVOURITE_BATCH_CANCEL_MAX, FAVOURITE_LIST_PAGE_SIZE } from '../constants.js';
import {
  idSchema,
  latitudeSchema,
  localizedTextSchema,
  longitudeSchema,
  productCardSchema,
  storeCardSchema,
} from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import {
  COUPON_BATCH_STATUSES,
  FAVOURITE_BUSINESS_TYPES,
  STORE_IMAGE_TYPES,
  STORE_SOURCE_TYPES,
  STORE_TYPES,
} from '../enums.js';

/**
 * The store home and store detail (spec §2 "Store home", §3 Store, Homepage coupon response,
 * Coupon batch, Product / asset card; §7 "Store detail call", favourites; §8 store page codes).
 * Per-language texts are `LocalizedText` maps, as in the discovery contract; ids are decimal
 * strings; money is whole rupiah; `distance` is metres and `storeDistance` km to one decimal.
 *
 * Refusals of the store calls (error codes, spec §8): `3800021` qrCodeId not linked to the store,
 * `6410092` no such store (invalid link), `6410012` the store is no longer available, `1000400`
 * malformed input. Favourite calls need a login (`0310205` for guests).
 */

// ── Store detail (spec §7 "Store detail call") ──────────────────────────────

/**
 * An id as it arrives from a link (/platform/merchant?storeId=…): any short text. A value that
 * is not a known id answers 6410092 (invalid link), not a parameter error; empty means absent.
 */
const linkIdSchema = z.string().trim().max(64);

export const storeDetailBodySchema = bodyOf({
  /** At least one of storeId, poiId and qrCodeId must be non-empty (else 1000400 naming storeId). */
  storeId: linkIdSchema.optional(),
  /** A POI store's id (POI_STORE rows); used when storeId is absent. */
  poiId: linkIdSchema.optional(),
  /** A table-QR id: must belong to the store (else 3800021); alone, it names its store. */
  qrCodeId: linkIdSchema.optional(),
  cpType: z.string().max(64).optional(),
  sourceType: z.enum(STORE_SOURCE_TYPES).default('CUSTOMER'),
  /** The customer's position; absent → distance and storeDistance are null. */
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});
export type StoreDetailBody = z.input<typeof storeDetailBodySchema>;

/** "HH:MM" on a 24-hour clock; "24:00" is the end of the day. */
export const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be HH:MM');

/**
 * One span of the opening hours (spec §3 dayPartTimeList). dayPartCode 1–7 with 7 the last day
 * of the week (Monday = 1 … Sunday = 7); channelCode 1 delivery, 2 pickup, 3 dine-in. An end at
 * or before the start runs past midnight into the next day. `isBusinessHours` false marks a
 * span the store is closed (the server only sends open spans today; rules skip closed ones).
 */
export const dayPartTimeSchema = z.object({
  dayPartCode: z.number().int().min(1).max(7),
  channelCode: z.number().int().min(1).max(3),
  startTime: clockTimeSchema,
  endTime: clockTimeSchema,
  isBusinessHours: z.boolean(),
});
export type DayPartTimeItem = z.infer<typeof dayPartTimeSchema>;

export const mallInfoSchema = z.object({
  mallId: idSchema,
  mallName: localizedTextSchema,
  /** The floors the store occupies in the mall. */
  floorList: z.array(z.object({ floorName: z.string() })),
  /** Where in the mall, e.g. "Near the east escalator"; null when not given. */
  locationRemark: localizedTextSchema.nullable(),
});
export type MallInfo = z.infer<typeof mallInfoSchema>;

export const storeChannelSchema = z.object({
  /** 1 delivery, 2 pickup, 3 dine-in (shown in the order dine-in, delivery, pickup). */
  orderFoodType: z.number().int().min(1).max(3),
  /** The menu-QR id the ordering host takes; null when the entry has none yet (toast: not available). */
  qrCodeId: z.string().nullable(),
});
export type StoreChannel = z.infer<typeof storeChannelSchema>;

export const storeImageSchema = z.object({
  imageType: z.enum(STORE_IMAGE_TYPES),
  imageUrl: z.string(),
  /** Ascending; a missing sort reads as 0 (see `sortStoreImages`). */
  sort: z.number().int(),
});
export type StoreImage = z.infer<typeof storeImageSchema>;

export const serviceFacilitiesCategorySchema = z.object({
  id: idSchema,
  categoryName: localizedTextSchema,
  serviceFacilities: z.array(z.object({ id: idSchema, describeName: localizedTextSchema })),
});
export type ServiceFacilitiesCategory = z.infer<typeof serviceFacilitiesCategorySchema>;

/** A dish of the menu section (thumbnails and a lightbox), in the store's menu order. */
export const menuDishSchema = z.object({
  dishId: idSchema,
  dishName: localizedTextSchema,
  description: localizedTextSchema,
  imageUrl: z.string(),
  /** Rupiah. */
  price: z.number().int().nonnegative(),
  /** The store's signature dishes come first and may carry a badge. */
  isSignature: z.boolean(),
});
export type MenuDish = z.infer<typeof menuDishSchema>;

/** Spec §3 Store: everything the store home and store detail pages show. */
export const storeDetailDataSchema = z.object({
  storeId: idSchema,
  merchantId: idSchema,
  brandId: idSchema.nullable(),
  poiId: z.string().nullable(),
  storeName: localizedTextSchema,
  storeType: z.enum(STORE_TYPES),
  /** '1' = halal. */
  halalRestaurant: z.enum(['0', '1']),
  /** As dialled, e.g. "+62 812-3456-7890"; null when the store has none. */
  storeMobile: z.string().nullable(),
  storeAddress: localizedTextSchema,
  storeLat: z.number(),
  storeLng: z.number(),
  /** Empty → the client's default store logo. */
  storeLogo: z.string(),
  /** Opens in a browser; null → the address is copied instead. */
  mapLinkAddress: z.string().nullable(),
  /** Km to one decimal from the position sent; null without one. */
  storeDistance: z.number().nullable(),
  /** Whole metres from the position sent; null without one. */
  distance: z.number().int().nonnegative().nullable(),
  /** Every channel's spans; the page picks a channel with `todayOpeningHours` (priority 3, 1, 2). */
  dayPartTimeList: z.array(dayPartTimeSchema),
  /** Null when the store is not in a mall. */
  mallInfo: mallInfoSchema.nullable(),
  storeBusinessCategoryList: z.array(
    z.object({ businessCategoryId: idSchema, businessCategoryName: localizedTextSchema }),
  ),
  /** Average price per person as each language says it, e.g. "Rp 50.000–75.000/orang". */
  pricePerCapita: localizedTextSchema,
  tagList: z.array(localizedTextSchema),
  storeChannelList: z.array(storeChannelSchema),
  businessDistrictList: z.array(z.object({ id: idSchema, name: localizedTextSchema })),
  serviceFacilitiesCategoryList: z.array(serviceFacilitiesCategorySchema),
  /** Whether the caller saved the store; always false for guests. */
  favourite: z.boolean(),
  shareInfo: z.object({ shareContent: localizedTextSchema, shareImgUrl: z.string() }),
  /** The fallback when the store has no BACKGROUND images (then the default banner). */
  merchantBackgroundImage: z.string().nullable(),
  /** All four image types, sorted ascending by sort (then id). */
  storeImageList: z.array(storeImageSchema),
  /** The menu section, in menu order. */
  menuList: z.array(menuDishSchema),
});
export type StoreDetailData = z.infer<typeof storeDetailDataSchema>;

// ── Coupon section (spec §3 "Homepage coupon response", "Coupon batch") ──────

export const merchantHomepageCouponBodySchema = bodyOf({
  storeId: idSchema,
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});
export type MerchantHomepageCouponBody = z.input<typeof merchantHomepageCouponBodySchema>;

/** A claimable coupon batch of the store (spec §3 "Coupon batch", §4 "Coupon card"). */
export const couponBatchSchema = z.object({
  batchId: idSchema,
  /** Whether the caller holds a usable coupon of it (then `couponId` names it); false for guests. */
  isReceive: z.boolean(),
  /** Set by the client after a claim answered 9000002; the server sends false. */
  isNotCollected: z.boolean(),
  isSoldOut: z.boolean(),
  /** The claimed coupon's id when isReceive; null otherwise. */
  couponId: z.string().nullable(),
  totalQuantity: z.number().int().nonnegative(),
  remainingQuantity: z.number().int().nonnegative(),
  /** Per user overall and per day; -1 = unlimited (spec §5 "Coupon limit text"). */
  receiveTimesLimit: z.number().int(),
  receiveTimesDailyLimit: z.number().int(),
  /** ISO 8601: when the batch can be claimed. */
  startTime: z.string(),
  endTime: z.string(),
  coupon: z.object({
    templateId: idSchema,
    logoUrl: z.string(),
    couponName: localizedTextSchema,
    couponSubTitle: localizedTextSchema,
    /** ON = active. */
    status: z.enum(COUPON_BATCH_STATUSES),
    /** Rupiah off. */
    discountAmount: z.number().int().nonnegative(),
    /** Least order total; 0 = none. */
    minimumSpend: z.number().int().nonnegative(),
    /** Days a claimed coupon stays valid. */
    validDays: z.number().int().nonnegative(),
  }),
});
export type CouponBatch = z.infer<typeof couponBatchSchema>;

export const merchantHomepageCouponDataSchema = z.object({
  /** The tip over the coupon section; null when the store sells nothing. */
  homepageCouponNotice: z.object({ content: z.object({ noticeContent: localizedTextSchema }) }).nullable(),
  homepageCouponList: z.object({
    /** "Discount for You": claimable batches, largest discount first. */
    couponBatchList: z.array(couponBatchSchema),
    /** "Dine Out Voucher": every ON product of the store; purchasable first, then best discount. */
    productList: z.array(productCardSchema),
    /** The claim call’s activityId for these batches; null: store batches belong to no activity. */
    activityId: z.string().nullable(),
  }),
});
export type MerchantHomepageCouponData = z.infer<typeof merchantHomepageCouponDataSchema>;

// ── Favourites (spec §7 favourite add / remove / store_list; login required) ─

const businessTypeSchema = z.enum(FAVOURITE_BUSINESS_TYPES);

/** Idempotent: saving a saved store succeeds and keeps one row (and its first save time). */
export const favouriteSaveBodySchema = bodyOf({
  businessId: idSchema,
  businessType: businessTypeSchema,
});
export type FavouriteSaveBody = z.input<typeof favouriteSaveBodySchema>;

/** Idempotent: ids not saved (or unknown) are ignored. */
export const favouriteBatchCancelBodySchema = bodyOf({
  businessIdList: z.array(idSchema).min(1).max(FAVOURITE_BATCH_CANCEL_MAX),
  businessType: businessTypeSchema,
});
export type FavouriteBatchCancelBody = z.input<typeof favouriteBatchCancelBodySchema>;

/** Save and cancel answer no data: `{success: true, data: null}`. */
export const favouriteChangeDataSchema = z.null();

export const favouriteStoreListBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(FAVOURITE_LIST_PAGE_SIZE),
  /** The customer's position; absent → distance and storeDistance are null. */
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});
export type FavouriteStoreListBody = z.input<typeof favouriteStoreListBodySchema>;

/** A saved store: the discovery store card, plus when it was saved and whether it still trades. */
export const favouriteStoreSchema = storeCardSchema.extend({
  /** ISO 8601. */
  favouriteTime: z.string(),
  /** False once the store closed down (opening it answers 6410012); the user may still remove it. */
  isAvailable: z.boolean(),
});
export type FavouriteStore = z.infer<typeof favouriteStoreSchema>;

export const favouriteStoreListDataSchema = z.object({
  /** Newest saved first (ties by save order). */
  list: z.array(favouriteStoreSchema),
  hasMore: z.boolean(),
  pageNo: z.number().int().min(1),
  /** How many stores the user saved in all. */
  total: z.number().int().nonnegative(),
});
export type FavouriteStoreListData = z.infer<typeof favouriteStoreListDataSchema>;
