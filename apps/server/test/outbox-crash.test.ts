import { COMMERCE_PATHS } from '@lahap/contract/commerce/paths';
import type {
  OrderDetailData,
  PayCreateData,
  SettlementData,
  SubmitData,
} from '@lahap/contract/commerce/schemas';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedRuns } from '../src/db/schema/index.js';
import { SEED_STEPS, SETTINGS_SEED_STEPS } from '../src/seed/index.js';
import { createSaleProduct } from './commerce-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { testConfig } from './helper.js';
import { callServer, crash, crashEngines, readDatabase, startServer } from './server-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

for (const engine of crashEngines) {
  it(`[${engine.name}] an event committed by a server killed before delivering it is delivered once after the restart`, async () => {
    const target = await engine.target();
    cleanups.push(target.drop);
    const config = testConfig(target.env);

    // The data: settings only, the demo city marked as done so the real server does not seed it.
    const setup = await buildApp({
      config,
      database: target.database,
      logger: false,
      seed: SETTINGS_SEED_STEPS,
      jobs: { enabled: false },
      outbox: { worker: false },
    });
    await setup.ready();
    for (const step of SEED_STEPS)
      await setup.db.insert(seedRuns).values({ name: step.name }).onConflictDoNothing();
    const store = await createStore(setup, { lat: -6.2, lng: 106.8 });
    const product = await createSaleProduct(setup, { storeIds: [store], stock: 5 });
    const user = await createUser(setup);
    await setup.close();

    const env = {
      ...target.env,
      APP_KEY: config.appKey,
      APP_SECRET: config.appSecret,
      JWT_SECRET: config.jwtSecret,
    };
    const post = <T>(base: string, path: string, body: Record<string, unknown>) =>
      callServer<T>(base, config, user.token, path, body);

    // A process that delivers nothing: the cancellation's event is committed and left waiting.
    const first = await startServer({ ...env, OUTBOX_WORKER: '0' });
    let order: SubmitData;
    let charge: PayCreateData;
    try {
      const priced = await post<SettlementData>(first.base, COMMERCE_PATHS.settlement, {
        skuId: product.skuId,
        quantity: 1,
        settlementType: 'COMMON',
      });
      order = await post<SubmitData>(first.base, COMMERCE_PATHS.submit, {
        settlementToken: priced.settlementToken,
      });
      charge = await post<PayCreateData>(first.base, COMMERCE_PATHS.payCreate, {
        orderId: order.orderId,
        payMethod: 'QRIS',
      });
      await post(first.base, ORDER_PATHS.cancel, { orderId: order.orderId });
    } finally {
      await crash(first.child);
    }

    const deliveryState = (app: Awaited<ReturnType<typeof buildApp>>) =>
      rowsOf<{ name: string; delivered: boolean; attempts: number; charge: string }>(
        app,
        sql`select e.name, d.delivered_at is not null as delivered, d.attempts,
            (select status from payments where id = ${charge.paymentId}::bigint) as charge
          from outbox_deliveries d join outbox_events e on e.id = d.event_id
          where d.subscriber = 'payments.close-charge'`,
      );
    expect(await readDatabase(config, target.database, deliveryState)).toEqual([
      { name: 'order.cancelled', delivered: false, attempts: 0, charge: 'WAIT_PAY' },
    ]);

    // Restarted with its worker: the waiting event is delivered, and the charge closes.
    const second = await startServer(env);
    try {
      let detail: OrderDetailData | undefined;
      const deadline = Date.now() + 30_000;
      do {
        detail = await post<OrderDetailData>(second.base, COMMERCE_PATHS.orderDetail, {
          orderId: order.orderId,
        });
        if (detail.payment?.status === 'CLOSE') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (Date.now() < deadline);
      expect(detail?.payment).toMatchObject({ paymentId: charge.paymentId, status: 'CLOSE' });
    } finally {
      await crash(second.child);
    }

    expect(await readDatabase(config, target.database, deliveryState)).toEqual([
      { name: 'order.cancelled', delivered: true, attempts: 1, charge: 'CLOSE' },
    ]);
  }, 240_000);
}
