import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';
import type { Position } from '../../lib/geo.js';
import { SqlParams, earthOf } from '../../lib/sql-params.js';
import { type ProductRow, type StoreCardRow, cardColumns, itemsAtOf } from '../catalog/index.js';

export type StoreStatus = 'OPEN' | 'CLOSED_DOWN';

/** A store row with everything the store page shows (spec §3 Store), one round trip. */
export interface StoreDetailRow extends Record<string, unknown> {
  id: string;
  merchant_id: string;
  brand_id: string | null;
  poi_id: string | null;
  status: StoreStatus;
  store_type: 'SETTLED_STORE' | 'POI_STORE';
  name: LocalizedText;
  address: LocalizedText;
  lat: number;
  lng: number;
  logo_url: string;
  background_url: string | null;
  map_link: string | null;
  mobile: string | null;
  halal: boolean;
  price_per_capita: LocalizedText;
  tag_list: LocalizedText[];
  floors: string[];
  location_remark: LocalizedText | null;
  share_content: LocalizedText;
  mall_id: string | null;
  mall_name: LocalizedText | null;
  /** Great-circle metres from the position asked about; null without one. */
  metres: number | null;
  hours: { day: number; channel: number; start: string; end: string }[];
  channels: { type: number; qr: string | null }[];
  categories: { id: string; name: LocalizedText }[];
  districts: { id: string; name: LocalizedText }[];
  facilities: {
    category_id: string;
    category_name: LocalizedText;
    id: string;
    name: LocalizedText;
  }[];
  images: { type: 'MENU_VIEW' | 'PHOTOS' | 'BACKGROUND' | 'IN_SCENE'; url: string; sort: number }[];
  dishes: {
    id: string;
    name: LocalizedText;
    description: LocalizedText;
    image_url: string;
    price: number;
    is_signature: boolean;
  }[];
  favourite: boolean;
}

export interface CouponBatchRow extends Record<string, unknown> {
  batch_id: string;
  template_id: string;
  name: LocalizedText;
  subtitle: LocalizedText;
  logo_url: string;
  discount_amount: number;
  minimum_spend: number;
  valid_days: number;
  template_status: 'ON' | 'OFF';
  total_quantity: number;
  remaining_quantity: number;
  receive_times_limit: number;
  receive_times_daily_limit: number;
  starts_at_ms: number;
  ends_at_ms: number;
}

/** What the carousel of an open store is drawn from (see `carouselImages`). */
export interface StoreCarouselRow extends Record<string, unknown> {
  background_url: string | null;
  images: { imageType: 'BACKGROUND'; imageUrl: string; sort: number }[];
}

export interface FavouriteStoreRow extends StoreCardRow {
  status: StoreStatus;
  favourite_id: string;
  saved_at_ms: number;
}

/** A list of `key`s ordered inside json_agg, '[]' when there are none. */
const jsonList = (select: string, from: string, order: string): string =>
  `coalesce((select json_agg(${select} order by ${order}) ${from}), '[]'::json)`;

