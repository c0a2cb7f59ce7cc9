import { ERROR_CODES } from '@lahap/contract/errors';
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
import {
  MONITOR_GROUPS_RETAINED,
  MONITOR_GROUP_PAGES_MAX,
  MONITOR_GROUP_RECENT_MAX,
  type MonitorGroup,
  type MonitorGroupDetail,
  type MonitorGroupSort,
  type MonitorGroupsData,
  type MonitorSource,
  type MonitorStack,
} from '@lahap/contract/monitoring/team-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_MONITOR_CONFIG } from '@lahap/contract/monitoring/defaults';
import { type Clock, iso, systemClock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { fingerprintOf } from './fingerprint.js';
import type {
  MonitorEventRow,
  MonitorGroupDelta,
  MonitorGroupRow,
  MonitoringRepository,
} from './repository.js';
import type { SourceMaps } from './source-maps.js';

export interface MonitoringLimits {
  /** Rows kept; default MONITOR_EVENTS_RETAINED. */
  retained?: number;
  /** Groups kept; default MONITOR_GROUPS_RETAINED. */
  groupsRetained?: number;
  /** Prune whenever the id sequence crosses a multiple of this; default 500. */
  pruneEvery?: number;
}

/** Which groups, as the list call asks (its defaults applied). */
export interface GroupsQuery {
  pageNo: number;
  pageSize: number;
  sort: MonitorGroupSort;
  source?: MonitorSource | undefined;
}

/** The longest first line of a message the group list shows. */
const MESSAGE_LINE_MAX = 200;

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

const SAMPLE_FIELDS = [
  'category',
  'action',
  'page',
  'errorType',
  'deviceId',
  'sessionId',
  'msg',
  'traceId',
  'sceneType',
] as const;

/** The event as stored, without its empty fields: a group's sample. */
function sampleOf(row: MonitorEventRow): MonitorEvent {
  const sample: MonitorEvent = { title: row.title };
  for (const field of SAMPLE_FIELDS) {
    const value = row[field];
    if (value !== null && value !== undefined) sample[field] = value;
  }
  return sample;
}

/** The first line of the message that says more than the title, if any. */
function messageOf(sample: MonitorEvent): string | null {
  const first = sample.msg?.split('\n')[0]?.trim();
  if (!first || first.includes(sample.title) || /^at\s|@\S*:\d+/.test(first)) return null;
  return clipText(first, MESSAGE_LINE_MAX);
}

function toGroup(row: MonitorGroupRow): MonitorGroup {
  return {
    fingerprint: row.fingerprint,
    source: row.source,
    appId: row.appId,
    errorType: row.errorType,
    category: row.sample.category ?? null,
    title: row.sample.title,
    message: messageOf(row.sample),
    page: row.sample.page ?? null,
    pages: row.pages,
    count: row.count,
    firstSeen: row.firstSeen.toISOString(),
    lastSeen: row.lastSeen.toISOString(),
  };
}

export function createMonitoringService(
  repository: MonitoringRepository,
  sourceMaps: SourceMaps,
  log: FastifyBaseLogger,
  {
    retained = MONITOR_EVENTS_RETAINED,
    groupsRetained = MONITOR_GROUPS_RETAINED,
    pruneEvery = 500,
  }: MonitoringLimits = {},
  now: Clock = systemClock,
) {
  /** The readable stack of a message, or null when it has no frame. */
  async function stackOf(msg: string | null | undefined): Promise<MonitorStack | null> {
    if (!msg) return null;
    const stack = await sourceMaps.symbolicate(msg);
    return stack.frames.length > 0 ? stack : null;
  }

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
     * Stores events with every text cut to the contract limits, and counts each in its group
     * (docs/monitoring.md): the batch is folded by fingerprint first, so a batch of fifty copies
     * of one error is one row's count + 50. Both tables stay bounded: the insert whose ids cross
     * a multiple of `pruneEvery` prunes the events to `retained` rows and the groups to
     * `groupsRetained`. Ids come from one database sequence, so this works the same with one
     * process or many.
     */
    async record(
      source: MonitorSource,
      appId: string | null,
      events: readonly MonitorEvent[],
    ): Promise<number> {
      const receivedAt = new Date(now());
      const rows = events.map((event) => ({ ...toRow(source, appId, event), receivedAt }));
      const groups = new Map<string, MonitorGroupDelta>();
      for (const row of rows) {
        const fingerprint = fingerprintOf({
          source,
          appId: row.appId ?? null,
          errorType: row.errorType ?? null,
          title: row.title,
          msg: row.msg ?? null,
          stack: await stackOf(row.msg),
        });
        row.fingerprint = fingerprint;
        const group = groups.get(fingerprint);
        const pages = group?.pages ?? [];
        if (row.page && pages.length < MONITOR_GROUP_PAGES_MAX && !pages.includes(row.page)) {
          pages.push(row.page);
        }
        groups.set(fingerprint, {
          fingerprint,
          source,
          appId: row.appId ?? null,
          errorType: row.errorType ?? null,
          firstSeen: receivedAt,
          lastSeen: receivedAt,
          count: (group?.count ?? 0) + 1,
          pages,
          sample: sampleOf(row),
        });
      }
      const ids = await repository.insertEvents(rows, [...groups.values()]);
      const first = ids[0];
      const last = ids.at(-1);
      if (
        first !== undefined &&
        last !== undefined &&
        Math.floor(last / pruneEvery) > Math.floor((first - 1) / pruneEvery)
      ) {
        await repository.pruneTo(retained);
        await repository.pruneGroupsTo(groupsRetained);
      }
      return ids.length;
    },

    /** One page of groups, most recent or most reported first. */
    async groups({ pageNo, pageSize, sort, source }: GroupsQuery): Promise<MonitorGroupsData> {
      const offset = (pageNo - 1) * pageSize;
      const { rows, total } = await repository.listGroups({ sort, source, offset, limit: pageSize });
      return {
        groups: rows.map(toGroup),
        total,
        pageInfoVO: { hasMore: offset + rows.length < total },
      };
    },

    /** One group with its latest report's stack mapped to the original sources. */
    async group(fingerprint: string): Promise<MonitorGroupDetail> {
      const row = await repository.findGroup(fingerprint);
      if (!row) throw new DomainError(ERROR_CODES.MONITOR_GROUP_NOT_FOUND, 404);
      const [stack, recent] = await Promise.all([
        stackOf(row.sample.msg),
        repository.recentEvents(fingerprint, MONITOR_GROUP_RECENT_MAX),
      ]);
      return {
        group: toGroup(row),
        sample: row.sample,
        stack,
        recent: recent.map((event) => ({ ...event, receivedAt: iso(event.receivedAt.getTime()) })),
      };
    },
  };
}
export type MonitoringService = ReturnType<typeof createMonitoringService>;
