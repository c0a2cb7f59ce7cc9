/** Tables of the analytics module (modules/analytics): the clients' events, the server's paid orders. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The clients' events, append-only (docs/analytics.md). PARTITIONED BY RANGE on `day`, the Jakarta
 * day of the event's own time, one partition a day, made ahead by a job and on demand by the
 * insert: drizzle-kit cannot say so, so its migration adds the clause by hand (0023). A unique key
 * of a partitioned table must hold the partition key: the key is (day, id), and an event sent
 * again carries its id and its time, so it lands on the same day and is stored once.
 *
 * Without consent the identifiers are null and `url` is its path only, whatever the client sent.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    userId: text('user_id'),
    deviceId: text('device_id'),
    sessionId: text('session_id'),
    loginStatus: smallint('login_status').notNull(),
    consent: text('consent', { enum: ['granted', 'denied'] }).notNull(),
    language: text('language').notNull(),
    hostEnvironment: text('host_environment').notNull(),
    appSystem: text('app_system').notNull(),
    eventPage: text('event_page').notNull(),
    url: text('url').notNull(),
    fromPage: text('from_page'),
    fromEventId: text('from_event_id'),
    searchId: text('search_id'),
    channelId: text('channel_id'),
    sourceTag: text('source_tag'),
    h5Version: text('h5_version').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_events_pkey', columns: [t.day, t.id] }),
    // The paid step's language: a paying user's latest event (the paid rows' lookup).
    index('analytics_events_user_idx')
      .on(t.userId, t.occurredAt)
      .where(sql`${t.userId} is not null`),
    // The team's trail of one device.
    index('analytics_events_device_idx')
      .on(t.deviceId, t.occurredAt)
      .where(sql`${t.deviceId} is not null`),
    check('analytics_events_consent_check', sql`${t.consent} in ('granted', 'denied')`),
    // Enforced by the server before the insert; the table says it again.
    check(
      'analytics_events_consent_ids_check',
      sql`${t.consent} = 'granted' or (${t.userId} is null and ${t.deviceId} is null and ${t.sessionId} is null and ${t.fromEventId} is null and ${t.searchId} is null)`,
    ),
  ],
);

/**
 * The funnel's last step, from the server's own `order.paid` (never the client's say): one row per
 * order, written once however often the event is delivered. `language` is that of the user's
 * latest event when one had arrived, else null (the report looks again).
 */
export const analyticsPaidOrders = pgTable(
  'analytics_paid_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The Jakarta day the order was paid. */
    day: date('day', { mode: 'string' }).notNull(),
    language: text('language'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_paid_orders_day_idx').on(t.day)],
);
