import { z } from 'zod';
import { VIDEO_PAGE_SIZE } from '../constants.js';
import { idSchema, queryIdSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';

/**
 * The explore feed and the videos that sell (spec §2 exploreFeeds tab and /platform/playVideo,
 * §3 "Video feed", §4 explore feed states, §7 "Video feed list", §9 video page size 10).
 * Titles and product names are in the request's language (X-Sys); money is whole rupiah.
 *
 * Paging: the first page sends no `queryId`; each later page sends the one the page before it
 * answered, which pins the feed as it was at the first page, so pages neither skip nor repeat
 * while videos are added. A refresh starts again without one (spec §4: it replaces the records).
 *
 * Refusals (docs/api.md, the 10090xx range): `1009001` no such video, `1009002` the video sells
 * nothing (a TAP on a video without a voucher); `1000400` malformed input or a foreign queryId.
 */

export const FEED_SCENES = ['EXPLORE', 'VIDEO'] as const;
export type FeedScene = (typeof FEED_SCENES)[number];

export const FEED_EVENT_ACTIONS = ['VIEW', 'TAP'] as const;
export type FeedEventAction = (typeof FEED_EVENT_ACTIONS)[number];

/** The algorithm the feed's order comes from (spec §3 algorithmId): newest curated first. */
export const FEED_ALGORITHM_ID = 'curated-v1';

// ── Pull content ─────────────────────────────────────────────────────────────

export const feedPullBodySchema = bodyOf({
  pageSize: z.number().int().min(1).max(VIDEO_PAGE_SIZE).default(VIDEO_PAGE_SIZE),
  /**
   * VIDEO: the clip the player shows; the page lists the clips after it. Ignored by EXPLORE
   * and by a later page (its queryId already says where the list stands).
   */
  contentId: idSchema.optional(),
  queryId: queryIdSchema.optional(),
  scene: z.enum(FEED_SCENES),
});
export type FeedPullBody = z.input<typeof feedPullBodySchema>;

/** The voucher a video sells: its card on the video, straight to confirm order. */
export const feedProductSchema = z.object({
  skuId: idSchema,
  productName: z.string(),
  /** What one voucher costs now: the running promotion's price, else the sale price. */
  salePrice: z.number().int().nonnegative(),
  /** The price before any discount, struck through when higher than salePrice. */
  originalPrice: z.number().int().nonnegative(),
});
export type FeedProduct = z.infer<typeof feedProductSchema>;

export const feedRecordSchema = z.object({
  id: idSchema,
  /** The poster frame (JPEG), `/api/images/<key>`: add `?w=` for a smaller copy. */
  previewImageUrl: z.string().min(1),
  /** The caption, in the request's language. */
  title: z.string(),
  /** The clip (H.264 MP4, vertical), `/api/content/videos/<key>`; served with byte ranges. */
  videoUrl: z.string().min(1),
  durationMs: z.number().int().positive(),
  /** The voucher the video sells; absent for a video that sells nothing. */
  product: feedProductSchema.optional(),
});
export type FeedRecord = z.infer<typeof feedRecordSchema>;

export const feedPullDataSchema = z.object({
  records: z.array(feedRecordSchema),
  algorithmId: z.string(),
  hasMore: z.boolean(),
  /** The refresh key: send it back for the next page; a refresh starts without it. */
  queryId: z.string(),
});
export type FeedPullData = z.infer<typeof feedPullDataSchema>;

// ── Detail ───────────────────────────────────────────────────────────────────

export const feedDetailBodySchema = bodyOf({ id: idSchema });
export type FeedDetailBody = z.input<typeof feedDetailBodySchema>;

// ── Funnel events ────────────────────────────────────────────────────────────

export const feedEventBodySchema = bodyOf({
  id: idSchema,
  /** VIEW: the clip became visible in the player; TAP: the customer tapped Buy on its voucher. */
  action: z.enum(FEED_EVENT_ACTIONS),
});
export type FeedEventBody = z.input<typeof feedEventBodySchema>;

export const feedEventDataSchema = z.object({ recorded: z.literal(true) });

// ── Funnel report ────────────────────────────────────────────────────────────

export const feedFunnelBodySchema = bodyOf({});

export const feedFunnelRowSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** The voucher's skuId; null for a video that sells nothing. */
  skuId: idSchema.nullable(),
  views: z.number().int().nonnegative(),
  taps: z.number().int().nonnegative(),
  /** Paid orders attributed to the video: its voucher paid within the window after a tap. */
  paidOrders: z.number().int().nonnegative(),
  paidAmount: z.number().int().nonnegative(),
});
export type FeedFunnelRow = z.infer<typeof feedFunnelRowSchema>;

export const feedFunnelDataSchema = z.object({
  /** How long after a tap a paid order of the same customer and voucher counts for the video. */
  attributionWindowMs: z.number().int().positive(),
  videos: z.array(feedFunnelRowSchema),
});
export type FeedFunnelData = z.infer<typeof feedFunnelDataSchema>;

// ── The clips ────────────────────────────────────────────────────────────────

export const videoQuerySchema = z.object({});
export const videoDataSchema = z.instanceof(Uint8Array);
