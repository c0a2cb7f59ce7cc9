import type { PayMethod, PaymentStatus, RefundReason } from '@lahap/contract/enums';
import type { PayableKind } from '@lahap/contract/payments/lifecycle';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** What a charge pays: its kind and its owner's id of it. */
export interface Payable {
  kind: PayableKind;
  id: string;
}

export const voucherOrder = (orderId: string): Payable => ({ kind: 'VOUCHER_ORDER', id: orderId });

/** `payable_kind = … and payable_id = …` of a table (aliased or not). */
const isPayable = (payable: Payable, alias = '') =>
  sql`${sql.raw(`${alias}payable_kind`)} = ${payable.kind} and ${sql.raw(`${alias}payable_id`)} = ${payable.id}::bigint`;

/** A voucher order's payable id is its order id; the other kinds name no order. */
const orderIdOf = (payable: Payable) =>
  payable.kind === 'VOUCHER_ORDER' ? sql`${payable.id}::bigint` : sql`null`;

export interface PaymentRow {
  id: string;
  payable_kind: PayableKind;
  payable_id: string;
  /** The voucher order a VOUCHER_ORDER charge pays; null for the other kinds. */
  order_id: string | null;
  provider: string;
  pay_method: PayMethod;
  amount: number;
  status: PaymentStatus;
  provider_ref: string;
  qris_payload: string | null;
  redirect_url: string | null;
  expires_at_ms: number;
  paid_at_ms: number | null;
}

const PAYMENT_COLUMNS = sql`id::text as id, payable_kind, payable_id::text as payable_id, order_id::text as order_id, provider, pay_method, amount, status,
  provider_ref, qris_payload, redirect_url, ${ms('expires_at')} as expires_at_ms, ${ms('paid_at')} as paid_at_ms`;

export interface NewPayment {
  id: string;
  payable: Payable;
  provider: string;
  payMethod: PayMethod;
  amount: number;
  providerRef: string;
  qrisPayload: string | null;
  redirectUrl: string | null;
  expiresAt: number;
  createdAt: number;
}

/** A movement of money as the ledger keeps it. */
export interface LedgerEntry {
  kind: 'CHARGE' | 'REFUND';
  payable: Payable;
  paymentId: string;
  amount: number;
  provider: string;
  providerRef: string;
  reason: RefundReason | null;
  /** The refunds row a REFUND of vouchers settles; absent for charges and late payments' refunds. */
  refundId?: string | null;
  at: number;
}

/** Money in the ledger that paid no payable, to give back. */
export interface StrayCharge {
  payment_id: string;
  payable_kind: PayableKind;
  payable_id: string;
  provider: string;
  provider_ref: string;
  amount: number;
}

/** A movement of an order's money as its history shows it. */
export interface HistoryRow {
  kind: 'CHARGE' | 'REFUND';
  amount: number;
  at_ms: number;
  reason: RefundReason | null;
  pay_method: PayMethod;
  status: 'PENDING' | 'DONE';
}

/**
 * Payments, webhook events and the ledger in SQL. A payment moves only from WAIT_PAY (contract
 * `PAYMENT_TRANSITIONS`); the unique indexes keep one open charge and one success per payable, one
 * row per provider event, and one ledger row per provider movement.
 */
