import { createHash } from 'node:crypto';
import type {
  CashierData,
  MoneyMovement,
  OrderDetailData,
  OrderPayment,
  PayCreateData,
  PayStatusData,
} from '@lahap/contract/payments/schemas';
import { QRIS_MAX_AMOUNT } from '@lahap/contract/constants';
import { PAY_METHODS, type PayMethod, type RefundReasonCode } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { Database } from '../../db/client.js';
import { type Clock, iso } from '../../lib/clock.js';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { RefundData } from '@lahap/contract/orders/schemas';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { OrdersService, VoucherRefunded } from '../orders/index.js';
import type { PaymentCloseReason } from '@lahap/contract/payments/lifecycle';
import {
  type Payable,
  type PaymentRow,
  type StrayCharge,
  paymentStatements,
  voucherOrder,
} from './payment-repository.js';
import { type RefundRow, refundStatements } from './refund-repository.js';
import type { ChargeState, PaymentEvent, PaymentProvider } from './provider.js';
import {
  MalformedWebhookError,
  type NotifyLimits,
  UNBOUNDED,
  checkWebhookText,
  printableWebhookText,
} from './webhook-input.js';

const refuse = (code: string) => new DomainError(code);
/** How many overdue charges one reconcile pass asks about, and stray charges one pass refunds. */
const PASS_BATCH = 100;
/** How often one pay/create looks again after concurrent creates of other methods closed what it saw. */
const CREATE_ATTEMPTS = 5;
/**
 * The refund job leaves a pending refund alone this long: the request that recorded it is
 * asking the provider itself (asking twice would refund once anyway; this only saves the call).
 */
const REFUND_RETRY_AFTER_MS = 60_000;

export interface PaymentsDeps {
  db: Database;
  /** Read only, and asked to give vouchers back; orders hears of money through the outbox. */
  orders: OrdersService;
  provider: PaymentProvider;
  now: Clock;
  /** Says when a charge opens or is paid; hears of cancelled orders and of refunds owed. */
  outbox: Outbox;
  /** The pay-code page a redirect brings the customer back to. */
  returnUrl: (orderId: string, paymentId: string) => string;
  log: { warn(object: object, message: string): void };
}

/** What an event did, kept on its row for whoever reads the books. */
type Outcome = 'PAID' | 'LATE_PAID' | 'DUPLICATE' | 'AMOUNT_MISMATCH' | 'CLOSED' | 'IGNORED' | 'UNCONFIRMED';

/** Whether a method may pay this amount: QRIS stops at the national cap (spec §5 "QRIS"). */
function methodBlock(method: PayMethod, amount: number): 'QRIS_LIMIT' | null {
  return method === 'QRIS' && amount > QRIS_MAX_AMOUNT ? 'QRIS_LIMIT' : null;
}

/** A payable to charge: what, how much, until when, and what the customer's bank app shows. */
export interface Charging {
  payable: Payable;
  amount: number;
  /** Epoch ms: the charge expires then. */
  expiresAt: number;
  description: string;
  /** Where an e-wallet sends the customer back to. */
  returnUrl: (paymentId: string) => string;
}

const payableOf = (payment: PaymentRow): Payable => ({ kind: payment.payable_kind, id: payment.payable_id });

/** The names a payment event carries of its charge. */
const namesOf = (payment: PaymentRow) => ({
  payableKind: payment.payable_kind,
  payableId: payment.payable_id,
  orderId: payment.order_id,
  paymentId: payment.id,
});

