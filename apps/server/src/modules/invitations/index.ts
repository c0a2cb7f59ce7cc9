import { API_BASE } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { ServerModule } from '../module.js';
import { invitationRewardJob } from './jobs.js';
import { type InvitationService, createInvitationService } from './invitation-service.js';
import type { RewardDeps } from './referral-rewards.js';
import { subscribeToReferralEvents } from './referral-events.js';
import { invitationRoutes } from './routes.js';

export { invitationRewardJob } from './jobs.js';
export type { InvitationService } from './invitation-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Inviting friends: codes, links, posters, referrals and their rewards. */
    invitations: InvitationService;
    /** What releasing a held reward needs (the release job). */
    invitationRewards: RewardDeps;
  }
}

const invitationsPlugin = fp<{ now?: Clock }>(
  async (app, options) => {
    const now = options.now ?? systemClock;
    const rewards: RewardDeps = { coupons: app.coupons, outbox: app.outbox, now, log: app.log };
    subscribeToReferralEvents(app.outbox, { ...rewards, coupons: app.coupons });
    app.decorate('invitationRewards', rewards);
    app.decorate(
      'invitations',
      createInvitationService({ db: app.db, coupons: app.coupons, profiles: app.identity.profiles, now }),
    );
  },
  { name: 'invitations', dependencies: ['database', 'outbox', 'identity', 'coupons'] },
);

/**
 * The invitations module: invite codes, links and posters, and referrals that earn both sides a
 * red envelope on the friend's first paid order, heard through the order and voucher events.
 */
export const invitationsModule: ServerModule = {
  name: 'invitations',
  service: (app, build) => app.register(invitationsPlugin, { now: build.now }),
  routes: (app) => app.register(invitationRoutes, { prefix: API_BASE }),
  jobs: [invitationRewardJob],
  seedSteps: async () => [(await import('../../demo/invitations.js')).invitationsDemoSeed],
};
