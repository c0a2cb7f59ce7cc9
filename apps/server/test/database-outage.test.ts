import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { rowsOf } from './coupon-factories.js';
import { TEST_DATABASE_URL, createThrowawayDatabase, testConfig } from './helper.js';
import { setupApp } from './server-process.js';
import { startTcpRelay } from './tcp-relay.js';
import { waitFor } from './wait.js';

/**
 * PostgreSQL going away (a restart, a failover) while a request holds a connection between two
 * statements of its transaction. The connection's client then reports the drop as an 'error'
 * event, which node-postgres's pool does not listen to while a client is checked out: unheard, it
 * would end the process, and every other request with it.
 */
describe.runIf(TEST_DATABASE_URL)('the database going away mid-transaction', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('fails that transaction, keeps the process, and serves again once the database is back', async () => {
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const config = testConfig({ DATABASE_URL: database.url });
    await (await setupApp(config, { engine: 'postgres', url: database.url })).close();
    const direct = new URL(database.url);
    const relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(relay.close);
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    const app = await buildApp({
      config,
      database: { engine: 'postgres', url: throughRelay.toString() },
      logger: false,
      seed: false,
      jobs: { enabled: false },
      outbox: { worker: false },
    });
    await app.ready();
    cleanups.push(() => app.close());

    const transaction = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await relay.cut();
      // The drop reaches the client while it waits here, between statements.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

    await relay.restore();
    await waitFor(async () => (await app.inject({ url: '/readyz' })).statusCode === 200);
    expect(await rowsOf(app, sql`select 2 as two`)).toEqual([{ two: 2 }]);
  });
});
