/** Tables of the catalog module (modules/catalog): stores, products, flash sales and coupon templates as data. */
import { VOUCHER_CODE_TYPES } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** earthdistance's `cube` (a point on the earth model for `ll_to_earth`); read as its text form. */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * What people browse (spec §3 Store, Store card, Product / asset card, Page card list, Brand
 * page). Ids are given by whoever writes the rows (the seed, the bench generator, later an
 * operator console), so links to demo places stay the same across databases.
 *
 * Names and descriptions are `LocalizedText` JSON ({"id-ID", "en-US", "zh-CN"}); `search_text`
 * columns hold every language's words lower-cased for the trigram search.
 */

const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const id = (name: string) => bigint(name, { mode: 'number' });

/** Cuisines: the home category filter and the search cuisine filter. */
export const categories = pgTable('categories', {
  id: id('id').primaryKey(),
  name: localized('name'),
  iconUrl: text('icon_url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Parts of Greater Jakarta the home region list filters by (regionId 0 = all). */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: localized('name'),
  sort: integer('sort').notNull().default(0),
});

export const businessDistricts = pgTable('business_districts', {
  id: id('id').primaryKey(),
  name: localized('name'),
});

export const serviceFacilityCategories = pgTable('service_facility_categories', {
  id: id('id').primaryKey(),
  name: localized('name'),
  sort: integer('sort').notNull().default(0),
});

export const serviceFacilities = pgTable('service_facilities', {
  id: id('id').primaryKey(),
  categoryId: id('category_id')
    .notNull()
    .references(() => serviceFacilityCategories.id),
  name: localized('name'),
  sort: integer('sort').notNull().default(0),
});

export const malls = pgTable(
  'malls',
  {
    id: id('id').primaryKey(),
    name: localized('name'),
    address: localized('address'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    logoUrl: text('logo_url').notNull(),
    coverUrl: text('cover_url').notNull(),
    mapLink: text('map_link'),
    /** As people read it, e.g. "10:00–22:00". */
    openingHours: text('opening_hours').notNull(),
    floors: text('floors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('malls_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)],
);

export const brands = pgTable('brands', {
  id: id('id').primaryKey(),
  name: localized('name'),
  subtitle: localized('subtitle'),
  description: localized('description'),
  logoUrl: text('logo_url').notNull(),
  coverUrl: text('cover_url').notNull(),
  /** Shown in the brand pavilion ("super brands"), in this order. */
  inPavilion: boolean('in_pavilion').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const STORE_STATUSES = ['OPEN', 'CLOSED_DOWN'] as const;

export const stores = pgTable(
  'stores',
  {
    id: id('id').primaryKey(),
    /** Stores of one brand share its merchant; independent stores have their own. */
    merchantId: id('merchant_id').notNull(),
    brandId: id('brand_id').references(() => brands.id),
    mallId: id('mall_id').references(() => malls.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    storeType: text('store_type', { enum: ['SETTLED_STORE', 'POI_STORE'] }).notNull(),
    poiId: text('poi_id'),
    status: text('status', { enum: STORE_STATUSES }).notNull().default('OPEN'),
    name: localized('name'),
    address: localized('address'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    logoUrl: text('logo_url').notNull(),
    /** merchantBackgroundImage: the fallback when a store has no BACKGROUND images. */
    backgroundUrl: text('background_url'),
    mapLink: text('map_link'),
    mobile: text('mobile'),
    halal: boolean('halal').notNull(),
    /** Average spend per person in rupiah; `price_per_capita` is how each language says it. */
    pricePerCapitaIdr: integer('price_per_capita_idr').notNull(),
    pricePerCapita: localized('price_per_capita'),
    tagList: jsonb('tag_list').$type<LocalizedText[]>().notNull().default([]),
    floors: text('floors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationRemark: jsonb('location_remark').$type<LocalizedText>(),
    shareContent: localized('share_content'),
    /** Orders and claims over the last 30 days: the popularity term of the recommendation. */
    popularity: integer('popularity').notNull().default(0),
    searchText: text('search_text').notNull(),
    /**
     * The store's `store_hours` as compact [day, channel, start, end] rows, null when it has none.
     * Triggers on `store_hours` keep it (migration 0029): every list reads it per card, and a
     * subquery per card cost more than the rest of a card's fields.
     */
    hours: jsonb('hours').$type<[day: number, channel: number, start: string, end: string][]>(),
    /**
     * The words of the store's dishes' `search_text`, null when it has none. Triggers on `dishes`
     * keep it (migration 0030): one scan of the stores finds those holding a word in their own
     * texts or in a dish, filtered and capped as one (store-search-repository.ts).
     */
    dishWords: tsvector('dish_words'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * (lng, lat) as a plain point: its GiST index finds the stores near a position about ten
     * times faster than the earth-cube index, whose distance sorts them exactly afterwards.
     */
    geo: point('geo', { mode: 'xy' })
      .notNull()
      .generatedAlwaysAs(sql`point(lng, lat)`),
    /**
     * `ll_to_earth(lat, lng)` kept with the row: lists measure and sort by it, and computing it
     * per row (a SQL function with domain checks) cost more than the rest of a page.
     */
    earth: cube('earth')
      .notNull()
      .generatedAlwaysAs(sql`ll_to_earth(lat, lng)::cube`),
  },
  (t) => [
    index('stores_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    index('stores_geo_idx').using('gist', t.geo),
    index('stores_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Whole words and word starts: search asks this first, and the trigram index only for words
    // it finds too few stores of (store-search-repository.ts).
    index('stores_search_words_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    index('stores_dish_words_idx').using('gin', t.dishWords),
    index('stores_mall_idx').on(t.mallId),
    index('stores_brand_idx').on(t.brandId),
    index('stores_merchant_idx').on(t.merchantId),
    index('stores_region_idx').on(t.regionId),
    index('stores_created_idx').on(t.createdAt, t.id),
    // The store page opens POI stores by their poiId (spec §7 "Store detail call").
    index('stores_poi_idx')
      .on(t.poiId)
      .where(sql`${t.poiId} is not null`),
    check('stores_status_check', sql`${t.status} in ('OPEN', 'CLOSED_DOWN')`),
  ],
);

/** storeBusinessCategoryList. */
export const storeCategories = pgTable(
  'store_categories',
  {
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: id('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.categoryId] }),
    index('store_categories_category_idx').on(t.categoryId),
  ],
);

/** dayPartTimeList: day 1–7 (Monday = 1), channel 1 delivery / 2 pickup / 3 dine-in, "HH:MM". */
export const storeHours = pgTable(
  'store_hours',
  {
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    dayPartCode: smallint('day_part_code').notNull(),
    channelCode: smallint('channel_code').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('store_hours_store_idx').on(t.storeId),
    check('store_hours_day_check', sql`${t.dayPartCode} between 1 and 7`),
    check('store_hours_channel_check', sql`${t.channelCode} between 1 and 3`),
  ],
);

/** storeChannelList: the table-QR ordering entries (orderFoodType 1 delivery, 2 pickup, 3 dine-in). */
export const storeChannels = pgTable(
  'store_channels',
  {
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderFoodType: smallint('order_food_type').notNull(),
    qrCodeId: text('qr_code_id'),
    /** Delivery (1): how far the store delivers, in metres; null is the default radius. */
    deliveryRadiusMeters: integer('delivery_radius_meters'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.orderFoodType] }),
    check(
      'store_channels_radius_check',
      sql`${t.deliveryRadiusMeters} is null or (${t.orderFoodType} = 1 and ${t.deliveryRadiusMeters} > 0)`,
    ),
    // A scanned table QR names its store (spec §7 "Store detail call" with only a qrCodeId).
    index('store_channels_qr_idx')
      .on(t.qrCodeId)
      .where(sql`${t.qrCodeId} is not null`),
  ],
);

export const storeBusinessDistricts = pgTable(
  'store_business_districts',
  {
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    districtId: id('district_id')
      .notNull()
      .references(() => businessDistricts.id),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.districtId] }),
    // Search finds the stores of a district typed by name (ADR 018).
    index('store_business_districts_district_idx').on(t.districtId),
  ],
);

export const storeServiceFacilities = pgTable(
  'store_service_facilities',
  {
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    facilityId: id('facility_id')
      .notNull()
      .references(() => serviceFacilities.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.facilityId] })],
);

/** storeImageList: MENU_VIEW, PHOTOS, BACKGROUND, IN_SCENE, sorted by `sort`. */
export const storeImages = pgTable(
  'store_images',
  {
    id: id('id').primaryKey(),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    imageType: text('image_type', { enum: ['MENU_VIEW', 'PHOTOS', 'BACKGROUND', 'IN_SCENE'] }).notNull(),
    imageUrl: text('image_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_images_store_idx').on(t.storeId, t.imageType, t.sort)],
);

/** The menu: dishes a store serves; search finds stores by their dishes too. */
export const dishes = pgTable(
  'dishes',
  {
    id: id('id').primaryKey(),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: localized('name'),
    description: localized('description'),
    price: integer('price').notNull(),
    imageUrl: text('image_url').notNull(),
    isSignature: boolean('is_signature').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('dishes_store_idx').on(t.storeId, t.sort),
    index('dishes_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * A free coupon's rules; batches release it. SAAS: a merchant's coupon used at its counter;
 * LOCAL_LIFE: a platform red envelope used when buying a dine-out voucher in the app.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: id('id').primaryKey(),
    merchantId: id('merchant_id').notNull(),
    business: text('business', { enum: ['SAAS', 'LOCAL_LIFE'] })
      .notNull()
      .default('SAAS'),
    name: localized('name'),
    subtitle: localized('subtitle'),
    /** The short tag over the amount. */
    label: jsonb('label').$type<LocalizedText>().notNull().default({}),
    /** The rules, one per line, per language. */
    rules: jsonb('rules').$type<LocalizedText>().notNull().default({}),
    logoUrl: text('logo_url').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    minimumSpend: integer('minimum_spend').notNull().default(0),
    /** Days a claimed coupon stays valid, counted from the claim's Jakarta day; unused with a fixed window. */
    validDays: integer('valid_days').notNull(),
    /** A fixed window instead of validDays, when both are set. */
    validStartsAt: timestamp('valid_starts_at', { withTimezone: true }),
    validEndsAt: timestamp('valid_ends_at', { withTimezone: true }),
    /** Where it may be used: 1 delivery, 2 pickup, 3 dine-in. */
    scopeOrderFoodTypes: smallint('scope_order_food_types')
      .array()
      .notNull()
      .default(sql`'{3}'`),
    status: text('status', { enum: ['ON', 'OFF'] })
      .notNull()
      .default('ON'),
  },
  (t) => [
    check(
      'coupon_templates_window_check',
      sql`(${t.validStartsAt} is null) = (${t.validEndsAt} is null) and (${t.validEndsAt} is null or ${t.validEndsAt} > ${t.validStartsAt})`,
    ),
    check('coupon_templates_valid_days_check', sql`${t.validDays} > 0 or ${t.validEndsAt} is not null`),
    check('coupon_templates_business_check', sql`${t.business} in ('SAAS', 'LOCAL_LIFE')`),
  ],
);

/** The dine-out vouchers a red envelope (LOCAL_LIFE template) can buy. */
export const couponTemplateProducts = pgTable(
  'coupon_template_products',
  {
    templateId: id('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.productId] })],
);

/** The stores a coupon template may be used at. */
export const couponTemplateStores = pgTable(
  'coupon_template_stores',
  {
    templateId: id('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'cascade' }),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.storeId] }),
    index('coupon_template_stores_store_idx').on(t.storeId),
  ],
);

export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: id('id').primaryKey(),
    templateId: id('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'cascade' }),
    totalQuantity: integer('total_quantity').notNull(),
    remainingQuantity: integer('remaining_quantity').notNull(),
    /** Per user overall and per day; -1 = unlimited (spec §5 "Coupon limit text"). */
    receiveTimesLimit: integer('receive_times_limit').notNull().default(1),
    receiveTimesDailyLimit: integer('receive_times_daily_limit').notNull().default(-1),
    /** Only accounts registered within NEW_CUSTOMER_DAYS may claim it. */
    newUserOnly: boolean('new_user_only').notNull().default(false),
    /**
     * How it is claimed: OPEN by anyone through `receive` (store pages, detail pages), LINK only
     * through claim links, ACTIVITY only by opening a red packet that holds it, GRANT only when
     * another module gives it (an invitation reward, a lottery prize).
     */
    claimChannel: text('claim_channel', { enum: ['OPEN', 'LINK', 'ACTIVITY', 'GRANT'] })
      .notNull()
      .default('OPEN'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['ON', 'OFF'] })
      .notNull()
      .default('ON'),
  },
  (t) => [
    index('coupon_batches_template_idx').on(t.templateId),
    check('coupon_batches_remaining_check', sql`${t.remainingQuantity} >= 0`),
    check(
      'coupon_batches_claim_channel_check',
      sql`${t.claimChannel} in ('OPEN', 'LINK', 'ACTIVITY', 'GRANT')`,
    ),
  ],
);

/** Group-coupon products: dine-out vouchers bought and redeemed in store. */
export const products = pgTable(
  'products',
  {
    id: id('id').primaryKey(),
    skuId: id('sku_id').notNull().unique(),
    merchantId: id('merchant_id').notNull(),
    productType: text('product_type', { enum: ['CASH_COUPON', 'GROUP_COUPON'] }).notNull(),
    name: localized('name'),
    description: localized('description'),
    imageUrl: text('image_url').notNull(),
    salePrice: integer('sale_price').notNull(),
    originalPrice: integer('original_price').notNull(),
    totalStock: integer('total_stock').notNull(),
    remainingStock: integer('remaining_stock').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    /** Most one user may buy; 0 = no limit. */
    userLimit: integer('user_limit').notNull().default(0),
    status: text('status', { enum: ['ON', 'OFF'] })
      .notNull()
      .default('ON'),
    /** A running COMMON promotion: its price and tag. */
    promotionPrice: integer('promotion_price'),
    promotionTag: jsonb('promotion_tag').$type<LocalizedText>(),
    /** Days a bought voucher stays valid (RELATIVE_TIME), unless the product has fixed dates. */
    validDays: integer('valid_days').notNull().default(30),
    /** FIXED_TIME: every voucher works from this moment to `redeem_ends_at`, whenever bought. */
    redeemStartsAt: timestamp('redeem_starts_at', { withTimezone: true }),
    redeemEndsAt: timestamp('redeem_ends_at', { withTimezone: true }),
    /** How its vouchers reach the customer (VOUCHER_CODE_TYPES): LAHAP, the store's counter scans our code. */
    codeType: text('code_type', { enum: VOUCHER_CODE_TYPES }).notNull().default('LAHAP'),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_merchant_idx').on(t.merchantId),
    check(
      'products_redeem_window_check',
      sql`(${t.redeemStartsAt} is null) = (${t.redeemEndsAt} is null) and (${t.redeemEndsAt} is null or ${t.redeemEndsAt} > ${t.redeemStartsAt})`,
    ),
    check('products_code_type_check', sql`${t.codeType} in ('LAHAP', 'PAPER_VOUCHER', 'CODE', 'CODE_LINK')`),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('products_stock_check', sql`${t.remainingStock} >= 0 and ${t.remainingStock} <= ${t.totalStock}`),
    check('products_price_check', sql`${t.salePrice} <= ${t.originalPrice}`),
  ],
);

/** The stores a product may be redeemed at (multi-store products list several). */
export const productStores = pgTable(
  'product_stores',
  {
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] }), index('product_stores_store_idx').on(t.storeId)],
);

export const flashSales = pgTable('flash_sales', {
  id: id('id').primaryKey(),
  pageId: text('page_id').notNull().unique(),
  productListId: text('product_list_id').notNull().unique(),
  title: localized('title'),
  bannerUrl: text('banner_url'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    flashSaleId: id('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flashPrice: integer('flash_price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    userLimit: integer('user_limit').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.flashSaleId, t.productId] }),
    check('flash_sale_items_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
  ],
);
