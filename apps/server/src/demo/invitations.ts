import {
  INVITE_REWARDS_PER_DAY,
  INVITE_REWARDS_TOTAL,
  INVITE_REWARD_HOLD_MS,
} from '@lahap/contract/invitations/rules';
import { formatRupiah } from '@lahap/contract/format';
import { couponBatches, couponTemplates, invitationPrograms } from '../db/schema/index.js';
import type { SeedStep } from '../seed/seed-step.js';
import { t3 } from './text.js';

const DAY_MS = 86_400_000;
/** The invitation programme and its two reward envelopes (GRANT batches: only a reward gives them). */
export const INVITATION_PROGRAM_ID = 47_000_001;
export const INVITER_REWARD_BATCH_ID = 45_000_501;
export const INVITEE_REWARD_BATCH_ID = 45_000_502;

const REWARDS = [
  { templateId: 44_000_501, batchId: INVITER_REWARD_BATCH_ID, amount: 20_000, minimum: 50_000, days: 30 },
  { templateId: 44_000_502, batchId: INVITEE_REWARD_BATCH_ID, amount: 15_000, minimum: 40_000, days: 30 },
] as const;

/** Inviting friends: a red envelope for each side on the friend's first paid order. */
export const invitationsDemoSeed: SeedStep = {
  name: 'invitations-demo',
  async run(db, { now: clock = Date.now }) {
    const now = clock();
    for (const reward of REWARDS) {
      await db.insert(couponTemplates).values({
        id: reward.templateId,
        merchantId: 0,
        business: 'LOCAL_LIFE',
        name: t3(
          `Angpao undangan ${formatRupiah(reward.amount)}`,
          `${formatRupiah(reward.amount)} invitation red envelope`,
          `${formatRupiah(reward.amount)} 邀请红包`,
        ),
        subtitle: t3(
          `Min. pesanan ${formatRupiah(reward.minimum)}`,
          `Min. order ${formatRupiah(reward.minimum)}`,
          `订单满 ${formatRupiah(reward.minimum)} 可用`,
        ),
        logoUrl: '',
        discountAmount: reward.amount,
        minimumSpend: reward.minimum,
        validDays: reward.days,
      });
      await db.insert(couponBatches).values({
        id: reward.batchId,
        templateId: reward.templateId,
        totalQuantity: 100_000,
        remainingQuantity: 100_000,
        // A reward per friend: the inviter's batch gives as many as the programme's total cap.
        receiveTimesLimit: INVITE_REWARDS_TOTAL,
        receiveTimesDailyLimit: -1,
        claimChannel: 'GRANT',
        startsAt: new Date(now - DAY_MS),
        endsAt: new Date(now + 365 * DAY_MS),
      });
    }
    await db.insert(invitationPrograms).values({
      id: INVITATION_PROGRAM_ID,
      inviterBatchId: INVITER_REWARD_BATCH_ID,
      inviteeBatchId: INVITEE_REWARD_BATCH_ID,
      holdMs: INVITE_REWARD_HOLD_MS,
      dailyCap: INVITE_REWARDS_PER_DAY,
      totalCap: INVITE_REWARDS_TOTAL,
      adjustUrl: '/platform/downloadLahap',
    });
  },
};