/**
 * The payments module's public service: the cashier, opening a charge with the provider, the
 * payment state, the provider's webhook, and the passes that reconcile late payments and refund
 * money that paid a closed order. Each event settles a charge at most once, and an order is paid
 * at most once (a unique index over its successful charge); every movement goes to the ledger.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, orders, provider, now, outbox } = deps;

  /** The customer's order while it can still be paid; the refusal that says why not otherwise. */
  async function payableOrder(orderId: string, userId: number) {
    const order = await orders.orderOf(orderId, userId);
    if (order.status === 'INIT' || order.status === 'SUBMIT') {
      if (order.pay_deadline_ms <= now()) throw refuse(ERROR_CODES.ORDER_CLOSED);
      return order;
    }
    throw refuse(order.status === 'CANCEL' ? ERROR_CODES.ORDER_CLOSED : ERROR_CODES.ORDER_ALREADY_PAID);
  }

  /** Says a charge closed without money, in the transaction that closed it. */
  const publishClosed = (tx: Executor, payment: PaymentRow, reason: PaymentCloseReason) =>
    outbox.publish(tx, 'payment.closed', { ...namesOf(payment), reason });

  const createAnswer = (payment: PaymentRow): PayCreateData => ({
    paymentId: payment.id,
    payMethod: payment.pay_method,
    amount: payment.amount,
    qrisPayload: payment.qris_payload,
    redirectUrl: payment.redirect_url,
    expiresAt: iso(payment.expires_at_ms),
  });

  /** Gives back money that paid a charge no payable wanted, and writes the refund to the ledger. */
  async function refundStray(stray: StrayCharge) {
    const { refundRef } = await provider.refund(stray.provider_ref, stray.amount, `late:${stray.payment_id}`);
    await paymentStatements(db).record({
      kind: 'REFUND',
      payable: { kind: stray.payable_kind, id: stray.payable_id },
      paymentId: stray.payment_id,
      amount: stray.amount,
      provider: provider.name,
      providerRef: refundRef,
      reason: 'LATE_PAYMENT',
      at: now(),
    });
  }

  /**
   * Applies one provider event in one transaction: a repeat of its id changes nothing; a payment
   * of the wrong amount changes nothing; a payment for the open charge completes the order; a
   * payment for a charge that was closed meanwhile is charged and then refunded. No webhook is
   * believed on its own word: the provider's books (`known`, asked here unless the caller just
   * asked) decide, so the ledger never holds a charge the provider does not.
   */
  async function apply(
    reported: PaymentEvent,
    known?: { state: ChargeState; amount: number } | null,
  ): Promise<Outcome> {
    const books = known === undefined ? await provider.chargeState(reported.providerRef) : known;
    if (reported.kind === 'PAID' && books?.state !== 'PAID') {
      // Signed, but the provider has no such payment: a forged or premature "paid". It is not
      // taken, so the provider's own retry of it, or the status check, still counts once paid.
      deps.log.warn(
        { eventId: reported.eventId, providerRef: reported.providerRef, books: books?.state ?? null },
        'a paid webhook the provider does not confirm was not applied',
      );
      return 'UNCONFIRMED';
    }
    // Events can arrive out of order: a failure or expiry is believed only if the provider does
    // not know the charge as paid by now.
    const event: PaymentEvent =
      books?.state === 'PAID' ? { ...reported, kind: 'PAID', amount: books.amount } : reported;
    // A webhook naming another amount than the provider's books is believed in nothing.
    const amountDisputed = reported.kind === 'PAID' && reported.amount !== event.amount;
    const at = now();
    const result = await db.transaction(async (tx) => {
      const statements = paymentStatements(tx);
      const fresh = await statements.takeEvent({ provider: provider.name, ...event, at });
      if (!fresh) return { outcome: 'DUPLICATE' as const, stray: null };
      const decide = async (): Promise<{ outcome: Outcome; stray: PaymentRow | null; eventId?: string }> => {
        const payment = await statements.byRefForUpdate(provider.name, event.providerRef);
        if (!payment) return { outcome: 'IGNORED', stray: null };
        if (event.kind !== 'PAID') {
          if (!(await statements.settle(payment.id, 'CLOSE', at))) return { outcome: 'IGNORED', stray: null };
          const reason = event.kind === 'EXPIRED' ? 'EXPIRED' : 'FAILED';
          return { outcome: 'CLOSED', stray: null, eventId: await publishClosed(tx, payment, reason) };
        }
        if (amountDisputed || event.amount !== payment.amount)
          return { outcome: 'AMOUNT_MISMATCH', stray: null };
        if (payment.status === 'PAY_SUCCESS') return { outcome: 'DUPLICATE', stray: null };
        await statements.record({
          kind: 'CHARGE',
          payable: payableOf(payment),
          paymentId: payment.id,
          amount: payment.amount,
          provider: provider.name,
          providerRef: payment.provider_ref,
          reason: null,
          at,
        });
        if (await statements.settle(payment.id, 'PAY_SUCCESS', at)) {
          // Its owner completes the payable on hearing this; if it was given up meanwhile, the
          // money is a stray charge the reconcile pass gives back.
          const eventId = await outbox.publish(tx, 'payment.succeeded', {
            ...namesOf(payment),
            amount: payment.amount,
          });
          return { outcome: 'PAID', stray: null, eventId };
        }
        // The charge closed (another method chose, the order was cancelled) before the money came.
        await statements.settle(payment.id, 'CLOSE', at);
        return { outcome: 'LATE_PAID', stray: payment };
      };
      const decided = await decide();
      await statements.setOutcome(provider.name, event.eventId, decided.outcome);
      return decided;
    });
    // The payable is completed before the provider, or the pay-code page, hears back.
    if (result.eventId) await outbox.deliverNow([result.eventId]);
    if (result.stray) {
      const stray = result.stray;
      await refundStray({
        payment_id: stray.id,
        payable_kind: stray.payable_kind,
        payable_id: stray.payable_id,
        provider: stray.provider,
        provider_ref: stray.provider_ref,
        amount: stray.amount,
      }).catch((error: unknown) =>
        deps.log.warn({ err: error, paymentId: stray.id }, 'late refund failed; retried by the job'),
      );
    }
    return result.outcome;
  }

  /** Asks the provider about an open charge and applies what it says (a lost or late webhook). */
  async function reconcile(payment: PaymentRow): Promise<void> {
    const known = await provider.chargeState(payment.provider_ref);
    if (!known || known.state === 'PENDING') return;
    await apply(
      {
        eventId: `state:${payment.provider_ref}:${known.state}`,
        providerRef: payment.provider_ref,
        kind: known.state === 'PAID' ? 'PAID' : known.state === 'FAILED' ? 'FAILED' : 'EXPIRED',
        amount: known.amount,
      },
      known,
    );
  }

  /** The charge that paid an order, or its latest, for the order detail. */
  async function paymentOfOrder(orderId: string): Promise<OrderPayment | null> {
    const payment = await paymentStatements(db).latest(voucherOrder(orderId));
    return payment
      ? {
          paymentId: payment.id,
          payMethod: payment.pay_method,
          status: payment.status,
          amount: payment.amount,
          paidTime: payment.paid_at_ms === null ? null : iso(payment.paid_at_ms),
        }
      : null;
  }

  /**
   * Records the refund `voucher.refunded` announced (PENDING), from the charge that paid the
   * order, under the id orders gave it: once, however often it is recorded.
   */
  async function recordRefund(tx: Executor, owed: VoucherRefunded, at: number): Promise<RefundRow> {
    const payment = await paymentStatements(tx).paid(voucherOrder(owed.orderId));
    // Vouchers exist only for a paid order: a missing charge is a broken invariant, not a refusal.
    if (!payment) throw new Error(`order ${owed.orderId} has vouchers but no successful charge`);
    return refundStatements(tx).record({
      id: owed.refundId,
      orderId: owed.orderId,
      paymentId: payment.id,
      amount: owed.amount,
      reason: owed.reason,
      reasonCode: owed.reasonCode,
      note: owed.note,
      requestId: owed.requestId,
      at,
    });
  }

  /**
   * Asks the provider to give a pending refund's money back — keyed by the refund's id, so
   * asking again (a retry, another process) refunds once — then marks it DONE and writes the
   * ledger's REFUND, once, in one transaction. False when the provider failed: it stays
   * PENDING and the refund job asks again.
   */
  async function settleRefund(refund: RefundRow): Promise<boolean> {
    let refundRef: string;
    try {
      ({ refundRef } = await provider.refund(refund.charge_ref, refund.amount, `refund:${refund.id}`));
    } catch (error) {
      await refundStatements(db).countAttempt(refund.id);
      deps.log.warn({ err: error, refundId: refund.id }, 'refund failed; retried by the job');
      return false;
    }
    const at = now();
    await db.transaction(async (tx) => {
      if (!(await refundStatements(tx).markDone(refund.id, refundRef, at))) return;
      await paymentStatements(tx).record({
        kind: 'REFUND',
        payable: voucherOrder(refund.order_id),
        paymentId: refund.payment_id,
        amount: refund.amount,
        provider: provider.name,
        providerRef: refundRef,
        reason: refund.reason,
        refundId: refund.id,
        at,
      });
    });
    return true;
  }

  /**
   * One try at the payable's open charge for a method: the open one of that method, else a new
   * one (closing another method's first); undefined when a concurrent create closed what it found.
   */
  async function openCharge(charging: Charging, payMethod: PayMethod): Promise<PaymentRow | undefined> {
    const { payable } = charging;
    const statements = paymentStatements(db);
    const open = await statements.open(payable);
    if (open?.pay_method === payMethod) return open;
    if (open) {
      const replaced = await db.transaction(async (tx) =>
        (await paymentStatements(tx).settle(open.id, 'CLOSE', now()))
          ? publishClosed(tx, open, 'REPLACED')
          : null,
      );
      if (replaced) await outbox.deliverNow([replaced]);
      await provider.cancelCharge(open.provider_ref);
    }
    const paymentId = await statements.nextId();
    const charge = await provider.createCharge({
      paymentId,
      amount: charging.amount,
      payMethod,
      expiresAt: charging.expiresAt,
      description: charging.description,
      returnUrl: charging.returnUrl(paymentId),
    });
    const opened = await db.transaction(async (tx) => {
      const statements = paymentStatements(tx);
      if (!(await statements.holdOpen(payable))) throw refuse(ERROR_CODES.ORDER_CLOSED);
      // Paid by another charge since it was read (its owner may not have heard yet).
      if (await statements.paid(payable)) throw refuse(ERROR_CODES.ORDER_ALREADY_PAID);
      const fresh = await statements.insert({
        id: paymentId,
        payable,
        provider: provider.name,
        payMethod,
        amount: charging.amount,
        providerRef: charge.providerRef,
        qrisPayload: charge.qrisPayload,
        redirectUrl: charge.redirectUrl,
        expiresAt: charging.expiresAt,
        createdAt: now(),
      });
      return fresh
        ? outbox.publish(tx, 'payment.opened', {
            payableKind: payable.kind,
            payableId: payable.id,
            orderId: payable.kind === 'VOUCHER_ORDER' ? payable.id : null,
            paymentId,
          })
        : null;
    });
    if (opened) {
      await outbox.deliverNow([opened]);
      return statements.byId(paymentId);
    }
    // A concurrent create opened its charge first: answer that one, and withdraw ours.
    await provider.cancelCharge(charge.providerRef);
    return statements.open(payable);
  }

  /**
   * Opens a charge with one method, refusing QRIS over its cap (1004012). The same method again
   * answers the open charge; another method closes it first. Concurrent creates leave one open
   * charge, and each answers a charge that was open when it looked: one that lost a race to
   * another create looks again instead of calling a still payable payable closed.
   */
  async function create(charging: () => Promise<Charging>, payMethod: PayMethod): Promise<PayCreateData> {
    for (let attempt = 1; ; attempt += 1) {
      const current = await charging();
      if (methodBlock(payMethod, current.amount)) throw refuse(ERROR_CODES.QRIS_LIMIT_EXCEEDED);
      const opened = await openCharge(current, payMethod);
      if (opened) return createAnswer(opened);
      // Every charge this one saw was closed by a concurrent create of another method.
      if (attempt === CREATE_ATTEMPTS) throw refuse(ERROR_CODES.SERVICE_UNAVAILABLE);
    }
  }

  /** The voucher order as a payable to charge, while it can still be paid. */
  async function chargingOrder(orderId: string, userId: number): Promise<Charging> {
    const order = await payableOrder(orderId, userId);
    return {
      payable: voucherOrder(order.id),
      amount: order.payable_amount,
      expiresAt: order.pay_deadline_ms,
      description: order.product_name['id-ID'] ?? `Order ${order.id}`,
      returnUrl: (paymentId) => deps.returnUrl(order.id, paymentId),
    };
  }

  /**
   * A payable was given up: payments records it closed and closes its open charge, unannounced
   * (its owner knows). Money the bank takes for it all the same finds the charge closed and goes
   * back (LATE_PAID), so the charge is not withdrawn at the provider here; money taken before the
   * news came is a stray charge the reconcile pass gives back.
   */
  async function closePayable(tx: Executor, payable: Payable, at: number): Promise<void> {
    const statements = paymentStatements(tx);
    await statements.markClosed(payable, at);
    await statements.closeOpen(payable, at);
  }

  // Vouchers went back: the money is owed. The refund call records it at once itself; this is
  // for expiry, and for a process that died between the vouchers' move and that record. The
  // provider is asked by the call, or by the refund job, never inside a delivery.
  outbox.subscribe('voucher.refunded', 'payments.record-refund', async (event, tx) => {
    await recordRefund(tx, event.payload, event.occurredAt);
  });

  // A cancelled order's open charge closes.
  outbox.subscribe('order.cancelled', 'payments.close-charge', async (event, tx) => {
    await closePayable(tx, voucherOrder(event.payload.orderId), now());
  });
  // The same for a share released or a food order cancelled by its owner (ADR 021).
  outbox.subscribe('payable.closed', 'payments.close-payable', async (event, tx) => {
    await closePayable(tx, { kind: event.payload.payableKind, id: event.payload.payableId }, now());
  });

  return {
    async cashier(orderId: string, userId: number): Promise<CashierData> {
      const order = await payableOrder(orderId, userId);
      const open = await paymentStatements(db).open(voucherOrder(orderId));
      return {
        orderId: order.id,
        amount: order.payable_amount,
        payDeadline: iso(order.pay_deadline_ms),
        productName: order.product_name,
        methods: PAY_METHODS.map((payMethod) => {
          const block = methodBlock(payMethod, order.payable_amount);
          return { payMethod, available: block === null, block };
        }),
        openPayment: open
          ? { paymentId: open.id, payMethod: open.pay_method, expiresAt: iso(open.expires_at_ms) }
          : null,
      };
    },

    /** Opens a charge for the customer's voucher order with one method (`pay/create`). */
    create: (orderId: string, payMethod: PayMethod, userId: number): Promise<PayCreateData> =>
      create(() => chargingOrder(orderId, userId), payMethod),

    /**
     * Opens a charge for a payable its owner decided may be paid now (a table's share, a food
     * order), as `create` does for a voucher order: its owner names the amount, the deadline and
     * where the customer comes back to, and hears of the money by `payment.succeeded`. A payable
     * its owner already gave up is refused (1004011), one paid already 1004010.
     */
    openPayableCharge: (charging: Charging & { payMethod: PayMethod }): Promise<PayCreateData> =>
      create(async () => charging, charging.payMethod),

    /** Asks the provider about a payable's open charge and applies what it says (a late webhook). */
    async checkPayable(payable: Payable): Promise<void> {
      const open = await paymentStatements(db).open(payable);
      if (open) await reconcile(open);
    },

    /** The order's payment state; an open charge is checked with the provider first. */
    async status(orderId: string, userId: number): Promise<PayStatusData> {
      let order = await orders.orderOf(orderId, userId);
      const open = await paymentStatements(db).open(voucherOrder(orderId));
      if (open && (order.status === 'INIT' || order.status === 'SUBMIT')) {
        await reconcile(open);
        order = await orders.orderOf(orderId, userId);
      }
      const latest = await paymentStatements(db).latest(voucherOrder(orderId));
      const payStatus =
        order.status === 'INIT' || order.status === 'SUBMIT'
          ? 'WAIT_PAY'
          : order.status === 'CANCEL'
            ? 'CLOSE'
            : 'PAY_SUCCESS';
      return { orderId, payStatus, orderStatus: order.status, paymentId: latest?.id ?? null };
    },

    paymentOfOrder,

    /**
     * The provider's webhook: refused (1004014) unless its signature verifies, counted by
     * `limits.refused` first; once verified, counted by `limits.verified` and applied once. One
     * that verified but is no event the app can store (not JSON, a mistyped field, a control
     * character in an id) is a parameter error, logged at warn and recorded (MALFORMED).
     */
    async notify(
      providerName: string,
      headers: Readonly<Record<string, string | string[] | undefined>>,
      rawBody: string,
      limits: NotifyLimits = UNBOUNDED,
    ): Promise<Outcome> {
      let event: PaymentEvent | null = null;
      try {
        event = providerName === provider.name ? provider.verifyWebhook(headers, rawBody) : null;
        if (event) checkWebhookText(event);
      } catch (error) {
        if (!(error instanceof MalformedWebhookError)) throw error;
        await limits.verified();
        const providerRef = printableWebhookText(error.providerRef);
        deps.log.warn(
          { provider: provider.name, problem: error.detail, providerRef },
          'payment webhook refused: signed, but not an event the app can apply',
        );
        await paymentStatements(db).recordMalformed({
          provider: provider.name,
          bodyDigest: createHash('sha256').update(rawBody).digest('hex'),
          providerRef,
          at: now(),
        });
        throw parameterError(error.detail);
      }
      if (!event) {
        await limits.refused();
        throw refuse(ERROR_CODES.PAY_NOTIFY_REFUSED);
      }
      await limits.verified();
      return apply(event);
    },

    /**
     * The jobs' pass before auto-cancel: open charges of overdue orders are asked about once
     * more, so a payment made just before the deadline completes its order instead of being
     * refunded; then stray charges (a failed late refund) are refunded again.
     */
    async reconcileOverdue(): Promise<void> {
      for (const payment of await paymentStatements(db).overdueOpen(now(), PASS_BATCH))
        await reconcile(payment);
      for (const stray of await paymentStatements(db).strayCharges(PASS_BATCH)) await refundStray(stray);
    },

    /** An order's money history from the ledger, oldest first. */
    movementsOf: (orderId: string) => paymentStatements(db).movementsOf(orderId),

    /** The customer's order with its payment and its money history (`order/detail`); 1004009 when not theirs. */
    async orderDetail(orderId: string, userId: number): Promise<OrderDetailData> {
      const order = await orders.order(orderId, userId);
      const payment = await paymentOfOrder(orderId);
      const history: MoneyMovement[] = (await paymentStatements(db).historyOf(orderId)).map((row) => ({
        kind: row.kind,
        amount: row.amount,
        time: iso(row.at_ms),
        reason: row.kind === 'REFUND' ? row.reason : null,
        payMethod: row.pay_method,
        status: row.status,
      }));
      return { ...order, payment, history };
    },

    /**
     * The customer gives back unused vouchers of a paid order — those named, or every one that
     * may go back — through the provider (ADR 017): orders moves them to REFUND (and the order to
     * RETURN or REFUND) and says what is owed; the refund is recorded PENDING; the provider is
     * asked; a second transaction marks it DONE and writes the ledger. A provider failure leaves
     * it PENDING (answered as such) for the refund job. A retry of the same request answers the
     * same refund. 1004009, 1005001, 1005002 refuse and write nothing.
     */
    async refund(
      body: {
        orderId: string;
        voucherIds?: string[];
        reason: RefundReasonCode;
        note?: string;
        requestId: string;
      },
      userId: number,
    ): Promise<RefundData> {
      const given = await orders.giveBack({
        orderId: body.orderId,
        userId,
        voucherIds: body.voucherIds ?? null,
        reasonCode: body.reason,
        note: body.note ?? null,
        requestId: body.requestId,
      });
      const refund = await db.transaction((tx) => recordRefund(tx, given.refund, now()));
      const done = refund.status === 'DONE' || (await settleRefund(refund));
      return {
        refundId: refund.id,
        orderId: body.orderId,
        voucherIds: given.refund.voucherIds,
        amount: refund.amount,
        status: done ? 'DONE' : 'PENDING',
        orderStatus: given.orderStatus,
      };
    },

    /** The refund job's pass: refunds still PENDING (the provider failed, a process died) are asked again; how many went through. */
    async retryPendingRefunds(): Promise<number> {
      let done = 0;
      for (const refund of await refundStatements(db).pending(now() - REFUND_RETRY_AFTER_MS, PASS_BATCH)) {
        if (await settleRefund(refund)) done += 1;
      }
      return done;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
