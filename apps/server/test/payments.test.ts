import { createHmac, randomUUID } from 'node:crypto';
import { PAYMENT_PATHS, SANDBOX_PAY_PATH } from '@lahap/contract/payments/paths';
import { decodeQris } from '@lahap/contract/payments/qris';
import type {
  CashierData,
  OrderDetailData,
  PayCreateData,
  PayStatusData,
} from '@lahap/contract/payments/schemas';
import { CASHIER_PARTNER_CODE, ORDER_PAY_MINUTES } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { ReceiveData } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deriveSecret } from '../src/lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox/sandbox-provider.js';
import { as, createSaleProduct, holdings, placeOrder } from './purchase-factories.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';

const MINUTE_MS = 60_000;
const clock = testClock(Date.UTC(2026, 10, 25, 5, 0, 0));

/** The provider's webhook as the sandbox sends it, signed with its key (or not). */
async function webhook(
  app: FastifyInstance,
  event: { chargeRef: string; merchantRef: string; amount: number; type?: string; eventId?: string },
  options: { forge?: boolean } = {},
) {
  const raw = JSON.stringify({
    eventId: event.eventId ?? `evt_${randomUUID()}`,
    type: event.type ?? 'charge.paid',
    chargeRef: event.chargeRef,
    merchantRef: event.merchantRef,
    amount: event.amount,
    currency: 'IDR',
    occurredAt: new Date(clock.now()).toISOString(),
  });
  const key = options.forge ? Buffer.alloc(32, 7) : deriveSecret(app.config.jwtSecret, 'sandbox-webhook');
  return app.inject({
    method: 'POST',
    url: api(PAYMENT_PATHS.payNotify.replace(':provider', 'sandbox')),
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: createHmac('sha256', key).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

describeEachEngine(
  'paying for an order',
  (t) => {
    const call = <T>(user: TestUser, path: string, body: Record<string, unknown>) =>
      signedPost(t.app, api(path), body, as(user)).then((answer) => expectSuccess<T>(answer));
    const cashier = (user: TestUser, orderId: string) =>
      call<CashierData>(user, PAYMENT_PATHS.cashier, { orderId, partnerCode: CASHIER_PARTNER_CODE });
    const create = (user: TestUser, orderId: string, payMethod: string) =>
      signedPost(t.app, api(PAYMENT_PATHS.payCreate), { orderId, payMethod }, as(user));
    const status = (user: TestUser, orderId: string) =>
      call<PayStatusData>(user, PAYMENT_PATHS.payStatus, { orderId });
    const refOf = async (paymentId: string) =>
      (
        await rowsOf<{ provider_ref: string }>(
          t.app,
          sql`select provider_ref from payments where id = ${paymentId}::bigint`,
        )
      )[0]!.provider_ref;
    const ledgerOf = (orderId: string) => t.app.payments.movementsOf(orderId);
    const orderStatus = async (orderId: string) =>
      (
        await rowsOf<{ status: string }>(t.app, sql`select status from orders where id = ${orderId}::bigint`)
      )[0]!.status;

    async function newOrder(options: { salePrice?: number; withCoupon?: boolean } = {}) {
      const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 1 });
      const product = await createSaleProduct(t.app, {
        storeIds: [store],
        salePrice: options.salePrice ?? 80_000,
        originalPrice: Math.max(100_000, options.salePrice ?? 0),
      });
      const user = await createUser(t.app);
      if (options.withCoupon) {
        const batch = await createBatch(t.app, {
          storeIds: [store],
          discountAmount: 5_000,
          minimumSpend: 10_000,
        });
        expectSuccess<ReceiveData>(
          await signedPost(
            t.app,
            api(COUPON_PATHS.receive),
            { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] },
            as(user),
          ),
        );
      }
      const order = await placeOrder(t.app, user, { skuId: product.skuId });
      return { user, product, order };
    }

    describe('cashier and charges', () => {
      it('offers every method, greying QRIS above its cap, and refuses QRIS for such an order', async () => {
        const { user, order } = await newOrder();
        const offered = await cashier(user, order.orderId);
        expect(offered).toMatchObject({ amount: 80_000, openPayment: null });
        expect(offered.methods.map((m) => [m.payMethod, m.available])).toEqual([
          ['QRIS', true],
          ['GOPAY', true],
          ['OVO', true],
          ['DANA', true],
          ['SHOPEEPAY', true],
        ]);
        const big = await newOrder({ salePrice: 10_000_001 });
        const capped = await cashier(big.user, big.order.orderId);
        expect(capped.methods[0]).toMatchObject({ payMethod: 'QRIS', available: false, block: 'QRIS_LIMIT' });
        expectRefusal(
          await create(big.user, big.order.orderId, 'QRIS'),
          400,
          ERROR_CODES.QRIS_LIMIT_EXCEEDED,
        );
        // Another customer's order is nobody's business.
        expectRefusal(
          await signedPost(
            t.app,
            api(PAYMENT_PATHS.cashier),
            { orderId: order.orderId, partnerCode: CASHIER_PARTNER_CODE },
            as(await createUser(t.app)),
          ),
          400,
          ERROR_CODES.ORDER_NOT_FOUND,
        );
      });

      it('issues a dynamic QRIS payload for the amount, answers the same charge again, and one charge for concurrent creates', async () => {
        const { user, order } = await newOrder();
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => create(user, order.orderId, 'QRIS')),
        );
        const charges = answers.map((answer) => expectSuccess<PayCreateData>(answer));
        expect(new Set(charges.map((c) => c.paymentId)).size).toBe(1);
        const charge = charges[0]!;
        const decoded = decodeQris(charge.qrisPayload ?? '');
        expect(decoded).toMatchObject({ amount: 80_000, dynamic: true, billNumber: charge.paymentId });
        expect(charge.redirectUrl).toBeNull();
        expect(await orderStatus(order.orderId)).toBe('SUBMIT');

        // Switching to an e-wallet closes the QRIS charge and redirects to the bank-app page.
        const wallet = expectSuccess<PayCreateData>(await create(user, order.orderId, 'GOPAY'));
        expect(wallet.paymentId).not.toBe(charge.paymentId);
        expect(wallet.redirectUrl).toBe(`${SANDBOX_PAY_PATH}/${wallet.paymentId}`);
        const [closed] = await rowsOf<{ status: string }>(
          t.app,
          sql`select status from payments where id = ${charge.paymentId}::bigint`,
        );
        expect(closed?.status).toBe('CLOSE');
        expect((await cashier(user, order.orderId)).openPayment).toMatchObject({
          paymentId: wallet.paymentId,
          payMethod: 'GOPAY',
        });
      });

      it('answers every create of a burst of mixed methods with a charge, never "order closed", and leaves one charge open', async () => {
        const { user, order } = await newOrder();
        const methods = ['QRIS', 'GOPAY', 'OVO', 'DANA'];
        for (let burst = 0; burst < 3; burst += 1) {
          const answers = await Promise.all(
            Array.from({ length: 16 }, (_, i) =>
              create(user, order.orderId, methods[(i + burst) % methods.length]!),
            ),
          );
          for (const answer of answers) expectSuccess<PayCreateData>(answer);
          const [counts] = await rowsOf<{ open: number }>(
            t.app,
            sql`select count(*)::int as open from payments where order_id = ${order.orderId}::bigint and status = 'WAIT_PAY'`,
          );
          expect(counts?.open).toBe(1);
        }
        expect(await orderStatus(order.orderId)).toBe('SUBMIT');
      });
    });

    describe('the sandbox bank and its webhook', () => {
      it('pays with two taps: the bank page, then Pay; the order completes, its coupon is used, the ledger has the charge', async () => {
        const { user, order } = await newOrder({ withCoupon: true });
        expect(order.payableAmount).toBe(75_000);
        const charge = expectSuccess<PayCreateData>(await create(user, order.orderId, 'OVO'));
        const page = await t.app.inject(charge.redirectUrl ?? '');
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Rp 75.000');
        expect(page.body).toContain('Bayar · Pay');

        const approved = await t.app.inject({
          method: 'POST',
          url: `${SANDBOX_PAY_PATH}/${charge.paymentId}/approve`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        expect(approved.statusCode).toBe(303);
        expect((await status(user, order.orderId)).payStatus).toBe('PAY_SUCCESS');
        const after = await t.app.inject(`${SANDBOX_PAY_PATH}/${charge.paymentId}`);
        expect(after.body).toContain('Pembayaran berhasil');
        expect(after.body).toContain(`box=${charge.paymentId}`);

        // A second tap on Pay changes nothing.
        await t.app.inject({ method: 'POST', url: `${SANDBOX_PAY_PATH}/${charge.paymentId}/approve` });
        expect(await ledgerOf(order.orderId)).toEqual([
          { kind: 'CHARGE', amount: 75_000, provider_ref: await refOf(charge.paymentId), reason: null },
        ]);
        const [coupon] = await rowsOf<{ status: string }>(
          t.app,
          sql`select status from coupons where locked_order_id = ${order.orderId}::bigint`,
        );
        expect(coupon?.status).toBe('USED');
        const detail = await call<OrderDetailData>(user, PAYMENT_PATHS.orderDetail, {
          orderId: order.orderId,
        });
        expect(detail).toMatchObject({
          status: 'COMPLETED',
          payableAmount: 75_000,
          remainPayMinutes: 0,
          payment: { payMethod: 'OVO', status: 'PAY_SUCCESS', amount: 75_000 },
        });
        expectRefusal(await create(user, order.orderId, 'QRIS'), 400, ERROR_CODES.ORDER_ALREADY_PAID);
        // A paid order is never cancelled: the move is guarded by the states it leaves.
        expect(await t.app.orders.cancel(order.orderId, 'USER')).toBe(false);
        expect(await orderStatus(order.orderId)).toBe('COMPLETED');
      });

      it('pays an order exactly once for repeated, shuffled and concurrent webhooks; forged and wrong-amount ones change nothing', async () => {
        const { user, product, order } = await newOrder();
        const charge = expectSuccess<PayCreateData>(await create(user, order.orderId, 'QRIS'));
        const ref = await refOf(charge.paymentId);
        const base = { chargeRef: ref, merchantRef: charge.paymentId };

        const forged = await webhook(t.app, { ...base, amount: 80_000 }, { forge: true });
        expectRefusal(forged, 401, ERROR_CODES.PAY_NOTIFY_REFUSED);
        expectSuccess(await webhook(t.app, { ...base, amount: 1_000 }));
        expect(await orderStatus(order.orderId)).toBe('SUBMIT');

        // The bank took the money; its news arrives repeated, in any order, at once.
        await t.app.db.execute(sql`update sandbox_charges set status = 'PAID' where ref = ${ref}`);
        const paid = { ...base, amount: 80_000, eventId: `evt_${randomUUID()}` };
        const deliveries = [
          () => webhook(t.app, paid),
          () => webhook(t.app, paid),
          () => webhook(t.app, { ...base, amount: 80_000 }),
          () => webhook(t.app, { ...base, amount: 80_000, type: 'charge.expired' }),
          () => webhook(t.app, paid),
          () => webhook(t.app, { ...base, amount: 1_000 }),
        ].sort(() => Math.random() - 0.5);
        const answers = await Promise.all(deliveries.map((deliver) => deliver()));
        for (const answer of answers) expectSuccess(answer);

        expect(await orderStatus(order.orderId)).toBe('COMPLETED');
        const movements = await ledgerOf(order.orderId);
        const charged = movements.filter((m) => m.kind === 'CHARGE');
        expect(charged).toHaveLength(1);
        // The "expired" that may come first is checked with the provider, which knows the charge as paid.
        expect(movements.filter((m) => m.kind === 'REFUND')).toEqual([]);
        const [counts] = await rowsOf<{ successes: number; outcomes: string[] }>(
          t.app,
          sql`select (select count(*)::int from payments where order_id = ${order.orderId}::bigint and status = 'PAY_SUCCESS') as successes,
            (select json_agg(outcome order by outcome) from payment_events where provider_ref = ${ref}) as outcomes`,
        );
        expect(counts?.successes).toBe(1);
        expect(counts?.outcomes).toContain('AMOUNT_MISMATCH');
        expect(counts?.outcomes.filter((outcome) => outcome === 'PAID')).toHaveLength(1);
        expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 99, live_orders: 1 });
      });

      it('believes a signed "paid" webhook only when the provider confirms it: the ledger never holds a charge the provider does not', async () => {
        const { user, order } = await newOrder();
        const charge = expectSuccess<PayCreateData>(await create(user, order.orderId, 'QRIS'));
        const ref = await refOf(charge.paymentId);
        const forged = {
          chargeRef: ref,
          merchantRef: charge.paymentId,
          amount: 80_000,
          eventId: `evt_${randomUUID()}`,
        };
        // Signed with the demo key, for a charge the bank still has waiting.
        expectSuccess(await webhook(t.app, forged));
        expect(await orderStatus(order.orderId)).toBe('SUBMIT');
        expect(await ledgerOf(order.orderId)).toEqual([]);
        expect((await status(user, order.orderId)).payStatus).toBe('WAIT_PAY');

        // The bank takes the money: the same event, retried by the provider, now counts once.
        await t.app.db.execute(sql`update sandbox_charges set status = 'PAID' where ref = ${ref}`);
        expectSuccess(await webhook(t.app, forged));
        expectSuccess(await webhook(t.app, forged));
        expect(await orderStatus(order.orderId)).toBe('COMPLETED');
        expect(await ledgerOf(order.orderId)).toEqual([
          { kind: 'CHARGE', amount: 80_000, provider_ref: ref, reason: null },
        ]);
      });

      it('completes the order when the bank took the money but the webhook was lost: the status check asks the provider', async () => {
        const { user, order } = await newOrder();
        const charge = expectSuccess<PayCreateData>(await create(user, order.orderId, 'DANA'));
        await t.app.db.execute(
          sql`update sandbox_charges set status = 'PAID' where ref = ${await refOf(charge.paymentId)}`,
        );
        expect(await status(user, order.orderId)).toMatchObject({
          payStatus: 'PAY_SUCCESS',
          orderStatus: 'COMPLETED',
        });
      });

      it('refunds a payment that arrives after the order was cancelled, and the ledger shows both', async () => {
        const { user, product, order } = await newOrder();
        const charge = expectSuccess<PayCreateData>(await create(user, order.orderId, 'SHOPEEPAY'));
        expect(await t.app.orders.cancel(order.orderId, 'USER')).toBe(true);
        expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 100, live_orders: 0 });
        // The customer approves in the bank app anyway; the provider reports it.
        await t.app.paymentSandbox?.approve(charge.paymentId);
        expect(await orderStatus(order.orderId)).toBe('CANCEL');
        const movements = await ledgerOf(order.orderId);
        expect(movements.map((m) => [m.kind, m.amount, m.reason])).toEqual([
          ['CHARGE', 80_000, null],
          ['REFUND', 80_000, 'LATE_PAYMENT'],
        ]);
        expect((await status(user, order.orderId)).payStatus).toBe('CLOSE');
      });

      it('a declined charge closes; the order waits for another method until its deadline, then the job cancels it', async () => {
        // Earlier tests' orders run out first, so the pass below sees this test's order alone.
        clock.advance(ORDER_PAY_MINUTES * MINUTE_MS);
        await t.app.payments.reconcileOverdue();
        await t.app.orders.cancelOverdue();
        const { user, order } = await newOrder();
        const charge = expectSuccess<PayCreateData>(await create(user, order.orderId, 'GOPAY'));
        await t.app.paymentSandbox?.decline(charge.paymentId);
        expect(await status(user, order.orderId)).toMatchObject({
          payStatus: 'WAIT_PAY',
          orderStatus: 'SUBMIT',
        });
        expect((await cashier(user, order.orderId)).openPayment).toBeNull();
        clock.advance(ORDER_PAY_MINUTES * MINUTE_MS);
        expectRefusal(await create(user, order.orderId, 'QRIS'), 400, ERROR_CODES.ORDER_CLOSED);
        await t.app.payments.reconcileOverdue();
        expect(await t.app.orders.cancelOverdue()).toBe(1);
        expect(await status(user, order.orderId)).toMatchObject({
          payStatus: 'CLOSE',
          orderStatus: 'CANCEL',
        });
      });
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
