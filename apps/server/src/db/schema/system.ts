/** Tables of no module: the replay guard (plugins/nonce-store.ts) and the seed (seed/). */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request ids seen within the signature window (the replay guard when Redis is not configured). */
export const requestNonces = pgTable(
  'request_nonces',
  {
    requestId: text('request_id').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_nonces_seen_at_idx').on(t.seenAt)],
);

/** Seed steps already applied, so a restart reuses the data instead of seeding again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
