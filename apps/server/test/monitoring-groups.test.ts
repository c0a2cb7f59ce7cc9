import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { MonitorEvent } from '@lahap/contract/monitoring/schemas';
import { MONITORING_TEAM_PATHS } from '@lahap/contract/monitoring/paths';
import {
  MONITOR_GROUP_PAGES_MAX,
  type MonitorGroupDetail,
  type MonitorGroupsData,
  monitorGroupDetailSchema,
  monitorGroupsDataSchema,
} from '@lahap/contract/monitoring/team-schemas';
import { API_PATHS } from '@lahap/contract/paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_TOKEN } from '../src/config.js';
import { monitorEvents, monitorGroups } from '../src/db/schema/index.js';
import { normaliseMessage } from '../src/modules/monitoring/fingerprint.js';
import { createSourceMaps } from '../src/modules/monitoring/source-maps.js';
import { parseStack } from '../src/modules/monitoring/stack.js';
import {
  api,
  describeEachEngine,
  envelopeFields,
  expectRefusal,
  expectSuccess,
  signedPost,
} from './helper.js';

const MAGIC = api(API_PATHS.magicBoxSend);
const REPORT = api(API_PATHS.reportData);
const GROUPS = api(MONITORING_TEAM_PATHS.groups);
const GROUP = api(MONITORING_TEAM_PATHS.group);
const TEAM = { authorize: `Bearer ${DEMO_TEAM_TOKEN}` };

// ── A built script and its source map, as the web build makes them ──────────────────────────────

/** The minified script: `a` throws, `b` calls `a`. */
const SCRIPT_NAME = 'index-Ab12Cd34.js';
const GENERATED = 'function a(){throw new Error("boom")}function b(){a()}b();';
const THROW_AT = GENERATED.indexOf('throw');
const CALL_AT = GENERATED.indexOf('a()}');
const TOP_CALL_AT = GENERATED.lastIndexOf('b()');
const ORIGIN = 'https://lahap.test';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += B64[digit];
  } while (rest > 0);
  return out;
}

/** One generated line's mappings from absolute [column, source, line (0-based), column, name?]. */
function mappingsOf(segments: number[][]): string {
  let previous = [0, 0, 0, 0, 0];
  return segments
    .map((segment) => {
      const encoded = segment.map((value, i) => vlq(value - previous[i]!)).join('');
      previous = [...segment, ...previous.slice(segment.length)];
      return encoded;
    })
    .join(',');
}

/**
 * The map of SCRIPT_NAME: the throw is line 2 of cart-total.ts inside `computeTotal`, its call is
 * line 5 inside `renderCart` and names `computeTotal`, and the module's own call of `renderCart`
 * is line 7; the map's sources are relative to the assets folder, as Vite writes them.
 */
const SOURCE_MAP = JSON.stringify({
  version: 3,
  file: SCRIPT_NAME,
  sources: ['../../src/features/cart/cart-total.ts'],
  names: ['computeTotal', 'renderCart'],
  mappings: mappingsOf([
    [THROW_AT, 0, 1, 2],
    [CALL_AT, 0, 4, 2, 0],
    [TOP_CALL_AT, 0, 6, 0, 1],
  ]),
});

/** The stack a browser reports for the error, as the client sends it in `msg`. */
function stackFrom(host: string, message = 'boom'): string {
  return [
    `Error: ${message}`,
    `    at a (${host}/assets/${SCRIPT_NAME}:1:${THROW_AT + 1})`,
    `    at b (${host}/assets/${SCRIPT_NAME}:1:${CALL_AT + 1})`,
    `    at ${host}/assets/${SCRIPT_NAME}:1:${TOP_CALL_AT + 1}`,
  ].join('\n');
}

