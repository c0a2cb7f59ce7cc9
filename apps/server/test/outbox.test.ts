import type { DomainEventPayload } from '@lahap/contract/events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Executor, rowsOf as rowsIn } from '../src/lib/sql-rows.js';
import { retryDelayMs } from '../src/plugins/outbox.js';
import { SETTINGS_SEED_STEPS } from '../src/seed/index.js';
import { rowsOf } from './coupon-factories.js';
import { TEST_DATABASE_URL, createThrowawayDatabase, describeEachEngine, testConfig } from './helper.js';
import { testClock } from './identity-helper.js';

const clock = testClock(Date.UTC(2026, 10, 27, 5, 0, 0));

let nextOrder = 1;
const placed = (): DomainEventPayload<'order.placed'> => ({
  orderId: String(nextOrder++),
  userId: 7,
  merchantId: '3',
  productId: '11',
  quantity: 1,
  payableAmount: 25_000,
});

/** The probe tables: a change an event reports, and what subscribers did, keyed by event. */
async function createProbeTables(app: FastifyInstance) {
  await app.db.execute(
    sql`create table if not exists probe_changes (id serial primary key, note text not null)`,
  );
  await app.db.execute(
    sql`create table if not exists probe_handled (event_id bigint not null, subscriber text not null,
      primary key (event_id, subscriber))`,
  );
}

/** Records the event once per subscriber, however often it arrives; false for a repeat. */
async function recordOnce(tx: Executor, eventId: string, subscriber: string) {
  const rows = await rowsIn(
    tx,
    sql`insert into probe_handled (event_id, subscriber) values (${eventId}::bigint, ${subscriber})
      on conflict do nothing returning 1 as one`,
  );
  return rows.length > 0;
}

const handledCount = async (app: FastifyInstance, eventId: string) =>
  (
    await rowsOf<{ n: number }>(
      app,
      sql`select count(*)::int as n from probe_handled where event_id = ${eventId}::bigint`,
    )
  )[0]!.n;

