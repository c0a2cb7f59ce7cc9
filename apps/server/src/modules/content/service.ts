import {
  FEED_ALGORITHM_ID,
  type FeedEventAction,
  type FeedFunnelData,
  type FeedPullData,
  type FeedRecord,
  type FeedScene,
} from '@lahap/contract/content/schemas';
import { CONTENT_PATHS } from '@lahap/contract/content/paths';
import { ERROR_CODES } from '@lahap/contract/errors';
import { type Locale, type LocalizedText } from '@lahap/contract/locale';
import { API_BASE } from '@lahap/contract/paths';
import type { DomainEvent } from '@lahap/contract/events';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { ContentRepository, VideoRow } from './repository.js';
import type { FeedCursor, FeedTokens } from './feed-token.js';

/** How long after a tap on Buy a paid order of that customer and voucher counts for the video. */
export const ATTRIBUTION_WINDOW_MS = 24 * 60 * 60_000;

/** Where a stored clip is served. */
export const videoUrlOf = (key: string): string => `${API_BASE}${CONTENT_PATHS.videos}/${key}`;

/** A text in the language asked for, else Indonesian, else any language it has. */
function textIn(text: LocalizedText | null, locale: Locale): string {
  if (!text) return '';
  return text[locale] ?? text['id-ID'] ?? Object.values(text).find((value) => value) ?? '';
}

function recordOf(row: VideoRow, locale: Locale): FeedRecord {
  return {
    id: row.id,
    previewImageUrl: row.poster_url,
    title: textIn(row.title, locale),
    videoUrl: videoUrlOf(row.video_key),
    durationMs: row.duration_ms,
    ...(row.sku_id !== null && row.sale_price !== null && row.original_price !== null
      ? {
          product: {
            skuId: row.sku_id,
            productName: textIn(row.product_name, locale),
            salePrice: row.sale_price,
            originalPrice: row.original_price,
          },
        }
      : {}),
  };
}

export interface ContentServiceDeps {
  db: Database;
  videos: ContentRepository;
  tokens: FeedTokens;
  now: Clock;
}

/** The explore feed, the player's clips and the videos' funnel. */
export function createContentService({ db, videos, tokens, now }: ContentServiceDeps) {
  const notFound = () => new DomainError(ERROR_CODES.CONTENT_NOT_FOUND, 404);

  return {
    /**
     * A page of the feed (spec §7 "Video feed list"). EXPLORE starts at the top; VIDEO starts
     * after `contentId`, the clip the player shows. A queryId continues the list it came from,
     * pinned to the moment of its first page.
     */
    async pull(
      body: { pageSize: number; scene: FeedScene; contentId?: string; queryId?: string },
      locale: Locale,
    ): Promise<FeedPullData> {
      let cursor: FeedCursor;
      if (body.queryId) cursor = tokens.decode(body.queryId, body.scene);
      else if (body.scene === 'VIDEO' && body.contentId) {
        const current = await videos.byId(body.contentId);
        if (!current) throw notFound();
        cursor = { scene: 'VIDEO', snapshot: now(), after: { sort: current.sort, id: current.id } };
      } else cursor = { scene: body.scene, snapshot: now(), after: null };

      // One row more than the page tells whether another page follows.
      const rows = await videos.page(cursor.snapshot, cursor.after, body.pageSize + 1);
      const page = rows.slice(0, body.pageSize);
      const last = page.at(-1);
      const next: FeedCursor = last ? { ...cursor, after: { sort: last.sort, id: last.id } } : cursor;
      return {
        records: page.map((row) => recordOf(row, locale)),
        algorithmId: FEED_ALGORITHM_ID,
        hasMore: rows.length > body.pageSize,
        queryId: tokens.encode(next),
      };
    },

    /** One video (a player opened by its link). */
    async detail(id: string, locale: Locale): Promise<FeedRecord> {
      const row = await videos.byId(id);
      if (!row) throw notFound();
      return recordOf(row, locale);
    },

    /**
     * Records a view, or a tap on Buy. A tap names the voucher the video sells at that moment, so
     * a paid order of the same customer and voucher can be counted for it later.
     */
    async record(id: string, action: FeedEventAction, userId: number | null): Promise<void> {
      const row = await videos.byId(id);
      if (!row) throw notFound();
      if (action === 'TAP' && row.product_id === null) {
        throw new DomainError(ERROR_CODES.CONTENT_NOT_SELLING);
      }
      await videos.recordEvent(db, {
        contentId: id,
        action,
        userId,
        productId: action === 'TAP' ? row.product_id : null,
        at: now(),
      });
    },

    /** Hearing `order.paid`: counts the order for the video last tapped, once per order. */
    async attributePaid(event: DomainEvent<'order.paid'>, tx: Executor): Promise<string | null> {
      return videos.attribute(tx, { ...event.payload, paidAt: event.occurredAt }, ATTRIBUTION_WINDOW_MS);
    },

    /** Views, taps and paid orders per video, titles in `locale`. */
    async funnel(locale: Locale): Promise<FeedFunnelData> {
      const rows = await videos.funnel();
      return {
        attributionWindowMs: ATTRIBUTION_WINDOW_MS,
        videos: rows.map((row) => ({
          id: row.id,
          title: textIn(row.title, locale),
          skuId: row.sku_id,
          views: row.views,
          taps: row.taps,
          paidOrders: row.paid_orders,
          paidAmount: row.paid_amount,
        })),
      };
    },

    /** Whether the video route may serve this clip. */
    isServedClip: (key: string) => videos.isServedClip(key),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
