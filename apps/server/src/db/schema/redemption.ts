/** Tables of the redemption module (modules/redemption). */
import { REDEMPTION_CHANNELS } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog.js';
import { coupons } from './coupons.js';
import { users } from './identity.js';
import { vouchers } from './orders.js';

/**
 * Redemption (ADR 017): the stores' staff, their logins, every redemption made at a counter or a
 * point, the double spends counters confirmed offline, and the points where physical vouchers are
 * redeemed. A voucher or coupon is redeemed once: a unique key on each.
 */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A store's staff: they log in with the one-time code customers use, and redeem at its counter. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5_001 }),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id),
    countryCode: text('country_code').notNull().default('62'),
    phoneNo: text('phone_no').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_phone_idx').on(t.countryCode, t.phoneNo),
    check('staff_members_status_check', sql`${t.status} in ('ACTIVE', 'DISABLED')`),
  ],
);

/** One staff login (a shift): its token names this row, so logging out or disabling the staff ends it. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: id('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Where physical vouchers (PAPER_VOUCHER) are redeemed besides the stores: a mall's desk, a kiosk. */
export const redemptionPoints = pgTable(
  'redemption_points',
  {
    id: id('id').primaryKey(),
    merchantId: id('merchant_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('redemption_points_merchant_idx').on(t.merchantId)],
);

/**
 * Every redemption, once per voucher and once per coupon (unique keys): who redeemed what, where,
 * how (COUNTER, COUNTER_OFFLINE synced later, POINT by the customer) and what it was worth.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 400_000_001 }),
    kind: text('kind', { enum: ['VOUCHER', 'COUPON'] }).notNull(),
    voucherId: id('voucher_id').references(() => vouchers.id),
    couponId: id('coupon_id').references(() => coupons.id),
    /**
     * The voucher's product or the coupon's template, kept with the row so the history names
     * what was redeemed without reading the orders' or coupons' tables.
     */
    itemId: id('item_id').notNull(),
    /** The customer whose voucher or coupon it was. */
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    storeId: id('store_id').references(() => stores.id),
    pointId: id('point_id').references(() => redemptionPoints.id),
    staffId: id('staff_id').references(() => staffMembers.id),
    channel: text('channel', { enum: REDEMPTION_CHANNELS }).notNull(),
    /** The counter's id of an offline confirmation: syncing it again finds this row. */
    clientId: uuid('client_id'),
    amount: integer('amount').notNull(),
    /** When it happened (offline: when staff confirmed it). */
    redeemedAt: at('redeemed_at').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [
    uniqueIndex('redemptions_voucher_idx').on(t.voucherId),
    uniqueIndex('redemptions_coupon_idx').on(t.couponId),
    uniqueIndex('redemptions_client_idx').on(t.clientId),
    index('redemptions_store_day_idx').on(t.storeId, t.redeemedAt),
    check(
      'redemptions_target_check',
      sql`(${t.kind} = 'VOUCHER' and ${t.voucherId} is not null and ${t.couponId} is null)
        or (${t.kind} = 'COUPON' and ${t.couponId} is not null and ${t.voucherId} is null)`,
    ),
    check('redemptions_channel_check', sql`${t.channel} in ('COUNTER', 'COUNTER_OFFLINE', 'POINT')`),
    check('redemptions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Confirmations made offline that the server could not accept: the voucher or coupon had been
 * redeemed elsewhere first (DOUBLE_SPEND), or was no longer valid (NOT_VALID). Reported, never
 * redeemed twice.
 */
export const redemptionConflicts = pgTable(
  'redemption_conflicts',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['VOUCHER', 'COUPON'] }).notNull(),
    voucherId: id('voucher_id').references(() => vouchers.id),
    couponId: id('coupon_id').references(() => coupons.id),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id),
    staffId: id('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    clientId: uuid('client_id').notNull(),
    reason: text('reason', { enum: ['DOUBLE_SPEND', 'NOT_VALID'] }).notNull(),
    /** The redemption that came first, for a double spend. */
    firstRedemptionId: id('first_redemption_id').references(() => redemptions.id),
    confirmedAt: at('confirmed_at').notNull(),
    reportedAt: at('reported_at').notNull(),
  },
  (t) => [
    uniqueIndex('redemption_conflicts_client_idx').on(t.clientId),
    // Every redemption the history lists asks whether a double spend points at it.
    index('redemption_conflicts_first_idx').on(t.firstRedemptionId),
    check('redemption_conflicts_reason_check', sql`${t.reason} in ('DOUBLE_SPEND', 'NOT_VALID')`),
  ],
);

/**
 * Typed codes tried and not (yet) found right, per staff member and per voucher or coupon they
 * name: a typed code's six digits are checked by the server only, and these rows bound how many
 * guesses anyone gets (REDEEM_TYPED_MISSES_*, per REDEEM_TYPED_MISS_WINDOW_MS). A try is written
 * before it is checked and deleted when it was right, so concurrent guesses count too. The target
 * may not exist (a guessed id): no reference.
 */
export const redemptionTypedMisses = pgTable(
  'redemption_typed_misses',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: id('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    kind: text('kind', { enum: ['V', 'C'] }).notNull(),
    targetId: id('target_id').notNull(),
    missedAt: at('missed_at').notNull(),
  },
  (t) => [
    index('redemption_typed_misses_staff_idx').on(t.staffId, t.missedAt),
    index('redemption_typed_misses_target_idx').on(t.targetId, t.kind, t.missedAt),
    check('redemption_typed_misses_kind_check', sql`${t.kind} in ('V', 'C')`),
  ],
);
