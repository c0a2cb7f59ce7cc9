import type { BusinessLine, CouponStatus } from '@lahap/contract/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** A claimed coupon as a store's counter reads it, whoever holds it. */
export interface CounterCouponRow {
  id: string;
  user_id: string;
  template_id: string;
  merchant_id: string;
  business: BusinessLine;
  discount_amount: number;
  status: CouponStatus;
  effective_start_ms: number;
  effective_end_ms: number;
  used_at_ms: number | null;
  used_store_id: string | null;
  /** A pending order holds it (or a paid order used it). */
  locked: boolean;
}

const COUNTER_COLUMNS = sql`c.id::text as id, c.user_id::text as user_id, c.template_id::text as template_id,
  t.merchant_id::text as merchant_id, t.business, t.discount_amount, c.status,
  ${ms('c.effective_start')} as effective_start_ms, ${ms('c.effective_end')} as effective_end_ms,
  ${ms('c.used_at')} as used_at_ms, c.used_store_id::text as used_store_id, c.locked_order_id is not null as locked`;

/** A store coupon redeemed at a counter: the coupon read and its guarded move. */
export function createCounterRepository(db: Database) {
  return {
    async coupon(couponId: string): Promise<CounterCouponRow | undefined> {
      const rows = await rowsOf<CounterCouponRow>(
        db,
        sql`select ${COUNTER_COLUMNS}
          from coupons c join coupon_templates t on t.id = c.template_id
          where c.id = ${couponId}::bigint`,
      );
      return rows[0];
    },

    /**
     * VALID → USED at `at` by a store's counter, inside the caller's transaction: only a SAAS
     * coupon no order holds, within its window at `at`. The moved coupon, or undefined when any
     * of that failed (used, expired, held, another counter first).
     */
    async redeem(
      tx: Executor,
      redeem: { couponId: string; at: number; storeId: string },
    ): Promise<CounterCouponRow | undefined> {
      const at = timestampAt(redeem.at);
      const rows = await rowsOf<CounterCouponRow>(
        tx,
        sql`update coupons c set status = 'USED', used_at = ${at}, used_store_id = ${redeem.storeId}::bigint
          from coupon_templates t
          where t.id = c.template_id and t.business = 'SAAS'
            and c.id = ${redeem.couponId}::bigint and c.status = 'VALID' and c.locked_order_id is null
            and c.effective_start <= ${at} and c.effective_end > ${at}
          returning ${COUNTER_COLUMNS}`,
      );
      return rows[0];
    },
  };
}
export type CounterRepository = ReturnType<typeof createCounterRepository>;
