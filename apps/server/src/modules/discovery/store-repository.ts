import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';
import type { HoursRow } from './business-hours.js';
import type { Position } from './geo.js';
import { SqlParams, earthOf } from './sql-builder.js';

/** What narrows a store list; every part is optional. */
export interface StoreFilter {
  /** Only stores within this many metres of the position. */
  radiusMetres?: number;
  /** Only stores of this region (0 or absent = all). */
  regionId?: number;
  mallId?: string;
  brandId?: string;
  merchantId?: string;
  /** Only stores a product may be redeemed at. */
  productId?: string;
  /** Only stores a coupon template may be used at. */
  couponTemplateId?: string;
  /** Stores serving any of these cuisines. */
  categoryIds?: readonly string[];
  /** Sanitised words the store's names or addresses must contain. */
  keywords?: string;
}

/** A store row with everything a store card shows. */
export interface StoreCardRow extends Record<string, unknown> {
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
  /** Straight-line (chord) distance in the earth cube: orders like the true distance, exactly repeatable. */
  chord: number;
  /** Great-circle metres from the position. */
  metres: number;
}

export interface ScoredStoreRow extends StoreCardRow {
  score: number;
  /** Rows the whole list holds (a window count, free once every candidate is scored). */
  total: number;
}

export interface SearchStoreRow extends StoreCardRow {
  relevance: number;
  /** Flat-earth squared distance in degrees: the search's distance order, exactly repeatable. */
  nearness: number;
  /** 1 exact, 2 similar. */
  tier: number;
  /** Rows of that tier in the whole list (a window count). */
  tier_total: number;
}

