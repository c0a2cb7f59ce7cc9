import type { ProductCard } from '@lahap/contract/discovery/schemas';
import type { RawQuery } from '../../db/client.js';
import { type ProductRow, productCardOf } from './product-cards.js';

/**
 * The dine-out vouchers a coupon template (a red envelope) can buy, cheapest first, each with one
 * store it is used at. A page of `pageSize` and whether more follow.
 */
export function createCouponProductReader(query: RawQuery) {
  return async (
    templateId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ products: ProductCard[]; hasMore: boolean }> => {
    const rows = await query<ProductRow>(
      {
        name: 'catalog_coupon_products',
        text: `select p.id::text as product_id, p.sku_id::text as sku_id, p.product_type, p.name,
            p.image_url, p.status, p.sale_price, p.original_price, p.promotion_price, p.promotion_tag, p.total_stock,
            p.remaining_stock, p.sold_count, p.user_limit, st.id::text as store_id, st.name as store_name,
            null::float8 as store_metres, 0::float8 as sort_key, 0 as total
          from coupon_template_products tp join products p on p.id = tp.product_id
            left join lateral (
              select s.id, s.name from product_stores ps join stores s on s.id = ps.store_id
              where ps.product_id = p.id order by s.id limit 1) st on true
          where tp.template_id = $1::bigint and p.status = 'ON'
          order by (p.remaining_stock > 0) desc, p.sale_price, p.id
          limit $2 offset $3`,
      },
      [templateId, pageSize + 1, (pageNo - 1) * pageSize],
    );
    return {
      products: rows.slice(0, pageSize).map((row) => productCardOf(row)),
      hasMore: rows.length > pageSize,
    };
  };
}
