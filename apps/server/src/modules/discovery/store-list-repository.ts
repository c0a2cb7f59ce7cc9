import type { RawQuery } from '../../db/client.js';
import type { Position } from '../../lib/geo.js';
import { SqlParams, earthOf, hereOf, metresTo } from '../../lib/sql-params.js';
import {
  type DistanceRow,
  type StoreCardRow,
  type StoreFieldsRow,
  cardColumns,
  distanceColumns,
  fieldColumns,
  itemsAtOf,
} from '../catalog/index.js';

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

export interface ScoredStoreRow extends DistanceRow {
  score: number;
  /** Rows the whole list holds (a window count, free once every candidate is scored). */
  total: number;
}

/** The keyset position after the last row served. */
export interface After {
  key: number;
  id: string;
}

/** Stores that existed at the list's snapshot: a list's pages never gain a store made after its first. */
export const createdBy = (p: SqlParams, snapshot: number): string =>
  `s.created_at < ${p.add(new Date(snapshot + 1).toISOString())}::timestamptz`;

/**
 * The conditions of a filter (and the snapshot, unless null) over `stores s`, except the radius: distance lists
 * apply it to the few rows of a page (see `nearest`), counts through `withinRadius`.
 */
export function filterConditions(p: SqlParams, filter: StoreFilter, snapshot: number | null): string[] {
  const where = [`s.status = 'OPEN'`];
  if (snapshot !== null) where.push(createdBy(p, snapshot));
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
 * a lat/lng box on the `stores.geo` index and a flat-earth distance decide all rows but those
 * within 0.5 % of the edge, which the great-circle distance decides. For counts and the hot
 * vouchers, which read every row of the circle.
 */
export function withinRadius(p: SqlParams, position: Position, radius: number): string {
  const lat = `${p.add(position.lat)}::float8`;
  const lng = `${p.add(position.lng)}::float8`;
  const r = `${p.add(radius)}::float8`;
  const latSpan = `${p.add(((radius * 1.01) / EARTH_RADIUS_M) * (180 / Math.PI))}::float8`;
  const lngSpan = `${p.add(((radius * 1.01) / (EARTH_RADIUS_M * Math.max(0.01, Math.cos((position.lat * Math.PI) / 180) - 0.02))) * (180 / Math.PI))}::float8`;
  const flat = `(${EARTH_RADIUS_M} * sqrt(radians(s.lat - ${lat}) ^ 2 + (radians(s.lng - ${lng}) * cos(radians((s.lat + ${lat}) / 2))) ^ 2))`;
  return `s.geo <@ box(point(${lng} - ${lngSpan}, ${lat} - ${latSpan}), point(${lng} + ${lngSpan}, ${lat} + ${latSpan}))
    and case when ${flat} < ${r} * 0.995 then true when ${flat} > ${r} * 1.005 then false
      else ${metresTo(hereOf(lat, lng))} <= ${r} end`;
}

/**
 * The box on `stores.geo` holding every spot within straight-line (chord) distance `chord` of a
 * position: a cap of angular radius θ = 2·asin(chord / 2R) spans θ in latitude and
 * asin(sin θ / cos φ) in longitude, every longitude once it reaches a pole. A hair wider, for the
 * rounding of both formulas; the exact chord test goes beside it. (Boxes do not wrap at ±180°,
 * which no Indonesian position comes near.)
 */
function capBox(lat: string, lng: string, chord: string): string {
  const theta = `(2 * asin(least(1, ${chord} / (2 * earth()))))`;
  const dLat = `(degrees(${theta}) * 1.000001 + 1e-9)`;
  const dLng = `(case when abs(${lat}) + degrees(${theta}) >= 89.9 then 360
    else degrees(asin(least(1, sin(${theta}) / cos(radians(abs(${lat})))))) * 1.000001 + 1e-9 end)`;
  return `box(point(${lng} - ${dLng}, ${lat} - ${dLat}), point(${lng} + ${dLng}, ${lat} + ${dLat}))`;
}

/**
 * The reach of the `k` stores nearest a position among those meeting `where`: `c`, the largest
 * chord among the first `k` the `stores.geo` GiST index finds in planar order, and `box`, the
 * index box around it (`capBox`). The `k` nearest by chord all lie within `c`, since those `k` do;
 * rows at one spot share their chord, so ties at the edge give the same reach on every run.
 */
function reachOf(lat: string, lng: string, where: readonly string[], k: string): string {
  return `select r.c, ${capBox(lat, lng, 'r.c')} as box from (
      select max(k.c) as c from (
        select (s.earth <-> ${hereOf(lat, lng)})::float8 as c from stores s
        where ${where.join(' and ')}
        order by s.geo <-> point(${lng}, ${lat})
        limit ${k}
      ) k
    ) r`;
}

/** The conditions keeping the rows of `stores s` within a `reachOf` CTE named `reach`. */
const withinReach = (here: string): string[] => [
  's.geo <@ (select box from reach)',
  `(s.earth <-> ${here}) <= (select c from reach)`,
];

export function createStoreListRepository(query: RawQuery) {
  return {
    /**
     * Stores matching the filter, nearest first, after the keyset position (or skipping `offset`).
     * Two steps in one statement, both on the `stores.geo` GiST index: a planar KNN scan finds how
     * far the next `offset + limit` stores reach (see `reachOf`); then the stores inside that reach
     * — a tiny box — are sorted by (chord, id), the exact great-circle order. Rows within a radius
     * are a prefix of this order, so the radius only trims the page.
     */
    async nearest(args: {
      position: Position;
      filter: StoreFilter;
      snapshot: number;
      after: After | null;
      offset: number;
      limit: number;
    }): Promise<DistanceRow[]> {
      const p = new SqlParams();
      const lat = `${p.add(args.position.lat)}::float8`;
      const lng = `${p.add(args.position.lng)}::float8`;
      const here = hereOf(lat, lng);
      const where = filterConditions(p, args.filter, args.snapshot);
      if (args.after) {
        where.push(
          `(s.earth <-> ${here}, s.id) > (${p.add(args.after.key)}::float8, ${p.add(args.after.id)}::bigint)`,
        );
      }
      const page = [...where, ...withinReach(here)];
      if (args.filter.radiusMetres !== undefined) {
        page.push(`${metresTo(here)} <= ${p.add(args.filter.radiusMetres)}::float8`);
      }
      // A first page's row count is written into the statement (a page size plus one, at most 51,
      // so a few statements in all): with the count a parameter, the generic plan guessed a tenth
      // of the stores behind the index scan's limit, so PostgreSQL planned every page afresh, about
      // half of its CPU time for the page (ADR 012). A page asked by page number past the first
      // keeps both numbers as parameters.
      if (!Number.isSafeInteger(args.limit) || args.limit < 1)
        throw new RangeError('limit must be a positive integer');
      const rows = args.offset === 0 ? String(args.limit) : `${p.add(args.limit)}::int`;
      const offset = args.offset === 0 ? null : `${p.add(args.offset)}::int`;
      const text = `with reach as materialized (
          ${reachOf(lat, lng, where, offset === null ? rows : `${rows} + ${offset}`)}
        )
        select ${distanceColumns(here)}
        from stores s
        where ${page.join(' and ')}
        order by chord, s.id
        limit ${rows}${offset === null ? '' : ` offset ${offset}`}`;
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
     * rounded to 6 decimals so the keyset compares exact values. The candidates are the stores
     * within the reach of the first `candidates` such stores the GiST index finds (`reachOf`: the
     * same set on every page, a few more than `candidates` where planar and great-circle order
     * differ at the edge), not every store in the city: scoring all of them on each page costs a
     * second at 100,000 stores, and proximity weighs most.
     */
    async recommended(args: {
      position: Position;
      filter: StoreFilter;
      snapshot: number;
      origin: { filter: StoreFilter; snapshot: number; after: After | null } | null;
      after: After | null;
      limit: number;
      candidates: number;
    }): Promise<ScoredStoreRow[]> {
      const p = new SqlParams();
      const lat = `${p.add(args.position.lat)}::float8`;
      const lng = `${p.add(args.position.lng)}::float8`;
      const here = hereOf(lat, lng);
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
          `(s.earth <-> ${here}, s.id) <= (${p.add(chord)}::float8, ${p.add(args.origin.after.id)}::bigint)`,
        );
        where.push(`not (${served.join(' and ')})`);
      }
      const snapshotAt = `${p.add(new Date(args.snapshot).toISOString())}::timestamptz`;
      const keyset = args.after
        ? `where r.score < ${p.add(args.after.key)}::float8 or (r.score = $${p.values.length}::float8 and r.id > ${p.add(args.after.id)}::bigint)`
        : '';
      const text = `with reach as materialized (
          ${reachOf(lat, lng, where, `${p.add(args.candidates)}::int`)}
        ),
        ranked as (
          select s.id,
            round((0.40 / (1 + ${metres} / 5000.0)
              + 0.30 * coalesce((select max((p.original_price - coalesce(p.promotion_price, p.sale_price))::float8
                  / greatest(p.original_price, 1))
                from product_stores ps join products p on p.id = ps.product_id
                where ps.store_id = s.id and p.status = 'ON'), 0)
              + 0.20 * least(1, ln(1 + greatest(s.popularity, 0)) / ln(1001))
              + 0.10 * exp(-greatest(extract(epoch from (${snapshotAt} - s.created_at)), 0) / 86400.0 / 30)
            )::numeric, 6)::float8 as score,
            (count(*) over ())::int as total
          from stores s
          where ${[...where, ...withinReach(here)].join(' and ')}
        ),
        page as (
          select * from ranked r ${keyset} order by r.score desc, r.id limit ${p.add(args.limit)}::int
        )
        select ${distanceColumns(here)}, page.score, page.total
        from page join stores s on s.id = page.id
        order by page.score desc, page.id`;
      return p.run<ScoredStoreRow>(query, text, { planEachTime: true });
    },

    /**
     * The card fields of the given stores, with their products and coupons as at `itemsAt`, in no
     * particular order; ids of stores that are gone are left out.
     */
    async fields(ids: readonly string[], itemsAt: number): Promise<StoreFieldsRow[]> {
      const p = new SqlParams();
      const text = `select ${fieldColumns(itemsAtOf(p, itemsAt))} from stores s
        where s.id = any(${p.add(ids)}::bigint[])`;
      return p.run<StoreFieldsRow>(query, text);
    },

    /** Card rows of the given stores (open ones only), in no particular order. */
    async byIds(position: Position, ids: readonly string[], cardsAt: number): Promise<StoreCardRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
      const text = `select ${cardColumns(here, itemsAtOf(p, cardsAt))} from stores s
        where s.id = any(${p.add(ids)}::bigint[]) and s.status = 'OPEN'`;
      return p.run<StoreCardRow>(query, text);
    },
  };
}
export type StoreListRepository = ReturnType<typeof createStoreListRepository>;
