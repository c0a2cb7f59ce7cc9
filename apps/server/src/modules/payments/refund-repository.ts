import type { RefundReason, RefundReasonCode } from '@lahap/contract/enums';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** A refund with what asking the provider needs: the charge it gives money back from. */
export interface RefundRow {
  id: string;
  order_id: string;
  payment_id: string;
  amount: number;
  reason: RefundReason;
  status: 'PENDING' | 'DONE';
  /** The provider's id of the charge the money goes back from. */
  charge_ref: string;
}

const REFUND_COLUMNS = sql`r.id::text as id, r.order_id::text as order_id, r.payment_id::text as payment_id,
  r.amount, r.reason, r.status, p.provider_ref as charge_ref`;

/**
 * Refunds in SQL (ADR 017): recorded PENDING in the transaction that gives the vouchers back,
 * moved PENDING → DONE once (guarded by the state) when the provider confirmed.
 */
export function refundStatements(tx: Executor) {
  return {
    /**
     * Records a refund under the id orders gave it, PENDING; a second record of the same id (the
     * request and the event's subscriber both record it) changes nothing. The refund as recorded.
     */
    async record(refund: {
      id: string;
      orderId: string;
      paymentId: string;
      amount: number;
      reason: RefundReason;
      reasonCode: RefundReasonCode | null;
      note: string | null;
      requestId: string | null;
      at: number;
    }): Promise<RefundRow> {
      await tx.execute(
        sql`insert into refunds (id, order_id, payment_id, amount, reason, reason_code, note, request_id, requested_at)
          overriding system value
          values (${refund.id}::bigint, ${refund.orderId}::bigint, ${refund.paymentId}::bigint, ${refund.amount},
            ${refund.reason}, ${refund.reasonCode}, ${refund.note}, ${refund.requestId}, ${timestampAt(refund.at)})
          on conflict (id) do nothing`,
      );
      const [row] = await rowsOf<RefundRow>(
        tx,
        sql`select ${REFUND_COLUMNS} from refunds r join payments p on p.id = r.payment_id where r.id = ${refund.id}::bigint`,
      );
      if (!row) throw new Error('the refund was not recorded');
      return row;
    },

    /** PENDING → DONE with the provider's reference; false when it was done already (another process). */
    async markDone(refundId: string, providerRef: string, at: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update refunds set status = 'DONE', provider_ref = ${providerRef}, done_at = ${timestampAt(at)}
          where id = ${refundId}::bigint and status = 'PENDING' returning 1 as one`,
      );
      return rows.length > 0;
    },

    /** Counts a failed ask, for whoever reads why a refund is still pending. */
    async countAttempt(refundId: string): Promise<void> {
      await tx.execute(sql`update refunds set attempts = attempts + 1 where id = ${refundId}::bigint`);
    },

    /**
     * Refunds still pending, oldest first (`refunds_pending_idx`): a customer's once asked for
     * before `before` (its own call asks the provider first), an expiry's at once (nobody else asks).
     */
    async pending(before: number, limit: number): Promise<RefundRow[]> {
      return rowsOf<RefundRow>(
        tx,
        sql`select ${REFUND_COLUMNS} from refunds r join payments p on p.id = r.payment_id
          where r.status = 'PENDING' and (r.requested_at <= ${timestampAt(before)} or r.reason = 'EXPIRED')
          order by r.requested_at limit ${limit}`,
      );
    },
  };
}
