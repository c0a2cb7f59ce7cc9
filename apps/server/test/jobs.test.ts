import { ORDER_PAY_MINUTES } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { RefundData } from '@lahap/contract/orders/schemas';
import type { ReceiveData } from '@lahap/contract/coupons/schemas';
import { HEADERS } from '@lahap/contract/headers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { addCodes, buyAndPay, createVoucherProduct, orderCall } from './after-purchase-factories.js';
import { createSaleProduct, holdings, placeOrder } from './purchase-factories.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { type TestApp, api, buildTestApp, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';
import { waitFor } from './wait.js';

const DAY_MS = 86_400_000;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock.now(), jobs: { enabled: true, everyMs: 50 } });
});
afterAll(async () => {
  await t.close();
});

it('expires a coupon on its own once its window has closed', async () => {
  const batch = await createBatch(t.app, { validDays: 1 });
  const user = await createUser(t.app);
  const { couponIds } = expectSuccess<ReceiveData>(
    await signedPost(
      t.app,
      api(COUPON_PATHS.receive),
      { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] },
      { headers: { [HEADERS.authorize]: user.token } },
    ),
  );
  const status = async () =>
    (
      await rowsOf<{ status: string }>(
        t.app,
        sql`select status from coupons where id = ${couponIds[0]}::bigint`,
      )
    )[0]?.status;
  expect(await status()).toBe('VALID');
  clock.advance(2 * DAY_MS);
  await waitFor(async () => (await status()) === 'EXPIRED');
});

it('cancels an unpaid order on its own once its time to pay has run out, and gives its stock back', async () => {
  const store = await createStore(t.app, { lat: -6.2, lng: 106.8 });
  const product = await createSaleProduct(t.app, { storeIds: [store], stock: 3 });
  const user = await createUser(t.app);
  const order = await placeOrder(t.app, user, { skuId: product.skuId });
  const status = async () =>
    (
      await rowsOf<{ status: string }>(
        t.app,
        sql`select status from orders where id = ${order.orderId}::bigint`,
      )
    )[0]?.status;
  expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 2 });
  clock.advance(ORDER_PAY_MINUTES * 60_000);
  await waitFor(async () => (await status()) === 'CANCEL');
  expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 3, live_orders: 0 });
});

it('delivers a partner code once the pool is refilled, then expires vouchers past their end and refunds them on its own', async () => {
  const partner = await createVoucherProduct(t.app, { codeType: 'CODE' });
  const ours = await createVoucherProduct(t.app, { validDays: 1 });
  const user = await createUser(t.app);
  const waiting = await buyAndPay(t.app, user, partner);
  const order = await buyAndPay(t.app, user, ours);
  const voucherState = async (orderId: string) =>
    (
      await rowsOf<{ status: string }>(
        t.app,
        sql`select status from vouchers where order_id = ${orderId}::bigint`,
      )
    )[0]?.status;
  expect(await voucherState(waiting.orderId)).toBe('NOT_DELIVERY');
  await addCodes(t.app, partner.productId, 1);
  await waitFor(async () => (await voucherState(waiting.orderId)) === 'VALID');

  clock.advance(DAY_MS);
  const refunds = async () =>
    rowsOf<{ reason: string; amount: number }>(
      t.app,
      sql`select reason, amount from ledger_entries where order_id = ${order.orderId}::bigint and kind = 'REFUND'`,
    );
  await waitFor(async () => (await refunds()).length > 0);
  expect(await refunds()).toEqual([{ reason: 'EXPIRED', amount: order.payableAmount }]);
  expect(await voucherState(order.orderId)).toBe('EXPIRED');
});

it('asks the provider again for a refund it failed, until it is done', async () => {
  const product = await createVoucherProduct(t.app);
  const user = await createUser(t.app);
  const order = await buyAndPay(t.app, user, product);
  const failing = vi
    .spyOn(t.app.paymentSandbox!.provider, 'refund')
    .mockRejectedValueOnce(new Error('provider down'));
  const answer = expectSuccess<RefundData>(
    await orderCall(t.app, user, ORDER_PATHS.refund, { orderId: order.orderId, reason: 'OTHER' }),
  );
  failing.mockRestore();
  expect(answer.status).toBe('PENDING');
  clock.advance(2 * 60_000);
  const status = async () =>
    (
      await rowsOf<{ status: string }>(
        t.app,
        sql`select status from refunds where id = ${answer.refundId}::bigint`,
      )
    )[0]?.status;
  await waitFor(async () => (await status()) === 'DONE');
});
