import type { SettlementDiscount } from '@lahap/contract/orders/purchase-schemas';
import type {
  OrderLifecycleStatus,
  SettlementKind,
  VoucherCodeType,
  VoucherStatus,
} from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** An order with its one line, as the detail, the cashier and the jobs read it. */
export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderLifecycleStatus;
  settlement_type: SettlementKind;
  merchant_id: string;
  original_amount: number;
  payable_amount: number;
  discounts: SettlementDiscount[];
  coupon_id: string | null;
  red_envelope_id: string | null;
  pay_deadline_ms: number;
  created_at_ms: number;
  paid_at_ms: number | null;
  cancelled_at_ms: number | null;
  product_id: string;
  sku_id: string;
  flash_sale_id: string | null;
  quantity: number;
  original_unit_price: number;
  unit_price: number;
  product_name: LocalizedText;
  image_url: string;
  valid_days: number;
  redeem_starts_ms: number | null;
  redeem_ends_ms: number | null;
  code_type: VoucherCodeType;
  cancel_reason: 'USER' | 'TIMEOUT' | null;
}

const ORDER_COLUMNS = sql`o.id::text as id, o.user_id::text as user_id, o.status, o.settlement_type,
  o.merchant_id::text as merchant_id, o.original_amount, o.payable_amount, o.discounts,
  o.coupon_id::text as coupon_id, o.red_envelope_id::text as red_envelope_id,
  ${ms('o.pay_deadline')} as pay_deadline_ms, ${ms('o.created_at')} as created_at_ms,
  ${ms('o.paid_at')} as paid_at_ms, ${ms('o.cancelled_at')} as cancelled_at_ms,
  l.product_id::text as product_id, l.sku_id::text as sku_id, l.flash_sale_id::text as flash_sale_id,
  l.quantity, l.original_unit_price, l.unit_price, l.product_name, l.image_url, l.valid_days,
  ${ms('l.redeem_starts_at')} as redeem_starts_ms, ${ms('l.redeem_ends_at')} as redeem_ends_ms, l.code_type,
  o.cancel_reason`;

/** An order card's row: the order, its line, and its vouchers in brief. */
export interface OrderCardRow extends OrderRow {
  /** Each voucher's stored state and window, by unit. */
  vouchers: { status: VoucherStatus; start: number; end: number }[];
  used_at_ms: number | null;
  /** When money last went back (a voucher refunded, or expired and refunded). */
  returned_at_ms: number | null;
  /** When a voucher last moved (used, refunded, expired). */
  touched_at_ms: number | null;
}

/** Which orders my_orders lists: all, those with a voucher still to use, those still to pay. */
export type OrderListFilter = 'all' | 'live' | 'unpaid';

export interface NewOrder {
  userId: number;
  settlementKey: string;
  settlementType: SettlementKind;
  merchantId: string;
  originalAmount: number;
  payableAmount: number;
  discounts: SettlementDiscount[];
  couponId: string | null;
  redEnvelopeId: string | null;
  payDeadline: number;
  createdAt: number;
}

export interface NewLine {
  productId: string;
  skuId: string;
  flashSaleId: string | null;
  quantity: number;
  originalUnitPrice: number;
  unitPrice: number;
  productName: LocalizedText;
  imageUrl: string;
  validDays: number;
  redeemStartsAt: number | null;
  redeemEndsAt: number | null;
  codeType: VoucherCodeType;
}

/**
 * The orders' SQL. Every state move is guarded by the state it leaves (contract
 * `ORDER_TRANSITIONS`), and every counter by its limit, so the same statements are exact with
 * many requests and many processes at once.
 */
