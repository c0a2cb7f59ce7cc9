import type { SettlementDiscount } from '@lahap/contract/commerce/schemas';
import type { OrderLifecycleStatus, SettlementKind } from '@lahap/contract/enums';
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
}

const ORDER_COLUMNS = sql`o.id::text as id, o.user_id::text as user_id, o.status, o.settlement_type,
  o.merchant_id::text as merchant_id, o.original_amount, o.payable_amount, o.discounts,
  o.coupon_id::text as coupon_id, o.red_envelope_id::text as red_envelope_id,
  ${ms('o.pay_deadline')} as pay_deadline_ms, ${ms('o.created_at')} as created_at_ms,
  ${ms('o.paid_at')} as paid_at_ms, ${ms('o.cancelled_at')} as cancelled_at_ms,
  l.product_id::text as product_id, l.sku_id::text as sku_id, l.flash_sale_id::text as flash_sale_id,
  l.quantity, l.original_unit_price, l.unit_price, l.product_name, l.image_url, l.valid_days`;

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
            original_unit_price, unit_price, product_name, image_url, valid_days)
          values (${orderId}::bigint, 1, ${line.productId}::bigint, ${line.skuId}::bigint,
            ${line.flashSaleId}::bigint, ${line.quantity}, ${line.originalUnitPrice}, ${line.unitPrice},
            ${JSON.stringify(line.productName)}::jsonb, ${line.imageUrl}, ${line.validDays})`,
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
