import type { PayMethod, PaymentStatus, RefundReason } from '@lahap/contract/enums';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface PaymentRow {
  id: string;
  order_id: string;
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

const PAYMENT_COLUMNS = sql`id::text as id, order_id::text as order_id, provider, pay_method, amount, status,
  provider_ref, qris_payload, redirect_url, ${ms('expires_at')} as expires_at_ms, ${ms('paid_at')} as paid_at_ms`;

export interface NewPayment {
  id: string;
  orderId: string;
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
  orderId: string;
  paymentId: string;
  amount: number;
  provider: string;
  providerRef: string;
  reason: RefundReason | null;
  /** The refunds row a REFUND of vouchers settles; absent for charges and late payments' refunds. */
  refundId?: string | null;
  at: number;
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
 * `PAYMENT_TRANSITIONS`); the unique indexes keep one open charge and one success per order, one
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

    /** Records a new open charge; false when the order already has one (a concurrent create won). */
    async insert(payment: NewPayment): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into payments (id, order_id, provider, pay_method, amount, provider_ref, qris_payload,
            redirect_url, expires_at, created_at)
          overriding system value
          values (${payment.id}::bigint, ${payment.orderId}::bigint, ${payment.provider}, ${payment.payMethod},
            ${payment.amount}, ${payment.providerRef}, ${payment.qrisPayload}, ${payment.redirectUrl},
            ${timestampAt(payment.expiresAt)}, ${timestampAt(payment.createdAt)})
          on conflict (order_id) where status = 'WAIT_PAY' do nothing
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

    async open(orderId: string): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where order_id = ${orderId}::bigint and status = 'WAIT_PAY'`,
      );
      return rows[0];
    },

    /** The charge that paid the order; undefined while it is unpaid. */
    async paid(orderId: string): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where order_id = ${orderId}::bigint and status = 'PAY_SUCCESS'`,
      );
      return rows[0];
    },

    /** The charge that paid the order, else its latest. */
    async latest(orderId: string): Promise<PaymentRow | undefined> {
      const rows = await rowsOf<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from payments where order_id = ${orderId}::bigint
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
     * Takes the order's row in payments' own record before a charge opens; false when payments
     * already heard the order was cancelled. A cancellation waits on this row until the charge
     * commits, and then closes it.
     */
    async holdOpenOrder(orderId: string): Promise<boolean> {
      const rows = await rowsOf<{ closed: boolean }>(
        tx,
        sql`insert into payment_orders (order_id) values (${orderId}::bigint)
          on conflict (order_id) do update set order_id = excluded.order_id
          returning closed_at is not null as closed`,
      );
      return rows[0]?.closed === false;
    },

    /** Records that the order was cancelled, taking its row first (see `holdOpenOrder`). */
    async markOrderClosed(orderId: string, at: number): Promise<void> {
      await tx.execute(
        sql`insert into payment_orders (order_id, closed_at) values (${orderId}::bigint, ${timestampAt(at)})
          on conflict (order_id) do update set closed_at = coalesce(payment_orders.closed_at, excluded.closed_at)`,
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

    /** Closes an order's open charge (the order was cancelled); the provider's ids of what it closed. */
    async closeOpen(orderId: string, at: number): Promise<string[]> {
      const rows = await rowsOf<{ provider_ref: string }>(
        tx,
        sql`update payments set status = 'CLOSE', closed_at = ${timestampAt(at)}
          where order_id = ${orderId}::bigint and status = 'WAIT_PAY' returning provider_ref`,
      );
      return rows.map((row) => row.provider_ref);
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
        sql`insert into ledger_entries (kind, order_id, payment_id, amount, provider, provider_ref, reason, refund_id,
            created_at)
          values (${entry.kind}, ${entry.orderId}::bigint, ${entry.paymentId}::bigint, ${entry.amount},
            ${entry.provider}, ${entry.providerRef}, ${entry.reason}, ${entry.refundId ?? null}::bigint,
            ${timestampAt(entry.at)})
          on conflict (kind, provider, provider_ref) do nothing returning 1 as one`,
      );
      return rows.length > 0;
    },

    /**
     * Charges with no refund whose order they did not pay: money for a charge closed before it
     * came (a failed late refund left it), or for an order cancelled before it heard of the money.
     */
    async strayCharges(
      limit: number,
    ): Promise<
      { payment_id: string; order_id: string; provider: string; provider_ref: string; amount: number }[]
    > {
      return rowsOf(
        tx,
        sql`select l.payment_id::text as payment_id, l.order_id::text as order_id, l.provider, l.provider_ref, l.amount
          from ledger_entries l join payments p on p.id = l.payment_id
          where l.kind = 'CHARGE'
            and (p.status <> 'PAY_SUCCESS' or exists (select 1 from payment_orders po
              where po.order_id = l.order_id and po.closed_at is not null))
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
