import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  InviteConfigData,
  InviteDetailData,
  InviteQueryData,
  InviteRewardListData,
  InviteStatisticsData,
} from '@lahap/contract/invitations/schemas';
import { invitePosterHref } from '@lahap/contract/invitations/paths';
import { inviteCodeSchema } from '@lahap/contract/invitations/schemas';
import type { ShareType } from '@lahap/contract/enums';
import type { Locale } from '@lahap/contract/locale';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { CouponsService } from '../coupons/index.js';
import type { IdentityService } from '../identity/index.js';
import { newInviteCode } from './invite-code.js';
import { renderInvitePoster } from './invite-poster.js';
import { type ProgramRow, referralStatements } from './referral-statements.js';

/** The landing of an invitation, as the link carries it (spec §2 friendActivity). */
export function inviteLinkOf(
  origin: string,
  inviteCode: string,
  shareType: ShareType = 'INVITE_LINK',
): string {
  const query = new URLSearchParams({ inviteCode, shareType });
  return `${origin}/platform/inviteFriends/friendActivity?${query.toString()}`;
}

export interface InvitationDeps {
  db: Database;
  coupons: Pick<CouponsService, 'batchValues'>;
  profiles: Pick<IdentityService['profiles'], 'publicProfiles'>;
  now: Clock;
}

const unknownCode = () => new DomainError(ERROR_CODES.INVITE_CODE_UNKNOWN, 404);

/** The inviter's calls and the landing's query. */
export function createInvitationService(deps: InvitationDeps) {
  const statements = referralStatements(deps.db);

  async function codeOf(userId: number): Promise<string> {
    const existing = await statements.codeOf(userId);
    if (existing) return existing;
    // A drawn code may be someone's already: draw again (31^8 codes make a second try rare).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = await statements.takeCode(userId, newInviteCode(), deps.now());
      if (code) return code;
    }
    throw new Error('could not draw a free invite code');
  }

  async function liveProgram(): Promise<ProgramRow> {
    const program = await statements.program();
    if (!program) throw new DomainError(ERROR_CODES.ACTIVITY_UNAVAILABLE);
    return program;
  }

  async function rewardsOf(program: ProgramRow) {
    const values = await deps.coupons.batchValues([program.inviter_batch_id, program.invitee_batch_id]);
    const none = { amount: 0, minimumSpend: 0, name: {} };
    return {
      inviterReward: values.get(program.inviter_batch_id) ?? none,
      inviteeReward: values.get(program.invitee_batch_id) ?? none,
    };
  }

  return {
    codeOf,

    /** My code, link and poster; the device is remembered as mine (a friend on it is me). */
    async detail(
      userId: number,
      context: { origin: string; locale: Locale; deviceId?: string },
    ): Promise<InviteDetailData> {
      const inviteCode = await codeOf(userId);
      if (context.deviceId) await statements.noteDevice(userId, context.deviceId, deps.now());
      const counts = await statements.statistics(userId);
      return {
        inviteCode,
        inviteLink: inviteLinkOf(context.origin, inviteCode),
        posterUrl: invitePosterHref(inviteCode, context.locale),
        invitedCount: counts.invited,
        rewardedCount: counts.rewarded,
      };
    },

    async rewardList(
      userId: number,
      page: { pageNo: number; pageSize: number },
    ): Promise<InviteRewardListData> {
      const rows = await statements.page(userId, (page.pageNo - 1) * page.pageSize, page.pageSize + 1);
      const shown = rows.slice(0, page.pageSize);
      const friends = await deps.profiles.publicProfiles(shown.map((row) => row.invitee_user_id));
      return {
        list: shown.map((row) => ({
          referralId: row.id,
          friendName: friends.get(row.invitee_user_id)?.userName ?? '',
          headPortrait: friends.get(row.invitee_user_id)?.headPortrait ?? null,
          status: row.status,
          reason: row.unable_reason,
          registeredAt: row.registered_at_ms,
          holdUntil: row.status === 'PLACED_ORDER' ? row.hold_until_ms : null,
          rewardedAt: row.rewarded_at_ms,
          rewardAmount: row.status === 'UNABLE_TO_COMPLETE' ? 0 : row.inviter_reward_amount,
        })),
        pageInfoVO: { hasMore: rows.length > page.pageSize },
      };
    },

    async statistics(userId: number): Promise<InviteStatisticsData> {
      const counts = await statements.statistics(userId);
      return {
        invitedCount: counts.invited,
        orderedCount: counts.ordered,
        rewardedCount: counts.rewarded,
        earnedAmount: counts.earned,
        pendingAmount: counts.pending,
      };
    },

    async config(): Promise<InviteConfigData> {
      const program = await liveProgram();
      return {
        ...(await rewardsOf(program)),
        holdHours: Math.round(program.hold_ms / 3_600_000),
        dailyCap: program.daily_cap,
        totalCap: program.total_cap,
        inviteeBackgroundImage: program.invitee_background_image,
        adjustUrl: program.adjust_url,
      };
    },

    /** The landing's inviter; 1011001 for a code no one has. */
    async query(inviteCode: string): Promise<InviteQueryData> {
      const inviterUserId = await statements.ownerOf(inviteCode);
      if (inviterUserId === undefined) throw unknownCode();
      const program = await liveProgram();
      const inviter = (await deps.profiles.publicProfiles([inviterUserId])).get(inviterUserId);
      if (!inviter) throw unknownCode();
      return {
        inviterInfo: { userName: inviter.userName, headPortrait: inviter.headPortrait },
        inviteConfigInfo: {
          inviteeBackgroundImage: program.invitee_background_image,
          adjustUrl: program.adjust_url,
          inviteeReward: (await rewardsOf(program)).inviteeReward,
        },
      };
    },

    async share(
      userId: number,
      shareType: ShareType,
      deviceId: string | undefined,
    ): Promise<{ shareCount: number }> {
      const at = deps.now();
      if (deviceId) await statements.noteDevice(userId, deviceId, at);
      return { shareCount: await statements.recordShare(userId, shareType, at) };
    },

    /**
     * Who sent a code, for a shared link's preview; null for a code no one has. No language is
     * kept per customer, so the preview's falls back to the link's or Indonesian.
     */
    async inviter(inviteCode: string): Promise<{ name: string; locale: null } | null> {
      const code = inviteCodeSchema.safeParse(inviteCode);
      const inviterUserId = code.success ? await statements.ownerOf(code.data) : undefined;
      if (inviterUserId === undefined) return null;
      const inviter = (await deps.profiles.publicProfiles([inviterUserId])).get(inviterUserId);
      return inviter ? { name: inviter.userName, locale: null } : null;
    },

    /** The POSTER_01 image of a code, in a language; 1011001 for a code no one has. */
    async poster(inviteCode: string, context: { origin: string; locale: Locale }): Promise<Buffer> {
      const inviterUserId = await statements.ownerOf(inviteCode);
      if (inviterUserId === undefined) throw unknownCode();
      const inviter = (await deps.profiles.publicProfiles([inviterUserId])).get(inviterUserId);
      return renderInvitePoster({
        inviterName: inviter?.userName ?? '',
        inviteCode,
        link: inviteLinkOf(context.origin, inviteCode, 'POSTER_01'),
        locale: context.locale,
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
