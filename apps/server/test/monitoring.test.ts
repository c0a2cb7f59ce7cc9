import { MONITOR_DYNAMIC_IMPORT_REPORT_CAP } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import {
  MONITOR_EVENT_BATCH_MAX,
  MONITOR_PAGE_MAX,
  MONITOR_SHORT_MAX,
  MONITOR_TEXT_MAX,
  monitorConfigSchema,
} from '@lahap/contract/monitoring/schemas';
import { API_PATHS, WEB_APP_ID } from '@lahap/contract/paths';
import { desc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { monitorEvents } from '../src/db/schema/index.js';
import {
  api,
  describeEachEngine,
  envelopeFields,
  expectRefusal,
  expectStillServing,
  expectSuccess,
} from './helper.js';

const RETAINED = 20;
const PRUNE_EVERY = 5;
const MAGIC = api(API_PATHS.magicBoxSend);
const REPORT = api(API_PATHS.reportData);
const configFor = (appId: string) => api(`${API_PATHS.monitorConfig}?appId=${appId}`);

describeEachEngine(
  'monitoring calls',
  (t) => {
    const send = (url: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload: { ...envelopeFields(), ...body } });
    const count = async () =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(monitorEvents))[0]!.n;

    it('getConfig answers the seeded web config', async () => {
      const config = monitorConfigSchema.parse(expectSuccess(await t.app.inject(configFor(WEB_APP_ID))));
      expect(config.ignoreErrors).toEqual(
        expect.arrayContaining(['ResizeObserver loop limit exceeded', 'Script error.']),
      );
      expect(config.capped).toContainEqual({
        text: 'Failed to fetch dynamically imported module',
        max: MONITOR_DYNAMIC_IMPORT_REPORT_CAP,
      });
      expect(config.stackFramesMax).toBe(10);
    });

    it('getConfig answers a sensible default for an unknown app', async () => {
      const config = monitorConfigSchema.parse(expectSuccess(await t.app.inject(configFor('another-app'))));
      expect(config.enabled).toBe(true);
      expect(config.stackFramesMax).toBe(10);
    });

    it('getConfig requires appId', async () => {
      expect(
        expectRefusal(await t.app.inject(api(API_PATHS.monitorConfig)), 400, ERROR_CODES.PARAMETER_ERROR),
      ).toBe('query.appId is required');
    });

    it('magicBoxSend stores the events', async () => {
      const response = await send(MAGIC, {
        events: [
          { title: 'magic-1', category: 'js', page: '/platform/merchant', deviceId: 'd1', traceId: 'tr' },
          { title: 'magic-2', msg: 'TypeError: x is undefined' },
        ],
      });
      expect(expectSuccess(response)).toEqual({ stored: 2 });
      const rows = await t.app.db.select().from(monitorEvents).where(eq(monitorEvents.title, 'magic-1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        source: 'magicBox',
        appId: null,
        page: '/platform/merchant',
        deviceId: 'd1',
      });
    });

    it('reportData stores the events with the app id', async () => {
      expect(
        expectSuccess(await send(REPORT, { appId: WEB_APP_ID, events: [{ title: 'report-1' }] })),
      ).toEqual({
        stored: 1,
      });
      const [row] = await t.app.db.select().from(monitorEvents).where(eq(monitorEvents.title, 'report-1'));
      expect(row).toMatchObject({ source: 'reportData', appId: WEB_APP_ID });
    });

    it('cuts every text to the contract limits instead of refusing it', async () => {
      const long = (n: number) => 'x'.repeat(n + 100);
      const response = await send(REPORT, {
        appId: long(MONITOR_SHORT_MAX),
        events: [
          {
            title: `trunc-${long(MONITOR_SHORT_MAX)}`,
            category: long(MONITOR_SHORT_MAX),
            page: long(MONITOR_PAGE_MAX),
            msg: `a\u0000b${long(MONITOR_TEXT_MAX)}`,
            sceneType: long(MONITOR_SHORT_MAX),
          },
        ],
      });
      expectSuccess(response);
      const [row] = await t.app.db.select().from(monitorEvents).orderBy(desc(monitorEvents.id)).limit(1);
      expect(row!.title).toHaveLength(MONITOR_SHORT_MAX);
      expect(row!.appId).toHaveLength(MONITOR_SHORT_MAX);
      expect(row!.category).toHaveLength(MONITOR_SHORT_MAX);
      expect(row!.page).toHaveLength(MONITOR_PAGE_MAX);
      expect(row!.msg).toHaveLength(MONITOR_TEXT_MAX);
      expect(row!.msg!.startsWith('abx')).toBe(true);
      expect(row!.sceneType).toHaveLength(MONITOR_SHORT_MAX);
    });

    it('accepts a sendBeacon text/plain body on the sinks only', async () => {
      const body = JSON.stringify({ ...envelopeFields(), events: [{ title: 'beacon' }] });
      const response = await t.app.inject({
        method: 'POST',
        url: MAGIC,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: body,
      });
      expect(expectSuccess(response)).toEqual({ stored: 1 });
    });

    it('refuses an empty or oversized batch and events of the wrong shape', async () => {
      expectRefusal(await send(MAGIC, { events: [] }), 400, ERROR_CODES.PARAMETER_ERROR);
      const tooMany = Array.from({ length: MONITOR_EVENT_BATCH_MAX + 1 }, (_, i) => ({ title: `t${i}` }));
      expectRefusal(await send(MAGIC, { events: tooMany }), 400, ERROR_CODES.PARAMETER_ERROR);
      expect(
        expectRefusal(await send(MAGIC, { events: [{ title: 5 }] }), 400, ERROR_CODES.PARAMETER_ERROR),
      ).toMatch(/^body\.events\.0\.title: /);
      await expectStillServing(t.app);
    });

    it('keeps the table bounded to the newest rows', async () => {
      for (let batch = 0; batch < 12; batch += 1) {
        const events = Array.from({ length: 5 }, (_, i) => ({ title: `bulk-${batch * 5 + i}` }));
        expectSuccess(await send(MAGIC, { events }));
      }
      for (let i = 0; i < 3; i += 1) expectSuccess(await send(MAGIC, { events: [{ title: `single-${i}` }] }));
      const rows = await count();
      expect(rows).toBeGreaterThanOrEqual(RETAINED);
      expect(rows).toBeLessThan(RETAINED + PRUNE_EVERY);
      const [newest] = await t.app.db.select().from(monitorEvents).orderBy(desc(monitorEvents.id)).limit(1);
      expect(newest!.title).toBe('single-2');
      const titles = (await t.app.db.select({ title: monitorEvents.title }).from(monitorEvents)).map(
        (r) => r.title,
      );
      expect(titles).not.toContain('bulk-0');
      expect(titles).toContain('bulk-59');
    });
  },
  { monitoring: { retained: RETAINED, pruneEvery: PRUNE_EVERY } },
);
