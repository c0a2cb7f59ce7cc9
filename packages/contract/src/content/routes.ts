import { route } from '../endpoint.js';
import { CONTENT_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * The explore feed and the player. Open to guests: a logged-in customer's events carry their id,
 * which is what lets a later paid order count for the video. Every POST is signed.
 */
export const CONTENT_ROUTES = {
  feedPull: route<typeof S.feedPullBodySchema, undefined, typeof S.feedPullDataSchema>({
    method: 'POST',
    path: CONTENT_PATHS.feedPull,
    auth: 'optional',
  }),
  feedDetail: route<typeof S.feedDetailBodySchema, undefined, typeof S.feedRecordSchema>({
    method: 'POST',
    path: CONTENT_PATHS.feedDetail,
    auth: 'optional',
  }),
  feedEvent: route<typeof S.feedEventBodySchema, undefined, typeof S.feedEventDataSchema>({
    method: 'POST',
    path: CONTENT_PATHS.feedEvent,
    auth: 'optional',
  }),
  feedFunnel: route<typeof S.feedFunnelBodySchema, undefined, typeof S.feedFunnelDataSchema>({
    method: 'POST',
    path: CONTENT_PATHS.feedFunnel,
    auth: 'ignore',
  }),
  video: route<undefined, typeof S.videoQuerySchema, typeof S.videoDataSchema>({
    method: 'GET',
    path: `${CONTENT_PATHS.videos}/*`,
    auth: 'ignore',
    answer: 'file',
  }),
} as const;
