import type { VoucherCodeType } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import type { RawQuery } from '../../db/client.js';
import { type Executor, rowsOf } from '../../lib/sql-rows.js';
import type { ProductRow } from './product-cards.js';

/** A flash sale's terms for one item, with the sale's window. */
export interface FlashTerms {
  flash_sale_id: string;
  page_id: string;
  product_list_id: string;
  flash_price: number;
  flash_stock: number;
  flash_sold: number;
  flash_user_limit: number;
  starts_at_ms: number;
  ends_at_ms: number;
}

/** A product as buying reads it: the card's row, what the detail adds, and its flash terms when asked. */
export interface SaleProductRow extends ProductRow {
  merchant_id: string;
  description: LocalizedText;
  valid_days: number;
  /** FIXED_TIME products: the window every voucher works in, whenever bought; null for RELATIVE_TIME. */
  redeem_starts_ms: number | null;
  redeem_ends_ms: number | null;
  code_type: VoucherCodeType;
  store_count: number;
  /** A few pictures of the store it is used at, for the detail page's carousel. */
  store_photos: string[];
  flash: FlashTerms | null;
}

/**
 * Reads and writes of the catalogue that buying needs. The reads are prepared statements on the
 * pool; the writes are guarded statements that join the order's transaction, each taking or
 * giving back exactly what it names, so they cannot pass twice (ARCHITECTURE §6).
 */
export function createProductSales(query: RawQuery) {
  return {
    /**
     * The product of a SKU, with its nearest store to a position (or its first store), and the
     * terms of the flash sale whose page is named, when the product is in it.
     */
    async product(
      skuId: string,
      options: { flashPageId?: string; lat?: number; lng?: number },
    ): Promise<SaleProductRow | undefined> {
      const rows = await query<SaleProductRow>(
        {
          name: 'catalog_sale_product',
          text: `select p.id::text as product_id, p.sku_id::text as sku_id, p.merchant_id::text as merchant_id,
              p.product_type, p.name, p.description, p.image_url, p.status, p.sale_price, p.original_price,
              p.promotion_price, p.promotion_tag, p.total_stock, p.remaining_stock, p.sold_count, p.user_limit,
              p.valid_days, (extract(epoch from p.redeem_starts_at) * 1000)::float8 as redeem_starts_ms,
              (extract(epoch from p.redeem_ends_at) * 1000)::float8 as redeem_ends_ms, p.code_type, st.id::text as store_id, st.name as store_name, st.metres as store_metres,
              0::float8 as sort_key, 0 as total,
              (select count(*)::int from product_stores ps where ps.product_id = p.id) as store_count,
              coalesce((select json_agg(i.image_url order by i.sort, i.id) from (
                select si.image_url, si.sort, si.id from store_images si
                where si.store_id = st.id and si.image_type in ('PHOTOS', 'IN_SCENE')
                order by si.sort, si.id limit 3) i), '[]'::json) as store_photos,
              (select json_build_object('flash_sale_id', f.id::text, 'page_id', f.page_id,
                  'product_list_id', f.product_list_id, 'flash_price', fi.flash_price, 'flash_stock', fi.stock,
                  'flash_sold', fi.sold, 'flash_user_limit', fi.user_limit,
                  'starts_at_ms', (extract(epoch from f.starts_at) * 1000)::float8,
                  'ends_at_ms', (extract(epoch from f.ends_at) * 1000)::float8)
                from flash_sales f join flash_sale_items fi on fi.flash_sale_id = f.id
                where f.page_id = $2 and fi.product_id = p.id) as flash
            from products p
              left join lateral (
                select s.id, s.name,
                  case when $3::float8 is null then null
                    else (earth_distance(s.earth, ll_to_earth($3::float8, $4::float8)))::float8 end as metres
                from product_stores ps join stores s on s.id = ps.store_id
                where ps.product_id = p.id and s.status = 'OPEN'
                order by case when $3::float8 is null then 0
                  else s.earth <-> ll_to_earth($3::float8, $4::float8) end, s.id
                limit 1) st on true
            where p.sku_id = $1::bigint`,
        },
        [skuId, options.flashPageId ?? null, options.lat ?? null, options.lng ?? null],
      );
      return rows[0];
    },

    /** Units of a product and of a flash item the customer holds in unpaid and paid orders. */
    async bought(productId: string, userId: number, flashSaleId: string | null): Promise<number> {
      const rows = await query<{ bought: number }>(
        {
          name: 'catalog_bought',
          text: `select coalesce(case when $3::bigint is null
              then (select bought from product_purchase_counts where product_id = $1::bigint and user_id = $2)
              else (select bought from flash_purchase_counts
                where flash_sale_id = $3::bigint and product_id = $1::bigint and user_id = $2) end, 0)::int as bought`,
        },
        [productId, userId, flashSaleId],
      );
      return rows[0]?.bought ?? 0;
    },

    /** Takes `n` units of an ON product's stock; false when fewer remain or it is off sale. */
    async takeStock(tx: Executor, productId: string, n: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update products set remaining_stock = remaining_stock - ${n}
          where id = ${productId}::bigint and status = 'ON' and remaining_stock >= ${n} returning 1 as one`,
      );
      return rows.length > 0;
    },

    /** Gives `n` units back (a cancelled order's). */
    async returnStock(tx: Executor, productId: string, n: number): Promise<void> {
      await tx.execute(
        sql`update products set remaining_stock = least(total_stock, remaining_stock + ${n})
          where id = ${productId}::bigint`,
      );
    },

    /** Takes `n` of a flash item's stock while its sale runs at `at`; false when sold out or not running. */
    async takeFlashStock(
      tx: Executor,
      take: { flashSaleId: string; productId: string; n: number; at: string },
    ): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update flash_sale_items fi set sold = fi.sold + ${take.n}
          from flash_sales f
          where f.id = fi.flash_sale_id and fi.flash_sale_id = ${take.flashSaleId}::bigint
            and fi.product_id = ${take.productId}::bigint and fi.sold + ${take.n} <= fi.stock
            and f.starts_at <= ${take.at}::timestamptz and f.ends_at > ${take.at}::timestamptz
          returning fi.stock - fi.sold as remaining`,
      );
      return rows.length > 0;
    },

    async returnFlashStock(tx: Executor, flashSaleId: string, productId: string, n: number): Promise<void> {
      await tx.execute(
        sql`update flash_sale_items set sold = greatest(0, sold - ${n})
          where flash_sale_id = ${flashSaleId}::bigint and product_id = ${productId}::bigint`,
      );
    },

    /** Counts a paid order's units as sold. */
    async countSold(tx: Executor, productId: string, n: number): Promise<void> {
      await tx.execute(
        sql`update products set sold_count = sold_count + ${n} where id = ${productId}::bigint`,
      );
    },
  };
}
export type ProductSales = ReturnType<typeof createProductSales>;
