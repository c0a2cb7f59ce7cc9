/**
 * The invitation programme's rules (ours; docs/api.md "Invitations"). A referral counts only for
 * a phone that never held an account; its reward, a red envelope for each side, is earned on the
 * invitee's first paid order and held until that order can no longer be refunded in full.
 */

/** How long a reward is held after the first paid order, unless a voucher of it is used first. */
export const INVITE_REWARD_HOLD_MS = 24 * 3_600_000;
/** Rewards one inviter may earn in one Jakarta day; further referrals that day cannot complete. */
export const INVITE_REWARDS_PER_DAY = 5;
/** Rewards one inviter may earn in all. */
export const INVITE_REWARDS_TOTAL = 50;
/** An invite code: 8 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const INVITE_CODE_PATTERN = /^[2-9A-HJ-KM-NP-Z]{8}$/;
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
export const INVITE_LIST_PAGE_SIZE = 20;

/**
 * A referral's progress (spec §4 "Invitation progress"): the friend REGISTERED, has an order
 * waiting for payment (PENDING_ORDER), PLACED_ORDER (paid: the reward is held), REWARD_EARNED,
 * or UNABLE_TO_COMPLETE, with its reason.
 */
export const REFERRAL_STATUSES = [
  'REGISTERED',
  'PENDING_ORDER',
  'PLACED_ORDER',
  'REWARD_EARNED',
  'UNABLE_TO_COMPLETE',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * Why a referral cannot complete: the phone held an account before; the friend registered on a
 * device the inviter uses; the device already registered a friend of this inviter; the
 * registration sent no device; the inviter's daily or total cap was reached; the first paid
 * order was refunded while the reward was held; the reward envelopes ran out.
 */
export const REFERRAL_UNABLE_REASONS = [
  'PHONE_HELD_BEFORE',
  'SELF_INVITE',
  'DEVICE_REUSED',
  'DEVICE_UNKNOWN',
  'DAILY_CAP',
  'TOTAL_CAP',
  'ORDER_REFUNDED',
  'REWARDS_UNAVAILABLE',
] as const;
export type ReferralUnableReason = (typeof REFERRAL_UNABLE_REASONS)[number];
