import { BEACON_SIGNATURE_QUERY } from '@lahap/contract/analytics/context';
import { ANALYTICS_FUNNEL_ROUTES as ROUTES, ANALYTICS_TRAIL_MAX } from '@lahap/contract/analytics/report';
import type { AnalyticsEventInput, AnalyticsReport, AnalyticsTrail } from '@lahap/contract/analytics/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { API_PATHS } from '@lahap/contract/paths';
import { sign } from '@lahap/contract/signing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { rowsOf } from '../src/lib/sql-rows.js';
import {
  analyticsEvent,
  askReport,
  askTrail,
  EVENTS_URL,
  pageView,
  sendEvents,
} from './analytics-factories.js';
import { createUser } from './factories.js';
import {
  api,
  describeEachEngine,
  envelopeFields,
  expectRefusal,
  expectSuccess,
  signatureHeaders,
} from './helper.js';
import { testClock } from './identity-helper.js';
import { publish, undeliver } from './lottery-factories.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const clock = testClock(Date.UTC(2026, 10, 29, 3, 0, 0));

interface StoredEvent {
  day: string;
  id: string;
  user_id: string | null;
  device_id: string | null;
  session_id: string | null;
  from_event_id: string | null;
  search_id: string | null;
  url: string;
  consent: string;
  props: Record<string, unknown>;
}

function storedEvents(app: FastifyInstance, ids: readonly string[]): Promise<StoredEvent[]> {
  return rowsOf<StoredEvent>(
    app.db,
    sql`select day::text as day, id, user_id, device_id, session_id, from_event_id, search_id, url, consent, props
        from analytics_events where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
}

async function storedCount(app: FastifyInstance, ids: readonly string[]): Promise<number> {
  return (await storedEvents(app, ids)).length;
}

async function partitions(app: FastifyInstance): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    app.db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'analytics_events'::regclass order by c.relname`,
  );
  return rows.map((row) => row.name);
}

const batchOf = (n: number, atMs: number, context = {}) =>
  Array.from({ length: n }, () => analyticsEvent(atMs, { context }));

