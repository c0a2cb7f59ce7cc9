/** Tables of the coupons module (modules/coupons): claims, claimed coupons, claim links and red packets. */
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couponBatches, couponTemplates } from './catalog.js';
import { users } from './identity.js';

/**
 * Claimed coupons and what guards claiming (ARCHITECTURE §6): every scarce thing is taken by
 * one conditional statement — batch stock by `remaining_quantity > 0`, the per-user limits by
 * counter rows whose upsert passes only below the limit, a claim link by `used_by is null` — so
 * the same code is exact on PGlite and on many processes over PostgreSQL.
 */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One claim request: its (user, requestId) key makes a repeat answer the first claim's coupons. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    batchId: id('batch_id')
      .notNull()
      .references(() => couponBatches.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] })],
);

/**
 * How many coupons of a batch a user has claimed, in total (`period` 'total') and per Jakarta
 * day (`period` 'YYYY-MM-DD'). The claim's upsert raises a count only while it is below the limit.
 */
export const couponClaimCounts = pgTable(
  'coupon_claim_counts',
  {
    batchId: id('batch_id')
      .notNull()
      .references(() => couponBatches.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    claimed: integer('claimed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId, t.period] }),
    check('coupon_claim_counts_claimed_check', sql`${t.claimed} > 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 700000001 }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: id('batch_id')
      .notNull()
      .references(() => couponBatches.id, { onDelete: 'cascade' }),
    templateId: id('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'cascade' }),
    /** The red-packet activity it came from, if any. */
    activityId: id('activity_id'),
    requestId: text('request_id').notNull(),
    /** Its place among the coupons of one claim. */
    ordinal: smallint('ordinal').notNull(),
    status: text('status', { enum: ['VALID', 'USED', 'EXPIRED', 'NOT_EFFECTIVE', 'INVALID'] }).notNull(),
    effectiveStart: at('effective_start').notNull(),
    /** Exclusive. */
    effectiveEnd: at('effective_end').notNull(),
    receivedAt: at('received_at').notNull(),
    usedAt: at('used_at'),
    /** The store whose counter redeemed it (a SAAS coupon); null when an order used it. */
    usedStoreId: id('used_store_id'),
    /** A pending order holding it (the checkout); the client shows it as locked. */
    lockedOrderId: id('locked_order_id'),
    lockedAt: at('locked_at'),
    /** A static code from before rotating codes (ADR 017): still written, no longer answered or accepted. */
    counterCode: text('counter_code').notNull(),
    /** Reported by query_new_received_coupon once. */
    announced: boolean('announced').notNull().default(false),
  },
  (t) => [
    uniqueIndex('coupons_claim_idx').on(t.userId, t.requestId, t.ordinal),
    uniqueIndex('coupons_counter_code_idx').on(t.counterCode),
    index('coupons_user_list_idx').on(t.userId, t.status, t.id),
    index('coupons_due_idx')
      .on(t.effectiveEnd)
      .where(sql`${t.status} in ('VALID', 'NOT_EFFECTIVE')`),
    // A paid or cancelled order finds the coupons it held by this: without it each payment scanned
    // every coupon ever claimed.
    index('coupons_locked_order_idx')
      .on(t.lockedOrderId)
      .where(sql`${t.lockedOrderId} is not null`),
    index('coupons_unannounced_idx')
      .on(t.userId)
      .where(sql`not ${t.announced}`),
    check('coupons_window_check', sql`${t.effectiveEnd} > ${t.effectiveStart}`),
    check(
      'coupons_status_check',
      sql`${t.status} in ('VALID', 'USED', 'EXPIRED', 'NOT_EFFECTIVE', 'INVALID')`,
    ),
  ],
);

/** Single-use claim links (a QR at a store, a push, a share): the token names a row here. */
export const claimLinks = pgTable(
  'claim_links',
  {
    /** By default from 1,000: the demo seeds links 1–999 with ids the README can print tokens for. */
    id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000 }),
    batchId: id('batch_id')
      .notNull()
      .references(() => couponBatches.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedBy: id('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: at('used_at'),
    /** The coupon it gave. */
    couponId: id('coupon_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('claim_links_batch_idx').on(t.batchId)],
);

/** A red-packet activity: a packet on the home that opens to red envelopes. */
export const redPacketActivities = pgTable(
  'red_packet_activities',
  {
    id: id('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    display: text('display', { enum: ['BIG_IMAGE', 'SMALL_IMAGE', 'CLOSED'] }).notNull(),
    imageUrl: jsonb('image_url').$type<LocalizedText>().notNull(),
    whatsappLink: text('whatsapp_link'),
    bannerImageUrl: jsonb('banner_image_url').$type<LocalizedText>(),
    bannerJumpUrl: text('banner_jump_url'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: ['ON', 'OFF'] })
      .notNull()
      .default('ON'),
  },
  (t) => [
    check('red_packet_activities_display_check', sql`${t.display} in ('BIG_IMAGE', 'SMALL_IMAGE', 'CLOSED')`),
  ],
);

/** The batches a red packet hands out, one envelope each. */
export const redPacketActivityBatches = pgTable(
  'red_packet_activity_batches',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => redPacketActivities.id, { onDelete: 'cascade' }),
    batchId: id('batch_id')
      .notNull()
      .references(() => couponBatches.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.batchId] })],
);

/** Who opened which packet: the key makes opening once per customer. */
export const redPacketOpenings = pgTable(
  'red_packet_openings',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => redPacketActivities.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: at('opened_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);
