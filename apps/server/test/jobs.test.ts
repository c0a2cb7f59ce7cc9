import { ORDER_PAY_MINUTES } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { ReceiveData } from '@lahap/contract/coupons/schemas';
import { HEADERS } from '@lahap/contract/headers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSaleProduct, holdings, placeOrder } from './commerce-factories.js';
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