const DETAIL_COLUMNS = `s.id::text as id, s.merchant_id::text as merchant_id, s.brand_id::text as brand_id,
  s.poi_id, s.status, s.store_type, s.name, s.address, s.lat, s.lng, s.logo_url, s.background_url, s.map_link,
  s.mobile, s.halal, s.price_per_capita, s.tag_list, s.floors, s.location_remark, s.share_content,
  m.id::text as mall_id, m.name as mall_name,
  case when $2::float8 is null or $3::float8 is null then null
    else earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth($2::float8, $3::float8))::float8 end as metres,
  ${jsonList(
    `json_build_object('day', h.day_part_code, 'channel', h.channel_code, 'start', h.start_time, 'end', h.end_time)`,
    'from store_hours h where h.store_id = s.id',
    'h.channel_code, h.day_part_code, h.start_time, h.end_time',
  )} as hours,
  ${jsonList(
    `json_build_object('type', c.order_food_type, 'qr', c.qr_code_id)`,
    'from store_channels c where c.store_id = s.id',
    'c.order_food_type',
  )} as channels,
  ${jsonList(
    `json_build_object('id', c.id::text, 'name', c.name)`,
    'from store_categories sc join categories c on c.id = sc.category_id where sc.store_id = s.id',
    'c.sort, c.id',
  )} as categories,
  ${jsonList(
    `json_build_object('id', d.id::text, 'name', d.name)`,
    'from store_business_districts sd join business_districts d on d.id = sd.district_id where sd.store_id = s.id',
    'd.id',
  )} as districts,
  ${jsonList(
    `json_build_object('category_id', fc.id::text, 'category_name', fc.name, 'id', f.id::text, 'name', f.name)`,
    `from store_service_facilities sf join service_facilities f on f.id = sf.facility_id
      join service_facility_categories fc on fc.id = f.category_id where sf.store_id = s.id`,
    'fc.sort, fc.id, f.sort, f.id',
  )} as facilities,
  ${jsonList(
    `json_build_object('type', i.image_type, 'url', i.image_url, 'sort', i.sort)`,
    'from store_images i where i.store_id = s.id',
    'i.sort, i.id',
  )} as images,
  ${jsonList(
    `json_build_object('id', d.id::text, 'name', d.name, 'description', d.description, 'image_url', d.image_url,
      'price', d.price, 'is_signature', d.is_signature)`,
    'from dishes d where d.store_id = s.id',
    'd.sort, d.id',
  )} as dishes,
  ($4::bigint is not null and exists (select 1 from favourites f where f.user_id = $4::bigint
    and f.business_type = 'STORE' and f.business_id = s.id)) as favourite`;

