import type { RawQuery } from '../../db/client.js';
import { SqlParams, earthOf, hereOf } from '../../lib/sql-params.js';
import { withinRadius } from './store-list-repository.js';
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
     * buying raises when an order is paid), then the nearer, then by id. It starts from the open
     * stores within the radius (the `stores.geo` index) rather than from every voucher: finding
     * each voucher's nearest store anywhere cost 1.2 s a page on 100,000 stores (ADR 012). A
     * voucher's nearest open store lies within the radius exactly when its nearest among those
     * within it does, so the two agree.
     */
    async hotProducts(args: {
      position: Position;
      radius: number;
      offset: number;
      limit: number;
    }): Promise<ProductRow[]> {
      const p = new SqlParams();
      const here = hereOf(`${p.add(args.position.lat)}::float8`, `${p.add(args.position.lng)}::float8`);
      return p.run<ProductRow>(
        query,
        `with near as materialized (
            select s.id, s.name, (s.earth <-> ${here})::float8 as chord from stores s
            where s.status = 'OPEN' and ${withinRadius(p, args.position, args.radius)}
          ),
          nearest as (
            select distinct on (ps.product_id) ps.product_id, n.id as store_id, n.name as store_name, n.chord
            from near n join product_stores ps on ps.store_id = n.id
            order by ps.product_id, n.chord, n.id
          )
          select p.id::text as product_id, p.sku_id::text as sku_id, p.product_type,
            p.name, p.image_url, p.status, p.sale_price, p.original_price, p.promotion_price, p.promotion_tag,
            p.total_stock, p.remaining_stock, p.sold_count, p.user_limit,
            ns.store_id::text as store_id, ns.store_name, sec_to_gc(ns.chord)::float8 as store_metres,
            p.sold_count::float8 as sort_key, (count(*) over ())::int as total
          from nearest ns join products p on p.id = ns.product_id
          where p.status = 'ON' and p.product_type = 'GROUP_COUPON' and p.remaining_stock > 0
          order by p.sold_count desc, store_metres, p.id
          offset ${p.add(args.offset)}::int limit ${p.add(args.limit)}::int`,
      );
    },
  };
}
export type NearbyRepository = ReturnType<typeof createNearbyRepository>;
