import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';
import { type CouponRow, couponColumns, storeCountJoin } from './wallet-repository.js';

/** The kinds of coupon an order can carry: one store coupon (SAAS) and one red envelope (LOCAL_LIFE). */
export type OrderCouponKind = 'SAAS' | 'LOCAL_LIFE';

/**
 * What an order does with coupons (ARCHITECTURE §6): which of a customer's coupons apply to a
 * product, and the guarded moves that hold one for a pending order, release it when the order
 * is cancelled, and use it when the order is paid. The moves join the order's transaction.
 */
export function createOrderCouponRepository(db: Executor) {
  return {
    /**
     * The customer's working coupons that apply to a product: store coupons of its merchant for
     * dine-in, at one of the stores it is redeemed at (or at any of the merchant's stores when
     * the coupon names none), and red envelopes that list the product.
     */
    async applicable(query: {
      userId: number;
      merchantId: string;
      productId: string;
      now: number;
    }): Promise<CouponRow[]> {
      const at = timestampAt(query.now);
      const applies: SQL = sql`(
        (t.business = 'SAAS' and t.merchant_id = ${query.merchantId}::bigint and 3 = any(t.scope_order_food_types)
          and (not exists (select 1 from coupon_template_stores ts where ts.template_id = t.id)
            or exists (select 1 from coupon_template_stores ts join product_stores ps on ps.store_id = ts.store_id
              where ts.template_id = t.id and ps.product_id = ${query.productId}::bigint)))
        or (t.business = 'LOCAL_LIFE' and exists (select 1 from coupon_template_products tp
              where tp.template_id = t.id and tp.product_id = ${query.productId}::bigint)))`;
      return rowsOf<CouponRow>(
        db,
        sql`select ${couponColumns}
          from coupons c join coupon_templates t on t.id = c.template_id join coupon_batches b on b.id = c.batch_id
            ${storeCountJoin}
          where c.user_id = ${query.userId} and c.status in ('VALID', 'NOT_EFFECTIVE') and c.effective_end > ${at}
            and ${applies}
          order by t.discount_amount desc, c.effective_end, c.id`,
      );
    },

    /** Holds a working coupon of the customer's, of the kind named, for an order. False when it cannot. */
    async hold(
      tx: Executor,
      hold: { couponId: string; userId: number; orderId: string; kind: OrderCouponKind; now: number },
    ): Promise<boolean> {
      const at = timestampAt(hold.now);
      const rows = await rowsOf(
        tx,
        sql`update coupons c set locked_order_id = ${hold.orderId}::bigint, locked_at = ${at}
          from coupon_templates t
          where t.id = c.template_id and t.business = ${hold.kind}
            and c.id = ${hold.couponId}::bigint and c.user_id = ${hold.userId} and c.status = 'VALID'
            and c.locked_order_id is null and c.effective_start <= ${at} and c.effective_end > ${at}
          returning c.id`,
      );
      return rows.length > 0;
    },

    /** Frees what a cancelled order held; a coupon whose window closed meanwhile is left to the expiry sweep. */
    async release(tx: Executor, orderId: string): Promise<number> {
      const rows = await rowsOf(
        tx,
        sql`update coupons set locked_order_id = null, locked_at = null
          where locked_order_id = ${orderId}::bigint and status = 'VALID' returning 1 as one`,
      );
      return rows.length;
    },

    /** VALID → USED for what a paid order held; `locked_order_id` stays as the record of which order used it. */
    async use(tx: Executor, orderId: string, now: number): Promise<number> {
      const rows = await rowsOf(
        tx,
        sql`update coupons set status = 'USED', used_at = ${timestampAt(now)}
          where locked_order_id = ${orderId}::bigint and status = 'VALID' returning 1 as one`,
      );
      return rows.length;
    },
  };
}