/** The private maps folder (SOURCEMAP_DIR): named now, since the apps' options are read now. */
const MAPS_DIR = join(tmpdir(), `lahap-sourcemaps-${randomUUID()}`);
beforeAll(async () => {
  await mkdir(join(MAPS_DIR, 'assets'), { recursive: true });
  await writeFile(join(MAPS_DIR, 'assets', `${SCRIPT_NAME}.map`), SOURCE_MAP);
});
afterAll(async () => {
  await rm(MAPS_DIR, { recursive: true, force: true });
});

// ── Pure parts ───────────────────────────────────────────────────────────────────────────────────

describe('error text normalisation', () => {
  it('takes out what varies between occurrences of one error', () => {
    expect(normaliseMessage('Order 12345 not found')).toBe('Order <n> not found');
    expect(normaliseMessage('no store 7d9f0c2a-1b2c-4d5e-8f90-0a1b2c3d4e5f here')).toBe('no store <id> here');
    expect(normaliseMessage('token deadbeef01 refused')).toBe('token <id> refused');
    expect(
      normaliseMessage(
        'Failed to fetch dynamically imported module: https://lahap.id/assets/store-page-B3xk9_aZ.js?v=3#x',
      ),
    ).toBe('Failed to fetch dynamically imported module: https://lahap.id/assets/store-page.js');
    expect(normaliseMessage('  two   spaces\n and a line ')).toBe('two spaces and a line');
  });

  it('keeps apart texts that differ in words', () => {
    expect(normaliseMessage('x is undefined')).not.toBe(normaliseMessage('y is undefined'));
  });
});

describe('stack parsing', () => {
  it('reads V8 and Gecko frames and keeps the error lines as the header', () => {
    const stack = parseStack(
      [
        'TypeError: x is undefined',
        '    at async Object.load [as fn] (https://h/assets/a-12345678.js:3:40)',
        '    at https://h/assets/a-12345678.js:1:2',
        '    at Array.forEach (<anonymous>)',
        'render@https://h/assets/b.js:10:20',
      ].join('\n'),
    );
    expect(stack.header).toBe('TypeError: x is undefined');
    expect(stack.frames.map(({ fn, url, line, column }) => [fn, url, line, column])).toEqual([
      ['Object.load [as fn]', 'https://h/assets/a-12345678.js', 3, 40],
      [null, 'https://h/assets/a-12345678.js', 1, 2],
      ['Array.forEach', '<anonymous>', null, null],
      ['render', 'https://h/assets/b.js', 10, 20],
    ]);
  });
});

describe('source maps', () => {
  it("maps the build's frames to the original file, line, column and function", async () => {
    const stack = await createSourceMaps(MAPS_DIR).symbolicate(stackFrom(ORIGIN));
    expect(stack.mapped).toBe(true);
    expect(stack.frames).toEqual([
      expect.objectContaining({
        function: 'computeTotal',
        file: 'src/features/cart/cart-total.ts',
        line: 2,
        column: 3,
        mapped: true,
        inApp: true,
      }),
      expect.objectContaining({ function: 'renderCart', file: 'src/features/cart/cart-total.ts', line: 5 }),
      // No caller below it names the module's own code: the reported name (none) stays.
      expect.objectContaining({
        function: null,
        file: 'src/features/cart/cart-total.ts',
        line: 7,
        column: 1,
      }),
    ]);
    expect(stack.text.split('\n').slice(0, 2)).toEqual([
      'Error: boom',
      '    at computeTotal (src/features/cart/cart-total.ts:2:3)',
    ]);
  });

  it('leaves a frame as reported without its map, outside the build, or for a path that climbs out', async () => {
    const sourceMaps = createSourceMaps(MAPS_DIR);
    const stack = await sourceMaps.symbolicate(
      [
        'Error: x',
        '    at f (https://h/assets/other-Zz99Yy88.js:1:5)',
        '    at g (https://h/assets/../assets/../secret.js:1:5)',
        '    at h (chrome-extension://abc/content.js:1:5)',
      ].join('\n'),
    );
    expect(stack.mapped).toBe(false);
    expect(stack.frames.map((frame) => [frame.function, frame.inApp])).toEqual([
      ['f', true],
      ['g', false],
      ['h', false],
    ]);
    expect(await createSourceMaps(null).symbolicate(stackFrom(ORIGIN))).toMatchObject({ mapped: false });
  });
});

