import type { VoucherCodeType, VoucherStatus } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { NO_VOUCHERS, type VoucherCounts } from '@lahap/contract/orders/lifecycle';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** A voucher as its order, the counter and the jobs read it. */
export interface VoucherRow {
  id: string;
  order_id: string;
  unit_no: number;
  user_id: string;
  product_id: string;
  merchant_id: string;
  code_type: VoucherCodeType;
  status: VoucherStatus;
  amount: number;
  effective_start_ms: number;
  effective_end_ms: number;
  third_code: string | null;
  third_link: string | null;
  used_at_ms: number | null;
  used_store_id: string | null;
  used_point_id: string | null;
  refund_id: string | null;
  ended_at_ms: number | null;
}

const VOUCHER_COLUMNS = sql`v.id::text as id, v.order_id::text as order_id, v.unit_no, v.user_id::text as user_id,
  v.product_id::text as product_id, v.merchant_id::text as merchant_id, v.code_type, v.status, v.amount,
  ${ms('v.effective_start')} as effective_start_ms, ${ms('v.effective_end')} as effective_end_ms,
  v.third_code, v.third_link, ${ms('v.used_at')} as used_at_ms, v.used_store_id::text as used_store_id,
  v.used_point_id::text as used_point_id, v.refund_id::text as refund_id, ${ms('v.ended_at')} as ended_at_ms`;

/** Partner codes arrive from a pool; the others are ours and usable at once. */
const isPartnerCode = (type: VoucherCodeType) => type === 'CODE' || type === 'CODE_LINK';

/**
 * Whether an expired voucher's money goes back: ours (LAHAP, PAPER_VOUCHER) was never used; a
 * partner's code never issued was never the customer's; a partner's code issued may have been
 * used at the partner, who does not tell us, so it is not refunded.
 */
export const refundsOnExpiry = (voucher: Pick<VoucherRow, 'code_type' | 'third_code'>): boolean =>
  !isPartnerCode(voucher.code_type) || voucher.third_code === null;

/**
 * Whether the customer may ask for a voucher's money back at `now`: one of ours (LAHAP,
 * PAPER_VOUCHER) still VALID, or a partner's code never issued, before its end. A partner's code
 * once issued may have been used at the partner, so it stays. `takeForRefund` says the same in SQL.
 */
export const refundableAt = (
  voucher: Pick<VoucherRow, 'status' | 'code_type' | 'effective_end_ms'>,
  now: number,
): boolean =>
  now < voucher.effective_end_ms &&
  (voucher.status === 'NOT_DELIVERY' || (voucher.status === 'VALID' && !isPartnerCode(voucher.code_type)));

/**
 * Each unit's share of what the order paid: the shares differ by at most one rupiah and add up
 * to `payable` exactly, so refunding every voucher gives back precisely what was charged.
 */
export function voucherShares(payable: number, quantity: number): number[] {
  return Array.from(
    { length: quantity },
    (_, i) => Math.floor((payable * (i + 1)) / quantity) - Math.floor((payable * i) / quantity),
  );
}

/**
 * The vouchers' SQL (ARCHITECTURE §6). Every move is one statement guarded by the state it leaves
 * (contract `VOUCHER_TRANSITIONS`), so a voucher is used, refunded or expired at most once however
 * many requests, counters and job runs reach for it at the same moment.
 */
