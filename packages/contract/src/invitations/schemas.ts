import { z } from 'zod';
import { pageInfoSchema } from '../coupons/schemas.js';
import { localizedTextSchema } from '../discovery/schemas.js';
import { SHARE_TYPES } from '../enums.js';
import { bodyOf } from '../envelope.js';
import {
  INVITE_CODE_PATTERN,
  INVITE_LIST_PAGE_SIZE,
  REFERRAL_STATUSES,
  REFERRAL_UNABLE_REASONS,
} from './rules.js';

/**
 * Invitations (spec §3 "Invitation", §4 "Invitation progress", §7 `/invite/*`). Refusals: the
 * 10110xx range — `1011001` an invite code no one has.
 */
const rupiah = z.number().int().nonnegative();
const epochMs = z.number().int().nonnegative();

export const inviteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(INVITE_CODE_PATTERN, 'not an invite code');

// ── detail ───────────────────────────────────────────────────────────────────

export const inviteDetailBodySchema = bodyOf({});
export const inviteDetailDataSchema = z.object({
  inviteCode: z.string(),
  /** The landing page's address with my code, to share. */
  inviteLink: z.string(),
  /** The poster (POSTER_01): an image with my code and a QR of the link. */
  posterUrl: z.string(),
  invitedCount: z.number().int().nonnegative(),
  rewardedCount: z.number().int().nonnegative(),
});
export type InviteDetailData = z.infer<typeof inviteDetailDataSchema>;

// ── the reward list and its statistics ───────────────────────────────────────

export const inviteRewardListBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(INVITE_LIST_PAGE_SIZE),
});
export const inviteRewardItemSchema = z.object({
  referralId: z.string(),
  /** The friend's nickname, else their phone with the middle hidden. */
  friendName: z.string(),
  headPortrait: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  /** Why it cannot complete (UNABLE_TO_COMPLETE only). */
  reason: z.enum(REFERRAL_UNABLE_REASONS).nullable(),
  registeredAt: epochMs,
  /** PLACED_ORDER: when the held reward is released, unless the order is refunded first. */
  holdUntil: epochMs.nullable(),
  rewardedAt: epochMs.nullable(),
  /** My reward for this friend: earned, or to come while the referral can still complete. */
  rewardAmount: rupiah,
});
export type InviteRewardItem = z.infer<typeof inviteRewardItemSchema>;
export const inviteRewardListDataSchema = z.object({
  list: z.array(inviteRewardItemSchema),
  pageInfoVO: pageInfoSchema,
});
export type InviteRewardListData = z.infer<typeof inviteRewardListDataSchema>;

export const inviteStatisticsBodySchema = bodyOf({});
export const inviteStatisticsDataSchema = z.object({
  invitedCount: z.number().int().nonnegative(),
  /** Friends whose first order is paid (held or earned). */
  orderedCount: z.number().int().nonnegative(),
  rewardedCount: z.number().int().nonnegative(),
  /** What I have earned, and what is held on paid orders. */
  earnedAmount: rupiah,
  pendingAmount: rupiah,
});
export type InviteStatisticsData = z.infer<typeof inviteStatisticsDataSchema>;

// ── config ───────────────────────────────────────────────────────────────────

export const inviteConfigBodySchema = bodyOf({});
export const inviteRewardSchema = z.object({
  amount: rupiah,
  minimumSpend: rupiah,
  name: localizedTextSchema,
});
export const inviteConfigDataSchema = z.object({
  inviterReward: inviteRewardSchema,
  inviteeReward: inviteRewardSchema,
  holdHours: z.number().int().positive(),
  dailyCap: z.number().int().positive(),
  totalCap: z.number().int().positive(),
  inviteeBackgroundImage: localizedTextSchema,
  /** The app's deep link the landing's open-app button follows. */
  adjustUrl: z.string(),
});
export type InviteConfigData = z.infer<typeof inviteConfigDataSchema>;

// ── query (the landing) ──────────────────────────────────────────────────────

export const inviteQueryBodySchema = bodyOf({ inviteCode: inviteCodeSchema });
export const inviteQueryDataSchema = z.object({
  inviterInfo: z.object({ userName: z.string(), headPortrait: z.string().nullable() }),
  inviteConfigInfo: z.object({
    inviteeBackgroundImage: localizedTextSchema,
    adjustUrl: z.string(),
    /** What the friend gets (the landing's promise). */
    inviteeReward: inviteRewardSchema,
  }),
});
export type InviteQueryData = z.infer<typeof inviteQueryDataSchema>;

// ── share ────────────────────────────────────────────────────────────────────

export const inviteShareBodySchema = bodyOf({ shareType: z.enum(SHARE_TYPES) });
export const inviteShareDataSchema = z.object({ shareCount: z.number().int().nonnegative() });

// ── poster (GET, an image) ───────────────────────────────────────────────────

export const invitePosterQuerySchema = z.object({ lang: z.string().max(16).optional() });
export const invitePosterDataSchema = z.null();
