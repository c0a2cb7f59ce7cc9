import type { Job } from '../../jobs/job.js';
import { releaseReward } from './referral-rewards.js';
import { referralStatements } from './referral-statements.js';

const BATCH = 50;

/**
 * Releases the held invitation rewards whose 24 hours have passed, each in its own transaction;
 * a release the redemption of a voucher already made, or another process is making, moves nothing.
 */
export const invitationRewardJob: Job = {
  name: 'invitation-reward-release',
  everyMs: 60_000,
  async run(app) {
    const due = await referralStatements(app.db).dueReleases(app.invitationRewards.now(), BATCH);
    for (const referralId of due) {
      await app.db.transaction((tx) => releaseReward(tx, referralId, app.invitationRewards));
    }
    return due.length;
  },
};
