import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import type { RawQuery } from '../../db/client.js';
import type { ClipRecipe } from '../../db/schema/index.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** A video as the feed reads it, with the voucher it sells when that is on sale. */
export interface VideoRow extends Record<string, unknown> {
  id: string;
  sort: number;
  title: LocalizedText;
  poster_url: string;
  video_key: string;
  duration_ms: number;
  product_id: string | null;
  sku_id: string | null;
  product_name: LocalizedText | null;
  sale_price: number | null;
  original_price: number | null;
}

// The voucher shows only while it is on sale; the price is the running promotion's if any.
const VIDEO_COLUMNS = `v.id::text as id, v.sort, v.title, v.poster_url, v.video_key, v.duration_ms,
  p.id::text as product_id, p.sku_id::text as sku_id, p.name as product_name,
  coalesce(p.promotion_price, p.sale_price) as sale_price, p.original_price`;
const VIDEO_FROM = `from content_videos v left join products p on p.id = v.product_id and p.status = 'ON'`;

/** A clip this server makes itself, as the render pass reads it. */
export interface RecipeRow extends Record<string, unknown> {
  id: string;
  video_key: string;
  duration_ms: number;
  clip_recipe: ClipRecipe;
}

export interface FunnelRow extends Record<string, unknown> {
  id: string;
  title: LocalizedText;
  sku_id: string | null;
  views: number;
  taps: number;
  paid_orders: number;
  paid_amount: number;
}

/** The content module's SQL: reads on the pool's prepared statements, writes on a given executor. */
export function createContentRepository(query: RawQuery) {
  return {
    /**
     * A page of ONLINE videos created up to `snapshotMs`, in the feed's order (sort, then id),
     * after `after` when given; `limit` rows at most.
     */
    async page(snapshotMs: number, after: { sort: number; id: string } | null, limit: number) {
      return query<VideoRow>(
        {
          name: 'content_feed_page',
          text: `select ${VIDEO_COLUMNS} ${VIDEO_FROM}
            where v.status = 'ONLINE' and v.created_at <= to_timestamp($1::float8 / 1000)
              and ($2::int is null or (v.sort, v.id) > ($2::int, $3::bigint))
            order by v.sort, v.id limit $4`,
        },
        [snapshotMs, after?.sort ?? null, after?.id ?? null, limit],
      );
    },

    /** One ONLINE video, or undefined. */
    async byId(id: string): Promise<VideoRow | undefined> {
      const rows = await query<VideoRow>(
        {
          name: 'content_video_by_id',
          text: `select ${VIDEO_COLUMNS} ${VIDEO_FROM} where v.id = $1::bigint and v.status = 'ONLINE'`,
        },
        [id],
      );
      return rows[0];
    },

    /** Whether a clip's key belongs to an ONLINE video (the video route serves no other file). */
    async isServedClip(videoKey: string): Promise<boolean> {
      const rows = await query<{ found: boolean }>(
        {
          name: 'content_clip_served',
          text: `select exists (select 1 from content_videos where video_key = $1 and status = 'ONLINE') as found`,
        },
        [videoKey],
      );
      return rows[0]?.found === true;
    },

    /** The clips this server makes itself, in the feed's order. */
    async recipes(): Promise<RecipeRow[]> {
      return query<RecipeRow>(
        {
          name: 'content_clip_recipes',
          text: `select id::text as id, video_key, duration_ms, clip_recipe from content_videos
            where clip_recipe is not null order by sort, id`,
        },
        [],
      );
    },

    /** Records a view or a tap. */
    async recordEvent(
      db: Executor,
      event: {
        contentId: string;
        action: 'VIEW' | 'TAP';
        userId: number | null;
        productId: string | null;
        at: number;
      },
    ): Promise<void> {
      await db.execute(sql`insert into content_events (content_id, action, user_id, product_id, created_at)
        values (${event.contentId}::bigint, ${event.action}, ${event.userId}, ${event.productId}::bigint,
          ${timestampAt(event.at)})`);
    },

    /**
     * Counts a paid order for the video the customer last tapped Buy on for this voucher within
     * `windowMs` before it was paid; once per order, however often the news comes. Answers the
     * video's id, or null when no tap explains the order.
     */
    async attribute(
      db: Executor,
      order: {
        orderId: string;
        userId: number;
        productId: string;
        quantity: number;
        amount: number;
        paidAt: number;
      },
      windowMs: number,
    ): Promise<string | null> {
      const rows = await rowsOf<{ content_id: string }>(
        db,
        sql`insert into content_conversions
              (order_id, content_id, user_id, product_id, quantity, amount, tap_event_id, paid_at)
            select ${order.orderId}::bigint, e.content_id, e.user_id, e.product_id,
              ${order.quantity}, ${order.amount}, e.id, ${timestampAt(order.paidAt)}
            from content_events e
            where e.action = 'TAP' and e.user_id = ${order.userId} and e.product_id = ${order.productId}::bigint
              and e.created_at <= ${timestampAt(order.paidAt)}
              and e.created_at > ${timestampAt(order.paidAt - windowMs)}
            order by e.created_at desc, e.id desc limit 1
            on conflict (order_id) do nothing
            returning content_id::text as content_id`,
      );
      return rows[0]?.content_id ?? null;
    },

    /** Views, taps and attributed paid orders of every video, in the feed's order. */
    async funnel(): Promise<FunnelRow[]> {
      return query<FunnelRow>(
        {
          name: 'content_funnel',
          text: `select v.id::text as id, v.title, p.sku_id::text as sku_id,
              (select count(*)::int from content_events e where e.content_id = v.id and e.action = 'VIEW') as views,
              (select count(*)::int from content_events e where e.content_id = v.id and e.action = 'TAP') as taps,
              (select count(*)::int from content_conversions c where c.content_id = v.id) as paid_orders,
              (select coalesce(sum(c.amount), 0)::int from content_conversions c where c.content_id = v.id) as paid_amount
            from content_videos v left join products p on p.id = v.product_id
            order by v.sort, v.id`,
        },
        [],
      );
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
