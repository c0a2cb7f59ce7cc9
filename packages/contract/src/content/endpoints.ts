import { endpoint } from '../endpoint.js';
import { CONTENT_ROUTES as R } from './routes.js';
import * as S from './schemas.js';

const tag = 'content';

/** The explore feed and the videos that sell, with their schemas and docs (docs/api.md). */
export const CONTENT_ENDPOINTS = {
  feedPull: endpoint(R.feedPull, {
    body: S.feedPullBodySchema,
    data: S.feedPullDataSchema,
    summary:
      'content/feed/pull_content — a page of the video feed (EXPLORE), or the clips after contentId (VIDEO); queryId pages a snapshot; 1009001',
    tag,
  }),
  feedDetail: endpoint(R.feedDetail, {
    body: S.feedDetailBodySchema,
    data: S.feedRecordSchema,
    summary: 'content/feed/detail (ours) — one video, for /platform/playVideo?id=; 1009001',
    tag,
  }),
  feedEvent: endpoint(R.feedEvent, {
    body: S.feedEventBodySchema,
    data: S.feedEventDataSchema,
    summary:
      "content/feed/event (ours) — a view of a clip, or a tap on its voucher's Buy (the funnel's first steps); 1009001, 1009002",
    tag,
  }),
  feedFunnel: endpoint(R.feedFunnel, {
    body: S.feedFunnelBodySchema,
    data: S.feedFunnelDataSchema,
    summary: 'content/feed/funnel (ours, outside production) — views, taps and paid orders per video',
    tag,
  }),
  video: endpoint(R.video, {
    query: S.videoQuerySchema,
    data: S.videoDataSchema,
    summary: 'content/videos/<key> — a stored clip (video/mp4); Range: bytes=… answers 206',
    tag,
  }),
} as const;
