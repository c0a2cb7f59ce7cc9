/** Tables of the lottery module (modules/lottery): activities, their prizes and periods, chances and draws. */
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couponBatches } from './catalog.js';
import { users } from './identity.js';

/**
 * The lucky draw (docs/lottery.md). Every scarce thing is taken by one guarded statement: a
 * chance by `used < earned`, a prize unit by `remaining > 0`; a period's draws are put in order by
 * its row's `draw_count`, taken under the row's lock, so ordinals have no gaps and the stock goes
 * in ordinal order. A draw's (user, requestId) key makes a repeat answer the first draw.
 */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const LOTTERY_CHANCE_SOURCES = ['WELCOME', 'FIRST_PAID_ORDER', 'INVITATION'] as const;

export const lotteryActivities = pgTable(
  'lottery_activities',
  {
    id: id('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Each period lasts this long, the first starting with the activity; each has its own seed and stock. */
    periodMinutes: integer('period_minutes').notNull(),
    /** Chances a customer is given once in each period they open the draw (the demo's 1; 0 for none). */
    welcomeChances: integer('welcome_chances').notNull().default(0),
    status: text('status', { enum: ['ON', 'OFF'] })
      .notNull()
      .default('ON'),
  },
  (t) => [
    check('lottery_activities_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('lottery_activities_period_check', sql`${t.periodMinutes} > 0`),
    check('lottery_activities_welcome_check', sql`${t.welcomeChances} >= 0`),
    check('lottery_activities_status_check', sql`${t.status} in ('ON', 'OFF')`),
  ],
);

/** An activity's prizes in their published order; a new period copies their odds and stock. */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: id('id').primaryKey(),
    activityId: id('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    kind: text('kind', { enum: ['RED_ENVELOPE', 'COUPON'] }).notNull(),
    /** The GRANT batch a win is given from. */
    batchId: id('batch_id')
      .notNull()
      .references(() => couponBatches.id),
    /** What the draw shows of it, copied from the batch's template when the prize is set up. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    amount: integer('amount').notNull(),
    minimumSpend: integer('minimum_spend').notNull().default(0),
    oddsBp: integer('odds_bp').notNull(),
    stockPerPeriod: integer('stock_per_period').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_prizes_order_idx').on(t.activityId, t.sort),
    check('lottery_prizes_kind_check', sql`${t.kind} in ('RED_ENVELOPE', 'COUPON')`),
    check('lottery_prizes_odds_check', sql`${t.oddsBp} between 0 and 10000`),
    check('lottery_prizes_stock_check', sql`${t.stockPerPeriod} >= 0`),
    check('lottery_prizes_amount_check', sql`${t.amount} >= 0 and ${t.minimumSpend} >= 0`),
  ],
);

/** A period of an activity, made when first needed, with the seed its commitment publishes. */
export const lotteryPeriods = pgTable(
  'lottery_periods',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_001 }),
    activityId: id('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Exclusive; the seed may be shown from here on. */
    endsAt: at('ends_at').notNull(),
    /** 32 random bytes, hex: secret until `ends_at`. */
    seed: text('seed').notNull(),
    /** Hex SHA-256 of the seed's bytes. */
    commitment: text('commitment').notNull(),
    /** Draws so far: the last ordinal given. */
    drawCount: integer('draw_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('lottery_periods_index_idx').on(t.activityId, t.index),
    check('lottery_periods_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('lottery_periods_index_check', sql`${t.index} >= 0`),
    check('lottery_periods_draw_count_check', sql`${t.drawCount} >= 0`),
    check(
      'lottery_periods_seed_check',
      sql`${t.seed} ~ '^[0-9a-f]{64}$' and ${t.commitment} ~ '^[0-9a-f]{64}$'`,
    ),
  ],
);

/** A period's odds table and stock, fixed when the period is made. */
export const lotteryPeriodPrizes = pgTable(
  'lottery_period_prizes',
  {
    periodId: id('period_id')
      .notNull()
      .references(() => lotteryPeriods.id, { onDelete: 'cascade' }),
    prizeId: id('prize_id')
      .notNull()
      .references(() => lotteryPrizes.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    oddsBp: integer('odds_bp').notNull(),
    stock: integer('stock').notNull(),
    remaining: integer('remaining').notNull(),
    /**
     * Draws after this ordinal cannot win the prize: the ordinal of the draw that won the last
     * unit (0 for a prize the period had none of).
     */
    exhaustedAtOrdinal: integer('exhausted_at_ordinal'),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.prizeId] }),
    uniqueIndex('lottery_period_prizes_order_idx').on(t.periodId, t.sort),
    check('lottery_period_prizes_odds_check', sql`${t.oddsBp} between 0 and 10000`),
    check('lottery_period_prizes_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.stock}`),
    check(
      'lottery_period_prizes_exhausted_check',
      sql`(${t.exhaustedAtOrdinal} is null) = (${t.remaining} > 0) and coalesce(${t.exhaustedAtOrdinal}, 0) >= 0`,
    ),
  ],
);

/** One chance earned, keyed by what earned it: the same order day, invitation or period gives one. */
export const lotteryChanceGrants = pgTable(
  'lottery_chance_grants',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: id('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: LOTTERY_CHANCE_SOURCES }).notNull(),
    /** FIRST_PAID_ORDER: `<user>:<Jakarta day>`; INVITATION: the referral; WELCOME: `<user>:<period>`. */
    sourceKey: text('source_key').notNull(),
    chances: integer('chances').notNull(),
    /** The domain event that earned it, when one did. */
    eventId: id('event_id'),
    grantedAt: at('granted_at').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_chance_grants_source_idx').on(t.activityId, t.source, t.sourceKey),
    index('lottery_chance_grants_user_idx').on(t.userId, t.activityId),
    check(
      'lottery_chance_grants_source_check',
      sql`${t.source} in ('WELCOME', 'FIRST_PAID_ORDER', 'INVITATION')`,
    ),
    check('lottery_chance_grants_chances_check', sql`${t.chances} > 0`),
  ],
);

/** A customer's chances in an activity: a draw takes one while `used < earned`. */
export const lotteryChanceBalances = pgTable(
  'lottery_chance_balances',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    earned: integer('earned').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.userId] }),
    check('lottery_chance_balances_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.earned}`),
  ],
);

