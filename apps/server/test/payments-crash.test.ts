import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { COMMERCE_PATHS } from '@lahap/contract/commerce/paths';
import type { PayCreateData, SettlementData, SubmitData } from '@lahap/contract/commerce/schemas';
import { HEADERS } from '@lahap/contract/headers';
import { sign } from '@lahap/contract/signing';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseTarget } from '../src/db/client.js';
import { seedRuns } from '../src/db/schema/index.js';
import { deriveSecret } from '../src/lib/secrets.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/sandbox/sandbox-provider.js';
import { SEED_STEPS, SETTINGS_SEED_STEPS } from '../src/seed/index.js';
import { createSaleProduct } from './commerce-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import {
  TEST_DATABASE_URL,
  api,
  createThrowawayDatabase,
  envelopeFields,
  tempDir,
  testConfig,
} from './helper.js';

const SERVER_ROOT = join(import.meta.dirname, '..');

/** The real server as a process of its own, on a free port; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

/** Kills a process as a crash does (SIGKILL: no shutdown hook runs) and waits until it is gone. */
function crash(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const engines: {
  name: string;
  target: () => Promise<{ env: Record<string, string>; database: DatabaseTarget; drop(): Promise<void> }>;
}[] = [
  {
    name: 'pglite',
    target: async () => {
      const dir = await tempDir('lahap-crash-');
      return {
        env: { DATA_DIR: dir.path },
        database: { engine: 'pglite', dir: join(dir.path, 'pglite') },
        drop: dir.remove,
      };
    },
  },
];
if (TEST_DATABASE_URL) {
  engines.push({
    name: 'postgres',
    target: async () => {
      const throwaway = await createThrowawayDatabase();
      return {
        env: { DATABASE_URL: throwaway.url },
        database: { engine: 'postgres', url: throwaway.url },
        drop: throwaway.drop,
      };
    },
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

for (const engine of engines) {
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
    const post = async <T>(base: string, path: string, body: Record<string, unknown>): Promise<T> => {
      const rawBody = JSON.stringify({ ...envelopeFields(), ...body });
      const timestamp = Date.now();
      const answer = await fetch(`${base}${api(path)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HEADERS.appKey]: config.appKey,
          [HEADERS.timestamp]: String(timestamp),
          [HEADERS.sign]: await sign({
            appKey: config.appKey,
            appSecret: config.appSecret,
            timestamp,
            rawBody,
          }),
          [HEADERS.authorize]: user.token,
        },
        body: rawBody,
      });
      const envelope = (await answer.json()) as { success: boolean; data: T; error: unknown };
      expect(envelope.success, JSON.stringify(envelope.error)).toBe(true);
      return envelope.data;
    };

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
    const readDatabase = async <T>(
      read: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
    ): Promise<T> => {
      const app = await buildApp({
        config,
        database: target.database,
        logger: false,
        seed: false,
        jobs: { enabled: false },
      });
      await app.ready();
      try {
        return await read(app);
      } finally {
        await app.close();
      }
    };
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