// ── Grouping, the team's view, concurrency ──────────────────────────────────────────────────────

let clock = Date.parse('2026-11-29T08:00:00.000Z');

describeEachEngine(
  'monitoring groups',
  (t) => {
    const sink = (url: string, events: MonitorEvent[], remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { ...envelopeFields(), ...(url === REPORT ? { appId: 'lahap-web' } : {}), events },
      });
    const list = async (body: Record<string, unknown> = {}) =>
      monitorGroupsDataSchema.parse(
        expectSuccess<MonitorGroupsData>(await signedPost(t.app, GROUPS, body, { headers: TEAM })),
      );
    const detail = async (fingerprint: string) =>
      monitorGroupDetailSchema.parse(
        expectSuccess<MonitorGroupDetail>(await signedPost(t.app, GROUP, { fingerprint }, { headers: TEAM })),
      );
    const groupOf = async (title: string) =>
      (
        await t.app.db
          .select()
          .from(monitorGroups)
          .where(sql`${monitorGroups.sample}->>'title' = ${title}`)
      )[0];

    it('answers the team only: no token or another token is 1012001', async () => {
      expectRefusal(await signedPost(t.app, GROUPS, {}), 401, ERROR_CODES.TEAM_TOKEN_INVALID);
      expectRefusal(
        await signedPost(t.app, GROUPS, {}, { headers: { authorize: 'Bearer not-the-team-token' } }),
        401,
        ERROR_CODES.TEAM_TOKEN_INVALID,
      );
      expectRefusal(
        await signedPost(t.app, GROUP, { fingerprint: '0'.repeat(32) }),
        401,
        ERROR_CODES.TEAM_TOKEN_INVALID,
      );
    });

    it('counts reports of one error that differ in numbers, ids and query strings as one group', async () => {
      clock += 1_000;
      const events = [17, 23, 99].map((n) => ({
        title: `Order ${n} not found`,
        errorType: 'NotFoundError',
        page: `/platform/order/${n}`,
        msg: `NotFoundError: Order ${n} not found\n    at x (https://lahap.test/assets/app-12345678.js?v=${n}:1:${n})`,
      }));
      expectSuccess(await sink(MAGIC, events));
      const rows = await t.app.db
        .select()
        .from(monitorEvents)
        .where(sql`${monitorEvents.title} like 'Order %'`);
      expect(new Set(rows.map((row) => row.fingerprint)).size).toBe(1);
      const group = await groupOf('Order 99 not found');
      expect(group).toMatchObject({ count: 3, errorType: 'NotFoundError', source: 'magicBox' });
      expect(group!.pages).toEqual(['/platform/order/17', '/platform/order/23', '/platform/order/99']);
    });

    it('keeps apart another type, another sink, another text and another in-app frame', async () => {
      clock += 1_000;
      const base = { title: 'apart', errorType: 'TypeError', msg: 'TypeError: apart' };
      expectSuccess(
        await sink(MAGIC, [
          base,
          { ...base, errorType: 'RangeError' },
          { ...base, title: 'apart too' },
          { ...base, msg: `${base.msg}\n    at one (https://h/assets/a-11111111.js:1:1)` },
          { ...base, msg: `${base.msg}\n    at two (https://h/assets/a-11111111.js:1:1)` },
        ]),
      );
      expectSuccess(await sink(REPORT, [base]));
      const fingerprints = await t.app.db
        .select({ fingerprint: monitorEvents.fingerprint })
        .from(monitorEvents)
        .where(sql`${monitorEvents.title} like 'apart%'`);
      expect(new Set(fingerprints.map((row) => row.fingerprint)).size).toBe(6);
    });

    it('groups by the mapped frames: the same error from another host is the same group', async () => {
      clock += 1_000;
      const event = (host: string) => ({ title: 'boom', errorType: 'Error', msg: stackFrom(host) });
      expectSuccess(await sink(MAGIC, [event('https://lahap.test'), event('https://www.lahap.id')]));
      const group = await groupOf('boom');
      expect(group?.count).toBe(2);
    });

    it('remembers only the first pages a group was seen on', async () => {
      clock += 1_000;
      const events = Array.from({ length: MONITOR_GROUP_PAGES_MAX + 5 }, (_, i) => ({
        title: 'pages',
        page: `/platform/p${String.fromCharCode(97 + i)}`,
      }));
      expectSuccess(await sink(MAGIC, events.slice(0, 4)));
      expectSuccess(await sink(MAGIC, [...events.slice(2), events[0]!]));
      const group = await groupOf('pages');
      expect(group!.count).toBe(events.length + 3);
      expect(group!.pages).toEqual(events.slice(0, MONITOR_GROUP_PAGES_MAX).map((event) => event.page));
    });

    it('lists groups by last seen or by count, a page at a time, filtered by sink', async () => {
      clock += 60_000;
      expectSuccess(
        await sink(
          MAGIC,
          Array.from({ length: 40 }, () => ({ title: 'frequent' })),
        ),
      );
      clock += 60_000;
      expectSuccess(await sink(REPORT, [{ title: 'latest', errorType: 'Error', page: '/platform/home' }]));

      const byTime = await list({ pageSize: 2 });
      expect(byTime.groups.map((group) => group.title)).toEqual(['latest', 'frequent']);
      expect(byTime.pageInfoVO.hasMore).toBe(true);
      expect(byTime.total).toBeGreaterThan(2);
      expect(byTime.groups[0]).toMatchObject({
        source: 'reportData',
        appId: 'lahap-web',
        count: 1,
        page: '/platform/home',
        firstSeen: new Date(clock).toISOString(),
        lastSeen: new Date(clock).toISOString(),
      });

      const byCount = await list({ sort: 'count', pageSize: 1 });
      expect(byCount.groups[0]).toMatchObject({ title: 'frequent', count: 40 });
      const second = await list({ sort: 'count', pageSize: 1, pageNo: 2 });
      expect(second.groups[0]!.count).toBeLessThanOrEqual(40);

      const reports = await list({ source: 'reportData', pageSize: 50 });
      expect(reports.groups.every((group) => group.source === 'reportData')).toBe(true);
      expect(reports.groups.map((group) => group.title)).toContain('latest');
      expect(reports.total).toBe(reports.groups.length);
      expect(reports.pageInfoVO.hasMore).toBe(false);
    });

    it('keeps the first time seen and moves the last', async () => {
      clock += 1_000;
      const firstAt = clock;
      expectSuccess(await sink(MAGIC, [{ title: 'twice' }]));
      clock += 5_000;
      expectSuccess(await sink(MAGIC, [{ title: 'twice', page: '/later' }]));
      const [group] = (await list({ pageSize: 1 })).groups;
      expect(group).toMatchObject({
        title: 'twice',
        count: 2,
        firstSeen: new Date(firstAt).toISOString(),
        lastSeen: new Date(clock).toISOString(),
        page: '/later',
      });
    });

    it('shows a group with its readable stack and latest reports', async () => {
      clock += 1_000;
      const event = {
        title: 'boom',
        errorType: 'Error',
        category: 'js',
        page: '/platform/cart',
        deviceId: 'device-7',
        msg: stackFrom(ORIGIN),
      };
      expectSuccess(await sink(MAGIC, [event]));
      const group = await groupOf('boom');
      const shown = await detail(group!.fingerprint);
      expect(shown.group).toMatchObject({ title: 'boom', count: 3, category: 'js', page: '/platform/cart' });
      expect(shown.sample).toMatchObject(event);
      expect(shown.stack?.mapped).toBe(true);
      expect(shown.stack?.text).toContain('at computeTotal (src/features/cart/cart-total.ts:2:3)');
      expect(shown.recent).toHaveLength(3);
      expect(shown.recent[0]).toMatchObject({ page: '/platform/cart', deviceId: 'device-7' });
    });

    it('shows a group without a stack (an API failure) with a null stack; an unknown one is 1012101', async () => {
      clock += 1_000;
      expectSuccess(
        await sink(MAGIC, [
          {
            title: 'POST /market/coupon/receive 1000500',
            errorType: '1000500',
            msg: '500 boom',
            category: 'api',
          },
        ]),
      );
      const group = await groupOf('POST /market/coupon/receive 1000500');
      const shown = await detail(group!.fingerprint);
      expect(shown.stack).toBeNull();
      expect(shown.group.message).toBe('500 boom');
      expectRefusal(
        await signedPost(t.app, GROUP, { fingerprint: 'f'.repeat(32) }, { headers: TEAM }),
        404,
        ERROR_CODES.MONITOR_GROUP_NOT_FOUND,
      );
      expectRefusal(
        await signedPost(t.app, GROUP, { fingerprint: 'not-a-fingerprint' }, { headers: TEAM }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
    });

    it('counts every report when many batches of one error arrive at once', async () => {
      clock += 1_000;
      const batch = Array.from({ length: 50 }, (_, i) => ({ title: 'concurrent', page: `/c/${i % 3}` }));
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, i) => sink(MAGIC, batch, `127.0.1.${i + 1}`)),
      );
      for (const response of responses) expectSuccess(response);
      const group = await groupOf('concurrent');
      expect(group!.count).toBe(24 * 50);
      expect(group!.pages).toHaveLength(3);
    });

    it('counts batches that touch the same groups in different orders at once, without a deadlock', async () => {
      clock += 1_000;
      const titles = ['order-a', 'order-b', 'order-c', 'order-d'];
      const batches = Array.from({ length: 16 }, (_, i) => {
        const turned = [...titles.slice(i % 4), ...titles.slice(0, i % 4)];
        return (i % 2 === 0 ? turned : turned.reverse()).map((title) => ({ title }));
      });
      const responses = await Promise.all(
        batches.map((events, i) => sink(MAGIC, events, `127.0.2.${i + 1}`)),
      );
      for (const response of responses) expectSuccess(response);
      for (const title of titles) expect((await groupOf(title))?.count, title).toBe(16);
    });
  },
  { env: { SOURCEMAP_DIR: MAPS_DIR }, now: () => clock },
);

