import { STORE_ITEMS_BEFORE_VIEW_MORE } from '@lahap/contract/constants';
import type { LocalizedText } from '@lahap/contract/locale';
import { type SqlParams, metresTo } from '../../lib/sql-params.js';
import type { HoursRow } from './business-hours.js';

/*
 * The store card's columns and rows, as every list of stores reads them: discovery's lists and
 * search, the store page's favourites and carousels.
 */

/**
 * What a store card shows of a store wherever a list stands: the same for every list, so the
 * service keeps it for a few seconds (see discovery's `card-fields.ts`).
 */
export interface StoreFieldsRow extends Record<string, unknown> {
  id: string;
  merchant_id: string;
  store_type: 'SETTLED_STORE' | 'POI_STORE';
  poi_id: string | null;
  name: LocalizedText;
  address: LocalizedText;
  logo_url: string;
  background_url: string | null;
  map_link: string | null;
  halal: boolean;
  price_per_capita: LocalizedText;
  tag_list: LocalizedText[];
  mall_name: LocalizedText | null;
  category_name: LocalizedText | null;
  hours: HoursRow[] | null;
  /** Up to 3 ON products, best discount first (null when none, or when the list shows no cards). */
  products: CardProductRow[] | null;
  /** Up to 3 claimable coupon batches, biggest first (null when none, or no cards). */
  coupons: CardCouponRow[] | null;
}

/** A listed store and how far it is from the list's position. */
export interface DistanceRow extends Record<string, unknown> {
  id: string;
  /** Straight-line (chord) distance in the earth cube: orders like the true distance, exactly repeatable. */
  chord: number;
  /** Great-circle metres from the position. */
  metres: number;
}

/** A store row with everything a store card shows. */
export interface StoreCardRow extends StoreFieldsRow, DistanceRow {}

export interface CardProductRow {
  product_id: string;
  sku_id: string;
  name: LocalizedText;
  image_url: string;
  sale_price: number;
  original_price: number;
  promotion_price: number | null;
  promotion_tag: LocalizedText | null;
  remaining_stock: number;
}

export interface CardCouponRow {
  batch_id: string;
  template_id: string;
  name: LocalizedText;
  discount_amount: number;
  minimum_spend: number;
}

/**
 * The columns of `StoreFieldsRow` over `stores s`. With `itemsAt` (the placeholder
 * of "now"), the card's products and coupons come along as JSON arrays, so a page is one round trip.
 */
export function fieldColumns(itemsAt?: string): string {
  const items = itemsAt
    ? `(select json_agg(x) from (
        select p.id::text as product_id, p.sku_id::text as sku_id, p.name, p.image_url, p.sale_price,
          p.original_price, p.promotion_price, p.promotion_tag, p.remaining_stock
        from product_stores ps join products p on p.id = ps.product_id
        where ps.store_id = s.id and p.status = 'ON'
        order by (p.original_price - coalesce(p.promotion_price, p.sale_price))::float8
          / greatest(p.original_price, 1) desc, p.id
        limit ${STORE_ITEMS_BEFORE_VIEW_MORE}) x) as products,
      (select json_agg(x) from (
        select b.id::text as batch_id, t.id::text as template_id, t.name, t.discount_amount, t.minimum_spend
        from coupon_template_stores ct
          join coupon_templates t on t.id = ct.template_id
          join coupon_batches b on b.template_id = t.id
        where ct.store_id = s.id and t.status = 'ON' and b.status = 'ON' and b.remaining_quantity > 0
          and b.starts_at <= ${itemsAt} and b.ends_at > ${itemsAt}
        order by t.discount_amount desc, b.id
        limit ${STORE_ITEMS_BEFORE_VIEW_MORE}) x) as coupons`
    : 'null::json as products, null::json as coupons';
  return `s.id::text as id, s.merchant_id::text as merchant_id, s.store_type, s.poi_id, s.name, s.address,
    s.logo_url, s.background_url, s.map_link, s.halal, s.price_per_capita, s.tag_list,
    -- A lookup per card: joined, the planner hashed every mall for a page of ten cards.
    (select m.name from malls m where m.id = s.mall_id) as mall_name,
    (select c.name from store_categories sc join categories c on c.id = sc.category_id
      where sc.store_id = s.id order by c.sort, c.id limit 1) as category_name,
    s.hours,
    ${items}`;
}

/** The columns of `DistanceRow` over `stores s`; `here` is the position's cube. */
export function distanceColumns(here: string): string {
  return `s.id::text as id, (s.earth <-> ${here})::float8 as chord, ${metresTo(here)}::float8 as metres`;
}

/** The columns of `StoreCardRow` over `stores s` (see `fieldColumns`). */
export function cardColumns(here: string, itemsAt?: string): string {
  return `${fieldColumns(itemsAt)}, ${distanceColumns(here)}`;
}

/** The placeholder of "now" for the card items, when a list shows cards. */
export const itemsAtOf = (p: SqlParams, cardsAt: number | undefined): string | undefined =>
  cardsAt === undefined ? undefined : `${p.add(new Date(cardsAt).toISOString())}::timestamptz`;
