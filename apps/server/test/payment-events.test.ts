import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { openCharge, orderCall } from './after-purchase-factories.js';
import { createSaleProduct, holdings, placeOrder } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { describeEachEngine, expectRefusal } from './helper.js';
import { testClock } from './identity-helper.js';

/**
 * Payments tells orders about money through domain events, and hears of cancellations the same
 * way: these tests hold the events back, deliver them in every order, and race the two sides.
 */

const clock = testClock(Date.UTC(2026, 10, 27, 5, 0, 0));
const noRepeat = { payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } };

async function newOrder(app: FastifyInstance, quantity = 1) {
  const store = await createStore(app, { lat: -6.2, lng: 106.8, merchantId: 1 });
  const product = await createSaleProduct(app, {
    storeIds: [store],
    salePrice: 50_000,
    originalPrice: 80_000,
  });
  const user = await createUser(app);
  const order = await placeOrder(app, user, { skuId: product.skuId, quantity });
  return { user, product, order };
}

const ledgerOf = async (app: FastifyInstance, orderId: string) =>
  (await app.payments.movementsOf(orderId)).map((m) => [m.kind, m.amount, m.reason]);

async function orderRow(app: FastifyInstance, orderId: string) {
  const [row] = await rowsOf<{ status: string; vouchers: number }>(
    app,
    sql`select o.status, (select count(*)::int from vouchers v where v.order_id = o.id) as vouchers
      from orders o where o.id = ${orderId}::bigint`,
  );
  return row!;
}

/** Charges still open on orders already cancelled: what a race between paying and cancelling must never leave. */
async function chargesLeftOpenOnCancelledOrders(app: FastifyInstance): Promise<number> {
  const [open] = await rowsOf<{ count: number }>(
    app,
    sql`select count(*)::int as count from payments p join orders o on o.id = p.order_id
      where p.status = 'WAIT_PAY' and o.status = 'CANCEL'`,
  );
  return open?.count ?? -1;
}

describeEachEngine(
  'an order hears of its money through events, in whatever order they come',
  (t) => {
    it('completes an order once on hearing its money came in, even before it heard the charge opened', async () => {
      const { user, order } = await newOrder(t.app, 2);
      const paymentId = await openCharge(t.app, user, order.orderId);
      await t.app.paymentSandbox?.approve(paymentId);
      // The money is in the ledger; the order has not heard yet.
      expect(await ledgerOf(t.app, order.orderId)).toEqual([['CHARGE', 100_000, null]]);
      expect(await orderRow(t.app, order.orderId)).toEqual({ status: 'INIT', vouchers: 0 });

      // payment.succeeded may be delivered before payment.opened: the order completes either way.
      await t.app.db.execute(sql`update outbox_deliveries set due_at = due_at + interval '1 hour'
        where subscriber = 'orders.await-payment' and delivered_at is null`);
      await t.app.outbox.drain();
      expect(await orderRow(t.app, order.orderId)).toEqual({ status: 'COMPLETED', vouchers: 2 });

      // Delivered again (a mark lost in a crash), the news changes nothing.
      await t.app.db
        .execute(sql`update outbox_deliveries set delivered_at = null, due_at = now() - interval '1 hour'
        where subscriber in ('orders.complete-paid', 'orders.await-payment')
          and event_id in (select id from outbox_events where payload->>'orderId' = ${order.orderId})`);
      await t.app.outbox.drain();
      expect(await orderRow(t.app, order.orderId)).toEqual({ status: 'COMPLETED', vouchers: 2 });
      const [paid] = await rowsOf<{ count: number }>(
        t.app,
        sql`select count(*)::int as count from outbox_events
          where name = 'order.paid' and payload->>'orderId' = ${order.orderId}`,
      );
      expect(paid?.count).toBe(1);
    });

    it('gives the money back when the order was cancelled before it heard the money came in', async () => {
      const { user, product, order } = await newOrder(t.app);
      const paymentId = await openCharge(t.app, user, order.orderId);
      await t.app.paymentSandbox?.approve(paymentId);
      expect(await t.app.orders.cancel(order.orderId, 'USER')).toBe(true);
      await t.app.outbox.drain();
      // The order stays cancelled, what it held is released, and it issued nothing.
      expect(await orderRow(t.app, order.orderId)).toEqual({ status: 'CANCEL', vouchers: 0 });
      expect(await holdings(t.app, product.productId)).toMatchObject({ live_orders: 0 });
      // The money is a stray charge now: the reconcile pass gives it back, once.
      await t.app.payments.reconcileOverdue();
      await t.app.payments.reconcileOverdue();
      expect(await ledgerOf(t.app, order.orderId)).toEqual([
        ['CHARGE', 50_000, null],
        ['REFUND', 50_000, 'LATE_PAYMENT'],
      ]);
    });

    it('records a refund whose vouchers went back in a process that died before recording it, and pays it back once', async () => {
      const { user, order } = await newOrder(t.app, 2);
      const paymentId = await openCharge(t.app, user, order.orderId);
      await t.app.paymentSandbox?.approve(paymentId);
      await t.app.outbox.drain();
      // Orders gives the vouchers back; the call that would record the refund never runs.
      const given = await t.app.orders.giveBack({
        orderId: order.orderId,
        userId: user.id,
        voucherIds: null,
        reasonCode: 'CHANGED_PLANS',
        note: null,
        requestId: 'refund-request-1',
      });
      expect(given.refund).toMatchObject({ amount: 100_000, reason: 'USER', requestId: 'refund-request-1' });
      expect(await orderRow(t.app, order.orderId)).toMatchObject({ status: 'REFUND' });
      const refunds = () =>
        rowsOf<{ id: string; status: string; amount: number }>(
          t.app,
          sql`select id::text as id, status, amount from refunds where order_id = ${order.orderId}::bigint`,
        );
      expect(await refunds()).toEqual([]);
      // Payments hears what is owed, twice (a lost mark), and records it once, under orders' id.
      await t.app.outbox.drain();
      await t.app.db.execute(sql`update outbox_deliveries set delivered_at = null
        where subscriber = 'payments.record-refund'
          and event_id in (select id from outbox_events where payload->>'orderId' = ${order.orderId})`);
      await t.app.outbox.drain();
      expect(await refunds()).toEqual([{ id: given.refund.refundId, status: 'PENDING', amount: 100_000 }]);
      // The refund job asks the provider once the call that made it has had its minute.
      clock.advance(2 * 60_000);
      expect(await t.app.payments.retryPendingRefunds()).toBe(1);
      expect(await refunds()).toEqual([{ id: given.refund.refundId, status: 'DONE', amount: 100_000 }]);
      expect(await ledgerOf(t.app, order.orderId)).toEqual([
        ['CHARGE', 100_000, null],
        ['REFUND', 100_000, 'USER'],
      ]);
    });

    it('opens no charge for an order payments heard was cancelled', async () => {
      const { user, order } = await newOrder(t.app);
      // Cancelled with the news delivered, but the order read as still unpaid by a create in flight.
      expect(await t.app.orders.cancel(order.orderId, 'USER')).toBe(true);
      await t.app.outbox.drain();
      await t.app.db.execute(sql`update orders set status = 'INIT' where id = ${order.orderId}::bigint`);
      expectRefusal(
        await orderCall(t.app, user, PAYMENT_PATHS.payCreate, { orderId: order.orderId, payMethod: 'QRIS' }),
        400,
        ERROR_CODES.ORDER_CLOSED,
      );
      const [open] = await rowsOf<{ count: number }>(
        t.app,
        sql`select count(*)::int as count from payments where order_id = ${order.orderId}::bigint`,
      );
      expect(open?.count).toBe(0);
    });
  },
  { ...noRepeat, now: clock.now, outbox: { worker: false, deliverNow: false } },
);

