import type { ReferralStatus, ReferralUnableReason } from '@lahap/contract/invitations/rules';
import type { ShareType } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** The live programme, as the module decides on it. */
export interface ProgramRow {
  id: string;
  inviter_batch_id: string;
  invitee_batch_id: string;
  hold_ms: number;
  daily_cap: number;
  total_cap: number;
  invitee_background_image: LocalizedText;
  adjust_url: string;
}

export interface ReferralRow {
  id: string;
  inviter_user_id: number;
  invitee_user_id: number;
  status: ReferralStatus;
  unable_reason: ReferralUnableReason | null;
  order_id: string | null;
  registered_at_ms: number;
  hold_until_ms: number | null;
  rewarded_at_ms: number | null;
  inviter_reward_amount: number;
}

const REFERRAL_COLUMNS = sql`r.id::text as id, r.inviter_user_id::float8 as inviter_user_id,
  r.invitee_user_id::float8 as invitee_user_id, r.status, r.unable_reason, r.order_id::text as order_id,
  (extract(epoch from r.registered_at) * 1000)::float8 as registered_at_ms,
  (extract(epoch from r.hold_until) * 1000)::float8 as hold_until_ms,
  (extract(epoch from r.rewarded_at) * 1000)::float8 as rewarded_at_ms,
  r.inviter_reward_amount`;

export interface NewReferral {
  inviterUserId: number;
  inviteeUserId: number;
  inviteCode: string;
  shareMethod: ShareType | null;
  deviceId: string | null;
  unableReason: ReferralUnableReason | null;
  inviterRewardAmount: number;
  at: number;
}

