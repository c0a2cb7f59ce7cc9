import type { ReferralUnableReason } from '@lahap/contract/invitations/rules';
import type { Outbox } from '../../plugins/outbox.js';
import type { CouponsService } from '../coupons/index.js';
import { type RewardDeps, releaseReward } from './referral-rewards.js';
import { referralStatements } from './referral-statements.js';

/**
 * The invitations module hears of registrations, orders and vouchers through the domain events
 * only. Each reaction is a guarded statement (or a release that checks its state under a lock),
 * so an event delivered twice changes nothing the second time.
 */
export function subscribeToReferralEvents(
  outbox: Outbox,
  deps: RewardDeps & { coupons: Pick<CouponsService, 'grantWithin' | 'batchValues'> },
): void {
  // A friend registered with an invite code: the referral is written, completable or not.
  outbox.subscribe('customer.registered', 'invitations.referral', async (event, tx) => {
    const { userId: inviteeUserId, referral } = event.payload;
    if (!referral) return;
    const statements = referralStatements(tx);
    const inviteCode = referral.inviteCode.toUpperCase();
    const inviterUserId = await statements.ownerOf(inviteCode);
    const program = await statements.program();
    if (inviterUserId === undefined || inviterUserId === inviteeUserId || !program) return;
    const values = await deps.coupons.batchValues([program.inviter_batch_id], tx);
    const unableReason: ReferralUnableReason | null = referral.phoneHeldBefore
      ? 'PHONE_HELD_BEFORE'
      : referral.deviceId === null
        ? 'DEVICE_UNKNOWN'
        : (await statements.isInviterDevice(inviterUserId, referral.deviceId))
          ? 'SELF_INVITE'
          : null;
    const row = {
      inviterUserId,
      inviteeUserId,
      inviteCode,
      shareMethod: referral.shareMethod,
      deviceId: referral.deviceId,
      unableReason,
      inviterRewardAmount: values.get(program.inviter_batch_id)?.amount ?? 0,
      at: event.occurredAt,
    };
    if (await statements.insert(row)) return;
    if (await statements.ofInvitee(inviteeUserId)) return;
    // The device registered another friend of this inviter that can still complete.
    await statements.insert({ ...row, unableReason: 'DEVICE_REUSED' });
  });

  outbox.subscribe('order.placed', 'invitations.order-placed', async (event, tx) => {
    await referralStatements(tx).orderPlaced(event.payload.userId, event.payload.orderId);
  });

  outbox.subscribe('order.cancelled', 'invitations.order-cancelled', async (event, tx) => {
    await referralStatements(tx).orderCancelled(event.payload.userId, event.payload.orderId);
  });

  // The friend's first paid order: the reward is held until it can no longer be refunded in full.
  outbox.subscribe('order.paid', 'invitations.order-paid', async (event, tx) => {
    const statements = referralStatements(tx);
    const program = await statements.program();
    if (!program) return;
    const at = event.occurredAt;
    const { userId, orderId } = event.payload;
    if (!(await statements.orderPaid(userId, orderId, at, at + program.hold_ms))) return;
    if (program.hold_ms === 0) {
      const referral = await statements.ofInvitee(userId);
      if (referral) await releaseReward(tx, referral.id, deps);
    }
  });

  // A voucher of the order was used: it can no longer be refunded in full, the hold ends now.
  outbox.subscribe('voucher.redeemed', 'invitations.hold-ended', async (event, tx) => {
    const referralId = await referralStatements(tx).endHold(event.payload.orderId, deps.now());
    if (referralId) await releaseReward(tx, referralId, deps);
  });

  // Refunded while held: the reward is void.
  outbox.subscribe('voucher.refunded', 'invitations.reward-voided', async (event, tx) => {
    await referralStatements(tx).voidHeld(event.payload.orderId);
  });
}
