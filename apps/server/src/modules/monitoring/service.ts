import {
  MONITOR_EVENTS_RETAINED,
  MONITOR_PAGE_MAX,
  MONITOR_SHORT_MAX,
  MONITOR_TEXT_MAX,
  type MonitorConfig,
  type MonitorEvent,
  clipText,
  monitorConfigSchema,
} from '@lahap/contract/monitoring/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { MonitorSource } from '../../db/schema/index.js';
import { DEFAULT_MONITOR_CONFIG } from '@lahap/contract/monitoring/defaults';
import type { MonitorEventRow, MonitoringRepository } from './repository.js';

export interface MonitoringLimits {
  /** Rows kept; default MONITOR_EVENTS_RETAINED. */
  retained?: number;
  /** Prune whenever the id sequence crosses a multiple of this; default 500. */
  pruneEvery?: number;
}

const short = (value: string | undefined) =>
  value === undefined ? null : clipText(value, MONITOR_SHORT_MAX);

function toRow(source: MonitorSource, appId: string | null, event: MonitorEvent): MonitorEventRow {
  return {
    source,
    appId: appId === null ? null : clipText(appId, MONITOR_SHORT_MAX),
    title: clipText(event.title, MONITOR_SHORT_MAX),
    category: short(event.category),
    action: short(event.action),
    page: event.page === undefined ? null : clipText(event.page, MONITOR_PAGE_MAX),
    errorType: short(event.errorType),
    deviceId: short(event.deviceId),
    sessionId: short(event.sessionId),
    msg: event.msg === undefined ? null : clipText(event.msg, MONITOR_TEXT_MAX),
    traceId: short(event.traceId),
    sceneType: short(event.sceneType),
  };
}

export function createMonitoringService(
  repository: MonitoringRepository,
  log: FastifyBaseLogger,
  { retained = MONITOR_EVENTS_RETAINED, pruneEvery = 500 }: MonitoringLimits = {},
) {
  return {
    /** The stored config of an app, or the default when it has none (or a broken one). */
    async config(appId: string): Promise<MonitorConfig> {
      const stored = await repository.findConfig(appId);
      if (stored === undefined) return DEFAULT_MONITOR_CONFIG;
      const parsed = monitorConfigSchema.safeParse(stored);
      if (parsed.success) return parsed.data;
      log.warn({ appId }, 'stored monitoring config is invalid; serving the default');
      return DEFAULT_MONITOR_CONFIG;
    },

    /**
     * Stores events with every text cut to the contract limits. The table stays bounded: the
     * insert whose ids cross a multiple of `pruneEvery` prunes it to `retained` rows. Ids come
     * from one database sequence, so this works the same with one process or many.
     */
    async record(
      source: MonitorSource,
      appId: string | null,
      events: readonly MonitorEvent[],
    ): Promise<number> {
      const ids = await repository.insertEvents(events.map((event) => toRow(source, appId, event)));
      const first = ids[0];
      const last = ids.at(-1);
      if (
        first !== undefined &&
        last !== undefined &&
        Math.floor(last / pruneEvery) > Math.floor((first - 1) / pruneEvery)
      ) {
        await repository.pruneTo(retained);
      }
      return ids.length;
    },
  };
}
export type MonitoringService = ReturnType<typeof createMonitoringService>;