export function createStoreRepository(query: RawQuery) {
  return {
    /** The store page's row of a store, or undefined. `userId` (internal) decides `favourite`. */
    async detail(storeId: string, position: Position | null, userId: number | null) {
      const rows = await query<StoreDetailRow>(
        {
          name: 'store_detail',
          text: `select ${DETAIL_COLUMNS} from stores s left join malls m on m.id = s.mall_id where s.id = $1::bigint`,
        },
        [storeId, position?.lat ?? null, position?.lng ?? null, userId],
      );
      return rows[0];
    },

    /** The id of the store with this POI id (a POI store's link), or undefined. */
    async storeIdByPoi(poiId: string): Promise<string | undefined> {
      const rows = await query<{ id: string }>(
        {
          name: 'store_by_poi',
          text: `select id::text as id from stores where poi_id = $1 order by id limit 1`,
        },
        [poiId],
      );
      return rows[0]?.id;
    },

    /** The id of the store a table-QR id belongs to, or undefined. */
    async storeIdByQrCode(qrCodeId: string): Promise<string | undefined> {
      const rows = await query<{ id: string }>(
        {
          name: 'store_by_qr',
          text: `select store_id::text as id from store_channels where qr_code_id = $1 order by store_id limit 1`,
        },
        [qrCodeId],
      );
      return rows[0]?.id;
    },

    /** The carousel sources of a store the page may show (OPEN), or undefined. */
    async carousel(storeId: string): Promise<StoreCarouselRow | undefined> {
      const rows = await query<StoreCarouselRow>(
        {
          name: 'store_carousel',
          text: `select s.background_url, ${jsonList(
            `json_build_object('imageType', i.image_type, 'imageUrl', i.image_url, 'sort', i.sort)`,
            `from store_images i where i.store_id = s.id and i.image_type = 'BACKGROUND'`,
            'i.sort, i.id',
          )} as images from stores s where s.id = $1::bigint and s.status = 'OPEN'`,
        },
        [storeId],
      );
      return rows[0];
    },

    async status(storeId: string): Promise<StoreStatus | undefined> {
      const rows = await query<{ status: StoreStatus }>(
        { name: 'store_status', text: `select status from stores where id = $1::bigint` },
        [storeId],
      );
      return rows[0]?.status;
    },

    /**
     * The store's ON products as discovery's product rows (so they become the same cards):
     * purchasable first, then the best discount (the promotion price counting), then id.
     */
    async products(storeId: string, position: Position | null): Promise<ProductRow[]> {
      return query<ProductRow>(
        {
          name: 'store_products',
          text: `select p.id::text as product_id, p.sku_id::text as sku_id, p.product_type, p.name, p.image_url,
              p.status, p.sale_price, p.original_price, p.promotion_price, p.promotion_tag, p.total_stock,
              p.remaining_stock, p.sold_count, p.user_limit, s.id::text as store_id, s.name as store_name,
              case when $2::float8 is null or $3::float8 is null then null
                else earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth($2::float8, $3::float8))::float8 end
                as store_metres,
              0::float8 as sort_key, 0 as total
            from product_stores ps join products p on p.id = ps.product_id join stores s on s.id = ps.store_id
            where ps.store_id = $1::bigint and p.status = 'ON'
            order by (p.remaining_stock > 0) desc,
              (p.original_price - least(p.sale_price, coalesce(p.promotion_price, p.sale_price)))::float8
                / greatest(p.original_price, 1) desc,
              p.id`,
        },
        [storeId, position?.lat ?? null, position?.lng ?? null],
      );
    },

    /** Coupon batches claimable at the store at `now` (active, stock left), largest discount first. */
    async claimableBatches(storeId: string, now: number): Promise<CouponBatchRow[]> {
      return query<CouponBatchRow>(
        {
          name: 'store_claimable_batches',
          text: `select b.id::text as batch_id, t.id::text as template_id, t.name, t.subtitle, t.logo_url,
              t.discount_amount, t.minimum_spend, t.valid_days, t.status as template_status, b.total_quantity,
              b.remaining_quantity, b.receive_times_limit, b.receive_times_daily_limit,
              (extract(epoch from b.starts_at) * 1000)::float8 as starts_at_ms,
              (extract(epoch from b.ends_at) * 1000)::float8 as ends_at_ms
            from coupon_template_stores ct
              join coupon_templates t on t.id = ct.template_id
              join coupon_batches b on b.template_id = t.id
            where ct.store_id = $1::bigint and t.business = 'SAAS' and b.claim_channel = 'OPEN' and t.status = 'ON'
              and b.status = 'ON' and b.remaining_quantity > 0
              and b.starts_at <= $2::timestamptz and b.ends_at > $2::timestamptz
            order by t.discount_amount desc, b.id`,
        },
        [storeId, new Date(now).toISOString()],
      );
    },

    /**
     * Saves a favourite once: a second save (a double tap, even concurrent) meets the unique
     * index and changes nothing. Answers whether this call added the row.
     */
    async saveFavourite(userId: number, storeId: string): Promise<boolean> {
      const rows = await query<{ id: string }>(
        {
          name: 'favourite_save',
          text: `insert into favourites (user_id, business_type, business_id) values ($1::bigint, 'STORE', $2::bigint)
            on conflict (user_id, business_type, business_id) do nothing returning id::text as id`,
        },
        [userId, storeId],
      );
      return rows.length > 0;
    },

    /** Removes the user's favourites of these stores; answers how many there were. */
    async cancelFavourites(userId: number, storeIds: readonly string[]): Promise<number> {
      const rows = await query<{ id: string }>(
        {
          name: 'favourite_cancel',
          text: `delete from favourites where user_id = $1::bigint and business_type = 'STORE'
            and business_id = any($2::bigint[]) returning id::text as id`,
        },
        [userId, storeIds],
      );
      return rows.length;
    },

    async countFavourites(userId: number): Promise<number> {
      const rows = await query<{ n: number }>(
        {
          name: 'favourite_count',
          text: `select count(*)::int as n from favourites where user_id = $1::bigint and business_type = 'STORE'`,
        },
        [userId],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * A page of the user's saved stores as store-card rows, newest save first (the identity id
     * rises with each save, so the order is total and repeatable), `limit` rows from `offset`.
     */
    async favouriteStores(args: {
      userId: number;
      position: Position;
      offset: number;
      limit: number;
      cardsAt: number;
    }): Promise<FavouriteStoreRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(args.position.lat)}::float8`, `${p.add(args.position.lng)}::float8`);
      const text = `with page as materialized (
          select f.id, f.business_id, f.created_at from favourites f
          where f.user_id = ${p.add(args.userId)}::bigint and f.business_type = 'STORE'
          order by f.id desc offset ${p.add(args.offset)}::int limit ${p.add(args.limit)}::int
        )
        select ${cardColumns(here, itemsAtOf(p, args.cardsAt))}, s.status, page.id::text as favourite_id,
          (extract(epoch from page.created_at) * 1000)::float8 as saved_at_ms
        from page join stores s on s.id = page.business_id
        order by page.id desc`;
      return p.run<FavouriteStoreRow>(query, text);
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;
