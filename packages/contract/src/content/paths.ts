/**
 * The explore feed's and the video player's paths as the server mounts them under `/api` (spec
 * §7 `/content/feed/pull_content`; the others are ours). Kept free of schemas so the web bundle
 * can import it cheaply.
 */
export const CONTENT_PATHS = {
  /** A page of the video feed: the explore tab's, or the player's next clips. */
  feedPull: '/content/feed/pull_content',
  /** One video, for a player opened by its link (/platform/playVideo?id=). */
  feedDetail: '/content/feed/detail',
  /** A step of a video's funnel the client saw: a view, a tap on Buy. */
  feedEvent: '/content/feed/event',
  /** Views, taps and paid orders per video (outside production only). */
  feedFunnel: '/content/feed/funnel',
  /** `GET /content/videos/<key>`: a stored clip, with byte ranges. */
  videos: '/content/videos',
} as const;
