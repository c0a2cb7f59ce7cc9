import type { RedPacketDisplay } from '@lahap/contract/enums';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

export interface ActivityRow {
  id: string;
  title: LocalizedText;
  display: RedPacketDisplay;
  image_url: LocalizedText;
  whatsapp_link: string | null;
  banner_image_url: LocalizedText | null;
  banner_jump_url: string | null;
  ends_at_ms: number;
  envelopes: {
    batch_id: string;
    template_id: string;
    name: LocalizedText;
    discount_amount: number;
    minimum_spend: number;
  }[];
}

const activityColumns = sql`a.id::text as id, a.title, a.display, a.image_url, a.whatsapp_link, a.banner_image_url,
  a.banner_jump_url, (extract(epoch from a.ends_at) * 1000)::float8 as ends_at_ms,
  coalesce((select json_agg(json_build_object('batch_id', b.id::text, 'template_id', t.id::text, 'name', t.name,
      'discount_amount', t.discount_amount, 'minimum_spend', t.minimum_spend) order by ab.sort, b.id)
    from red_packet_activity_batches ab join coupon_batches b on b.id = ab.batch_id
      join coupon_templates t on t.id = b.template_id
    where ab.activity_id = a.id), '[]'::json) as envelopes`;

/** Red-packet activities and who opened them. */
export function createRedPacketRepository(db: Database) {
  return {
    /** The activity live at `now` (the latest started), or one by id when it is live. */
    async live(now: number, activityId?: string): Promise<ActivityRow | undefined> {
      const at = timestampAt(now);
      const rows = await rowsOf<ActivityRow>(
        db,
        sql`select ${activityColumns} from red_packet_activities a
          where a.status = 'ON' and a.starts_at <= ${at} and a.ends_at > ${at}
            ${activityId === undefined ? sql`` : sql`and a.id = ${activityId}::bigint`}
          order by a.starts_at desc, a.id desc limit 1`,
      );
      return rows[0];
    },

    async opened(activityId: string, userId: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 as one from red_packet_openings where activity_id = ${activityId}::bigint and user_id = ${userId}`,
      );
      return rows.length > 0;
    },

    /** Takes the customer's one opening of a packet; false when it was opened before. */
    async takeOpening(tx: Executor, activityId: string, userId: number, now: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into red_packet_openings (activity_id, user_id, opened_at)
          values (${activityId}::bigint, ${userId}, ${timestampAt(now)}) on conflict do nothing returning 1 as one`,
      );
      return rows.length > 0;
    },

    /** The envelopes an opening gave. */
    async couponIdsOfOpening(activityId: string, userId: number): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id::text as id from coupons where user_id = ${userId} and activity_id = ${activityId}::bigint
          order by id`,
      );
      return rows.map((row) => row.id);
    },
  };
}
export type RedPacketRepository = ReturnType<typeof createRedPacketRepository>;
