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
    async insert(refund: {
      orderId: string;
      paymentId: string;
      amount: number;
      reason: RefundReason;
      reasonCode: RefundReasonCode | null;
      note: string | null;
      requestId: string | null;
      at: number;
    }): Promise<RefundRow> {
      const rows = await rowsOf<RefundRow>(
        tx,
        sql`with r as (
            insert into refunds (order_id, payment_id, amount, reason, reason_code, note, request_id, requested_at)
            values (${refund.orderId}::bigint, ${refund.paymentId}::bigint, ${refund.amount}, ${refund.reason},
              ${refund.reasonCode}, ${refund.note}, ${refund.requestId}, ${timestampAt(refund.at)})
            returning *)
          select ${REFUND_COLUMNS} from r join payments p on p.id = r.payment_id`,
      );
      const row = rows[0];
      if (!row) throw new Error('the refund was not recorded');
      return row;
    },

    /** The refund a customer's request made, with the vouchers it gave back: a retry of the request answers it. */
    async byRequest(
      orderId: string,
      requestId: string,
    ): Promise<(RefundRow & { voucher_ids: string[] }) | undefined> {
      const rows = await rowsOf<RefundRow & { voucher_ids: string[] }>(
        tx,
        sql`select ${REFUND_COLUMNS},
            coalesce((select json_agg(v.id::text order by v.unit_no) from vouchers v where v.refund_id = r.id), '[]'::json)
              as voucher_ids
          from refunds r join payments p on p.id = r.payment_id
          where r.order_id = ${orderId}::bigint and r.request_id = ${requestId}`,
      );
      return rows[0];
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

    /** Refunds still pending that were asked for before `before`, oldest first (`refunds_pending_idx`). */
    async pending(before: number, limit: number): Promise<RefundRow[]> {
      return rowsOf<RefundRow>(
        tx,
        sql`select ${REFUND_COLUMNS} from refunds r join payments p on p.id = r.payment_id
          where r.status = 'PENDING' and r.requested_at <= ${timestampAt(before)}
          order by r.requested_at limit ${limit}`,
      );
    },
  };
}