// ── The flood ───────────────────────────────────────────────────────────────────────────────────

describeEachEngine(
  'a flood of one error',
  (t) => {
    it('10,000 identical reports in batches of 50 make one group counting 10,000, and few rows', async () => {
      const events = Array.from({ length: 50 }, () => ({
        title: "Cannot read properties of undefined (reading 'price')",
        errorType: 'TypeError',
        page: '/platform/merchant',
        msg: "TypeError: Cannot read properties of undefined (reading 'price')\n    at p (https://lahap.test/assets/store-Q1w2E3r4.js:1:4242)",
      }));
      for (let request = 0; request < 200; request += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: MAGIC,
          // One address per hundred: the sink's own rate limit is not what this test is about.
          remoteAddress: `127.0.3.${Math.floor(request / 100) + 1}`,
          payload: { ...envelopeFields(), events },
        });
        expect(expectSuccess(response)).toEqual({ stored: 50 });
      }
      const groups = await t.app.db.select().from(monitorGroups);
      expect(groups).toHaveLength(1);
      expect(groups[0]!.count).toBe(10_000);
      const [rows] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(monitorEvents);
      // Raw rows stay bounded: `retained` plus what arrives between two prunes.
      expect(rows!.n).toBeLessThan(1_000 + 500 + 50);
      const kept = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(monitorEvents)
        .where(eq(monitorEvents.fingerprint, groups[0]!.fingerprint));
      expect(kept[0]!.n).toBe(rows!.n);
    }, 120_000);
  },
  { monitoring: { retained: 1_000, pruneEvery: 500 } },
);