export function voucherStatements(tx: Executor) {
  return {
    /** One voucher per unit of a paid order's line; partner-code vouchers start NOT_DELIVERY. */
    async issue(order: {
      orderId: string;
      userId: string;
      productId: string;
      merchantId: string;
      quantity: number;
      payableAmount: number;
      codeType: VoucherCodeType;
      effectiveStart: number;
      effectiveEnd: number;
      at: number;
    }): Promise<void> {
      const status: VoucherStatus = isPartnerCode(order.codeType) ? 'NOT_DELIVERY' : 'VALID';
      const values = voucherShares(order.payableAmount, order.quantity).map(
        (amount, i) =>
          sql`(${order.orderId}::bigint, 1, ${i + 1}, ${order.userId}::bigint, ${order.productId}::bigint,
            ${order.merchantId}::bigint, ${order.codeType}, ${status}, ${amount},
            ${timestampAt(order.effectiveStart)}, ${timestampAt(order.effectiveEnd)}, ${timestampAt(order.at)})`,
      );
      await tx.execute(
        sql`insert into vouchers (order_id, line_no, unit_no, user_id, product_id, merchant_id, code_type, status,
            amount, effective_start, effective_end, created_at)
          values ${sql.join(values, sql`, `)}
          on conflict (order_id, line_no, unit_no) do nothing`,
      );
    },

    /**
     * Gives an order's undelivered vouchers a partner code each from the product's pool, as far
     * as the pool goes: codes another transaction holds are skipped, never given twice. How many
     * were delivered.
     */
    async deliverCodes(orderId: string, at: number): Promise<number> {
      const rows = await rowsOf(
        tx,
        sql`with waiting as (
              select v.id, v.product_id from vouchers v
              where v.order_id = ${orderId}::bigint and v.status = 'NOT_DELIVERY' and v.effective_end > ${timestampAt(at)}
              order by v.id for update),
            numbered as (select id, product_id, row_number() over (order by id) as n from waiting),
            free as (
              select c.id from third_party_codes c
              where c.product_id = (select product_id from waiting limit 1) and c.voucher_id is null
              order by c.id limit (select count(*) from waiting) for update skip locked),
            free_numbered as (select id, row_number() over (order by id) as n from free),
            taken as (
              update third_party_codes c set voucher_id = w.id, issued_at = ${timestampAt(at)}
              from numbered w join free_numbered f on f.n = w.n
              where c.id = f.id and c.voucher_id is null
              returning c.voucher_id, c.code, c.link)
          update vouchers v set status = 'VALID', third_code = t.code, third_link = t.link
          from taken t where v.id = t.voucher_id and v.status = 'NOT_DELIVERY'
          returning v.id`,
      );
      return rows.length;
    },

    /**
     * Orders with vouchers still waiting for a partner code whose pool has one free again, oldest
     * first: orders of a product whose pool is still dry are not taken, so they never crowd out
     * those that can be served.
     */
    async ordersAwaitingCodes(now: number, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ order_id: string }>(
        tx,
        sql`select distinct order_id::text as order_id from (
            select v.order_id from vouchers v
            where v.status = 'NOT_DELIVERY' and v.effective_end > ${timestampAt(now)}
              and exists (select 1 from third_party_codes c where c.product_id = v.product_id and c.voucher_id is null)
            order by v.order_id limit ${limit * 10}) w
          limit ${limit}`,
      );
      return rows.map((row) => row.order_id);
    },

    async ofOrder(orderId: string): Promise<VoucherRow[]> {
      return rowsOf<VoucherRow>(
        tx,
        sql`select ${VOUCHER_COLUMNS} from vouchers v where v.order_id = ${orderId}::bigint order by v.unit_no`,
      );
    },

    async byId(voucherId: string): Promise<VoucherRow | undefined> {
      const rows = await rowsOf<VoucherRow>(
        tx,
        sql`select ${VOUCHER_COLUMNS} from vouchers v where v.id = ${voucherId}::bigint`,
      );
      return rows[0];
    },

    /** A customer's vouchers still to be used at `now` (account deletion forfeits them). */
    async liveCountOf(userId: number, now: number): Promise<number> {
      const rows = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from vouchers
          where user_id = ${userId} and status in ('VALID', 'NOT_DELIVERY') and effective_end > ${timestampAt(now)}`,
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * The names of redemption points, by id. The points are the redemption module's; a voucher
     * list names the few where vouchers were redeemed, so it reads them here.
     */
    async pointNames(pointIds: readonly string[]): Promise<Map<string, LocalizedText>> {
      if (pointIds.length === 0) return new Map();
      const rows = await rowsOf<{ id: string; name: LocalizedText }>(
        tx,
        sql`select id::text as id, name from redemption_points where id in (${sql.join(
          pointIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`,
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** How many of an order's vouchers are in each state, as stored. */
    async counts(orderId: string): Promise<VoucherCounts> {
      const rows = await rowsOf<{ status: VoucherStatus; n: number }>(
        tx,
        sql`select status, count(*)::int as n from vouchers where order_id = ${orderId}::bigint group by status`,
      );
      const counts: Record<VoucherStatus, number> = { ...NO_VOUCHERS };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /**
     * VALID → USED at `at`, within its window; the redeemed voucher, or undefined when it was not
     * VALID (used, refunded, expired, another counter first) or is outside its window.
     */
    async redeem(redeem: {
      voucherId: string;
      at: number;
      storeId: string | null;
      pointId: string | null;
    }): Promise<VoucherRow | undefined> {
      const at = timestampAt(redeem.at);
      const rows = await rowsOf<VoucherRow>(
        tx,
        sql`update vouchers v set status = 'USED', used_at = ${at}, used_store_id = ${redeem.storeId}::bigint,
            used_point_id = ${redeem.pointId}::bigint
          where v.id = ${redeem.voucherId}::bigint and v.status = 'VALID'
            and v.effective_start <= ${at} and v.effective_end > ${at}
          returning ${VOUCHER_COLUMNS}`,
      );
      return rows[0];
    },

    /**
     * → REFUND for the order's vouchers that may go back now: a LAHAP or PAPER_VOUCHER voucher
     * still VALID within its window, or one still waiting for its partner code. All of them, or
     * only those named; the moved rows.
     */
    async takeForRefund(take: {
      orderId: string;
      voucherIds: readonly string[] | null;
      refundId: string;
      requestId: string;
      at: number;
    }): Promise<VoucherRow[]> {
      const at = timestampAt(take.at);
      const named =
        take.voucherIds === null
          ? sql``
          : sql`and v.id in (${sql.join(
              take.voucherIds.map((id) => sql`${id}::bigint`),
              sql`, `,
            )})`;
      return rowsOf<VoucherRow>(
        tx,
        sql`update vouchers v set status = 'REFUND', ended_at = ${at}, refund_id = ${take.refundId}::bigint,
            refund_request_id = ${take.requestId}
          where v.order_id = ${take.orderId}::bigint ${named} and v.effective_end > ${at}
            and (v.status = 'NOT_DELIVERY' or (v.status = 'VALID' and v.code_type in ('LAHAP', 'PAPER_VOUCHER')))
          returning ${VOUCHER_COLUMNS}`,
      );
    },

    /** A new refund id (see `voucherRefundIds`). */
    async nextRefundId(): Promise<string> {
      const [row] = await rowsOf<{ id: string }>(tx, sql`select nextval('voucher_refund_ids')::text as id`);
      if (!row) throw new Error('no refund id');
      return row.id;
    },

    /** The vouchers a customer's request gave back, by the request's id. */
    async ofRefundRequest(orderId: string, requestId: string): Promise<VoucherRow[]> {
      return rowsOf<VoucherRow>(
        tx,
        sql`select ${VOUCHER_COLUMNS} from vouchers v
          where v.order_id = ${orderId}::bigint and v.refund_request_id = ${requestId} order by v.unit_no`,
      );
    },

    /** Records which refund gave these vouchers back. */
    async tagRefund(voucherIds: readonly string[], refundId: string): Promise<void> {
      if (voucherIds.length === 0) return;
      await tx.execute(
        sql`update vouchers set refund_id = ${refundId}::bigint
          where id in (${sql.join(
            voucherIds.map((id) => sql`${id}::bigint`),
            sql`, `,
          )}) and refund_id is null`,
      );
    },

    /** Orders with live vouchers past their end, earliest first: the expiry job's work. */
    async ordersWithDueVouchers(now: number, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ order_id: string }>(
        tx,
        sql`select distinct order_id::text as order_id from (
            select order_id from vouchers where status in ('VALID', 'NOT_DELIVERY') and effective_end <= ${timestampAt(now)}
            order by effective_end limit ${limit * 10}) due
          limit ${limit}`,
      );
      return rows.map((row) => row.order_id);
    },

    /**
     * VALID / NOT_DELIVERY → EXPIRED for an order's vouchers past their end at `at`; the moved
     * rows (the caller refunds those {@link refundsOnExpiry} says are still ours to give back).
     */
    async expire(orderId: string, at: number): Promise<VoucherRow[]> {
      const stamp = timestampAt(at);
      return rowsOf<VoucherRow>(
        tx,
        sql`update vouchers v set status = 'EXPIRED', ended_at = ${stamp}
          where v.order_id = ${orderId}::bigint and v.status in ('VALID', 'NOT_DELIVERY')
            and v.effective_end <= ${stamp}
          returning ${VOUCHER_COLUMNS}`,
      );
    },
  };
}
export type VoucherStatements = ReturnType<typeof voucherStatements>;
