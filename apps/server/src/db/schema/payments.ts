/** Tables of the payments module (modules/payments). */
import {
  PAY_METHODS,
  PAYMENT_STATUSES,
  REFUND_REASON_CODES,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '@lahap/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYABLE_KINDS } from '@lahap/contract/payments/lifecycle';
import { orders } from './orders.js';

/**
 * Payments, refunds and the ledger (docs/architecture.md): a payable is paid at most once by a
 * unique index over its successful payment, and every movement of money is a ledger row.
 */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const payments = pgTable(
  'payments',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 900_000_001 }),
    /** What the charge pays (ADR 021): a voucher order, a table's share, a food order. */
    payableKind: text('payable_kind', { enum: PAYABLE_KINDS }).notNull(),
    payableId: id('payable_id').notNull(),
    /** The voucher order a VOUCHER_ORDER charge pays (its payable id); null for the other kinds. */
    orderId: id('order_id').references(() => orders.id),
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
    // A payable is paid at most once, and has at most one charge open.
    uniqueIndex('payments_one_success_idx')
      .on(t.payableKind, t.payableId)
      .where(sql`${t.status} = 'PAY_SUCCESS'`),
    uniqueIndex('payments_one_open_idx')
      .on(t.payableKind, t.payableId)
      .where(sql`${t.status} = 'WAIT_PAY'`),
    // The reconcile pass reads the open charges past their order's deadline.
    index('payments_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'WAIT_PAY'`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_payable_check',
      sql`(${t.payableKind} = 'VOUCHER_ORDER') = (${t.orderId} is not null and ${t.orderId} = ${t.payableId})`,
    ),
    check('payments_status_check', sql`${t.status} in ('WAIT_PAY', 'PAY_SUCCESS', 'CLOSE')`),
  ],
);

/**
 * The payables payments has opened a charge for or heard were given up, as payments itself knows
 * them: opening a charge and hearing that its payable closed (a voucher order cancelled, a share
 * released, a food order cancelled) both take this row first, so a charge is never opened for a
 * payable payments already knows closed, and a closing always sees every charge opened before it.
 */
export const payables = pgTable(
  'payables',
  {
    kind: text('kind', { enum: PAYABLE_KINDS }).notNull(),
    payableId: id('payable_id').notNull(),
    /** When payments heard the payable was given up; null while it may still be paid. */
    closedAt: at('closed_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.payableId] })],
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

/**
 * The ledger: every movement of money, append-only, with the provider's reference. An order's
 * history and a day's totals are sums over it; nothing updates or deletes a row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['CHARGE', 'REFUND'] }).notNull(),
    payableKind: text('payable_kind', { enum: PAYABLE_KINDS }).notNull(),
    payableId: id('payable_id').notNull(),
    /** The voucher order the money moved for; null for the other kinds of payable. */
    orderId: id('order_id').references(() => orders.id),
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
    index('ledger_entries_payable_idx').on(t.payableKind, t.payableId),
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
