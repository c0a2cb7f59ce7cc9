import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';
import type { Position } from '../../lib/geo.js';
import { SqlParams, earthOf } from '../../lib/sql-params.js';
import type { ProductRow } from '../catalog/index.js';
import { PRODUCT_STORE_WEIGHT, qualityOf, queryCte } from './search-ranking.js';

/** A voucher matching the words, with what its score needs besides the searcher's position. */
export interface ProductCandidateRow extends Record<string, unknown> {
  product_id: string;
  relevance: number;
  /** (original − price now) / original. */
  discount: number;
  /** Where the open stores it is used at are; empty when none is open. */
  store_lats: number[];
  store_lngs: number[];
}

export interface CategoryRow extends Record<string, unknown> {
  id: string;
  name: LocalizedText;
  icon_url: string;
  store_count: number;
}

export interface RegionRow extends Record<string, unknown> {
  id: number;
  name: LocalizedText;
}

export interface MallRow extends Record<string, unknown> {
  id: string;
  name: LocalizedText;
  address: LocalizedText;
  logo_url: string;
  cover_url: string;
  map_link: string | null;
  opening_hours: string;
  floors: string[];
  store_count: number;
  chord: number;
  metres: number;
}

export interface BrandRow extends Record<string, unknown> {
  id: string;
  name: LocalizedText;
  subtitle: LocalizedText;
  description: LocalizedText;
  logo_url: string;
  cover_url: string;
}

export interface ImageSlotRow extends Record<string, unknown> {
  id: string;
  title: LocalizedText | null;
  image_url_map: LocalizedText;
  jump_url_map: LocalizedText;
}

export interface FlashSaleRow extends Record<string, unknown> {
  id: string;
  page_id: string;
  product_list_id: string;
  title: LocalizedText;
  banner_url: string | null;
  starts_at_ms: number;
  ends_at_ms: number;
  item_count: number;
}

export interface ProductListPageRow extends Record<string, unknown> {
  page_id: string;
  title: LocalizedText;
  banner_url: string | null;
  list_ids: string[] | null;
}

const PRODUCT_COLUMNS = `p.id::text as product_id, p.sku_id::text as sku_id, p.product_type,
  p.name, p.image_url, p.status, p.sale_price, p.original_price, p.promotion_price, p.promotion_tag,
  p.total_stock, p.remaining_stock, p.sold_count, p.user_limit,
  ns.store_id, ns.store_name, ns.store_metres`;

/** The nearest open store a product can be used at, for `p` — one KNN probe per product row. */
/** What share of its original price a product `p` takes off now. */
const DISCOUNT_SHARE = `(p.original_price - coalesce(p.promotion_price, p.sale_price))::float8 / greatest(p.original_price, 1)`;

const nearestStoreJoin = (here: string) => `left join lateral (
    select s.id::text as store_id, s.name as store_name,
      earth_distance(ll_to_earth(s.lat, s.lng), ${here})::float8 as store_metres
    from product_stores ps join stores s on s.id = ps.store_id
    where ps.product_id = p.id and s.status = 'OPEN'
    order by ll_to_earth(s.lat, s.lng) <-> ${here}, s.id limit 1
  ) ns on true`;

const mallColumns = (
  here: string,
) => `m.id::text as id, m.name, m.address, m.logo_url, m.cover_url, m.map_link,
  m.opening_hours, m.floors,
  (select count(*)::int from stores s where s.mall_id = m.id and s.status = 'OPEN') as store_count,
  (ll_to_earth(m.lat, m.lng) <-> ${here})::float8 as chord,
  earth_distance(ll_to_earth(m.lat, m.lng), ${here})::float8 as metres`;

/**
 * Products of an ordered list (`i`, joined to `p` through `i.product_id`, ordered by `i.sort`)
 * in that order from `offset`, each with the total and the nearest store it can be used at.
 */
function listedProducts(
  query: RawQuery,
  position: Position,
  offset: number,
  limit: number,
  list: (p: SqlParams) => { columns: string; from: string; where: string },
): Promise<ProductRow[]> {
  const p = new SqlParams();
  const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
  const { columns, from, where } = list(p);
  return p.run<ProductRow>(
    query,
    `select ${PRODUCT_COLUMNS}, i.sort::float8 as sort_key, (count(*) over ())::int as total
        ${columns ? `, ${columns}` : ''}
      from ${from} join products p on p.id = i.product_id ${nearestStoreJoin(here)}
      where ${where}
      order by i.sort, p.id offset ${p.add(offset)}::int limit ${p.add(limit)}::int`,
  );
}