describeEachEngine(
  'the outbox',
  (t) => {
    beforeAll(async () => createProbeTables(t.app));

    it('delivers an event committed with its change once to each subscriber; a second delivery changes nothing', async () => {
      const calls: string[] = [];
      for (const subscriber of ['probe.first', 'probe.second']) {
        t.app.outbox.subscribe('order.placed', subscriber, async (event, tx) => {
          calls.push(`${subscriber}:${event.id}`);
          expect(event.name).toBe('order.placed');
          await recordOnce(tx, event.id, subscriber);
        });
      }
      const payload = placed();
      const eventId = await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe_changes (note) values ('placed')`);
        return t.app.outbox.publish(tx, 'order.placed', payload);
      });
      // At least the two probes (the app's own modules hear order.placed too).
      expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(2);
      expect(calls.sort()).toEqual([`probe.first:${eventId}`, `probe.second:${eventId}`]);
      expect(await t.app.outbox.drain()).toBe(0);
      expect(calls).toHaveLength(2);
      expect(await handledCount(t.app, eventId)).toBe(2);

      // A delivery whose mark was lost is delivered again: the subscribers' effect stays once.
      await t.app.db.execute(
        sql`update outbox_deliveries set delivered_at = null where event_id = ${eventId}::bigint`,
      );
      expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(2);
      expect(calls).toHaveLength(4);
      expect(await handledCount(t.app, eventId)).toBe(2);
      const [stored] = await rowsOf<{ name: string; payload: unknown }>(
        t.app,
        sql`select name, payload from outbox_events where id = ${eventId}::bigint`,
      );
      expect(stored).toEqual({ name: 'order.placed', payload });
    });

    it('emits nothing for a change that rolled back', async () => {
      const count = async () =>
        (await rowsOf<{ n: number }>(t.app, sql`select count(*)::int as n from outbox_events`))[0]!.n;
      const before = await count();
      await expect(
        t.app.db.transaction(async (tx) => {
          await tx.execute(sql`insert into probe_changes (note) values ('rolled back')`);
          await t.app.outbox.publish(tx, 'order.placed', placed());
          throw new Error('the change fails after publishing');
        }),
      ).rejects.toThrow('the change fails after publishing');
      expect(await count()).toBe(before);
      expect(await t.app.outbox.drain()).toBe(0);
    });

    it('refuses an event whose payload is not what the contract says', async () => {
      await expect(
        t.app.db.transaction(async (tx) =>
          t.app.outbox.publish(tx, 'order.placed', { ...placed(), orderId: 'not-an-id' }),
        ),
      ).rejects.toThrow();
    });

    it('retries a subscriber that throws, with backoff, while the others receive the event at once', async () => {
      let flakyCalls = 0;
      const steady: string[] = [];
      t.app.outbox.subscribe('voucher.expired', 'probe.flaky', async (event, tx) => {
        flakyCalls += 1;
        if (flakyCalls <= 2) throw new Error(`flaky failure ${flakyCalls}`);
        await recordOnce(tx, event.id, 'probe.flaky');
      });
      t.app.outbox.subscribe('voucher.expired', 'probe.steady', async (event, tx) => {
        steady.push(event.id);
        await recordOnce(tx, event.id, 'probe.steady');
      });
      const eventId = await t.app.db.transaction(async (tx) =>
        t.app.outbox.publish(tx, 'voucher.expired', { orderId: '5', userId: 7, voucherIds: ['8', '9'] }),
      );
      const flakyRow = async () =>
        (
          await rowsOf<{ attempts: number; last_error: string | null; delivered: boolean }>(
            t.app,
            sql`select attempts, last_error, delivered_at is not null as delivered from outbox_deliveries
              where event_id = ${eventId}::bigint and subscriber = 'probe.flaky'`,
          )
        )[0]!;

      expect(await t.app.outbox.drain()).toBe(1);
      expect(steady).toEqual([eventId]);
      expect(await flakyRow()).toEqual({ attempts: 1, last_error: 'flaky failure 1', delivered: false });
      // Not due again before its backoff.
      expect(await t.app.outbox.drain()).toBe(0);
      expect(flakyCalls).toBe(1);
      clock.advance(retryDelayMs(1));
      expect(await t.app.outbox.drain()).toBe(0);
      expect(await flakyRow()).toEqual({ attempts: 2, last_error: 'flaky failure 2', delivered: false });
      clock.advance(retryDelayMs(2));
      expect(await t.app.outbox.drain()).toBe(1);
      expect(await flakyRow()).toEqual({ attempts: 3, last_error: null, delivered: true });
      expect(steady).toEqual([eventId]);
      expect(await handledCount(t.app, eventId)).toBe(2);
    });
  },
  { now: clock.now },
);

describe.runIf(TEST_DATABASE_URL)('the outbox with two app instances on one PostgreSQL', () => {
  const EVENTS = 1_000;
  let apps: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase();
    drop = throwaway.drop;
    const config = testConfig();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({
        config,
        database: { engine: 'postgres', url: throwaway.url },
        logger: false,
        seed: SETTINGS_SEED_STEPS,
        jobs: { enabled: false },
        outbox: { worker: true, pollMs: 20 },
      });
      await app.ready();
      apps.push(app);
    }
    await createProbeTables(apps[0]!);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await drop?.();
  });

  it('delivers 1,000 events with each handled exactly once by one of the two workers', async () => {
    const handledBy = [0, 0];
    let repeats = 0;
    apps.forEach((app, index) => {
      app.outbox.subscribe('order.placed', 'probe.counted', async (event, tx) => {
        if (await recordOnce(tx, event.id, 'probe.counted')) handledBy[index]! += 1;
        else repeats += 1;
      });
    });
    const [publisher] = apps;
    for (let batch = 0; batch < 10; batch += 1) {
      await publisher!.db.transaction(async (tx) => {
        for (let i = 0; i < EVENTS / 10; i += 1)
          await publisher!.outbox.publish(tx, 'order.placed', placed());
      });
    }
    const pending = async () =>
      (
        await rowsOf<{ n: number }>(
          publisher!,
          sql`select count(*)::int as n from outbox_deliveries where delivered_at is null`,
        )
      )[0]!.n;
    const deadline = Date.now() + 60_000;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    expect(await pending()).toBe(0);
    expect(repeats).toBe(0);
    expect(handledBy[0]! + handledBy[1]!).toBe(EVENTS);
    // Both processes took part: the work is shared, not held by one.
    expect(handledBy[0]).toBeGreaterThan(0);
    expect(handledBy[1]).toBeGreaterThan(0);
    const [handled] = await rowsOf<{ n: number }>(
      publisher!,
      sql`select count(*)::int as n from probe_handled where subscriber = 'probe.counted'`,
    );
    expect(handled?.n).toBe(EVENTS);
  }, 90_000);
});