/** Draw ids, taken before the draw's number: the number's message names its draw. */
export const lotteryDrawIds = pgSequence('lottery_draw_ids', { startWith: 960_000_001 });

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: id('id').primaryKey(),
    activityId: id('activity_id')
      .notNull()
      .references(() => lotteryActivities.id, { onDelete: 'cascade' }),
    periodId: id('period_id')
      .notNull()
      .references(() => lotteryPeriods.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The request's requestId: the idempotency key and the draw's client seed. */
    requestId: text('request_id').notNull(),
    number: integer('number').notNull(),
    /** The prize the number fell on; null for "thanks". */
    rolledPrizeId: id('rolled_prize_id').references(() => lotteryPrizes.id),
    /** What was won: the rolled prize, or null when it fell on "thanks" or the prize was out of stock. */
    prizeId: id('prize_id').references(() => lotteryPrizes.id),
    stockOut: boolean('stock_out').notNull().default(false),
    /** The coupon or red envelope given for the prize. */
    couponId: id('coupon_id'),
    drawnAt: at('drawn_at').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_draws_ordinal_idx').on(t.periodId, t.ordinal),
    uniqueIndex('lottery_draws_request_idx').on(t.userId, t.requestId),
    index('lottery_draws_user_idx').on(t.userId, t.id),
    check('lottery_draws_number_check', sql`${t.number} between 0 and 9999`),
    check('lottery_draws_ordinal_check', sql`${t.ordinal} > 0`),
    check(
      'lottery_draws_outcome_check',
      sql`(${t.prizeId} is null or ${t.prizeId} = ${t.rolledPrizeId}) and (not ${t.stockOut} or (${t.prizeId} is null and ${t.rolledPrizeId} is not null))`,
    ),
  ],
);
