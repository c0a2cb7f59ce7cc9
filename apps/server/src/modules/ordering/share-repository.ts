import type { BillStatus, SharePayMethod, SplitMode } from '@lahap/contract/ordering/states';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** A share as the split reads it under the bill's lock. */
export interface LiveShareRow {
  share_id: string;
  mode: SplitMode;
  amount: number;
  status: 'OPEN' | 'PAID';
  even_index: number | null;
}

/** A share as its payer pays, resumes or gives it up. */
export interface OwnShareRow {
  share_id: string;
  bill_id: string;
  session_id: string;
  participant_id: string | null;
  status: 'OPEN' | 'PAID' | 'RELEASED';
  pay_method: SharePayMethod;
  amount: number;
  created_at_ms: number;
}

/** A share with where it belongs, for the staff settling it. */
export interface ShareOfStoreRow {
  share_id: string;
  bill_id: string;
  session_id: string;
  store_id: string;
  status: 'OPEN' | 'PAID' | 'RELEASED';
  pay_method: SharePayMethod;
}

/**
 * The bill's shares in SQL. A share is reserved (OPEN) before it is paid; the bill's row lock,
 * taken by the caller first, orders every reservation, and two unique indexes keep a line and an
 * even part in one live share at most even if a caller forgot it.
 */
export function shareStatements(db: Executor) {
  const read = <Row>(statement: SQL) => rowsOf<Row>(db, statement);

  return {
    liveShares: (billId: string) =>
      read<LiveShareRow>(sql`select id::text as share_id, mode, amount, status, even_index::int as even_index
        from bill_shares where bill_id = ${billId}::bigint and status <> 'RELEASED' order by id`),

    reservedLineIds: async (billId: string) =>
      new Set(
        (
          await read<{ line_id: string }>(sql`select sl.line_id::text as line_id
            from share_lines sl join bill_shares bs on bs.id = sl.share_id
            where bs.bill_id = ${billId}::bigint and sl.live`)
        ).map((row) => row.line_id),
      ),

    async reserve(share: {
      billId: string;
      participantId: string;
      mode: SplitMode;
      evenIndex: number | null;
      amount: number;
      payMethod: SharePayMethod;
      lineIds: readonly string[];
      at: number;
    }): Promise<string> {
      const [row] = await read<{ id: string }>(sql`insert into bill_shares
          (bill_id, participant_id, mode, even_index, amount, pay_method, created_at)
        values (${share.billId}::bigint, ${share.participantId}::bigint, ${share.mode}, ${share.evenIndex},
          ${share.amount}, ${share.payMethod}, ${timestampAt(share.at)})
        returning id::text as id`);
      if (!row) throw new Error('the share was not inserted');
      if (share.lineIds.length > 0) {
        await db.execute(sql`insert into share_lines (share_id, line_id)
          select ${row.id}::bigint, unnest(string_to_array(${share.lineIds.join(',')}, ',')::bigint[])`);
      }
      return row.id;
    },

    setEvenParts: (billId: string, parts: number | null) =>
      db.execute(sql`update bills set even_parts = ${parts} where id = ${billId}::bigint`),

    share: async (shareId: string) =>
      (
        await read<OwnShareRow>(sql`select bs.id::text as share_id, bs.bill_id::text as bill_id,
            b.session_id::text as session_id, bs.participant_id::text as participant_id, bs.status, bs.pay_method,
            bs.amount, (extract(epoch from bs.created_at) * 1000)::float8 as created_at_ms
          from bill_shares bs join bills b on b.id = bs.bill_id where bs.id = ${shareId}::bigint`)
      )[0],

    /** Shares still waiting for a charge that reserved their lines since before `before` (the release job). */
    overdueCharged: (before: number, limit: number) =>
      read<{ share_id: string }>(sql`select id::text as share_id from bill_shares
        where status = 'OPEN' and pay_method <> 'COUNTER' and created_at < ${timestampAt(before)}
        order by id limit ${limit}`),

    shareOfStore: async (shareId: string, storeId: string) =>
      (
        await read<ShareOfStoreRow>(sql`select bs.id::text as share_id, bs.bill_id::text as bill_id,
            s.id::text as session_id, s.store_id::text as store_id, bs.status, bs.pay_method
          from bill_shares bs join bills b on b.id = bs.bill_id join table_sessions s on s.id = b.session_id
          where bs.id = ${shareId}::bigint and s.store_id = ${storeId}::bigint`)
      )[0],

    /** OPEN → PAID or RELEASED (a released share's lines are free again); false when it was not OPEN. */
    async settle(shareId: string, to: 'PAID' | 'RELEASED', at: number): Promise<boolean> {
      const stamp = to === 'PAID' ? sql`paid_at = ${timestampAt(at)}` : sql`released_at = ${timestampAt(at)}`;
      const moved = await read<{ id: string }>(sql`update bill_shares set status = ${to}, ${stamp}
        where id = ${shareId}::bigint and status = 'OPEN' returning id::text as id`);
      if (moved.length === 0) return false;
      if (to === 'RELEASED') {
        await db.execute(sql`update share_lines set live = false where share_id = ${shareId}::bigint`);
      }
      return true;
    },

    /**
     * A reserved share paid again with another method keeps that method, so the bill, the staff
     * and the release job read how it is being paid; false when it was not OPEN (paid or released
     * meanwhile), is a counter share, or already had that method.
     */
    async setPayMethod(shareId: string, payMethod: SharePayMethod): Promise<boolean> {
      const changed = await read<{ id: string }>(sql`update bill_shares set pay_method = ${payMethod}
        where id = ${shareId}::bigint and status = 'OPEN' and pay_method <> 'COUNTER'
          and pay_method <> ${payMethod}
        returning id::text as id`);
      return changed.length > 0;
    },

    setBillStatus: (billId: string, status: BillStatus, at: number) =>
      db.execute(sql`update bills set status = ${status},
          paid_at = ${status === 'PAID' ? timestampAt(at) : sql`null`}
        where id = ${billId}::bigint`),
  };
}