/** Every statement of the invitations module, on a connection or inside a transaction. */
export function referralStatements(db: Executor) {
  return {
    async program(): Promise<ProgramRow | undefined> {
      const rows = await rowsOf<ProgramRow>(
        db,
        sql`select id::text as id, inviter_batch_id::text as inviter_batch_id,
            invitee_batch_id::text as invitee_batch_id, hold_ms::float8 as hold_ms, daily_cap, total_cap,
            invitee_background_image, adjust_url
          from invitation_programs where status = 'ON' order by id desc limit 1`,
      );
      return rows[0];
    },

    async codeOf(userId: number): Promise<string | undefined> {
      const rows = await rowsOf<{ code: string }>(
        db,
        sql`select code from invite_codes where user_id = ${userId}`,
      );
      return rows[0]?.code;
    },

    /** Gives the user this code unless they have one or it is taken; the user's code after. */
    async takeCode(userId: number, code: string, at: number): Promise<string | undefined> {
      await db.execute(
        sql`insert into invite_codes (user_id, code, created_at) values (${userId}, ${code}, ${timestampAt(at)})
          on conflict do nothing`,
      );
      const rows = await rowsOf<{ code: string }>(
        db,
        sql`select code from invite_codes where user_id = ${userId}`,
      );
      return rows[0]?.code;
    },

    async ownerOf(code: string): Promise<number | undefined> {
      const rows = await rowsOf<{ user_id: number }>(
        db,
        sql`select user_id::float8 as user_id from invite_codes where code = ${code}`,
      );
      return rows[0]?.user_id;
    },

    /**
     * Locks the inviter's code row: every reward decision of one inviter waits on it, so two
     * friends' rewards released at once cannot both slip under a cap.
     */
    async lockInviter(userId: number): Promise<void> {
      await db.execute(sql`select 1 from invite_codes where user_id = ${userId} for update`);
    },

    async noteDevice(userId: number, deviceId: string, at: number): Promise<void> {
      await db.execute(
        sql`insert into inviter_devices (user_id, device_id, first_seen_at)
          values (${userId}, ${deviceId}, ${timestampAt(at)}) on conflict do nothing`,
      );
    },

    async isInviterDevice(userId: number, deviceId: string): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 from inviter_devices where user_id = ${userId} and device_id = ${deviceId}`,
      );
      return rows.length > 0;
    },

    async recordShare(userId: number, shareType: ShareType, at: number): Promise<number> {
      await db.execute(
        sql`insert into invite_shares (user_id, share_type, shared_at) values (${userId}, ${shareType}, ${timestampAt(at)})`,
      );
      const rows = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::float8 as n from invite_shares where user_id = ${userId}`,
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Writes the referral unless the invitee has one, or (while it can complete) the device
     * registered a friend of this inviter already; the new id, or undefined.
     */
    async insert(referral: NewReferral): Promise<string | undefined> {
      const status: ReferralStatus = referral.unableReason ? 'UNABLE_TO_COMPLETE' : 'REGISTERED';
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`insert into referrals (inviter_user_id, invitee_user_id, invite_code, share_method, device_id,
            status, unable_reason, registered_at, inviter_reward_amount)
          values (${referral.inviterUserId}, ${referral.inviteeUserId}, ${referral.inviteCode},
            ${referral.shareMethod}, ${referral.deviceId}, ${status}, ${referral.unableReason},
            ${timestampAt(referral.at)}, ${referral.inviterRewardAmount})
          on conflict do nothing returning id::text as id`,
      );
      return rows[0]?.id;
    },

    async ofInvitee(inviteeUserId: number): Promise<ReferralRow | undefined> {
      const rows = await rowsOf<ReferralRow>(
        db,
        sql`select ${REFERRAL_COLUMNS} from referrals r where r.invitee_user_id = ${inviteeUserId}`,
      );
      return rows[0];
    },

    async byId(referralId: string): Promise<ReferralRow | undefined> {
      const rows = await rowsOf<ReferralRow>(
        db,
        sql`select ${REFERRAL_COLUMNS} from referrals r where r.id = ${referralId}::bigint`,
      );
      return rows[0];
    },

    /** REGISTERED → PENDING_ORDER: the friend placed an order that waits for payment. */
    async orderPlaced(inviteeUserId: number, orderId: string): Promise<void> {
      await db.execute(
        sql`update referrals set status = 'PENDING_ORDER', order_id = ${orderId}::bigint
          where invitee_user_id = ${inviteeUserId} and status = 'REGISTERED'`,
      );
    },

    /** PENDING_ORDER → REGISTERED: that order was cancelled unpaid. */
    async orderCancelled(inviteeUserId: number, orderId: string): Promise<void> {
      await db.execute(
        sql`update referrals set status = 'REGISTERED', order_id = null
          where invitee_user_id = ${inviteeUserId} and status = 'PENDING_ORDER' and order_id = ${orderId}::bigint`,
      );
    },

    /** The first paid order: the reward is held until `holdUntil`. False when it was not the first. */
    async orderPaid(inviteeUserId: number, orderId: string, at: number, holdUntil: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`update referrals set status = 'PLACED_ORDER', order_id = ${orderId}::bigint,
            paid_at = ${timestampAt(at)}, hold_until = ${timestampAt(holdUntil)}
          where invitee_user_id = ${inviteeUserId} and status in ('REGISTERED', 'PENDING_ORDER')
          returning 1 as moved`,
      );
      return rows.length > 0;
    },

    /** A held reward's order can no longer be refunded in full: release it now. */
    async endHold(orderId: string, at: number): Promise<string | undefined> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update referrals set hold_until = ${timestampAt(at)}
          where order_id = ${orderId}::bigint and status = 'PLACED_ORDER' and hold_until > ${timestampAt(at)}
          returning id::text as id`,
      );
      return rows[0]?.id;
    },

    /** A held reward whose order was refunded: it cannot complete. */
    async voidHeld(orderId: string): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`update referrals set status = 'UNABLE_TO_COMPLETE', unable_reason = 'ORDER_REFUNDED'
          where order_id = ${orderId}::bigint and status = 'PLACED_ORDER' returning 1 as voided`,
      );
      return rows.length > 0;
    },

    /** Held rewards whose hold has ended, oldest first. */
    async dueReleases(at: number, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id::text as id from referrals where status = 'PLACED_ORDER' and hold_until <= ${timestampAt(at)}
          order by hold_until, id limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /** Rewards the inviter earned on a Jakarta day, and in all. */
    async rewardCounts(inviterUserId: number, day: string): Promise<{ today: number; total: number }> {
      const rows = await rowsOf<{ today: number; total: number }>(
        db,
        sql`select count(*) filter (where reward_day = ${day})::float8 as today, count(*)::float8 as total
          from referrals where inviter_user_id = ${inviterUserId} and status = 'REWARD_EARNED'`,
      );
      return rows[0] ?? { today: 0, total: 0 };
    },

    /** PLACED_ORDER → REWARD_EARNED, if still held and due. */
    async markRewarded(referralId: string, at: number, day: string): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`update referrals set status = 'REWARD_EARNED', rewarded_at = ${timestampAt(at)}, reward_day = ${day}
          where id = ${referralId}::bigint and status = 'PLACED_ORDER' and hold_until <= ${timestampAt(at)}
          returning 1 as rewarded`,
      );
      return rows.length > 0;
    },

    /** PLACED_ORDER → UNABLE_TO_COMPLETE at release (a cap, no envelopes left). */
    async markUnable(referralId: string, reason: ReferralUnableReason): Promise<void> {
      await db.execute(
        sql`update referrals set status = 'UNABLE_TO_COMPLETE', unable_reason = ${reason}
          where id = ${referralId}::bigint and status = 'PLACED_ORDER'`,
      );
    },

    async page(inviterUserId: number, offset: number, limit: number): Promise<ReferralRow[]> {
      return rowsOf<ReferralRow>(
        db,
        sql`select ${REFERRAL_COLUMNS} from referrals r where r.inviter_user_id = ${inviterUserId}
          order by r.registered_at desc, r.id desc limit ${limit} offset ${offset}`,
      );
    },

    async statistics(inviterUserId: number): Promise<{
      invited: number;
      ordered: number;
      rewarded: number;
      earned: number;
      pending: number;
    }> {
      const rows = await rowsOf<{
        invited: number;
        ordered: number;
        rewarded: number;
        earned: number;
        pending: number;
      }>(
        db,
        sql`select count(*)::float8 as invited,
            count(*) filter (where status in ('PLACED_ORDER', 'REWARD_EARNED'))::float8 as ordered,
            count(*) filter (where status = 'REWARD_EARNED')::float8 as rewarded,
            coalesce(sum(inviter_reward_amount) filter (where status = 'REWARD_EARNED'), 0)::float8 as earned,
            coalesce(sum(inviter_reward_amount) filter (where status = 'PLACED_ORDER'), 0)::float8 as pending
          from referrals where inviter_user_id = ${inviterUserId}`,
      );
      return rows[0] ?? { invited: 0, ordered: 0, rewarded: 0, earned: 0, pending: 0 };
    },
  };
}

export type ReferralStatements = ReturnType<typeof referralStatements>;