describeEachEngine(
  'analytics events',
  (t) => {
    it("stores a batch in its Jakarta day's partition and answers how many it accepted", async () => {
      // 18:30 UTC is already the next day in Jakarta.
      clock.set(Date.UTC(2026, 10, 29, 18, 30));
      const batch = [
        analyticsEvent(clock.now() - MINUTE_MS),
        analyticsEvent(clock.now(), {
          name: 'search',
          props: { query: 'nasi', result_count: 3, tab: 'store' },
          context: { user_id: '42', login_status: 1 },
        }),
      ];
      const response = await sendEvents(t.app, batch);
      expect(expectSuccess<{ accepted: number }>(response)).toEqual({ accepted: 2 });
      const rows = await storedEvents(
        t.app,
        batch.map((e) => e.id),
      );
      expect(rows.map((row) => row.day)).toEqual(['2026-11-30', '2026-11-30']);
      expect(rows.find((row) => row.id === batch[1]!.id)).toMatchObject({
        user_id: '42',
        device_id: batch[1]!.context.device_id,
        props: { query: 'nasi', result_count: 3, tab: 'store' },
      });
      expect(await partitions(t.app)).toContain('analytics_events_d20261130');
    });

    it('stores each event once when a batch is sent again, and still accepts it', async () => {
      clock.set(Date.UTC(2026, 10, 29, 3));
      const batch = batchOf(5, clock.now());
      expect(expectSuccess(await sendEvents(t.app, batch))).toEqual({ accepted: 5 });
      expect(expectSuccess(await sendEvents(t.app, batch))).toEqual({ accepted: 5 });
      // A later batch repeating some of them, with a new one among them.
      const fresh = analyticsEvent(clock.now());
      expect(expectSuccess(await sendEvents(t.app, [batch[0]!, fresh, batch[4]!]))).toEqual({ accepted: 3 });
      expect(
        await storedCount(
          t.app,
          [...batch, fresh].map((e) => e.id),
        ),
      ).toBe(6);
    });

    it('stores the same batch once when it arrives three times at once, on a day with no partition yet', async () => {
      clock.set(Date.UTC(2026, 11, 15, 3));
      expect(await partitions(t.app)).not.toContain('analytics_events_d20261215');
      const batch = batchOf(50, clock.now());
      const answers = await Promise.all([1, 2, 3].map(() => sendEvents(t.app, batch)));
      for (const answer of answers) expect(expectSuccess(answer)).toEqual({ accepted: 50 });
      expect(
        await storedCount(
          t.app,
          batch.map((e) => e.id),
        ),
      ).toBe(50);
      expect(await partitions(t.app)).toContain('analytics_events_d20261215');
    });

    it('refuses a name outside the catalogue with 1012002, storing none of the batch', async () => {
      const good = analyticsEvent(clock.now());
      const unknown = { ...analyticsEvent(clock.now()), name: 'page_viewed' };
      expectRefusal(await sendEvents(t.app, [good, unknown]), 400, ERROR_CODES.ANALYTICS_EVENT_UNKNOWN);
      const inherited = { ...analyticsEvent(clock.now()), name: 'constructor' };
      expectRefusal(await sendEvents(t.app, [inherited]), 400, ERROR_CODES.ANALYTICS_EVENT_UNKNOWN);
      expect(await storedCount(t.app, [good.id])).toBe(0);
    });

    it('refuses props that do not fit the catalogue with a parameter error saying why', async () => {
      const cases: [AnalyticsEventInput, string][] = [
        [analyticsEvent(clock.now(), { props: { title: 'x' } }), 'page_view: route is required'],
        [
          analyticsEvent(clock.now(), { name: 'search', props: { query: 'x', result_count: '0' } }),
          'search: result_count must be a number',
        ],
        [
          analyticsEvent(clock.now(), { name: 'tab_click', props: { tab: 'home', colour: 'red' } }),
          'tab_click: unknown property colour',
        ],
      ];
      for (const [event, problem] of cases) {
        const message = expectRefusal(await sendEvents(t.app, [event]), 400, ERROR_CODES.PARAMETER_ERROR);
        expect(message).toContain(problem);
      }
    });

    it('takes times from a day back to five minutes ahead, and refuses the others with 1000400', async () => {
      clock.set(Date.UTC(2026, 10, 29, 3));
      const late = analyticsEvent(clock.now() - DAY_MS + MINUTE_MS);
      const ahead = analyticsEvent(clock.now() + 4 * MINUTE_MS);
      expectSuccess(await sendEvents(t.app, [late, ahead]));
      // The late event is yesterday's in Jakarta: its partition was made for it.
      expect(await storedEvents(t.app, [late.id])).toMatchObject([{ day: '2026-11-28' }]);
      for (const atMs of [clock.now() - DAY_MS - MINUTE_MS, clock.now() + 6 * MINUTE_MS]) {
        const event = analyticsEvent(atMs);
        const message = expectRefusal(await sendEvents(t.app, [event]), 400, ERROR_CODES.PARAMETER_ERROR);
        expect(message).toContain('body.events.0.time');
        expect(await storedCount(t.app, [event.id])).toBe(0);
      }
      // Not UTC with milliseconds.
      const local = { ...analyticsEvent(clock.now()), time: '2026-11-29T10:00:00+07:00' };
      expectRefusal(await sendEvents(t.app, [local]), 400, ERROR_CODES.PARAMETER_ERROR);
    });

    it('refuses more than 100 events, or a body over 64 KiB, with 1012003 and stores nothing', async () => {
      const many = batchOf(101, clock.now());
      expectRefusal(await sendEvents(t.app, many), 413, ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE);
      expect(
        await storedCount(
          t.app,
          many.map((e) => e.id),
        ),
      ).toBe(0);
      const heavy = Array.from({ length: 100 }, () =>
        analyticsEvent(clock.now(), { props: { route: '/', title: 'x'.repeat(512) } }),
      );
      expect(JSON.stringify(heavy).length).toBeGreaterThan(64 * 1024);
      expectRefusal(await sendEvents(t.app, heavy), 413, ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE);
      expect(
        await storedCount(
          t.app,
          heavy.map((e) => e.id),
        ),
      ).toBe(0);
      // The same 64 KiB as a beacon's text body.
      const beacon = await sendEvents(t.app, heavy, { contentType: 'text/plain;charset=UTF-8' });
      expectRefusal(beacon, 413, ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE);
    });

    it('stores no identifier and only the path without consent, whatever the client sent', async () => {
      const event = analyticsEvent(clock.now(), {
        context: {
          consent: 'denied',
          user_id: '42',
          login_status: 1,
          device_id: 'dev-denied',
          session_id: 'ses-denied',
          from_event_id: 'ev-1',
          search_id: 'search-1',
          url: 'https://lahap.test/platform/merchant?storeId=5&phone=0812#top',
        },
      });
      expectSuccess(await sendEvents(t.app, [event]));
      expect(await storedEvents(t.app, [event.id])).toEqual([
        expect.objectContaining({
          consent: 'denied',
          user_id: null,
          device_id: null,
          session_id: null,
          from_event_id: null,
          search_id: null,
          url: '/platform/merchant',
        }),
      ]);
      // With consent the address is kept whole.
      const granted = analyticsEvent(clock.now(), { context: { url: 'https://lahap.test/?channel_id=x' } });
      expectSuccess(await sendEvents(t.app, [granted]));
      expect((await storedEvents(t.app, [granted.id]))[0]?.url).toBe('https://lahap.test/?channel_id=x');
    });

    it('stores text with half a surrogate pair instead of failing on it', async () => {
      const event = analyticsEvent(clock.now(), { props: { route: '/', title: 'a\ud800b' } });
      expectSuccess(await sendEvents(t.app, [event]));
      expect((await storedEvents(t.app, [event.id]))[0]?.props).toEqual({ route: '/', title: 'a\ufffdb' });
    });

    it('bounds a device to 600 events a minute, and a sender without one by its address', async () => {
      clock.set(Date.UTC(2026, 10, 29, 4, 0, 5));
      const device = { device_id: 'dev-busy' };
      for (let i = 0; i < 6; i += 1)
        expectSuccess(await sendEvents(t.app, batchOf(100, clock.now(), device)));
      const over = batchOf(1, clock.now(), device);
      const refused = await sendEvents(t.app, over);
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBe(55);
      expect(
        await storedCount(
          t.app,
          over.map((e) => e.id),
        ),
      ).toBe(0);
      // Another device, from the same address, is not held back.
      expectSuccess(await sendEvents(t.app, batchOf(100, clock.now())));
      // The next minute, the device may send again.
      clock.advance(MINUTE_MS);
      expectSuccess(await sendEvents(t.app, batchOf(100, clock.now(), device)));

      // Without consent there is no device to count: the address is.
      const anonymous = { consent: 'denied' as const, device_id: null, session_id: null };
      for (let i = 0; i < 6; i += 1) {
        expectSuccess(await sendEvents(t.app, batchOf(100, clock.now(), anonymous), { ip: '10.9.7.7' }));
      }
      expectRefusal(
        await sendEvents(t.app, batchOf(1, clock.now(), anonymous), { ip: '10.9.7.7' }),
        429,
        ERROR_CODES.RATE_LIMITED,
      );
      expectSuccess(await sendEvents(t.app, batchOf(1, clock.now(), anonymous), { ip: '10.9.7.8' }));
    });

    it("takes a beacon's text body signed in its query string, and refuses a bad or missing signature", async () => {
      clock.set(Date.now());
      const event = analyticsEvent(clock.now());
      const rawBody = JSON.stringify({ ...envelopeFields(), events: [event] });
      const { appKey, appSecret } = t.app.config;
      const timestamp = Date.now();
      const signature = await sign({ appKey, appSecret, timestamp, rawBody });
      const q = BEACON_SIGNATURE_QUERY;
      const query = (s: string, key = appKey) =>
        `${q.appKey}=${encodeURIComponent(key)}&${q.timestamp}=${timestamp}&${q.sign}=${s}`;
      const beacon = (queryString: string | undefined) =>
        sendEvents(t.app, [event], {
          rawBody,
          unsigned: true,
          contentType: 'text/plain;charset=UTF-8',
          ...(queryString === undefined ? {} : { query: queryString }),
        });

      expectRefusal(await beacon(query('ab'.repeat(32))), 401, ERROR_CODES.SIGNATURE_INVALID);
      expectRefusal(await beacon(query(signature, 'another-app')), 401, ERROR_CODES.SIGNATURE_INVALID);
      expectRefusal(await beacon(undefined), 401, ERROR_CODES.SIGNATURE_INVALID);
      expect(await storedCount(t.app, [event.id])).toBe(0);
      // A parameter the route does not know rides along without harm.
      expect(expectSuccess(await beacon(`${query(signature)}&v=2`))).toEqual({ accepted: 1 });
      expect(await storedCount(t.app, [event.id])).toBe(1);

      // Only the beacon route reads its signature from the query string.
      const other = JSON.stringify(envelopeFields());
      const otherSign = await sign({ appKey, appSecret, timestamp, rawBody: other });
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: `${api(API_PATHS.regionList)}?${query(otherSign)}`,
        headers: { 'content-type': 'application/json' },
        payload: other,
      });
      expectRefusal(elsewhere, 401, ERROR_CODES.SIGNATURE_INVALID);
    });

    it('answers the report to the team token only', async () => {
      expectRefusal(
        await askReport(t.app, '2026-11-29', '2026-11-29', null),
        401,
        ERROR_CODES.TEAM_TOKEN_INVALID,
      );
      expectRefusal(
        await askReport(t.app, '2026-11-29', '2026-11-29', 'not-the-team-token'),
        401,
        ERROR_CODES.TEAM_TOKEN_INVALID,
      );
      // A customer's access token is no team token.
      const user = await createUser(t.app);
      expectRefusal(
        await askReport(t.app, '2026-11-29', '2026-11-29', user.token),
        401,
        ERROR_CODES.TEAM_TOKEN_INVALID,
      );
      const report = expectSuccess<AnalyticsReport>(await askReport(t.app, '2026-11-29', '2026-11-29'));
      expect(report.days.map((d) => d.day)).toEqual(['2026-11-29']);
    });

    it("answers one device's events as the client sent them, in order, to the team token only", async () => {
      // 2026-12-05 in Jakarta: 20:00 UTC the day before to 16:59 UTC.
      clock.set(Date.UTC(2026, 11, 5, 6));
      const device = {
        device_id: 'trail-device',
        session_id: 'trail-session',
        user_id: 'U000000000042',
        login_status: 1 as const,
      };
      const at = clock.now() - HOUR_MS;
      const tap = analyticsEvent(at + 2, {
        name: 'store_click',
        props: { store_id: '10000195', list: 'search', position: 2 },
        context: { ...device, event_page: '/platform/searchDishes', search_id: 'search-1' },
      });
      const sent = [
        pageView(at, '/platform/searchDishes', { ...device, event_page: '/platform/searchDishes' }),
        tap,
        pageView(at + 3, ROUTES.store, { ...device, event_page: ROUTES.store, from_event_id: tap.id }),
      ];
      // Sent out of order, and beside another device's and an anonymous event.
      expectSuccess(
        await sendEvents(t.app, [
          sent[2]!,
          pageView(at + 1, ROUTES.home, { device_id: 'another-device' }),
          sent[0]!,
          pageView(at + 1, ROUTES.home, { consent: 'denied', device_id: null, session_id: null }),
          sent[1]!,
        ]),
      );
      // The day before in Jakarta: outside a one-day range, inside a two-day one.
      const earlier = pageView(Date.UTC(2026, 11, 4, 16), ROUTES.home, device);
      clock.set(Date.UTC(2026, 11, 4, 16, 1));
      expectSuccess(await sendEvents(t.app, [earlier]));
      clock.set(Date.UTC(2026, 11, 5, 6));

      const trail = expectSuccess<AnalyticsTrail>(
        await askTrail(t.app, { deviceId: 'trail-device', from: '2026-12-05', to: '2026-12-05' }),
      );
      expect(trail.truncated).toBe(false);
      expect(trail.events.map(({ receivedAt: _, ...event }) => event)).toEqual(sent);
      expect(trail.events[0]!.receivedAt).toBe(new Date(clock.now()).toISOString());
      const twoDays = expectSuccess<AnalyticsTrail>(
        await askTrail(t.app, { deviceId: 'trail-device', from: '2026-12-04', to: '2026-12-05' }),
      );
      expect(twoDays.events.map((event) => event.id)).toEqual([earlier.id, ...sent.map((event) => event.id)]);
      // A device that sent nothing has an empty trail.
      expect(
        expectSuccess<AnalyticsTrail>(
          await askTrail(t.app, { deviceId: 'no-such-device', from: '2026-12-05', to: '2026-12-05' }),
        ),
      ).toEqual({ events: [], truncated: false });

      const user = await createUser(t.app);
      for (const token of [null, 'not-the-team-token', user.token]) {
        expectRefusal(
          await askTrail(t.app, { deviceId: 'trail-device', from: '2026-12-05', to: '2026-12-05' }, token),
          401,
          ERROR_CODES.TEAM_TOKEN_INVALID,
        );
      }
      for (const body of [
        { deviceId: '', from: '2026-12-05', to: '2026-12-05' },
        { deviceId: 'trail-device', from: '2026-12-05', to: '2026-12-04' },
        { deviceId: 'trail-device', from: '2026-11-01', to: '2026-12-05' },
      ]) {
        expectRefusal(await askTrail(t.app, body), 400, ERROR_CODES.PARAMETER_ERROR);
      }
    });

    it('answers the latest events of a busy trail, and says there were more', async () => {
      clock.set(Date.UTC(2026, 11, 6, 6));
      const at = clock.now() - HOUR_MS;
      const device = { device_id: 'busy-device' };
      const events = Array.from({ length: ANALYTICS_TRAIL_MAX + 5 }, (_, i) =>
        analyticsEvent(at + i, { context: device }),
      );
      for (let i = 0; i < events.length; i += 100) {
        expectSuccess(await sendEvents(t.app, events.slice(i, i + 100), { ip: `10.9.1.${i / 100}` }));
      }
      const trail = expectSuccess<AnalyticsTrail>(
        await askTrail(t.app, { deviceId: 'busy-device', from: '2026-12-06', to: '2026-12-06' }),
      );
      expect(trail.truncated).toBe(true);
      expect(trail.events.map((event) => event.id)).toEqual(events.slice(5).map((event) => event.id));
    });

    it('refuses a range backwards or longer than 31 days', async () => {
      for (const [from, to] of [
        ['2026-11-29', '2026-11-28'],
        ['2026-11-01', '2026-12-02'],
        ['2026-02-30', '2026-03-01'],
      ] as const) {
        const message = expectRefusal(await askReport(t.app, from, to), 400, ERROR_CODES.PARAMETER_ERROR);
        expect(message, `${from}..${to}`).toMatch(/body\.(to|from)/);
      }
    });

    it('makes the partitions from yesterday to two days ahead when its job runs', async () => {
      clock.set(Date.UTC(2027, 5, 15, 3));
      await t.app.analytics.preparePartitions();
      expect(await partitions(t.app)).toEqual(
        expect.arrayContaining([
          'analytics_events_d20270614',
          'analytics_events_d20270615',
          'analytics_events_d20270616',
          'analytics_events_d20270617',
        ]),
      );
      // Again: nothing new, nothing refused.
      await t.app.analytics.preparePartitions();
    });

    it('counts the purchase funnel per day and language, the paid step from the server’s own orders', async () => {
      const [u1, u2, u3] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      // The client knows its public user id only (the token's `sub`), never the internal one.
      const user = (u: { userId: string }) => ({ user_id: u.userId, login_status: 1 as const });
      const paid = (orderId: string, userId: number) =>
        publish(t.app, 'order.paid', {
          orderId,
          userId,
          merchantId: '1',
          productId: '2',
          quantity: 1,
          amount: 25_000,
        });
      const A = { device_id: 'funnel-a', ...user(u1) };
      const B = { device_id: 'funnel-b' };
      const C = { device_id: 'funnel-c' };
      const D = { device_id: 'funnel-d', language: 'en-US' };
      const E = { device_id: 'funnel-e' };
      const F = { device_id: 'funnel-f', language: 'en-US', ...user(u3) };

      // 2027-01-10, 16:00 in Jakarta.
      const t1 = Date.UTC(2027, 0, 10, 9);
      clock.set(t1);
      const at = t1 - 30 * MINUTE_MS;
      expectSuccess(
        await sendEvents(t.app, [
          pageView(at, ROUTES.home, A),
          pageView(at + 1, ROUTES.home, A),
          pageView(at + 2, ROUTES.store, A),
          pageView(at + 3, ROUTES.voucherDetail, A),
          pageView(at + 4, ROUTES.confirm, A),
          pageView(at, ROUTES.home, B),
          pageView(at + 1, ROUTES.store, B),
          pageView(at, ROUTES.home, C),
          pageView(at, ROUTES.home, D),
          pageView(at + 1, ROUTES.store, D),
          pageView(at + 2, ROUTES.voucherDetail, D),
          // Not a step of the funnel.
          pageView(at + 3, '/platform/searchDishes', D),
          // No consent: counted as anonymous, in no step.
          pageView(at, ROUTES.home, { consent: 'denied', device_id: null, session_id: null }),
        ]),
      );
      await paid('7001', u1.id);
      await t.app.outbox.drain();

      // 2027-01-11, 12:00 in Jakarta.
      const t2 = Date.UTC(2027, 0, 11, 5);
      clock.set(t2);
      expectSuccess(
        await sendEvents(t.app, [
          pageView(t2 - 20 * MINUTE_MS, ROUTES.home, E),
          pageView(t2 - 10 * MINUTE_MS, ROUTES.confirm, A),
        ]),
      );
      // u1 twice (one payer), u2 who never agreed to analytics, u3 whose events arrive after.
      await paid('7002', u1.id);
      await paid('7003', u1.id);
      await paid('7004', u2.id);
      await paid('7005', u3.id);
      await t.app.outbox.drain();
      expectSuccess(await sendEvents(t.app, [pageView(t2 - 5 * MINUTE_MS, ROUTES.home, F)]));

      const report = expectSuccess<AnalyticsReport>(await askReport(t.app, '2027-01-10', '2027-01-11'));
      const row = (
        language: string | null,
        home: number,
        store: number,
        voucherDetail: number,
        confirm: number,
        paidUsers: number,
      ) => ({
        language,
        home,
        store,
        voucherDetail,
        confirm,
        paid: paidUsers,
      });
      expect(report.funnel).toEqual([
        { day: '2027-01-10', ...row('en-US', 1, 1, 1, 0, 0) },
        { day: '2027-01-10', ...row('id-ID', 3, 2, 1, 1, 1) },
        { day: '2027-01-11', ...row('en-US', 1, 0, 0, 0, 1) },
        { day: '2027-01-11', ...row('id-ID', 1, 0, 0, 1, 1) },
        { day: '2027-01-11', ...row(null, 0, 0, 0, 0, 1) },
      ]);
      expect(report.days).toEqual([
        { day: '2027-01-10', visitors: 4, users: 1, anonymousPageViews: 1, events: 13 },
        { day: '2027-01-11', visitors: 3, users: 2, anonymousPageViews: 0, events: 3 },
      ]);

      // The paid rows: one per order, with the language known when the event was heard.
      const rows = await rowsOf<{ order_id: string; day: string; language: string | null; amount: string }>(
        t.app.db,
        sql`select order_id, day::text as day, language, amount::text as amount from analytics_paid_orders
            where order_id in ('7001', '7002', '7003', '7004', '7005') order by order_id`,
      );
      expect(rows).toEqual([
        { order_id: '7001', day: '2027-01-10', language: 'id-ID', amount: '25000' },
        { order_id: '7002', day: '2027-01-11', language: 'id-ID', amount: '25000' },
        { order_id: '7003', day: '2027-01-11', language: 'id-ID', amount: '25000' },
        { order_id: '7004', day: '2027-01-11', language: null, amount: '25000' },
        { order_id: '7005', day: '2027-01-11', language: null, amount: '25000' },
      ]);
    });

    it('records a paid order once however often its event is delivered', async () => {
      clock.set(Date.UTC(2027, 0, 20, 3));
      const u = await createUser(t.app);
      const eventId = await publish(t.app, 'order.paid', {
        orderId: '7101',
        userId: u.id,
        merchantId: '1',
        productId: '2',
        quantity: 2,
        amount: 50_000,
      });
      await t.app.outbox.drain();
      await undeliver(t.app, 'analytics.paid-order', eventId);
      expect(await t.app.outbox.drain()).toBe(1);
      const report = expectSuccess<AnalyticsReport>(await askReport(t.app, '2027-01-20', '2027-01-20'));
      expect(report.funnel).toEqual([
        { day: '2027-01-20', language: null, home: 0, store: 0, voucherDetail: 0, confirm: 0, paid: 1 },
      ]);
      const [count] = await rowsOf<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from analytics_paid_orders where order_id = '7101'`,
      );
      expect(count?.n).toBe(1);
    });

    it('lists the searches that found nothing, most asked first, and the p75 of each vital per route', async () => {
      const t3 = Date.UTC(2027, 1, 1, 3);
      clock.set(t3);
      const search = (query: string, resultCount: number) =>
        analyticsEvent(t3, { name: 'search', props: { query, result_count: resultCount, tab: 'store' } });
      const vital = (route: string, metric: string, value: number) =>
        analyticsEvent(t3, { name: 'web_vital', props: { route, metric, value, rating: 'good' } });
      const store = ROUTES.store;
      expectSuccess(
        await sendEvents(t.app, [
          search('Nasi Goreng', 0),
          search('  nasi goreng ', 0),
          search('NASI GORENG', 0),
          search('sate', 0),
          search('bakso', 3),
          search('   ', 0),
          ...[1000, 2000, 3000, 4000].map((v) => vital(store, 'LCP', v)),
          ...[100, 200, 300].map((v) => vital(store, 'INP', v)),
          vital(store, 'CLS', 0.05),
          vital('/', 'LCP', 5000),
          // Reported by the client, but not one the report shows.
          vital('/', 'TTFB', 900),
        ]),
      );
      const report = expectSuccess<AnalyticsReport>(await askReport(t.app, '2027-02-01', '2027-02-01'));
      expect(report.searches).toEqual({
        total: 6,
        zeroResult: 5,
        topZeroResult: [
          { query: 'nasi goreng', count: 3 },
          { query: 'sate', count: 1 },
        ],
      });
      expect(report.vitals).toEqual([
        { route: store, metric: 'LCP', p75: 3250, samples: 4 },
        { route: store, metric: 'INP', p75: 250, samples: 3 },
        { route: store, metric: 'CLS', p75: 0.05, samples: 1 },
        { route: '/', metric: 'LCP', p75: 5000, samples: 1 },
      ]);
      // A day with nothing: every day listed, zeros and empty lists.
      const empty = expectSuccess<AnalyticsReport>(await askReport(t.app, '2027-03-01', '2027-03-02'));
      expect(empty).toEqual({
        from: '2027-03-01',
        to: '2027-03-02',
        days: [
          { day: '2027-03-01', visitors: 0, users: 0, anonymousPageViews: 0, events: 0 },
          { day: '2027-03-02', visitors: 0, users: 0, anonymousPageViews: 0, events: 0 },
        ],
        funnel: [],
        searches: { total: 0, zeroResult: 0, topZeroResult: [] },
        vitals: [],
      });
      expect(jakartaDay(t3)).toBe('2027-02-01');
    });

    it('answers a malformed batch in the envelope, never a 5xx', async () => {
      const headers = await signatureHeaders(t.app, '{"events":');
      const broken = await t.app.inject({
        method: 'POST',
        url: EVENTS_URL,
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{"events":',
      });
      expectRefusal(broken, 400, ERROR_CODES.PARAMETER_ERROR);
      expectRefusal(await sendEvents(t.app, []), 400, ERROR_CODES.PARAMETER_ERROR);
    });
  },
  { now: clock.now, redis: true },
);