export function paymentStatements(tx: Executor) {
  return {
    async nextId(): Promise<string> {
      const rows = await rowsOf<{ id: string }>(tx, sql`select nextval('payments_id_seq')::text as id`);
      const row = rows[0];
      if (!row) throw new Error('no payment id');
      return row.id;
    },

    /** Records a new open charge; false when the payable already has one (a concurrent create won). */
    async insert(payment: NewPayment): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into payments (id, payable_kind, payable_id, order_id, provider, pay_method, amount, provider_ref,
            qris_payload, redirect_url, expires_at, created_at)
          overriding system value
          values (${payment.id}::bigint, ${payment.payable.kind}, ${payment.payable.id}::bigint,
            ${orderIdOf(payment.payable)}, ${payment.provider}, ${payment.payMethod},
            ${payment.amount}, ${payment.providerRef}, ${payment.qrisPayload}, ${payment.redirectUrl},
            ${timestampAt(payment.expiresAt)}, ${timestampAt(payment.createdAt)})
          on conflict (payable_kind, payable_id) where status = 'WAIT_PAY' do nothing
          returning 1 as one`,
      );
      return rows.length > 0;
    },

    async byId(paymentId: string): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where id = ${paymentId}::bigint`,
      );
      return rows[0];
    },

    async open(payable: Payable): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where ${isPayable(payable)} and status = 'WAIT_PAY'`,
      );
      return rows[0];
    },

    /** The charge that paid the payable; undefined while it is unpaid. */
    async paid(payable: Payable): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where ${isPayable(payable)} and status = 'PAY_SUCCESS'`,
      );
      return rows[0];
    },

    /** The charge that paid the payable, else its latest. */
    async latest(payable: Payable): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where ${isPayable(payable)}
          order by (status = 'PAY_SUCCESS') desc, id desc limit 1`,
      );
      return rows[0];
    },

    /** A charge by the provider's id, locked for the event that settles it. */
    async byRefForUpdate(provider: string, providerRef: string): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where provider = ${provider} and provider_ref = ${providerRef}
          for update`,
      );
      return rows[0];
    },

    /**
     * Takes the payable's row in payments' own record before a charge opens; false when payments
     * already heard it was given up. A closing waits on this row until the charge commits, and
     * then closes it.
     */
    async holdOpen(payable: Payable): Promise<boolean> {
      const rows = await rowsOf<{ closed: boolean }>(
        tx,
        sql`insert into payables (kind, payable_id) values (${payable.kind}, ${payable.id}::bigint)
          on conflict (kind, payable_id) do update set kind = excluded.kind
          returning closed_at is not null as closed`,
      );
      return rows[0]?.closed === false;
    },

    /** Records that the payable was given up, taking its row first (see `holdOpen`). */
    async markClosed(payable: Payable, at: number): Promise<void> {
      await tx.execute(
        sql`insert into payables (kind, payable_id, closed_at)
          values (${payable.kind}, ${payable.id}::bigint, ${timestampAt(at)})
          on conflict (kind, payable_id) do update set closed_at = coalesce(payables.closed_at, excluded.closed_at)`,
      );
    },

    /** WAIT_PAY → `to`; false when it had already left WAIT_PAY. */
    async settle(paymentId: string, to: 'PAY_SUCCESS' | 'CLOSE', at: number): Promise<boolean> {
      const stamp =
        to === 'PAY_SUCCESS' ? sql`paid_at = ${timestampAt(at)}` : sql`closed_at = ${timestampAt(at)}`;
      const rows = await rowsOf(
        tx,
        sql`update payments set status = ${to}, ${stamp}
          where id = ${paymentId}::bigint and status = 'WAIT_PAY' returning 1 as one`,
      );
      return rows.length > 0;
    },

    /** Closes a payable's open charge (it was given up). */
    async closeOpen(payable: Payable, at: number): Promise<void> {
      await tx.execute(
        sql`update payments set status = 'CLOSE', closed_at = ${timestampAt(at)}
          where ${isPayable(payable)} and status = 'WAIT_PAY'`,
      );
    },

    /**
     * Open charges whose order's time to pay has run out (a charge expires with its order's
     * deadline): the reconcile pass asks the provider.
     */
    async overdueOpen(now: number, limit: number): Promise<PaymentRow[]> {
      return rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments p
          where p.status = 'WAIT_PAY' and p.expires_at <= ${timestampAt(now)}
          order by p.id limit ${limit}`,
      );
    },

    /** Records a provider event; false when it was recorded before (a repeat). */
    async takeEvent(event: {
      provider: string;
      eventId: string;
      providerRef: string;
      kind: string;
      amount: number;
      at: number;
    }): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into payment_events (provider, event_id, provider_ref, kind, amount, outcome, received_at)
          values (${event.provider}, ${event.eventId}, ${event.providerRef}, ${event.kind}, ${event.amount},
            'RECEIVED', ${timestampAt(event.at)})
          on conflict do nothing returning 1 as one`,
      );
      return rows.length > 0;
    },

    /**
     * Records a webhook that verified but could not be applied (outcome MALFORMED), keyed by its
     * body's digest: a provider retrying it is recorded once. Its texts come printable already.
     */
    async recordMalformed(entry: {
      provider: string;
      bodyDigest: string;
      providerRef: string;
      at: number;
    }): Promise<void> {
      await tx.execute(
        sql`insert into payment_events (provider, event_id, provider_ref, kind, amount, outcome, received_at)
          values (${entry.provider}, ${`malformed:${entry.bodyDigest}`}, ${entry.providerRef}, 'UNKNOWN', null,
            'MALFORMED', ${timestampAt(entry.at)})
          on conflict do nothing`,
      );
    },

    async setOutcome(provider: string, eventId: string, outcome: string): Promise<void> {
      await tx.execute(
        sql`update payment_events set outcome = ${outcome} where provider = ${provider} and event_id = ${eventId}`,
      );
    },

    /** Appends a movement of money; a movement the ledger already holds is not written twice. */
    async record(entry: LedgerEntry): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into ledger_entries (kind, payable_kind, payable_id, order_id, payment_id, amount, provider,
            provider_ref, reason, refund_id, created_at)
          values (${entry.kind}, ${entry.payable.kind}, ${entry.payable.id}::bigint, ${orderIdOf(entry.payable)},
            ${entry.paymentId}::bigint, ${entry.amount},
            ${entry.provider}, ${entry.providerRef}, ${entry.reason}, ${entry.refundId ?? null}::bigint,
            ${timestampAt(entry.at)})
          on conflict (kind, provider, provider_ref) do nothing returning 1 as one`,
      );
      return rows.length > 0;
    },

    /**
     * Charges with no refund whose payable they did not pay: money for a charge closed before it
     * came (a failed late refund left it), or for a payable given up before payments heard of the money.
     */
    async strayCharges(limit: number): Promise<StrayCharge[]> {
      return rowsOf(
        tx,
        sql`select l.payment_id::text as payment_id, l.payable_kind, l.payable_id::text as payable_id, l.provider,
            l.provider_ref, l.amount
          from ledger_entries l join payments p on p.id = l.payment_id
          where l.kind = 'CHARGE'
            and (p.status <> 'PAY_SUCCESS' or exists (select 1 from payables pa
              where pa.kind = l.payable_kind and pa.payable_id = l.payable_id and pa.closed_at is not null))
            and not exists (select 1 from ledger_entries r where r.kind = 'REFUND' and r.payment_id = l.payment_id)
          order by l.id limit ${limit}`,
      );
    },

    /**
     * An order's money history, oldest first: every movement the ledger holds (DONE), then the
     * refunds asked of the provider and not yet confirmed (PENDING), each with the method of the
     * charge it belongs to. At one moment a charge comes before a refund.
     */
    async historyOf(orderId: string): Promise<HistoryRow[]> {
      return rowsOf<HistoryRow>(
        tx,
        sql`select kind, amount, at_ms, reason, pay_method, status from (
            select l.kind, l.amount, ${ms('l.created_at')} as at_ms, l.reason, p.pay_method, 'DONE' as status, l.id as seq
            from ledger_entries l join payments p on p.id = l.payment_id
            where l.order_id = ${orderId}::bigint
            union all
            select 'REFUND', r.amount, ${ms('r.requested_at')}, r.reason, p.pay_method, 'PENDING', r.id
            from refunds r join payments p on p.id = r.payment_id
            where r.order_id = ${orderId}::bigint and r.status = 'PENDING') h
          order by at_ms, (kind = 'REFUND'), status, seq`,
      );
    },

    /** An order's movements, oldest first: its money history. */
    async movementsOf(
      orderId: string,
    ): Promise<{ kind: 'CHARGE' | 'REFUND'; amount: number; provider_ref: string; reason: string | null }[]> {
      return rowsOf(
        tx,
        sql`select kind, amount, provider_ref, reason from ledger_entries where order_id = ${orderId}::bigint order by id`,
      );
    },
  };
}
export type PaymentStatements = ReturnType<typeof paymentStatements>;
