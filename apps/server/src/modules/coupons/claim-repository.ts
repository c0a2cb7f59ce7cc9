import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** How a batch is claimed: `receive`, a claim link, or a red packet. */
export type ClaimChannel = 'OPEN' | 'LINK' | 'ACTIVITY' | 'GRANT';

/** A batch and its template as a claim decides on them. */
export interface ClaimableBatch {
  batch_id: string;
  template_id: string;
  business: 'SAAS' | 'LOCAL_LIFE';
  batch_status: 'ON' | 'OFF';
  template_status: 'ON' | 'OFF';
  remaining_quantity: number;
  receive_times_limit: number;
  receive_times_daily_limit: number;
  new_user_only: boolean;
  claim_channel: ClaimChannel;
  starts_at_ms: number;
  ends_at_ms: number;
  valid_days: number;
  valid_starts_at_ms: number | null;
  valid_ends_at_ms: number | null;
  name: LocalizedText;
}

/** One coupon to write: the claim decided its window and code. */
export interface NewCoupon {
  templateId: string;
  status: 'VALID' | 'NOT_EFFECTIVE';
  effectiveStart: number;
  effectiveEnd: number;
  counterCode: string;
}

/** What a claim decides on, of the batch (`b`) and its template (`t`). */
const BATCH_COLUMNS = `b.id::text as batch_id, t.id::text as template_id, t.business, b.status as batch_status,
  t.status as template_status, b.remaining_quantity, b.receive_times_limit, b.receive_times_daily_limit,
  b.new_user_only, b.claim_channel, (extract(epoch from b.starts_at) * 1000)::float8 as starts_at_ms,
  (extract(epoch from b.ends_at) * 1000)::float8 as ends_at_ms, t.valid_days,
  (extract(epoch from t.valid_starts_at) * 1000)::float8 as valid_starts_at_ms,
  (extract(epoch from t.valid_ends_at) * 1000)::float8 as valid_ends_at_ms, t.name`;

/** A batch as a claim reads it before its transaction, with what a repeat of the claim would answer. */
export interface ClaimLook extends ClaimableBatch {
  /** The coupons an earlier claim with this requestId wrote, in order; empty for a new claim. */
  earlier: { id: string; batch_id: string }[];
}

/**
 * The batch and any earlier answer to this requestId, in one prepared statement on the pool:
 * most claims of a storm are refused from this read alone, once the batch is sold out.
 */
export async function lookAtClaim(
  query: RawQuery,
  batchId: string,
  userId: number,
  requestId: string,
): Promise<ClaimLook | undefined> {
  const rows = await query<ClaimLook & Record<string, unknown>>(
    {
      name: 'coupon_claim_look',
      text: `select ${BATCH_COLUMNS},
          coalesce((select json_agg(json_build_object('id', c.id::text, 'batch_id', c.batch_id::text) order by c.ordinal)
            from coupons c where c.user_id = $2 and c.request_id = $3), '[]'::json) as earlier
        from coupon_batches b join coupon_templates t on t.id = b.template_id
        where b.id = $1::bigint`,
    },
    [batchId, userId, requestId],
  );
  return rows[0];
}

/**
 * The statements of a claim (ARCHITECTURE §6). Each scarce thing is taken by one conditional
 * statement that cannot pass twice — the per-user counters by an upsert that raises a count only
 * below its limit, the stock by `remaining_quantity >= n` — inside one transaction, so a refusal
 * anywhere rolls back what came before it and writes nothing.
 */
export function claimStatements(tx: Executor) {
  return {
    /**
     * Takes the (user, requestId) key of a claim. False when it is taken: a repeat, answered from
     * what the first wrote. A concurrent repeat waits here until the first commits or rolls back.
     */
    async takeRequest(userId: number, requestId: string, batchId: string): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into coupon_claims (user_id, request_id, batch_id)
          values (${userId}, ${requestId}, ${batchId}::bigint) on conflict do nothing returning 1 as taken`,
      );
      return rows.length > 0;
    },

    async batch(batchId: string): Promise<ClaimableBatch | undefined> {
      const rows = await rowsOf<ClaimableBatch>(
        tx,
        sql`select ${sql.raw(BATCH_COLUMNS)} from coupon_batches b join coupon_templates t on t.id = b.template_id
          where b.id = ${batchId}::bigint`,
      );
      return rows[0];
    },

    /** When the account was registered, epoch ms. */
    async registeredAt(userId: number): Promise<number | undefined> {
      const rows = await rowsOf<{ at: number }>(
        tx,
        sql`select (extract(epoch from created_at) * 1000)::float8 as at from users where id = ${userId}`,
      );
      return rows[0]?.at;
    },

    /**
     * Counts `n` more claims of a batch in a period ('total' or a Jakarta day), only while the
     * count stays within `limit`. False when it would not.
     */
    async count(batchId: string, userId: number, period: string, n: number, limit: number): Promise<boolean> {
      if (n > limit) return false;
      const rows = await rowsOf(
        tx,
        sql`insert into coupon_claim_counts as c (batch_id, user_id, period, claimed)
          values (${batchId}::bigint, ${userId}, ${period}, ${n})
          on conflict (batch_id, user_id, period) do update set claimed = c.claimed + excluded.claimed
            where c.claimed + excluded.claimed <= ${limit}
          returning c.claimed`,
      );
      return rows.length > 0;
    },

    /** Takes `n` from the batch's stock while it is on, open at `now` and has that many left. */
    async takeStock(batchId: string, n: number, now: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update coupon_batches set remaining_quantity = remaining_quantity - ${n}
          where id = ${batchId}::bigint and status = 'ON' and remaining_quantity >= ${n}
            and starts_at <= ${timestampAt(now)} and ends_at > ${timestampAt(now)}
          returning remaining_quantity`,
      );
      return rows.length > 0;
    },

    async insertCoupons(claim: {
      userId: number;
      batchId: string;
      requestId: string;
      activityId: string | null;
      now: number;
      coupons: NewCoupon[];
    }): Promise<string[]> {
      const values = claim.coupons.map(
        (coupon, ordinal) =>
          sql`(${claim.userId}, ${claim.batchId}::bigint, ${coupon.templateId}::bigint, ${claim.activityId}::bigint,
            ${claim.requestId}, ${ordinal}, ${coupon.status}, ${timestampAt(coupon.effectiveStart)},
            ${timestampAt(coupon.effectiveEnd)}, ${timestampAt(claim.now)}, ${coupon.counterCode})`,
      );
      const rows = await rowsOf<{ id: string; ordinal: number }>(
        tx,
        sql`insert into coupons (user_id, batch_id, template_id, activity_id, request_id, ordinal, status,
            effective_start, effective_end, received_at, counter_code)
          values ${sql.join(values, sql`, `)}
          returning id::text as id, ordinal`,
      );
      return rows.sort((a, b) => a.ordinal - b.ordinal).map((row) => row.id);
    },
  };
}
export type ClaimStatements = ReturnType<typeof claimStatements>;

/** The coupons a claim wrote, in its order: a repeat's answer. */
export async function couponsOfRequest(
  db: Executor,
  userId: number,
  requestId: string,
): Promise<{ id: string; batch_id: string }[]> {
  return rowsOf(
    db,
    sql`select id::text as id, batch_id::text as batch_id from coupons
      where user_id = ${userId} and request_id = ${requestId} order by ordinal`,
  );
}

/** Runs `work` in one transaction with the claim statements. */
export function inClaimTransaction<T>(
  db: Database,
  work: (statements: ClaimStatements, tx: Executor) => Promise<T>,
) {
  return db.transaction(async (tx) => work(claimStatements(tx), tx));
}
