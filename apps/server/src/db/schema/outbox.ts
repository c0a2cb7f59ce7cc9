/** Tables of no module: the outbox plugin's (plugins/outbox.ts), which every module publishes its events through. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: each domain event, written by the transaction that made it happen.
 * Append-only; delivered events are pruned after OUTBOX_RETENTION_DAYS.
 */
export const outboxEvents = pgTable('outbox_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
});

/**
 * One row per event and subscriber, written with the event: each subscriber's delivery is
 * claimed, retried and finished on its own, so a failing subscriber holds back nobody else.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    unique('outbox_deliveries_event_subscriber_key').on(t.eventId, t.subscriber),
    // The worker's one question: what is due and not delivered, oldest first.
    index('outbox_deliveries_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.deliveredAt} is null`),
    check('outbox_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
