import { jakartaDay } from '@lahap/contract/jakarta-day';
import type { ReferralUnableReason } from '@lahap/contract/invitations/rules';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { CouponsService } from '../coupons/index.js';
import { referralStatements } from './referral-statements.js';

/** What rewarding needs of the app. */
export interface RewardDeps {
  coupons: Pick<CouponsService, 'grantWithin'>;
  outbox: Outbox;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * Releases one held reward whose hold has ended, inside `tx`: both red envelopes are given and
 * `invitation.rewarded` is published, or the referral cannot complete (a cap, no envelopes
 * left). The inviter's row lock makes the cap checks and the release one step per inviter.
 * Safe to run twice: only a PLACED_ORDER referral past its hold moves.
 */
export async function releaseReward(tx: Executor, referralId: string, deps: RewardDeps): Promise<void> {
  const statements = referralStatements(tx);
  const first = await statements.byId(referralId);
  if (!first || first.status !== 'PLACED_ORDER') return;
  await statements.lockInviter(first.inviter_user_id);
  // Read again under the lock: a concurrent release of the same referral may have just committed.
  const referral = await statements.byId(referralId);
  const at = deps.now();
  if (referral?.status !== 'PLACED_ORDER' || referral.hold_until_ms === null || referral.hold_until_ms > at)
    return;
  const program = await statements.program();
  const day = jakartaDay(at);
  const counts = await statements.rewardCounts(referral.inviter_user_id, day);
  const refusal: ReferralUnableReason | null = !program
    ? 'REWARDS_UNAVAILABLE'
    : counts.total >= program.total_cap
      ? 'TOTAL_CAP'
      : counts.today >= program.daily_cap
        ? 'DAILY_CAP'
        : null;
  if (refusal || !program) {
    await statements.markUnable(referralId, refusal ?? 'REWARDS_UNAVAILABLE');
    return;
  }
  if (!(await grantBoth(tx, referralId, referral, program, deps))) {
    await statements.markUnable(referralId, 'REWARDS_UNAVAILABLE');
    return;
  }
  await statements.markRewarded(referralId, at, day);
  await deps.outbox.publish(tx, 'invitation.rewarded', {
    referralId,
    inviterUserId: referral.inviter_user_id,
    inviteeUserId: referral.invitee_user_id,
  });
}

/**
 * Gives both envelopes under one savepoint: both are given, or (sold out, over a limit) neither.
 * Each grant is keyed by the referral, so a release run again gives nothing twice.
 */
async function grantBoth(
  tx: Executor,
  referralId: string,
  referral: { inviter_user_id: number; invitee_user_id: number },
  program: { inviter_batch_id: string; invitee_batch_id: string },
  deps: RewardDeps,
): Promise<boolean> {
  await tx.execute(sql`savepoint invitation_reward`);
  try {
    await deps.coupons.grantWithin(tx, {
      userId: referral.inviter_user_id,
      batchId: program.inviter_batch_id,
      requestId: `invite:${referralId}:inviter`,
    });
    await deps.coupons.grantWithin(tx, {
      userId: referral.invitee_user_id,
      batchId: program.invitee_batch_id,
      requestId: `invite:${referralId}:invitee`,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await tx.execute(sql`rollback to savepoint invitation_reward`);
    deps.log.warn({ referralId, code: error.code }, 'an invitation reward could not be given');
    return false;
  }
  await tx.execute(sql`release savepoint invitation_reward`);
  return true;
}