describeEachEngine(
  'paying and cancelling at once',
  (t) => {
    it('leaves each order paid with its vouchers, or cancelled with its money back: never cancelled and charged', async () => {
      const runs = await Promise.all(Array.from({ length: 12 }, () => newOrder(t.app)));
      const charges = await Promise.all(runs.map((run) => openCharge(t.app, run.user, run.order.orderId)));
      await Promise.all(
        runs.flatMap((run, i) => [
          t.app.paymentSandbox!.approve(charges[i]!),
          orderCall(t.app, run.user, ORDER_PATHS.cancel, { orderId: run.order.orderId }),
        ]),
      );
      await t.app.outbox.drain();
      await t.app.payments.reconcileOverdue();
      for (const run of runs) {
        const row = await orderRow(t.app, run.order.orderId);
        const ledger = await ledgerOf(t.app, run.order.orderId);
        if (row.status === 'COMPLETED') {
          expect(row.vouchers).toBe(1);
          expect(ledger).toEqual([['CHARGE', 50_000, null]]);
        } else {
          expect(row).toEqual({ status: 'CANCEL', vouchers: 0 });
          expect([
            [],
            [
              ['CHARGE', 50_000, null],
              ['REFUND', 50_000, 'LATE_PAYMENT'],
            ],
          ]).toContainEqual(ledger);
        }
      }
      expect(await chargesLeftOpenOnCancelledOrders(t.app)).toBe(0);
    });

    it('leaves no charge open on an order cancelled while a charge was being opened', async () => {
      const runs = await Promise.all(Array.from({ length: 12 }, () => newOrder(t.app)));
      await Promise.all(
        runs.flatMap((run) => [
          orderCall(t.app, run.user, PAYMENT_PATHS.payCreate, {
            orderId: run.order.orderId,
            payMethod: 'QRIS',
          }),
          orderCall(t.app, run.user, ORDER_PATHS.cancel, { orderId: run.order.orderId }),
        ]),
      );
      await t.app.outbox.drain();
      expect(await chargesLeftOpenOnCancelledOrders(t.app)).toBe(0);
    });
  },
  noRepeat,
);