export interface CardProductRow extends Record<string, unknown> {
  store_id: string;
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

export interface CardCouponRow extends Record<string, unknown> {
  store_id: string;
  batch_id: string;
  template_id: string;
  name: LocalizedText;
  discount_amount: number;
  minimum_spend: number;
}

/** The keyset position after the last row served. */
export interface After {
  key: number;
  id: string;
}

/** The card columns; `$lat`/`$lng` are the placeholders of the position. */
function cardColumns(here: string): string {
  return `s.id::text as id, s.merchant_id::text as merchant_id, s.store_type, s.poi_id, s.name, s.address,
    s.logo_url, s.background_url, s.map_link, s.halal, s.price_per_capita, s.tag_list, m.name as mall_name,
    (select c.name from store_categories sc join categories c on c.id = sc.category_id
      where sc.store_id = s.id order by c.sort, c.id limit 1) as category_name,
    (select json_agg(json_build_array(h.day_part_code, h.channel_code, h.start_time, h.end_time))
      from store_hours h where h.store_id = s.id) as hours,
    (ll_to_earth(s.lat, s.lng) <-> ${here})::float8 as chord,
    earth_distance(ll_to_earth(s.lat, s.lng), ${here})::float8 as metres`;
}

/**
 * The conditions of a filter (and the snapshot) over `stores s`, except the radius: distance lists
 * apply it to the few rows of a page (see `nearest`), counts through `withinRadius`.
 */
function filterConditions(p: SqlParams, filter: StoreFilter, snapshot: number): string[] {
  const where = [
    `s.status = 'OPEN'`,
    `s.created_at < ${p.add(new Date(snapshot + 1).toISOString())}::timestamptz`,
  ];
  if (filter.regionId) where.push(`s.region_id = ${p.add(filter.regionId)}::int`);
  if (filter.mallId) where.push(`s.mall_id = ${p.add(filter.mallId)}::bigint`);
  if (filter.brandId) where.push(`s.brand_id = ${p.add(filter.brandId)}::bigint`);
  if (filter.merchantId) where.push(`s.merchant_id = ${p.add(filter.merchantId)}::bigint`);
  if (filter.productId) {
    where.push(
      `exists (select 1 from product_stores ps where ps.store_id = s.id and ps.product_id = ${p.add(filter.productId)}::bigint)`,
    );
  }
  if (filter.couponTemplateId) {
    where.push(
      `exists (select 1 from coupon_template_stores ct where ct.store_id = s.id and ct.template_id = ${p.add(filter.couponTemplateId)}::bigint)`,
    );
  }
  if (filter.categoryIds && filter.categoryIds.length > 0) {
    where.push(
      `exists (select 1 from store_categories sc where sc.store_id = s.id and sc.category_id = any(${p.add(filter.categoryIds)}::bigint[]))`,
    );
  }
  if (filter.keywords) {
    // Sanitised text holds only letters, digits and spaces, so it cannot carry LIKE wildcards.
    where.push(
      `concat_ws(' ', s.name->>'id-ID', s.name->>'en-US', s.name->>'zh-CN', s.address->>'id-ID', s.address->>'en-US', s.address->>'zh-CN') ilike ${p.add(`%${filter.keywords}%`)}`,
    );
  }
  return where;
}

/** Mean radius earthdistance measures with (its `earth()`), in metres. */
const EARTH_RADIUS_M = 6_378_168;

/**
 * Within `radius` metres of a position, exactly, without computing `ll_to_earth` for every row:
 * a lat/lng box and a flat-earth distance decide all rows but those within 0.5 % of the edge,
 * which the great-circle distance decides. For counts, which read every row of the circle.
 */
function withinRadius(p: SqlParams, position: Position, radius: number): string {
  const lat = `${p.add(position.lat)}::float8`;
  const lng = `${p.add(position.lng)}::float8`;
  const r = `${p.add(radius)}::float8`;
  const latSpan = `${p.add(((radius * 1.01) / EARTH_RADIUS_M) * (180 / Math.PI))}::float8`;
  const lngSpan = `${p.add(((radius * 1.01) / (EARTH_RADIUS_M * Math.max(0.01, Math.cos((position.lat * Math.PI) / 180) - 0.02))) * (180 / Math.PI))}::float8`;
  const flat = `(${EARTH_RADIUS_M} * sqrt(radians(s.lat - ${lat}) ^ 2 + (radians(s.lng - ${lng}) * cos(radians((s.lat + ${lat}) / 2))) ^ 2))`;
  return `s.lat between ${lat} - ${latSpan} and ${lat} + ${latSpan}
    and s.lng between ${lng} - ${lngSpan} and ${lng} + ${lngSpan}
    and case when ${flat} < ${r} * 0.995 then true when ${flat} > ${r} * 1.005 then false
      else earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(${lat}, ${lng})) <= ${r} end`;
}

export function createStoreRepository(query: RawQuery) {
  return {
    /**
     * Stores matching the filter, nearest first, after the keyset position (or skipping `offset`).
     * Two steps in one statement, both on the GiST index: a KNN scan finds how far the next
     * `offset + limit` stores reach (it cannot also order by id, so ties are settled next); then
     * the stores inside that reach — a tiny box — are sorted by (distance, id). Rows within a
     * radius are a prefix of this order, so the radius only trims the page.
     */
    async nearest(args: {
      position: Position;
      filter: StoreFilter;
      snapshot: number;
      after: After | null;
      offset: number;
      limit: number;
    }): Promise<StoreCardRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(args.position.lat)}::float8`, `${p.add(args.position.lng)}::float8`);
      const where = filterConditions(p, args.filter, args.snapshot);
      if (args.after) {
        where.push(
          `(ll_to_earth(s.lat, s.lng) <-> ${here}, s.id) > (${p.add(args.after.key)}::float8, ${p.add(args.after.id)}::bigint)`,
        );
      }
      const reach = `(select c from reach)`;
      const page = [
        ...where,
        `cube_enlarge(${here}, ${reach}, 3) @> ll_to_earth(s.lat, s.lng)`,
        `(ll_to_earth(s.lat, s.lng) <-> ${here}) <= ${reach}`,
      ];
      if (args.filter.radiusMetres !== undefined) {
        page.push(
          `earth_distance(ll_to_earth(s.lat, s.lng), ${here}) <= ${p.add(args.filter.radiusMetres)}::float8`,
        );
      }
      const limit = p.add(args.limit);
      const offset = p.add(args.offset);
      const text = `with reach as materialized (
          select max(k.c) as c from (
            select ll_to_earth(s.lat, s.lng) <-> ${here} as c from stores s
            where ${where.join(' and ')}
            order by ll_to_earth(s.lat, s.lng) <-> ${here}
            limit ${limit}::int + ${offset}::int
          ) k
        )
        select ${cardColumns(here)}
        from stores s left join malls m on m.id = s.mall_id
        where ${page.join(' and ')}
        order by chord, s.id
        limit ${limit}::int offset ${offset}::int`;
      return p.run<StoreCardRow>(query, text);
    },

    async count(position: Position, filter: StoreFilter, snapshot: number): Promise<number> {
      const p = new SqlParams();
      const where = filterConditions(p, filter, snapshot);
      if (filter.radiusMetres !== undefined) where.push(withinRadius(p, position, filter.radiusMetres));
      const rows = await p.run<{ n: number }>(
        query,
        `select count(*)::int as n from stores s where ${where.join(' and ')}`,
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * The recommendation list: stores matching `filter`, leaving out those the origin list already
     * served (its filter, up to its keyset position), best score first. Score (0–1), as the client
     * may explain it:
     *   0.40 × proximity   1 / (1 + km / 5), flat-earth km — 0 km → 1, 5 km → 0.5, 15 km → 0.25
     * + 0.30 × discount    best % off among its ON products / 100
     * + 0.20 × popularity  min(1, ln(1 + orders and claims in 30 days) / ln(1001))
     * + 0.10 × freshness   exp(−days since it joined / 30), measured at the list's snapshot
     * rounded to 6 decimals so the keyset compares exact values.
     */
    async recommended(args: {
      position: Position;
      filter: StoreFilter;
      snapshot: number;
      origin: { filter: StoreFilter; snapshot: number; after: After | null } | null;
      after: After | null;
      limit: number;
    }): Promise<ScoredStoreRow[]> {
      const p = new SqlParams();
      const lat = `${p.add(args.position.lat)}::float8`;
      const lng = `${p.add(args.position.lng)}::float8`;
      const here = earthOf(lat, lng);
      // Flat-earth metres: exact enough for a score, and free of a per-row ll_to_earth.
      const metres = `(${EARTH_RADIUS_M} * sqrt(radians(s.lat - ${lat}) ^ 2 + (radians(s.lng - ${lng}) * ${p.add(Math.cos((args.position.lat * Math.PI) / 180))}::float8) ^ 2))`;
      const where = filterConditions(p, args.filter, args.snapshot);
      if (args.origin?.after) {
        const served = filterConditions(p, args.origin.filter, args.origin.snapshot);
        const chord = args.origin.after.key;
        // Great-circle metres of the origin's last row, widened: only rows this near can have been served.
        const reach = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_M)));
        served.push(`${metres} <= ${p.add(reach * 1.01 + 1)}::float8`);
        served.push(
          `(ll_to_earth(s.lat, s.lng) <-> ${here}, s.id) <= (${p.add(chord)}::float8, ${p.add(args.origin.after.id)}::bigint)`,
        );
        where.push(`not (${served.join(' and ')})`);
      }
      const snapshotAt = `${p.add(new Date(args.snapshot).toISOString())}::timestamptz`;
      const keyset = args.after
        ? `where r.score < ${p.add(args.after.key)}::float8 or (r.score = $${p.values.length}::float8 and r.id > ${p.add(args.after.id)}::bigint)`
        : '';
      const text = `with best as (
          select ps.store_id, max((p.original_price - coalesce(p.promotion_price, p.sale_price))::float8
            / greatest(p.original_price, 1)) as discount
          from product_stores ps join products p on p.id = ps.product_id
          where p.status = 'ON' group by ps.store_id
        ),
        ranked as (
          select s.id,
            round((0.40 / (1 + ${metres} / 5000.0)
              + 0.30 * coalesce(b.discount, 0)
              + 0.20 * least(1, ln(1 + greatest(s.popularity, 0)) / ln(1001))
              + 0.10 * exp(-greatest(extract(epoch from (${snapshotAt} - s.created_at)), 0) / 86400.0 / 30)
            )::numeric, 6)::float8 as score,
            (count(*) over ())::int as total
          from stores s left join best b on b.store_id = s.id
          where ${where.join(' and ')}
        ),
        page as (
          select * from ranked r ${keyset} order by r.score desc, r.id limit ${p.add(args.limit)}::int
        )
        select ${cardColumns(here)}, page.score, page.total
        from page join stores s on s.id = page.id left join malls m on m.id = s.mall_id
        order by page.score desc, page.id`;
      return p.run<ScoredStoreRow>(query, text);
    },

    /**
     * Stores whose names (all languages), cuisines or brand — `stores.search_text` — or whose
     * dishes match the words, in two tiers:
     * 1. exact: the text contains the words (relevance 1), nearest first;
     * 2. similar: trigram word similarity ≥ `threshold` (one typo in a short word), relevance the
     *    best similarity (a dish counts 0.9 of a name) to one decimal, at most 0.9; then nearest.
     * Containment is a cheap check behind the trigram index, while similarity is computed per
     * candidate, so the similar tier is only evaluated once a list runs past its exact matches
     * (the UNION ALL under the LIMIT stops early). Distance order uses a flat-earth measure,
     * exactly repeatable and true to the great-circle order at city scale; card columns are
     * computed for the page alone.
     */
    async search(args: {
      text: string;
      threshold: number;
      position: Position;
      categoryIds: readonly string[];
      snapshot: number;
      after: (After & { relevance: number }) | null;
      limit: number;
    }): Promise<SearchStoreRow[]> {
      const p = new SqlParams();
      const words = p.add(args.text);
      // set_config(…, true) lasts for this statement's transaction only; evaluated in an
      // InitPlan, it is in force before the trigram index is scanned.
      const threshold = p.add(String(args.threshold));
      const lat = `${p.add(args.position.lat)}::float8`;
      const lng = `${p.add(args.position.lng)}::float8`;
      const cosLat = `${p.add(Math.cos((args.position.lat * Math.PI) / 180))}::float8`;
      const here = earthOf(lat, lng);
      const nearness = `((s.lat - ${lat}) * (s.lat - ${lat}) + (s.lng - ${lng}) * ${cosLat} * (s.lng - ${lng}) * ${cosLat})::float8`;
      const where = filterConditions(p, { categoryIds: args.categoryIds }, args.snapshot).join(' and ');
      const after = args.after;
      const inExact = after === null || after.relevance >= 1;
      const exactKeyset = !after
        ? ''
        : inExact
          ? `and (r.nearness, r.id) > (${p.add(after.key)}::float8, ${p.add(after.id)}::bigint)`
          : 'and false';
      const similarKeyset =
        after && !inExact
          ? `where (-r.relevance, r.nearness, r.id) > (${p.add(-after.relevance)}::float8, ${p.add(after.key)}::float8, ${p.add(after.id)}::bigint)`
          : '';
      const limit = p.add(args.limit);
      const text = `with q as materialized (
          select ${words}::text as t, '%' || ${words}::text || '%' as pattern,
            set_config('pg_trgm.word_similarity_threshold', ${threshold}, true) as cfg
        ),
        exact as materialized (
          select s.id as store_id from stores s where s.search_text like (select pattern from q)
          union
          select d.store_id from dishes d where d.search_text like (select pattern from q)
        ),
        exact_ranked as (
          select s.id, 1::float8 as relevance, ${nearness} as nearness, (count(*) over ())::int as tier_total
          from exact e join stores s on s.id = e.store_id where ${where}
        ),
        similar_hits as (
          select u.store_id, max(u.sim) as sim from (
            select s.id as store_id, word_similarity((select t from q), s.search_text) as sim
            from stores s where s.search_text %> (select t from q)
            union all
            select d.store_id, word_similarity((select t from q), d.search_text) * 0.9 as sim
            from dishes d where d.search_text %> (select t from q)
          ) u where not exists (select 1 from exact e where e.store_id = u.store_id)
          group by u.store_id
        ),
        similar_ranked as (
          select s.id, least(round(x.sim::numeric, 1), 0.9)::float8 as relevance, ${nearness} as nearness,
            (count(*) over ())::int as tier_total
          from similar_hits x join stores s on s.id = x.store_id where ${where}
        ),
        page as (
          (select r.*, 1 as tier from exact_ranked r where true ${exactKeyset}
            order by r.nearness, r.id limit ${limit}::int)
          union all
          (select r.*, 2 as tier from similar_ranked r ${similarKeyset}
            order by r.relevance desc, r.nearness, r.id limit ${limit}::int)
          limit ${limit}::int
        )
        select ${cardColumns(here)}, page.relevance, page.nearness, page.tier, page.tier_total
        from page join stores s on s.id = page.id left join malls m on m.id = s.mall_id
        order by page.tier, page.relevance desc, page.nearness, page.id`;
      return p.run<SearchStoreRow>(query, text);
    },

    /** Up to `perStore` dishes of each store matching the words, best match first. */
    async matchedDishes(args: {
      text: string;
      threshold: number;
      storeIds: readonly string[];
      perStore: number;
    }): Promise<{ store_id: string; dish_id: string; name: LocalizedText }[]> {
      if (args.storeIds.length === 0) return [];
      return query(
        {
          name: 'disc_matched_dishes',
          text: `with q as materialized (
              select $1::text as t, set_config('pg_trgm.word_similarity_threshold', $2, true) as cfg
            )
            select store_id, dish_id, name from (
              select d.store_id::text as store_id, d.id::text as dish_id, d.name,
                row_number() over (partition by d.store_id
                  order by word_similarity((select t from q), d.search_text) desc, d.id) as rn
              from dishes d
              where d.store_id = any($3::bigint[]) and d.search_text %> (select t from q)
            ) x where rn <= $4::int order by store_id, rn`,
        },
        [args.text, String(args.threshold), args.storeIds, args.perStore],
      );
    },

    /** Up to `perStore` ON products per store, best discount first. */
    async cardProducts(storeIds: readonly string[], perStore: number): Promise<CardProductRow[]> {
      if (storeIds.length === 0) return [];
      return query<CardProductRow>(
        {
          name: 'disc_card_products',
          text: `select * from (
            select ps.store_id::text as store_id, p.id::text as product_id, p.sku_id::text as sku_id, p.name,
              p.image_url, p.sale_price, p.original_price, p.promotion_price, p.promotion_tag, p.remaining_stock,
              row_number() over (partition by ps.store_id order by
                (p.original_price - coalesce(p.promotion_price, p.sale_price))::float8 / greatest(p.original_price, 1) desc,
                p.id) as rn
            from product_stores ps join products p on p.id = ps.product_id
            where ps.store_id = any($1::bigint[]) and p.status = 'ON'
          ) t where rn <= $2::int order by store_id, rn`,
        },
        [storeIds, perStore],
      );
    },

    /** Up to `perStore` claimable coupon batches per store (active now, stock left), biggest first. */
    async cardCoupons(storeIds: readonly string[], now: number, perStore: number): Promise<CardCouponRow[]> {
      if (storeIds.length === 0) return [];
      return query<CardCouponRow>(
        {
          name: 'disc_card_coupons',
          text: `select * from (
            select ct.store_id::text as store_id, b.id::text as batch_id, t.id::text as template_id, t.name,
              t.discount_amount, t.minimum_spend,
              row_number() over (partition by ct.store_id order by t.discount_amount desc, b.id) as rn
            from coupon_template_stores ct
              join coupon_templates t on t.id = ct.template_id
              join coupon_batches b on b.template_id = t.id
            where ct.store_id = any($1::bigint[]) and t.status = 'ON' and b.status = 'ON'
              and b.remaining_quantity > 0 and b.starts_at <= $2::timestamptz and b.ends_at > $2::timestamptz
          ) t where rn <= $3::int order by store_id, rn`,
        },
        [storeIds, new Date(now).toISOString(), perStore],
      );
    },

    /** Card rows of the given stores (open ones only), in no particular order. */
    async byIds(position: Position, ids: readonly string[]): Promise<StoreCardRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
      const text = `select ${cardColumns(here)} from stores s left join malls m on m.id = s.mall_id
        where s.id = any(${p.add(ids)}::bigint[]) and s.status = 'OPEN'`;
      return p.run<StoreCardRow>(query, text);
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;
