import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type ClientRequest, get } from 'node:http';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { SettlementData } from '@lahap/contract/orders/purchase-schemas';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { type TestUser, createUsers } from './factories.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL, createThrowawayDatabase, tempDir, testConfig } from './helper.js';
import { createOrderingStore, joinTable } from './ordering-factories.js';
import { createFlashItem, createSaleProduct } from './purchase-factories.js';
import { setupApp, sharedSecrets, signedFetch, startServer } from './server-process.js';
import { openStream } from './table-stream.js';
import { type TcpRelay, startTcpRelay } from './tcp-relay.js';
import { waitForValue } from './wait.js';

const MINUTE_MS = 60_000;
/** A probe (a readiness check, a row of them) that has not answered in this long counts as no. */
const PROBE_MS = 15_000;
/** How many requests the tests keep in flight against the two processes. */
const IN_FLIGHT = 40;

/** The pids of a process's children (the cluster's workers), from /proc. */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** Waits for a probe of the process tree: each probe is given up after PROBE_MS, every 200 ms. */
const until = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> =>
  waitForValue(what, probe, { timeoutMs, everyMs: 200, probeMs: PROBE_MS });

/**
 * /readyz on a connection of its own: the primary hands each new connection to the next worker,
 * so probes in a row ask both (fetch would keep asking the worker of its kept-alive connection).
 */
function readiness(base: string): Promise<{ status: number; database: boolean }> {
  return new Promise((resolve, reject) => {
    get(`${base}/readyz`, { agent: false, timeout: 5_000 }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => {
        try {
          resolve({
            status: answer.statusCode ?? 0,
            database: (JSON.parse(body) as { database: boolean }).database,
          });
        } catch (error) {
          reject(error as Error);
        }
      });
    })
      .on('timeout', function (this: ClientRequest) {
        this.destroy(new Error('/readyz did not answer'));
      })
      .on('error', reject);
  });
}

/**
 * Waits until four readiness probes in a row, each on a connection of its own (so two on each
 * worker), answer `status`; the answer they gave.
 */
async function everyWorkerSays(base: string, status: number): Promise<{ status: number; database: boolean }> {
  let last = '';
  const answers = await until(`every worker answering ${status}`, async () => {
    const row = [];
    for (let i = 0; i < 4; i += 1) row.push(await readiness(base).catch((error: Error) => error.message));
    last = JSON.stringify(row);
    return row.every((answer) => typeof answer === 'object' && answer.status === status)
      ? (row as Awaited<ReturnType<typeof readiness>>[])
      : undefined;
  }).catch((error: Error) => {
    throw new Error(`${error.message}; the last probes answered ${last}`);
  });
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  return answers[0]!;
}

