import { createHmac, randomUUID } from 'node:crypto';
import { COMMERCE_PATHS } from '@lahap/contract/commerce/paths';
import type { PayCreateData, SettlementData, SubmitData } from '@lahap/contract/commerce/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedRuns } from '../src/db/schema/index.js';
import { deriveSecret } from '../src/lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox/sandbox-provider.js';
import { SEED_STEPS, SETTINGS_SEED_STEPS } from '../src/seed/index.js';
import { createSaleProduct } from './commerce-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { api, testConfig } from './helper.js';
import {
  callServer,
  crash,
  crashEngines,
  readDatabase as readTheDatabase,
  startServer,
} from './server-process.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

for (const engine of crashEngines) {
  it(`[${engine.name}] a server killed between the charge and the webhook pays the order once after restarting`, async () => {
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

    const first = await startServer(env);
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
    } finally {
      await crash(first.child);
    }

    // PGlite is one process's: the database is read with the server down.
    const readDatabase = <T>(read: Parameters<typeof readTheDatabase<T>>[2]) =>
      readTheDatabase(config, target.database, read);
    const ref = await readDatabase(async (app) => {
      const [payment] = await rowsOf<{ provider_ref: string }>(
        app,
        sql`select provider_ref from payments where id = ${charge.paymentId}::bigint`,
      );
      const providerRef = payment!.provider_ref;
      // The bank took the money while the server was down: the provider's books say paid.
      await app.db.execute(sql`update sandbox_charges set status = 'PAID' where ref = ${providerRef}`);
      return providerRef;
    });

    // The customer paid while the server was down; the provider delivers its webhook, twice, once it is back.
    const second = await startServer(env);
    try {
      const raw = JSON.stringify({
        eventId: `evt_${randomUUID()}`,
        type: 'charge.paid',
        chargeRef: ref,
        merchantRef: charge.paymentId,
        amount: charge.amount,
        currency: 'IDR',
        occurredAt: new Date().toISOString(),
      });
      const signature = createHmac('sha256', deriveSecret(config.jwtSecret, 'sandbox-webhook'))
        .update(raw)
        .digest('hex');
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const answer = await fetch(
          `${second.base}${api(COMMERCE_PATHS.payNotify.replace(':provider', 'sandbox'))}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
            body: raw,
          },
        );
        expect(answer.status).toBe(200);
      }
    } finally {
      await crash(second.child);
    }

    const state = await readDatabase(async (app) => {
      const [row] = await rowsOf<Record<string, number | string>>(
        app,
        sql`select (select status from orders where id = ${order.orderId}::bigint) as status,
          (select count(*)::int from orders) as orders,
          (select count(*)::int from payments where status = 'PAY_SUCCESS') as paid,
          (select count(*)::int from ledger_entries where kind = 'CHARGE') as charges,
          (select remaining_stock from products where id = ${product.productId}::bigint) as stock,
          (select sold_count from products where id = ${product.productId}::bigint) as sold`,
      );
      return row;
    });
    expect(state).toEqual({ status: 'COMPLETED', orders: 1, paid: 1, charges: 1, stock: 4, sold: 1 });
  }, 240_000);
}