export function createCatalogRepository(query: RawQuery) {
  return {
    /** Cuisines in their order, each with how many open stores serve it. */
    async categories(): Promise<CategoryRow[]> {
      return query<CategoryRow>(
        {
          name: 'disc_categories',
          text: `select c.id::text as id, c.name, c.icon_url,
              (select count(*)::int from store_categories sc join stores s on s.id = sc.store_id
                where sc.category_id = c.id and s.status = 'OPEN') as store_count
            from categories c order by c.sort, c.id`,
        },
        [],
      );
    },

    async regions(): Promise<RegionRow[]> {
      return query<RegionRow>(
        { name: 'disc_regions', text: 'select id, name from regions order by sort, id' },
        [],
      );
    },

    /** Malls nearest first after a keyset position. */
    async nearestMalls(position: Position, after: { key: number; id: string } | null, limit: number) {
      const p = new SqlParams();
      const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
      const keyset = after
        ? `where (ll_to_earth(m.lat, m.lng) <-> ${here}, m.id) > (${p.add(after.key)}::float8, ${p.add(after.id)}::bigint)`
        : '';
      return p.run<MallRow>(
        query,
        `select ${mallColumns(here)} from malls m ${keyset}
          order by ll_to_earth(m.lat, m.lng) <-> ${here}, m.id limit ${p.add(limit)}::int`,
      );
    },

    async mallCount(): Promise<number> {
      const rows = await query<{ n: number }>(
        { name: 'disc_mall_count', text: 'select count(*)::int as n from malls' },
        [],
      );
      return rows[0]?.n ?? 0;
    },

    async mall(position: Position, id: string): Promise<MallRow | undefined> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
      const rows = await p.run<MallRow>(
        query,
        `select ${mallColumns(here)} from malls m where m.id = ${p.add(id)}::bigint`,
      );
      return rows[0];
    },

    async brand(id: string): Promise<BrandRow | undefined> {
      const rows = await query<BrandRow>(
        {
          name: 'disc_brand',
          text: `select id::text as id, name, subtitle, description, logo_url, cover_url from brands where id = $1::bigint`,
        },
        [id],
      );
      return rows[0];
    },

    /** Pavilion brands in their order (optionally those with open stores of some cuisines). */
    async pavilionBrands(categoryIds: readonly string[], offset: number, limit: number): Promise<BrandRow[]> {
      const p = new SqlParams();
      const cuisine =
        categoryIds.length > 0
          ? `and exists (select 1 from stores s join store_categories sc on sc.store_id = s.id
              where s.brand_id = b.id and s.status = 'OPEN' and sc.category_id = any(${p.add(categoryIds)}::bigint[]))`
          : '';
      return p.run<BrandRow>(
        query,
        `select b.id::text as id, b.name, b.subtitle, b.description, b.logo_url, b.cover_url
          from brands b where b.in_pavilion ${cuisine}
          order by b.sort, b.id offset ${p.add(offset)}::int limit ${p.add(limit)}::int`,
      );
    },

    /** Banners whose window holds `now`, in their order. */
    async activeBanners(now: number): Promise<ImageSlotRow[]> {
      return query<ImageSlotRow>(
        {
          name: 'disc_active_banners',
          text: `select id::text as id, null::jsonb as title, image_url_map, jump_url_map from banners
            where (starts_at is null or starts_at <= $1::timestamptz) and (ends_at is null or ends_at > $1::timestamptz)
            order by sort, id`,
        },
        [new Date(now).toISOString()],
      );
    },

    /** The first active resource position of a kind and code. */
    async resourcePosition(kind: 'POPUP' | 'SINGLE', code: string): Promise<ImageSlotRow | undefined> {
      const rows = await query<ImageSlotRow>(
        {
          name: 'disc_resource_position',
          text: `select id::text as id, title, image_url_map, jump_url_map from resource_positions
            where kind = $1 and code = $2 and active order by sort, id limit 1`,
        },
        [kind, code],
      );
      return rows[0];
    },

    /** A flash sale by its page id, or the one running at `now`, else the next to start. */
    async flashSale(now: number, pageId: string | undefined): Promise<FlashSaleRow | undefined> {
      const columns = `f.id::text as id, f.page_id, f.product_list_id, f.title, f.banner_url,
        (extract(epoch from f.starts_at) * 1000)::float8 as starts_at_ms,
        (extract(epoch from f.ends_at) * 1000)::float8 as ends_at_ms,
        (select count(*)::int from flash_sale_items i where i.flash_sale_id = f.id) as item_count`;
      const rows = pageId
        ? await query<FlashSaleRow>(
            {
              name: 'disc_flash_sale_by_page',
              text: `select ${columns} from flash_sales f where f.page_id = $1`,
            },
            [pageId],
          )
        : await query<FlashSaleRow>(
            {
              name: 'disc_flash_sale_current',
              // Running ones first (ending soonest), then the next to start.
              text: `select ${columns} from flash_sales f where f.ends_at > $1::timestamptz
                order by (f.starts_at <= $1::timestamptz) desc, case when f.starts_at <= $1::timestamptz
                  then f.ends_at else f.starts_at end, f.id limit 1`,
            },
            [new Date(now).toISOString()],
          );
      return rows[0];
    },

    /** Items of a flash sale in their order, from `offset`. */
    async flashSaleItems(
      position: Position,
      saleId: string,
      offset: number,
      limit: number,
    ): Promise<ProductRow[]> {
      return listedProducts(query, position, offset, limit, (p) => ({
        columns: `i.flash_price, i.stock as flash_stock, i.sold as flash_sold, i.user_limit as flash_user_limit`,
        from: 'flash_sale_items i',
        where: `i.flash_sale_id = ${p.add(saleId)}::bigint`,
      }));
    },

    async productListPage(pageId: string): Promise<ProductListPageRow | undefined> {
      const rows = await query<ProductListPageRow>(
        {
          name: 'disc_product_list_page',
          text: `select g.page_id, g.title, g.banner_url,
              (select array_agg(l.id order by l.sort, l.id) from product_lists l where l.page_id = g.page_id) as list_ids
            from product_list_pages g where g.page_id = $1`,
        },
        [pageId],
      );
      return rows[0];
    },

    async productListExists(listId: string): Promise<boolean> {
      const rows = await query<{ id: string }>(
        { name: 'disc_product_list_exists', text: 'select id from product_lists where id = $1' },
        [listId],
      );
      return rows.length > 0;
    },

    /** ON products of a curated list, in its order, from `offset`. */
    async productListItems(
      position: Position,
      listId: string,
      offset: number,
      limit: number,
    ): Promise<ProductRow[]> {
      return listedProducts(query, position, offset, limit, (p) => ({
        columns: '',
        from: 'product_list_items i',
        where: `i.product_list_id = ${p.add(listId)} and p.status = 'ON'`,
      }));
    },

    /** ON products usable at a mall's stores, best discount first. */
    async mallProducts(
      position: Position,
      mallId: string,
      offset: number,
      limit: number,
    ): Promise<ProductRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
      return p.run<ProductRow>(
        query,
        `select ${PRODUCT_COLUMNS},
            (${DISCOUNT_SHARE}) as sort_key,
            (count(*) over ())::int as total
          from products p ${nearestStoreJoin(here)}
          where p.status = 'ON' and exists (select 1 from product_stores ps join stores s on s.id = ps.store_id
            where ps.product_id = p.id and s.mall_id = ${p.add(mallId)}::bigint and s.status = 'OPEN')
          order by sort_key desc, p.id offset ${p.add(offset)}::int limit ${p.add(limit)}::int`,
      );
    },

    /**
     * search_by_product, the position-free half (ADR 018): every voucher on sale whose own text
     * matches the words (through the GIN trigram index, at most `cap` per query variant), and every
     * voucher of the stores the stores tab finds for the same words (`stores`, with their
     * relevance), so the two tabs find the same places. Each comes with its relevance — its own
     * match, or 0.8 × its best store's — its discount share and where its open stores are;
     * `product-search-window.ts` ranks them.
     */
    async productCandidates(args: {
      text: string;
      threshold: number;
      cap: number;
      stores: readonly { id: string; relevance: number }[];
    }): Promise<ProductCandidateRow[]> {
      const p = new SqlParams();
      const q = queryCte(p, args.text, args.threshold);
      const thr = `${p.add(args.threshold)}::float8`;
      const cap = `${p.add(args.cap)}::int`;
      const quality = (field: string) => qualityOf(field, thr);
      return p.run<ProductCandidateRow>(
        query,
        `with ${q},
          matched_stores as (
            select * from unnest(${p.add(args.stores.map((s) => s.id))}::bigint[],
              ${p.add(args.stores.map((s) => s.relevance))}::float8[]) as m(store_id, relevance)
          ),
          own as (
            select distinct c.id from q cross join lateral (
              select p.id from products p where p.search_text %> q.terms and p.status = 'ON' limit ${cap}) c
          ),
          through_stores as (
            select ps.product_id as id, max(m.relevance) as relevance
            from matched_stores m join product_stores ps on ps.store_id = m.store_id
            group by ps.product_id
          ),
          relevant as (
            select p.id, greatest(
              coalesce((select max(${quality('p.search_text')}) from q), 0),
              ${PRODUCT_STORE_WEIGHT} * coalesce(t.relevance, 0)) as relevance
            from (select id from own union select id from through_stores) c
              join products p on p.id = c.id left join through_stores t on t.id = c.id
            where p.status = 'ON'
          )
          select p.id::text as product_id, r.relevance::float8 as relevance,
            (${DISCOUNT_SHARE})::float8 as discount,
            coalesce(st.lats, '{}') as store_lats, coalesce(st.lngs, '{}') as store_lngs
          from relevant r join products p on p.id = r.id
            left join lateral (
              select array_agg(s.lat::float8) as lats, array_agg(s.lng::float8) as lngs
              from product_stores ps join stores s on s.id = ps.store_id
              where ps.product_id = p.id and s.status = 'OPEN'
            ) st on true
          where r.relevance > 0`,
        { planEachTime: true },
      );
    },

    /** The rows of the given vouchers still on sale, each with its nearest open store, in no particular order. */
    async productsByIds(position: Position, ids: readonly string[]): Promise<ProductRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(position.lat)}::float8`, `${p.add(position.lng)}::float8`);
      return p.run<ProductRow>(
        query,
        `select ${PRODUCT_COLUMNS} from products p ${nearestStoreJoin(here)}
          where p.id = any(${p.add(ids)}::bigint[]) and p.status = 'ON'`,
      );
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
