/** Tables of the monitoring module (modules/monitoring). */
import { MONITOR_SOURCES, type MonitorSource } from '@lahap/contract/monitoring/team-schemas';
import type { MonitorEvent } from '@lahap/contract/monitoring/schemas';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export { MONITOR_SOURCES, type MonitorSource };

/** The monitoring config each client app follows (control/getConfig). */
export const monitorConfig = pgTable('monitor_config', {
  appId: text('app_id').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const sourceCheck = (column: unknown) => sql`${column} in ('magicBox', 'reportData')`;

/**
 * Monitoring events as received. Bounded: texts are cut to the contract limits before insert
 * and the table is pruned to the newest MONITOR_EVENTS_RETAINED rows (by id).
 */
export const monitorEvents = pgTable(
  'monitor_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', { enum: MONITOR_SOURCES }).notNull(),
    appId: text('app_id'),
    title: text('title').notNull(),
    category: text('category'),
    action: text('action'),
    page: text('page'),
    errorType: text('error_type'),
    deviceId: text('device_id'),
    sessionId: text('session_id'),
    msg: text('msg'),
    traceId: text('trace_id'),
    sceneType: text('scene_type'),
    /** The group it was counted in (monitor_groups); null for rows stored before grouping. */
    fingerprint: text('fingerprint'),
  },
  (t) => [
    check('monitor_events_source_check', sourceCheck(t.source)),
    index('monitor_events_fingerprint_idx').on(t.fingerprint, t.id),
  ],
);

/**
 * One row per kind of error (docs/monitoring.md "Grouping"): every stored event adds to its
 * group's count in one atomic upsert, so a flood of the same error is one row with a large count.
 * Bounded too: pruned to MONITOR_GROUPS_RETAINED rows, the least recently seen first.
 */
export const monitorGroups = pgTable(
  'monitor_groups',
  {
    fingerprint: text('fingerprint').primaryKey(),
    source: text('source', { enum: MONITOR_SOURCES }).notNull(),
    appId: text('app_id'),
    errorType: text('error_type'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    /** The first pages it was seen on (MONITOR_GROUP_PAGES_MAX). */
    pages: text('pages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The latest event's fields as stored; its `msg` holds the sample stack. */
    sample: jsonb('sample').$type<MonitorEvent>().notNull(),
  },
  (t) => [
    check('monitor_groups_source_check', sourceCheck(t.source)),
    check('monitor_groups_count_check', sql`${t.count} > 0`),
    index('monitor_groups_last_seen_idx').on(t.lastSeen.desc(), t.fingerprint),
    index('monitor_groups_count_idx').on(t.count.desc(), t.fingerprint),
  ],
);