export function orderStatements(tx: Executor) {
  return {
    /**
     * Takes the settlement's key for a new order; undefined when an order already has it (a
     * repeat submit). A concurrent repeat waits here until the first commits or rolls back.
     */
    async insertOrder(order: NewOrder): Promise<string | undefined> {
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`insert into orders (user_id, settlement_key, settlement_type, merchant_id, original_amount,
            payable_amount, discounts, coupon_id, red_envelope_id, pay_deadline, created_at)
          values (${order.userId}, ${order.settlementKey}, ${order.settlementType}, ${order.merchantId}::bigint,
            ${order.originalAmount}, ${order.payableAmount}, ${JSON.stringify(order.discounts)}::jsonb,
            ${order.couponId}::bigint, ${order.redEnvelopeId}::bigint, ${timestampAt(order.payDeadline)},
            ${timestampAt(order.createdAt)})
          on conflict (settlement_key) do nothing
          returning id::text as id`,
      );
      return rows[0]?.id;
    },

    async insertLine(orderId: string, line: NewLine): Promise<void> {
      await tx.execute(
        sql`insert into order_lines (order_id, line_no, product_id, sku_id, flash_sale_id, quantity,
            original_unit_price, unit_price, product_name, image_url, valid_days, redeem_starts_at,
            redeem_ends_at, code_type)
          values (${orderId}::bigint, 1, ${line.productId}::bigint, ${line.skuId}::bigint,
            ${line.flashSaleId}::bigint, ${line.quantity}, ${line.originalUnitPrice}, ${line.unitPrice},
            ${JSON.stringify(line.productName)}::jsonb, ${line.imageUrl}, ${line.validDays},
            ${line.redeemStartsAt === null ? null : timestampAt(line.redeemStartsAt)},
            ${line.redeemEndsAt === null ? null : timestampAt(line.redeemEndsAt)}, ${line.codeType})`,
      );
    },

    /** Counts `n` more units of a product for the customer while the count stays within `limit`. */
    async countPurchase(productId: string, userId: number, n: number, limit: number): Promise<boolean> {
      if (n > limit) return false;
      const rows = await rowsOf(
        tx,
        sql`insert into product_purchase_counts as c (product_id, user_id, bought)
          values (${productId}::bigint, ${userId}, ${n})
          on conflict (product_id, user_id) do update set bought = c.bought + excluded.bought
            where c.bought + excluded.bought <= ${limit}
          returning c.bought`,
      );
      return rows.length > 0;
    },

    async countFlashPurchase(
      flashSaleId: string,
      productId: string,
      userId: number,
      n: number,
      limit: number,
    ): Promise<boolean> {
      if (n > limit) return false;
      const rows = await rowsOf(
        tx,
        sql`insert into flash_purchase_counts as c (flash_sale_id, product_id, user_id, bought)
          values (${flashSaleId}::bigint, ${productId}::bigint, ${userId}, ${n})
          on conflict (flash_sale_id, product_id, user_id) do update set bought = c.bought + excluded.bought
            where c.bought + excluded.bought <= ${limit}
          returning c.bought`,
      );
      return rows.length > 0;
    },

    /** Gives back a cancelled order's units to the customer's counters. */
    async uncountPurchase(
      line: { productId: string; flashSaleId: string | null; quantity: number },
      userId: number,
    ) {
      await tx.execute(
        sql`update product_purchase_counts set bought = greatest(0, bought - ${line.quantity})
          where product_id = ${line.productId}::bigint and user_id = ${userId}`,
      );
      if (line.flashSaleId !== null) {
        await tx.execute(
          sql`update flash_purchase_counts set bought = greatest(0, bought - ${line.quantity})
            where flash_sale_id = ${line.flashSaleId}::bigint and product_id = ${line.productId}::bigint
              and user_id = ${userId}`,
        );
      }
    },

    /** Moves an order from one of `from` to `to`; false when it was not in `from`. */
    async move(
      orderId: string,
      from: readonly OrderLifecycleStatus[],
      to: OrderLifecycleStatus,
      at: number,
      cancelReason?: string,
    ): Promise<boolean> {
      const stamp =
        to === 'COMPLETED'
          ? sql`, paid_at = ${timestampAt(at)}`
          : to === 'CANCEL'
            ? sql`, cancelled_at = ${timestampAt(at)}, cancel_reason = ${cancelReason ?? null}`
            : sql``;
      const rows = await rowsOf(
        tx,
        sql`update orders set status = ${to} ${stamp}
          where id = ${orderId}::bigint and status in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )})
          returning 1 as one`,
      );
      return rows.length > 0;
    },

    /** Locks an order's row for a transaction that will move it: every such transaction takes it first. */
    async lock(orderId: string): Promise<void> {
      await tx.execute(sql`select 1 from orders where id = ${orderId}::bigint for update`);
    },

    async order(orderId: string): Promise<OrderRow | undefined> {
      const rows = await rowsOf<OrderRow>(
        tx,
        sql`select ${ORDER_COLUMNS} from orders o join order_lines l on l.order_id = o.id and l.line_no = 1
          where o.id = ${orderId}::bigint`,
      );
      return rows[0];
    },

    async orderByKey(settlementKey: string): Promise<OrderRow | undefined> {
      const rows = await rowsOf<OrderRow>(
        tx,
        sql`select ${ORDER_COLUMNS} from orders o join order_lines l on l.order_id = o.id and l.line_no = 1
          where o.settlement_key = ${settlementKey}`,
      );
      return rows[0];
    },

    /**
     * A page of a customer's orders, newest first (`orders_user_idx`), each with its vouchers in
     * brief: `limit` rows from `offset`. `live`: orders with a voucher still to use at `now`;
     * `unpaid`: orders still to pay before their deadline.
     */
    async page(
      userId: number,
      filter: OrderListFilter,
      now: number,
      window: { limit: number; offset: number },
    ): Promise<OrderCardRow[]> {
      const at = timestampAt(now);
      const where =
        filter === 'unpaid'
          ? sql`and o.status in ('INIT', 'SUBMIT') and o.pay_deadline > ${at}`
          : filter === 'live'
            ? sql`and exists (select 1 from vouchers lv where lv.order_id = o.id
                and lv.status in ('VALID', 'NOT_DELIVERY') and lv.effective_end > ${at})`
            : sql``;
      return rowsOf<OrderCardRow>(
        tx,
        sql`select ${ORDER_COLUMNS}, coalesce(v.vouchers, '[]'::json) as vouchers, v.used_at_ms, v.returned_at_ms,
            v.touched_at_ms
          from orders o join order_lines l on l.order_id = o.id and l.line_no = 1
            left join lateral (
              select json_agg(json_build_object('status', vv.status,
                  'start', (extract(epoch from vv.effective_start) * 1000)::float8,
                  'end', (extract(epoch from vv.effective_end) * 1000)::float8) order by vv.unit_no) as vouchers,
                (extract(epoch from max(vv.used_at)) * 1000)::float8 as used_at_ms,
                (extract(epoch from max(vv.ended_at) filter (where vv.refund_id is not null)) * 1000)::float8
                  as returned_at_ms,
                (extract(epoch from greatest(max(vv.used_at), max(vv.ended_at))) * 1000)::float8 as touched_at_ms
              from vouchers vv where vv.order_id = o.id) v on true
          where o.user_id = ${userId} ${where}
          order by o.id desc limit ${window.limit} offset ${window.offset}`,
      );
    },

    /** A customer's orders still to pay (or to be cancelled): they block an account deletion. */
    async unpaidCountOf(userId: number): Promise<number> {
      const rows = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from orders where user_id = ${userId} and status in ('INIT', 'SUBMIT')`,
      );
      return rows[0]?.n ?? 0;
    },

    /** Unpaid orders past their deadline, oldest first, skipping those another process is cancelling. */
    async dueUnpaid(now: number, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`select id::text as id from orders
          where status in ('INIT', 'SUBMIT') and pay_deadline <= ${timestampAt(now)}
          order by pay_deadline limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },
  };
}
export type OrderStatements = ReturnType<typeof orderStatements>;
