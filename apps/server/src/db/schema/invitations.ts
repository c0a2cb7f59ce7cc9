/** Tables of the invitations module (modules/invitations): invite codes, referrals and their rewards. */
import type { LocalizedText } from '@lahap/contract/locale';
import { REFERRAL_STATUSES, REFERRAL_UNABLE_REASONS } from '@lahap/contract/invitations/rules';
import { SHARE_TYPES } from '@lahap/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couponBatches } from './catalog.js';
import { users } from './identity.js';

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The programme: which GRANT batches reward each side, the hold, the caps, the landing's
 * pictures. One live row (status ON); the newest live one applies.
 */
export const invitationPrograms = pgTable(
  'invitation_programs',
  {
    id: id('id').primaryKey(),
    inviterBatchId: id('inviter_batch_id')
      .notNull()
      .references(() => couponBatches.id),
    inviteeBatchId: id('invitee_batch_id')
      .notNull()
      .references(() => couponBatches.id),
    holdMs: bigint('hold_ms', { mode: 'number' }).notNull(),
    dailyCap: integer('daily_cap').notNull(),
    totalCap: integer('total_cap').notNull(),
    inviteeBackgroundImage: jsonb('invitee_background_image').$type<LocalizedText>().notNull().default({}),
    adjustUrl: text('adjust_url').notNull().default(''),
    status: text('status', { enum: ['ON', 'OFF'] })
      .notNull()
      .default('ON'),
  },
  (t) => [
    check('invitation_programs_caps_check', sql`${t.dailyCap} > 0 and ${t.totalCap} >= ${t.dailyCap}`),
    check('invitation_programs_hold_check', sql`${t.holdMs} >= 0`),
  ],
);

/** Each customer's invite code, made the first time they open their invitation. */
export const inviteCodes = pgTable('invite_codes', {
  userId: id('user_id')
    .primaryKey()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/**
 * The devices an inviter used while inviting (their invitation's calls): a friend registering on
 * one of them is the inviter themself.
 */
export const inviterDevices = pgTable(
  'inviter_devices',
  {
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/** Each share of an invitation, and how (spec §3 share types). */
export const inviteShares = pgTable(
  'invite_shares',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: id('user_id')
      .notNull()
      .references(() => users.id),
    shareType: text('share_type', { enum: SHARE_TYPES }).notNull(),
    sharedAt: at('shared_at').notNull(),
  },
  (t) => [
    index('invite_shares_user_idx').on(t.userId),
    check('invite_shares_type_check', sql`${t.shareType} in (${inList(SHARE_TYPES)})`),
  ],
);

/**
 * A friend who registered with an invite code. One per invitee. Its status moves REGISTERED →
 * PENDING_ORDER → PLACED_ORDER → REWARD_EARNED, or to UNABLE_TO_COMPLETE with a reason; every
 * move is one guarded update, so an event delivered twice moves it once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    inviterUserId: id('inviter_user_id')
      .notNull()
      .references(() => users.id),
    inviteeUserId: id('invitee_user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    inviteCode: text('invite_code').notNull(),
    shareMethod: text('share_method', { enum: SHARE_TYPES }),
    deviceId: text('device_id'),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull(),
    unableReason: text('unable_reason', { enum: REFERRAL_UNABLE_REASONS }),
    /** The order placed and waiting for payment (PENDING_ORDER), then the first paid one. */
    orderId: id('order_id'),
    registeredAt: at('registered_at').notNull(),
    paidAt: at('paid_at'),
    holdUntil: at('hold_until'),
    rewardedAt: at('rewarded_at'),
    /** The Jakarta day the reward was earned, for the daily cap. */
    rewardDay: text('reward_day'),
    inviterRewardAmount: integer('inviter_reward_amount').notNull(),
  },
  (t) => [
    index('referrals_inviter_idx').on(t.inviterUserId, t.registeredAt),
    // One friend per device per inviter: a second registration on the device cannot complete.
    uniqueIndex('referrals_inviter_device_idx')
      .on(t.inviterUserId, t.deviceId)
      .where(sql`${t.status} <> 'UNABLE_TO_COMPLETE'`),
    index('referrals_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'PLACED_ORDER'`),
    check('referrals_status_check', sql`${t.status} in (${inList(REFERRAL_STATUSES)})`),
    check(
      'referrals_unable_check',
      sql`(${t.status} = 'UNABLE_TO_COMPLETE') = (${t.unableReason} is not null)`,
    ),
    check(
      'referrals_placed_check',
      sql`${t.status} not in ('PLACED_ORDER', 'REWARD_EARNED') or (${t.orderId} is not null and ${t.holdUntil} is not null)`,
    ),
  ],
);