/**
 * `npm start -- --workers 2` as production runs it: two server processes on one port behind
 * node:cluster's primary, on one PostgreSQL (reached through a relay the test can cut) and one
 * Redis. The in-process tests prove each rule on two app instances; these prove the processes:
 * the port shared, the storms exact, events fanned out between them, a worker killed with
 * `kill -9`, and the database going away and coming back.
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two server processes (--workers 2)', () => {
  let setup: FastifyInstance;
  let config: AppConfig;
  let relay: TcpRelay;
  let primary: ChildProcess;
  let base: string;
  const cleanups: (() => Promise<unknown>)[] = [];

  const claim = (user: TestUser, batch: { batchId: string; templateId: string }) =>
    signedFetch(base, config, user.token, COUPON_PATHS.receive, {
      couponBatchId: batch.batchId,
      couponTemplateIds: [batch.templateId],
    });

  /** What a batch's claims left: coupons, distinct holders, the most one customer holds, what is left. */
  const batchCount = async (batchId: string) => {
    const [row] = await rowsOf<{ coupons: number; holders: number; most: number; remaining: number }>(
      setup,
      sql`select count(*)::int as coupons, count(distinct user_id)::int as holders,
            coalesce(max(n), 0)::int as most,
            (select remaining_quantity from coupon_batches where id = ${batchId}::bigint) as remaining
          from (select user_id, count(*) over (partition by user_id) as n
                from coupons where batch_id = ${batchId}::bigint) c`,
    );
    return row!;
  };

  beforeAll(async () => {
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const direct = new URL(database.url);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(relay.close);
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);

    config = testConfig({ DATABASE_URL: database.url });
    setup = await setupApp(config, { engine: 'postgres', url: database.url });
    cleanups.push(() => setup.close());
    const dataDir = await tempDir('lahap-workers-');
    cleanups.push(dataDir.remove);

    const started = await startServer({
      ...sharedSecrets(config),
      DATABASE_URL: throughRelay.toString(),
      REDIS_URL: TEST_REDIS_URL!,
      DATA_DIR: dataDir.path,
      WORKERS: '2',
      // Every request of the tests comes from one address.
      RATE_LIMIT_MAX: '1000000',
    });
    primary = started.child;
    base = started.base;
    cleanups.unshift(async () => {
      if (primary.exitCode !== null) return;
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    });
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  }, 60_000);

  it('runs two server processes on one port', async () => {
    expect(childrenOf(primary.pid!)).toHaveLength(2);
    expect(await readiness(base)).toEqual({ status: 200, database: true });
  });

  it('gives a claim storm over both processes exactly the batch, one coupon each', async () => {
    const batch = await createBatch(setup, { quantity: 40 });
    const crowd = await createUsers(setup, 80);
    const limit = pLimit(IN_FLIGHT);
    // Every customer claims three times, the three in flight together.
    const answers = await Promise.all(
      crowd.flatMap((user) => [0, 1, 2].map(() => limit(() => claim(user, batch)))),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(40);
    expect(await batchCount(batch.batchId)).toEqual({ coupons: 40, holders: 40, most: 1, remaining: 0 });
  }, 120_000);

  it('sells a flash sale over both processes exactly, to distinct buyers', async () => {
    const stock = 20;
    const store = await createStore(setup, { lat: -6.2, lng: 106.8 });
    const product = await createSaleProduct(setup, { storeIds: [store] });
    const sale = await createFlashItem(setup, {
      productId: product.productId,
      flashPrice: 10_000,
      stock,
      userLimit: 1,
      start: Date.now() - MINUTE_MS,
      end: Date.now() + 60 * MINUTE_MS,
    });
    const crowd = await createUsers(setup, 120);
    const limit = pLimit(IN_FLIGHT);
    const tokens = await Promise.all(
      crowd.map((user) =>
        limit(async () => {
          const priced = await signedFetch(base, config, user.token, ORDER_PATHS.flashSettlement, {
            skuId: product.skuId,
            pageId: sale.pageId,
            quantity: 1,
            settlementType: 'FLASH_SALE',
          });
          expect(priced.envelope.success, JSON.stringify(priced.envelope.error)).toBe(true);
          return { user, token: (priced.envelope.data as SettlementData).settlementToken };
        }),
      ),
    );
    const answers = await Promise.all(
      tokens.map(({ user, token }) =>
        limit(() => signedFetch(base, config, user.token, ORDER_PATHS.submit, { settlementToken: token })),
      ),
    );
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(stock);
    for (const refused of answers.filter((a) => !a.envelope.success)) {
      expect([ERROR_CODES.PRODUCT_SOLD_OUT, ERROR_CODES.FLASH_SALE_BUSY]).toContain(
        refused.envelope.error?.code,
      );
    }
    const [summary] = await rowsOf<{ orders: number; buyers: number; sold: number }>(
      setup,
      sql`select count(*)::int as orders, count(distinct o.user_id)::int as buyers,
            (select sold from flash_sale_items where product_id = ${product.productId}::bigint) as sold
          from orders o join order_lines l on l.order_id = o.id
          where l.product_id = ${product.productId}::bigint`,
    );
    expect(summary).toEqual({ orders: stock, buyers: stock, sold: stock });
  }, 120_000);

  it("fans a table's events out to phones on either process", async () => {
    const store = await createOrderingStore(setup, 1);
    const qr = store.tables[0]!.qrCodeId;
    const phones = [];
    for (let i = 0; i < 6; i += 1) phones.push(await joinTable(setup, qr));
    // The primary hands connections to the workers in turn: the six streams sit on both.
    const streams = await Promise.all(phones.map((phone) => openStream(base, phone)));
    try {
      expect(streams.map((s) => s.status)).toEqual(phones.map(() => 200));
      const heard = Promise.all(streams.map((stream) => stream.next('CART_CHANGED')));
      const added = await signedFetch(base, config, null, ORDERING_PATHS.cartAdd, {
        tableSessionId: phones[0]!.tableSessionId,
        participantToken: phones[0]!.participantToken,
        dishId: store.dishes[0]!.dishId,
        quantity: 1,
        clientLineId: crypto.randomUUID(),
      });
      expect(added.envelope.success, JSON.stringify(added.envelope.error)).toBe(true);
      const events = await heard;
      expect(events.map((e) => e.tableSessionId)).toEqual(phones.map((p) => p.tableSessionId));
    } finally {
      for (const stream of streams) stream.close();
    }
  }, 60_000);

  it('loses and doubles nothing when one process is killed with kill -9 mid-storm, and replaces it', async () => {
    const [victim] = childrenOf(primary.pid!);
    const batch = await createBatch(setup, { quantity: 60 });
    const crowd = await createUsers(setup, 150);
    const limit = pLimit(IN_FLIGHT);
    let answered = 0;
    let killed: Promise<void> | undefined;
    const outcomes = await Promise.all(
      crowd.flatMap((user) =>
        [0, 1].map(() =>
          limit(async () => {
            const outcome = await claim(user, batch).then(
              (answer) => ({ user, answer }),
              () => ({ user, answer: null }),
            );
            answered += 1;
            // Once a third of the storm is answered, one worker dies with requests in flight.
            if (answered === 100) killed = killHard(victim!);
            return outcome;
          }),
        ),
      ),
    );
    await killed;
    const granted = outcomes.filter((o) => o.answer?.envelope.success);
    const lost = outcomes.filter((o) => o.answer === null);
    // The kill cut requests off in flight (the victim held about half the connections).
    expect(lost.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.answer && o.answer.status >= 500)).toEqual([]);
    const count = await batchCount(batch.batchId);
    // Nothing doubled: one coupon per holder, the batch's count and its remainder agree.
    expect(count.most).toBeLessThanOrEqual(1);
    expect(count.coupons).toBe(60 - count.remaining);
    expect(count.coupons).toBe(count.holders);
    // Nothing lost: every claim answered as granted holds its coupon; a claim cut off by the crash
    // may or may not have committed, and its customer holds at most one either way.
    const holders = await rowsOf<{ user_id: number }>(
      setup,
      sql`select user_id::int as user_id from coupons where batch_id = ${batch.batchId}::bigint`,
    );
    const holding = new Set(holders.map((h) => h.user_id));
    for (const { user } of granted) expect(holding.has(user.id)).toBe(true);
    expect(count.coupons).toBeGreaterThanOrEqual(new Set(granted.map((g) => g.user.id)).size);
    expect(count.coupons).toBeLessThanOrEqual(new Set([...granted, ...lost].map((o) => o.user.id)).size);

    // The primary starts another worker, and both serve again.
    const workers = await until('a replacement worker', async () => {
      const now = childrenOf(primary.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(workers).not.toContain(victim);
    const more = await createBatch(setup, { quantity: 4 });
    const late = await Promise.all((await createUsers(setup, 4)).map((user) => claim(user, more)));
    expect(late.map((a) => a.envelope.success)).toEqual([true, true, true, true]);
  }, 120_000);

  it('shows PostgreSQL going away under load as not ready, recovers by itself and keeps what it acknowledged', async () => {
    const batch = await createBatch(setup, { quantity: 2_000 });
    const crowd = await createUsers(setup, 2_000);
    // Four customers at a time claim, one after another, until told to stop; a refused claim is
    // followed by a pause, so the crowd lasts through the outage.
    const outcomes: { user: TestUser; answer: Awaited<ReturnType<typeof claim>> | null }[] = [];
    let stop = false;
    let next = 0;
    const granted = () => outcomes.filter((o) => o.answer?.envelope.success).length;
    const claimer = async () => {
      while (!stop && next < crowd.length) {
        const user = crowd[next++]!;
        const answer = await claim(user, batch).catch(() => null);
        outcomes.push({ user, answer });
        await new Promise((resolve) => setTimeout(resolve, answer?.envelope.success ? 10 : 100));
      }
    };
    const claiming = Promise.all([claimer(), claimer(), claimer(), claimer()]);
    await until('claims granted before the cut', async () => (granted() >= 30 ? true : undefined));

    const workers = childrenOf(primary.pid!);
    await relay.cut();
    const cutAt = outcomes.length;
    // Both workers say the database is gone, while the claims go on failing.
    expect(await everyWorkerSays(base, 503)).toEqual({ status: 503, database: false });
    await until('claims refused while it is gone', async () =>
      outcomes.slice(cutAt).some((o) => !o.answer?.envelope.success) ? true : undefined,
    );
    expect(primary.exitCode).toBeNull();

    await relay.restore();
    // Nothing restarts the workers: their pools open new connections by themselves.
    expect(await everyWorkerSays(base, 200)).toEqual({ status: 200, database: true });
    const grantedAtReturn = granted();
    await until('claims granted again', async () => (granted() >= grantedAtReturn + 30 ? true : undefined));
    stop = true;
    await claiming;
    // The same two processes served throughout: losing the database crashed neither.
    expect(childrenOf(primary.pid!)).toEqual(workers);

    const count = await batchCount(batch.batchId);
    expect(count.most).toBe(1);
    expect(count.coupons).toBe(2_000 - count.remaining);
    const held = new Set(
      (
        await rowsOf<{ user_id: number }>(
          setup,
          sql`select user_id::int as user_id from coupons where batch_id = ${batch.batchId}::bigint`,
        )
      ).map((h) => h.user_id),
    );
    // Every claim answered "granted" holds its coupon; a claim refused or cut off holds at most one.
    for (const o of outcomes) if (o.answer?.envelope.success) expect(held.has(o.user.id)).toBe(true);
    expect(count.coupons).toBeGreaterThanOrEqual(granted());
    expect(count.coupons).toBeLessThanOrEqual(outcomes.length);
  }, 240_000);
});

describe('--workers', () => {
  it('refuses more than one process on the embedded database, naming what is missing', async () => {
    const dataDir = await tempDir('lahap-workers-');
    try {
      const started = startServer({ DATA_DIR: dataDir.path, DATABASE_URL: '', REDIS_URL: '' }, [
        '--workers',
        '2',
      ]);
      await expect(started).rejects.toThrow(/2 server processes need DATABASE_URL .* and REDIS_URL/);
    } finally {
      await dataDir.remove();
    }
  });
});

/** Kills a worker as a crash does (SIGKILL) and waits until the primary has reaped it. */
function killHard(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  return until(`worker ${pid} gone`, async () => {
    try {
      readFileSync(`/proc/${pid}/stat`);
      return undefined;
    } catch {
      return true as const;
    }
  }).then(() => undefined);
}
