import type { SettlementDiscount } from '@lahap/contract/commerce/schemas';
import {
  ORDER_LIFECYCLE_STATUSES,
  PAY_METHODS,
  PAYMENT_STATUSES,
  REFUND_REASON_CODES,
  REFUND_REASONS,
  REFUND_STATUSES,
  SETTLEMENT_KINDS,
  VOUCHER_CODE_TYPES,
  VOUCHER_STATUSES,
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
    /** FIXED_TIME products' window, as bought: every voucher works from start to end. */
    redeemStartsAt: at('redeem_starts_at'),
    redeemEndsAt: at('redeem_ends_at'),
    /** How the vouchers reach the customer, as bought. */
    codeType: text('code_type', { enum: VOUCHER_CODE_TYPES }).notNull().default('LAHAP'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_price_check', sql`${t.unitPrice} >= 0 and ${t.unitPrice} <= ${t.originalUnitPrice}`),
  ],
);

/**
 * One voucher per unit a paid order bought, with its share of what was paid (the shares add up
 * to the order's payable amount exactly). It moves only along VOUCHER_TRANSITIONS, each move a
 * statement guarded by the state it leaves: used, refunded or expired at most once.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 600_000_001 }),
    orderId: id('order_id')
      .notNull()
      .references(() => orders.id),
    lineNo: smallint('line_no').notNull(),
    /** Its place among the line's units, 1-based. */
    unitNo: smallint('unit_no').notNull(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    productId: id('product_id')
      .notNull()
      .references(() => products.id),
    merchantId: id('merchant_id').notNull(),
    codeType: text('code_type', { enum: VOUCHER_CODE_TYPES }).notNull(),
    status: text('status', { enum: VOUCHER_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    effectiveStart: at('effective_start').notNull(),
    /** Exclusive. */
    effectiveEnd: at('effective_end').notNull(),
    /** CODE / CODE_LINK: the partner's code once issued. */
    thirdCode: text('third_code'),
    thirdLink: text('third_link'),
    usedAt: at('used_at'),
    /** Where it was redeemed: a store's counter (or a store, for a physical voucher) or a redemption point. */
    usedStoreId: id('used_store_id'),
    usedPointId: id('used_point_id'),
    /** The refund that gave it back (at the customer's request, or when it expired). */
    refundId: id('refund_id'),
    /** When it was refunded or expired. */
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vouchers_unit_idx').on(t.orderId, t.lineNo, t.unitNo),
    index('vouchers_user_idx').on(t.userId, t.orderId),
    // The expiry job reads only live vouchers, earliest end first.
    index('vouchers_live_end_idx')
      .on(t.effectiveEnd)
      .where(sql`${t.status} in ('VALID', 'NOT_DELIVERY')`),
    index('vouchers_undelivered_idx')
      .on(t.productId)
      .where(sql`${t.status} = 'NOT_DELIVERY'`),
    check('vouchers_amount_check', sql`${t.amount} >= 0`),
    check('vouchers_window_check', sql`${t.effectiveEnd} > ${t.effectiveStart}`),
    check(
      'vouchers_status_check',
      sql`${t.status} in ('VALID', 'USED', 'REFUND', 'EXPIRED', 'NOT_DELIVERY')`,
    ),
    check('vouchers_code_type_check', sql`${t.codeType} in ('LAHAP', 'PAPER_VOUCHER', 'CODE', 'CODE_LINK')`),
  ],
);

/**
 * A partner's codes for a product (CODE, CODE_LINK), issued one per voucher at payment: a code
 * is taken by one guarded statement (`voucher_id is null`, skipping rows another payment holds).
 */
export const thirdPartyCodes = pgTable(
  'third_party_codes',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: id('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    link: text('link'),
    voucherId: id('voucher_id'),
    issuedAt: at('issued_at'),
  },
  (t) => [
    uniqueIndex('third_party_codes_code_idx').on(t.productId, t.code),
    uniqueIndex('third_party_codes_voucher_idx').on(t.voucherId),
    index('third_party_codes_free_idx')
      .on(t.productId, t.id)
      .where(sql`${t.voucherId} is null`),
  ],
);

/**
 * Money given back for vouchers: asked of the provider (PENDING) in the same transaction that
 * moves the vouchers, confirmed (DONE) with the provider's reference, and written to the ledger
 * then. A PENDING refund is asked again by the refund job until the provider confirms it; the
 * provider keys refunds by this row's id, so asking twice refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 950_000_001 }),
    orderId: id('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: id('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** USER: what the customer picked, and what they wrote. */
    reasonCode: text('reason_code', { enum: REFUND_REASON_CODES }),
    note: text('note'),
    /** USER: the request's id, so a retry of the same request answers this refund (null for the jobs'). */
    requestId: text('request_id'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('PENDING'),
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: at('requested_at').notNull(),
    doneAt: at('done_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_request_idx')
      .on(t.orderId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index('refunds_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in ('PENDING', 'DONE')`),
    check('refunds_reason_check', sql`${t.reason} in ('USER', 'EXPIRED', 'LATE_PAYMENT')`),
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
    /** Why a refund happened: REFUND_REASONS (USER, EXPIRED, LATE_PAYMENT). */
    reason: text('reason'),
    /** The refunds row behind a REFUND of vouchers; null for a charge or a late payment's refund. */
    refundId: id('refund_id'),
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
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('sandbox_charges_merchant_ref_idx').on(t.merchantRef),
    check('sandbox_charges_status_check', sql`${t.status} in ('PENDING', 'PAID', 'DECLINED', 'CANCELLED')`),
  ],
);

/** The sandbox's refunds: several per charge (partial), together never more than it took; one per merchant refund id. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    ref: text('ref').primaryKey(),
    chargeRef: text('charge_ref')
      .notNull()
      .references(() => sandboxCharges.ref),
    /** The app's id of the refund: asking again with it answers the same refund. */
    merchantRef: text('merchant_ref').notNull(),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_merchant_ref_idx').on(t.merchantRef),
    index('sandbox_refunds_charge_idx').on(t.chargeRef),
    check('sandbox_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
