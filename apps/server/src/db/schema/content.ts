/** Tables of the content module (modules/content): the explore feed's videos and their funnel. */
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { users } from './identity.js';

export const CONTENT_STATUSES = ['ONLINE', 'OFFLINE'] as const;
export const CONTENT_EVENT_ACTIONS = ['VIEW', 'TAP'] as const;

/** How a clip made on this server from its poster moves: zoom in or out, or pan across. */
export const CLIP_MOTIONS = ['ZOOM_IN', 'ZOOM_OUT', 'PAN_LEFT', 'PAN_RIGHT'] as const;
export type ClipMotion = (typeof CLIP_MOTIONS)[number];

/** What the server needs to make a clip itself when its file is missing (the demo's clips). */
export interface ClipRecipe {
  /** The storage key of the poster frame the clip moves over. */
  posterKey: string;
  motion: ClipMotion;
}

const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * The feed's videos (spec §3 "Video feed"). Ids are given by whoever writes the rows (the seed,
 * later an operator console), so a shared /platform/playVideo?id= link stays the same. The feed
 * lists ONLINE videos by `sort`, then id; `created_at` pins a paged list to its first page.
 */
export const contentVideos = pgTable(
  'content_videos',
  {
    id: id('id').primaryKey(),
    /** The caption in each language. */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** `/api/images/<key>` of the poster frame (JPEG). */
    posterUrl: text('poster_url').notNull(),
    /** The storage key of the clip (H.264 MP4). */
    videoKey: text('video_key').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The voucher the video sells; null for one that sells nothing. */
    productId: id('product_id').references(() => products.id),
    sort: integer('sort').notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('ONLINE'),
    /** Set when this server makes the clip itself from its poster (the demo's); null for an upload. */
    clipRecipe: jsonb('clip_recipe').$type<ClipRecipe>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_videos_feed_idx').on(t.status, t.sort, t.id),
    check('content_videos_status_check', sql`${t.status} in ('ONLINE', 'OFFLINE')`),
    check('content_videos_duration_check', sql`${t.durationMs} between 1000 and 600000`),
    check('content_videos_video_key_check', sql`${t.videoKey} like '%.mp4'`),
  ],
);

/**
 * What customers did with a video: a view, a tap on its voucher's Buy. A tap keeps who tapped
 * and the voucher, so that a paid order of that customer and voucher soon after can be counted
 * for the video without the order knowing where it came from.
 */
export const contentEvents = pgTable(
  'content_events',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: id('content_id')
      .notNull()
      .references(() => contentVideos.id, { onDelete: 'cascade' }),
    action: text('action', { enum: CONTENT_EVENT_ACTIONS }).notNull(),
    /** The customer; null for a guest (a guest's tap can count for no order). */
    userId: id('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** TAP: the voucher the video sold at that moment. */
    productId: id('product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_events_content_idx').on(t.contentId, t.action),
    // Attribution looks up a customer's last tap on a voucher.
    index('content_events_tap_idx')
      .on(t.userId, t.productId, t.createdAt)
      .where(sql`${t.action} = 'TAP'`),
    check('content_events_action_check', sql`${t.action} in ('VIEW', 'TAP')`),
    check('content_events_tap_product_check', sql`(${t.action} = 'TAP') = (${t.productId} is not null)`),
  ],
);

/**
 * Paid orders counted for a video: one row per order, whatever how often its `order.paid` event
 * is delivered. The order belongs to the orders module, so it is named here without a key.
 */
export const contentConversions = pgTable(
  'content_conversions',
  {
    orderId: id('order_id').primaryKey(),
    contentId: id('content_id')
      .notNull()
      .references(() => contentVideos.id, { onDelete: 'cascade' }),
    userId: id('user_id').notNull(),
    productId: id('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    /** The tap the order is counted for. */
    tapEventId: id('tap_event_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('content_conversions_content_idx').on(t.contentId),
    check('content_conversions_amounts_check', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
  ],
);
