/** Tables of the store module (modules/store): favourites. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

export const FAVOURITE_BUSINESS_TYPES = ['STORE'] as const;

/**
 * What a user saved (spec §7 favourite add / remove / store_list). `business_id` names a row of
 * the table `business_type` says (only stores so far), so it carries no foreign key; stores are
 * closed down, never deleted. The unique index makes a save idempotent under concurrent taps.
 */
export const favourites = pgTable(
  'favourites',
  {
    /** Rises with each save: the list's newest-first order and its tie-breaker. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessType: text('business_type', { enum: FAVOURITE_BUSINESS_TYPES }).notNull(),
    businessId: bigint('business_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_user_business_idx').on(t.userId, t.businessType, t.businessId),
    // The list pages one user's saves newest first.
    index('favourites_user_list_idx').on(t.userId, t.businessType, t.id),
    check('favourites_business_type_check', sql`${t.businessType} in ('STORE')`),
  ],
);
