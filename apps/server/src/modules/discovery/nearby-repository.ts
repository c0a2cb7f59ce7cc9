import type { RawQuery } from '../../db/client.js';
import { SqlParams, earthOf } from '../../lib/sql-params.js';
import type { Position } from '../../lib/geo.js';
import type { ProductRow } from '../catalog/index.js';

/** A store whose delivery channel reaches a position. */
export interface DeliveryStoreRow extends Record<string, unknown> {
  id: string;
  qr_code_id: string;
  radius_meters: number;
  total: number;
}

/**
 * What is near a position, read from the catalogue's tables as discovery's other lists are:
 * the stores delivering there, and the best-selling vouchers around it.
 */
export function createNearbyRepository(query: RawQuery) {
  return {
    /**
     * OPEN stores with a delivery channel (orderFoodType 1) that has a QR code and whose radius
     * (its own, else `defaultRadius`) reaches the position; nearest first, then by id.
     */
    async deliveryStores(args: {
      position: Position;
      defaultRadius: number;
      offset: number;
      limit: number;
    }): Promise<DeliveryStoreRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(args.position.lat)}::float8`, `${p.add(args.position.lng)}::float8`);
      const radius = `coalesce(c.delivery_radius_meters, ${p.add(args.defaultRadius)}::int)`;
      return p.run<DeliveryStoreRow>(
        query,
        `select s.id::text as id, c.qr_code_id, ${radius} as radius_meters, (count(*) over ())::int as total
          from store_channels c join stores s on s.id = c.store_id
          where c.order_food_type = 1 and c.qr_code_id is not null and s.status = 'OPEN'
            and earth_distance(ll_to_earth(s.lat, s.lng), ${here}) <= ${radius}
          order by earth_distance(ll_to_earth(s.lat, s.lng), ${here}), s.id
          offset ${p.add(args.offset)}::int limit ${p.add(args.limit)}::int`,
      );
    },

    /**
     * ON dine-out vouchers (GROUP_COUPON) not sold out with an open store within `radius` of the
     * position, each with that nearest store; most units paid for first (`sold_count`, which
     * buying raises when an order is paid), then the nearer, then by id.
     */
    async hotProducts(args: {
      position: Position;
      radius: number;
      offset: number;
      limit: number;
    }): Promise<ProductRow[]> {
      const p = new SqlParams();
      const here = earthOf(`${p.add(args.position.lat)}::float8`, `${p.add(args.position.lng)}::float8`);
      return p.run<ProductRow>(
        query,
        `select p.id::text as product_id, p.sku_id::text as sku_id, p.product_type,
            p.name, p.image_url, p.status, p.sale_price, p.original_price, p.promotion_price, p.promotion_tag,
            p.total_stock, p.remaining_stock, p.sold_count, p.user_limit,
            ns.store_id, ns.store_name, ns.store_metres,
            p.sold_count::float8 as sort_key, (count(*) over ())::int as total
          from products p join lateral (
            select s.id::text as store_id, s.name as store_name,
              earth_distance(ll_to_earth(s.lat, s.lng), ${here})::float8 as store_metres
            from product_stores ps join stores s on s.id = ps.store_id
            where ps.product_id = p.id and s.status = 'OPEN'
            order by ll_to_earth(s.lat, s.lng) <-> ${here}, s.id limit 1
          ) ns on true
          where p.status = 'ON' and p.product_type = 'GROUP_COUPON' and p.remaining_stock > 0
            and ns.store_metres <= ${p.add(args.radius)}::float8
          order by p.sold_count desc, ns.store_metres, p.id
          offset ${p.add(args.offset)}::int limit ${p.add(args.limit)}::int`,
      );
    },
  };
}
export type NearbyRepository = ReturnType<typeof createNearbyRepository>;
