/** Tables of the config module (modules/config). */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Remote config read through `config/info` and `configList`: one JSON value per key. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DEV_ALLOW_LIST_KINDS = ['userId', 'adId', 'guid', 'uuid'] as const;
export type DevAllowListKind = (typeof DEV_ALLOW_LIST_KINDS)[number];

/** Who may unlock developer options (getDevOptWhiteList). */
export const devAllowList = pgTable(
  'dev_allow_list',
  {
    kind: text('kind', { enum: DEV_ALLOW_LIST_KINDS }).notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    check('dev_allow_list_kind_check', sql`${t.kind} in ('userId', 'adId', 'guid', 'uuid')`),
  ],
);
