import type { SettlementDiscount } from '@lahap/contract/commerce/schemas';
import {
  ORDER_LIFECYCLE_STATUSES,
  PAY_METHODS,
  PAYMENT_STATUSES,
  SETTLEMENT_KINDS,
} from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coupons } from './coupons.js';
import { flashSales, products } from './discovery.js';
import { users } from './identity.js';

/**
 * Orders, their lines, payments and the ledger (ARCHITECTURE §6). Every scarce thing an order
 * takes is taken by one guarded statement: product stock by `remaining_stock >= n`, flash stock
 * by `sold + n <= stock`, purchase limits by counter rows whose upsert passes only below the
 * limit, a coupon by `locked_order_id is null`. A second submit of one settlement finds the
 * order by its key; an order is paid at most once by a unique index over its successful payment.
 */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const orders = pgTable(
  'orders',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 800_000_001 }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    /** A hash of the settlement token that priced it: a repeat submit finds this order. */
    settlementKey: text('settlement_key').notNull(),
    settlementType: text('settlement_type', { enum: SETTLEMENT_KINDS }).notNull(),
    status: text('status', { enum: ORDER_LIFECYCLE_STATUSES }).notNull().default('INIT'),
    merchantId: id('merchant_id').notNull(),
    originalAmount: integer('original_amount').notNull(),
    payableAmount: integer('payable_amount').notNull(),
    /** The price as placed: each discount in the order applied. */
    discounts: jsonb('discounts').$type<SettlementDiscount[]>().notNull(),
    couponId: id('coupon_id').references(() => coupons.id),
    redEnvelopeId: id('red_envelope_id').references(() => coupons.id),
    payDeadline: at('pay_deadline').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    /** USER or TIMEOUT. */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('orders_settlement_key_idx').on(t.settlementKey),
    index('orders_user_idx').on(t.userId, t.id),
    // The auto-cancel job reads only the unpaid orders, oldest deadline first.
    index('orders_unpaid_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} in ('INIT', 'SUBMIT')`),
    check('orders_payable_check', sql`${t.payableAmount} > 0 and ${t.payableAmount} <= ${t.originalAmount}`),
    check(
      'orders_status_check',
      sql`${t.status} in ('INIT', 'SUBMIT', 'COMPLETED', 'REFUND', 'CANCEL', 'RETURN', 'EXPIRED')`,
    ),
  ],
);

/** What an order buys: one line per product (one product per order today). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: id('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id),
    skuId: id('sku_id').notNull(),
    /** The flash sale whose stock and cap it took, if any. */
    flashSaleId: id('flash_sale_id').references(() => flashSales.id),
    quantity: integer('quantity').notNull(),
    originalUnitPrice: integer('original_unit_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The product as bought, so later edits of the catalogue do not rewrite the order. */
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    validDays: integer('valid_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_price_check', sql`${t.unitPrice} >= 0 and ${t.unitPrice} <= ${t.originalUnitPrice}`),
  ],
);

/** Units of a product a customer holds in unpaid and paid orders: the purchase limit's counter. */
export const productPurchaseCounts = pgTable(
  'product_purchase_counts',
  {
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    check('product_purchase_counts_bought_check', sql`${t.bought} >= 0`),
  ],
);

/** The same for one flash sale's item: its own per-customer cap. */
export const flashPurchaseCounts = pgTable(
  'flash_purchase_counts',
  {
    flashSaleId: id('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flashSaleId, t.productId, t.userId] }),
    check('flash_purchase_counts_bought_check', sql`${t.bought} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 900_000_001 }),
    orderId: id('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    payMethod: text('pay_method', { enum: PAY_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('WAIT_PAY'),
    /** The provider's id of the charge; null until the provider answered. */
    providerRef: text('provider_ref'),
    qrisPayload: text('qris_payload'),
    redirectUrl: text('redirect_url'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    // An order is paid at most once, and has at most one charge open.
    uniqueIndex('payments_one_success_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'PAY_SUCCESS'`),
    uniqueIndex('payments_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'WAIT_PAY'`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_status_check', sql`${t.status} in ('WAIT_PAY', 'PAY_SUCCESS', 'CLOSE')`),
  ],
);

/** Every webhook event a provider sent, once: a repeat of an event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    providerRef: text('provider_ref').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount'),
    /** What the event did: PAID, REFUNDED_LATE, DUPLICATE, AMOUNT_MISMATCH, CLOSED, IGNORED. */
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The ledger: every movement of money, append-only, with the provider's reference. An order's
 * history and a day's totals are sums over it; nothing updates or deletes a row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['CHARGE', 'REFUND'] }).notNull(),
    orderId: id('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: id('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of this movement: the charge's, or the refund's. */
    providerRef: text('provider_ref').notNull(),
    /** Why a refund happened: LATE_PAYMENT (a charge that paid a closed order), or the customer's. */
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_movement_idx').on(t.kind, t.provider, t.providerRef),
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_created_idx').on(t.createdAt),
    check('ledger_entries_amount_check', sql`${t.amount} > 0`),
    check('ledger_entries_kind_check', sql`${t.kind} in ('CHARGE', 'REFUND')`),
  ],
);

/**
 * The sandbox provider's own books: the charges it issued as a bank would keep them. Only the
 * sandbox reads and writes this table; the app knows its charges through the provider interface.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    ref: text('ref').primaryKey(),
    /** The merchant's reference (our payment id) the charge was created for. */
    merchantRef: text('merchant_ref').notNull(),
    payMethod: text('pay_method').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** Where the bank-app page sends the customer back to after paying. */
    returnUrl: text('return_url'),
    status: text('status', { enum: ['PENDING', 'PAID', 'DECLINED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    /** Set once refunded. */
    refundRef: text('refund_ref'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('sandbox_charges_merchant_ref_idx').on(t.merchantRef),
    check('sandbox_charges_status_check', sql`${t.status} in ('PENDING', 'PAID', 'DECLINED', 'CANCELLED')`),
  ],
);
