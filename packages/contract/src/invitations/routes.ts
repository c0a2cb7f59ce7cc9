import { route } from '../endpoint.js';
import { INVITATION_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * Invitations. The landing's query needs no login (the friend has no account yet); the rest are
 * the inviter's own. Every POST is signed.
 */
export const INVITATION_ROUTES = {
  detail: route<typeof S.inviteDetailBodySchema, undefined, typeof S.inviteDetailDataSchema>({
    method: 'POST',
    path: INVITATION_PATHS.detail,
    auth: 'required',
  }),
  rewardList: route<typeof S.inviteRewardListBodySchema, undefined, typeof S.inviteRewardListDataSchema>({
    method: 'POST',
    path: INVITATION_PATHS.rewardList,
    auth: 'required',
  }),
  rewardStatistics: route<
    typeof S.inviteStatisticsBodySchema,
    undefined,
    typeof S.inviteStatisticsDataSchema
  >({
    method: 'POST',
    path: INVITATION_PATHS.rewardStatistics,
    auth: 'required',
  }),
  config: route<typeof S.inviteConfigBodySchema, undefined, typeof S.inviteConfigDataSchema>({
    method: 'POST',
    path: INVITATION_PATHS.config,
    auth: 'optional',
  }),
  query: route<typeof S.inviteQueryBodySchema, undefined, typeof S.inviteQueryDataSchema>({
    method: 'POST',
    path: INVITATION_PATHS.query,
    auth: 'optional',
  }),
  share: route<typeof S.inviteShareBodySchema, undefined, typeof S.inviteShareDataSchema>({
    method: 'POST',
    path: INVITATION_PATHS.share,
    auth: 'required',
  }),
  poster: route<undefined, typeof S.invitePosterQuerySchema, typeof S.invitePosterDataSchema>({
    method: 'GET',
    path: `${INVITATION_PATHS.poster}/:inviteCode`,
    auth: 'ignore',
    answer: 'file',
  }),
} as const;
