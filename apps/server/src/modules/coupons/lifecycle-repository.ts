import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** How many rows one sweep statement moves at most, so a large backlog never holds long locks. */
const SWEEP_BATCH = 1_000;

/**
 * The coupon state machine's moves that no claim makes (contract `COUPON_TRANSITIONS`). Each is
 * one statement guarded by `status = <from>`, so running it twice at once, from several
 * processes, moves each coupon once.
 */
export function createLifecycleRepository(db: Database) {
  return {
    /** VALID → USED at `now`, when the coupon works then and no order holds it. */
    async use(couponId: string, now: number): Promise<boolean> {
      const at = timestampAt(now);
      const rows = await rowsOf(
        db,
        sql`update coupons set status = 'USED', used_at = ${at}
          where id = ${couponId}::bigint and status = 'VALID' and locked_order_id is null
            and effective_start <= ${at} and effective_end > ${at}
          returning 1 as one`,
      );
      return rows.length > 0;
    },

    /** NOT_EFFECTIVE → VALID for windows that have opened; VALID / NOT_EFFECTIVE → EXPIRED for ended ones. */
    async sweep(now: number): Promise<{ expired: number; effective: number }> {
      const at = timestampAt(now);
      const expired = await rowsOf(
        db,
        sql`update coupons set status = 'EXPIRED'
          where id in (select id from coupons
            where status in ('VALID', 'NOT_EFFECTIVE') and effective_end <= ${at} and locked_order_id is null
            limit ${SWEEP_BATCH} for update skip locked)
          and status in ('VALID', 'NOT_EFFECTIVE')
          returning 1 as one`,
      );
      const effective = await rowsOf(
        db,
        sql`update coupons set status = 'VALID'
          where id in (select id from coupons
            where status = 'NOT_EFFECTIVE' and effective_start <= ${at} and effective_end > ${at}
            limit ${SWEEP_BATCH} for update skip locked)
          and status = 'NOT_EFFECTIVE'
          returning 1 as one`,
      );
      return { expired: expired.length, effective: effective.length };
    },
  };
}
export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
