import { endpoint } from '../endpoint.js';
import { INVITATION_ROUTES as R } from './routes.js';
import * as S from './schemas.js';

const tag = 'invitations';

/** Inviting friends, with its schemas and docs (docs/api.md "Invitations"). */
export const INVITATION_ENDPOINTS = {
  detail: endpoint(R.detail, {
    body: S.inviteDetailBodySchema,
    data: S.inviteDetailDataSchema,
    summary: 'invite/detail — my invite code, link and poster, and how many friends came',
    tag,
  }),
  rewardList: endpoint(R.rewardList, {
    body: S.inviteRewardListBodySchema,
    data: S.inviteRewardListDataSchema,
    summary: "invite/reward/list — my invited friends, newest first, each reward's progress",
    tag,
  }),
  rewardStatistics: endpoint(R.rewardStatistics, {
    body: S.inviteStatisticsBodySchema,
    data: S.inviteStatisticsDataSchema,
    summary: 'invite/reward/statistics — friends invited, ordered and rewarded; earned and held amounts',
    tag,
  }),
  config: endpoint(R.config, {
    body: S.inviteConfigBodySchema,
    data: S.inviteConfigDataSchema,
    summary: "invite/config — the programme: both rewards, the hold, the caps, the landing's pictures",
    tag,
  }),
  query: endpoint(R.query, {
    body: S.inviteQueryBodySchema,
    data: S.inviteQueryDataSchema,
    summary: "invite/query — an invite code's inviter and the landing's pictures (guests too); 1011001",
    tag,
  }),
  share: endpoint(R.share, {
    body: S.inviteShareBodySchema,
    data: S.inviteShareDataSchema,
    summary: 'invite/share (ours) — records that I shared my invitation, and how',
    tag,
  }),
  poster: endpoint(R.poster, {
    query: S.invitePosterQuerySchema,
    data: S.invitePosterDataSchema,
    summary:
      'invite/poster/<code>?lang= (ours) — the POSTER_01 share: a PNG with the code and a QR of the link; 1011001',
    tag,
  }),
} as const;
