/** Tables of the orders module (modules/orders): orders, their vouchers, partner codes and purchase limits. */
import type { SettlementDiscount } from '@lahap/contract/orders/purchase-schemas';
import {
  ORDER_LIFECYCLE_STATUSES,
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
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coupons } from './coupons.js';
import { flashSales, products } from './catalog.js';
import { users } from './identity.js';

/**
 * Orders, their lines and vouchers (ARCHITECTURE §6); their payments, refunds and the ledger are
 * in payments.ts. Every scarce thing an order takes is taken by one guarded statement: product
 * stock by `remaining_stock >= n`, flash stock by `sold + n <= stock`, purchase limits by counter
 * rows whose upsert passes only below the limit, a coupon by `locked_order_id is null`. A second
 * submit of one settlement finds the order by its key.
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
 * Refund ids, given by the orders module when vouchers go back (it publishes `voucher.refunded`
 * with the id; payments records its refund under it). Starts past every refund recorded before.
 */
export const voucherRefundIds = pgSequence('voucher_refund_ids', { startWith: 950_000_001 });

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
    /**
     * The refund that gave its money back (at the customer's request, or when it expired): its
     * id comes from `voucher_refund_ids`, and the payments module records the refund under it.
     */
    refundId: id('refund_id'),
    /** The customer's request that gave it back, so a retry of the request answers the same refund. */
    refundRequestId: text('refund_request_id'),
    /** When it was refunded or expired. */
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vouchers_unit_idx').on(t.orderId, t.lineNo, t.unitNo),
    index('vouchers_user_idx').on(t.userId, t.orderId),
    index('vouchers_refund_request_idx')
      .on(t.orderId, t.refundRequestId)
      .where(sql`${t.refundRequestId} is not null`),
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
