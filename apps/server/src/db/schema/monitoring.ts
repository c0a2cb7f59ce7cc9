/** Tables of the monitoring module (modules/monitoring). */
import { sql } from 'drizzle-orm';
import { bigserial, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The monitoring config each client app follows (control/getConfig). */
export const monitorConfig = pgTable('monitor_config', {
  appId: text('app_id').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MONITOR_SOURCES = ['magicBox', 'reportData'] as const;
export type MonitorSource = (typeof MONITOR_SOURCES)[number];

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
  },
  (t) => [check('monitor_events_source_check', sql`${t.source} in ('magicBox', 'reportData')`)],
);
