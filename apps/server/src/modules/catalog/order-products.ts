import type { LocalizedText } from '@lahap/contract/locale';
import type { RawQuery } from '../../db/client.js';

/** What an order card shows of the product it bought: what the set holds and where it is used. */
export interface OrderProductRow {
  product_id: string;
  description: LocalizedText;
  /** The first store it is used at (an open one when there is one); null when it has none. */
  store_id: string | null;
  store_name: LocalizedText | null;
  store_count: number;
}

/**
 * The catalogue as orders read it after the purchase: a page of order cards asks once for all
 * its products.
 */
export function createOrderProductReader(query: RawQuery) {
  return {
    /** The products of a page of orders, by id. */
    async products(productIds: readonly string[]): Promise<Map<string, OrderProductRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await query<OrderProductRow & Record<string, unknown>>(
        {
          name: 'catalog_order_products',
          text: `select p.id::text as product_id, p.description, st.id::text as store_id, st.name as store_name,
              (select count(*)::int from product_stores ps where ps.product_id = p.id) as store_count
            from products p
              left join lateral (
                select s.id, s.name from product_stores ps join stores s on s.id = ps.store_id
                where ps.product_id = p.id
                order by (s.status = 'OPEN') desc, s.id limit 1) st on true
            where p.id = any($1::bigint[])`,
        },
        [[...new Set(productIds)]],
      );
      return new Map(rows.map((row) => [row.product_id, row]));
    },
  };
}
export type OrderProductReader = ReturnType<typeof createOrderProductReader>;
