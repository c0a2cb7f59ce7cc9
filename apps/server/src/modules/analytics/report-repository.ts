import { ANALYTICS_FUNNEL_ROUTES, ANALYTICS_TOP_QUERIES } from '@lahap/contract/analytics/report';
import type { AnalyticsEventRecord } from './event-repository.js';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../lib/sql-rows.js';

/**
 * The report's reads, each over the partitions of `from`..`to` only (the planner prunes the rest
 * by `day`). Counts come back as int and percentiles as float8, which both engines parse alike.
 *
 * A visitor is a device that agreed to analytics, or a logged-in user whose client sent no device
 * id; an event without either (no consent) counts as anonymous and is never told apart from
 * another.
 */
const VISITOR = sql.raw(`coalesce(device_id, 'u:' || user_id)`);

export interface DayRow extends Record<string, unknown> {
  day: string;
  visitors: number;
  users: number;
  anonymous_page_views: number;
  events: number;
}

export interface FunnelRow extends Record<string, unknown> {
  day: string;
  language: string | null;
  home: number;
  store: number;
  voucher_detail: number;
  confirm: number;
  paid: number;
}

export interface VitalRow extends Record<string, unknown> {
  route: string;
  metric: string;
  p75: number;
  samples: number;
}

/** A stored event as the trail reads it: times in UTC with milliseconds, as the client sent them. */
export type TrailRow = Omit<AnalyticsEventRecord, 'day'>;

const UTC_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** How far after a payment an event still tells the payer's language (the result page's views). */
const LANGUAGE_SLACK = sql.raw(`interval '10 minutes'`);

export function createReportRepository(db: Database) {
  const range = (from: string, to: string): SQL => sql`day between ${from}::date and ${to}::date`;

  return {
    async days(from: string, to: string): Promise<DayRow[]> {
      return rowsOf<DayRow>(
        db,
        sql`select day::text as day,
                   count(distinct ${VISITOR})::int as visitors,
                   count(distinct user_id)::int as users,
                   (count(*) filter (where name = 'page_view' and ${VISITOR} is null))::int as anonymous_page_views,
                   count(*)::int as events
            from analytics_events where ${range(from, to)}
            group by day order by day`,
      );
    },

    /**
     * Each browser step counts the distinct visitors who saw its route that day in that language;
     * paid counts the distinct users of the day's paid orders, under the language their row
     * recorded, else that of their latest event up to just after paying, else null.
     */
    async funnel(from: string, to: string): Promise<FunnelRow[]> {
      const r = ANALYTICS_FUNNEL_ROUTES;
      const step = (route: string) => sql`count(distinct visitor) filter (where route = ${route})`;
      return rowsOf<FunnelRow>(
        db,
        sql`with views as (
              select day, language, props->>'route' as route, ${VISITOR} as visitor
              from analytics_events
              where ${range(from, to)} and name = 'page_view'
                and props->>'route' in (${r.home}, ${r.store}, ${r.voucherDetail}, ${r.confirm})
            ),
            paid as (
              select p.day, p.user_id,
                     coalesce(p.language, (
                       select e.language from analytics_events e
                       where e.user_id = (select u.user_id from users u where u.id = p.user_id) and e.day between p.day - 1 and p.day
                         and e.occurred_at <= p.paid_at + ${LANGUAGE_SLACK}
                       order by e.occurred_at desc limit 1)) as language
              from analytics_paid_orders p where p.day between ${from}::date and ${to}::date
            ),
            counted as (
              select day, language, ${step(r.home)} as home, ${step(r.store)} as store,
                     ${step(r.voucherDetail)} as voucher_detail, ${step(r.confirm)} as confirm, 0 as paid
              from views where visitor is not null group by day, language
              union all
              select day, language, 0, 0, 0, 0, count(distinct user_id) from paid group by day, language
            )
            select day::text as day, language, sum(home)::int as home, sum(store)::int as store,
                   sum(voucher_detail)::int as voucher_detail, sum(confirm)::int as confirm, sum(paid)::int as paid
            from counted group by day, language order by day, language nulls last`,
      );
    },

    async searches(from: string, to: string): Promise<{ total: number; zero_result: number }> {
      const [row] = await rowsOf<{ total: number; zero_result: number }>(
        db,
        sql`select count(*)::int as total,
                   (count(*) filter (where props->'result_count' = '0'::jsonb))::int as zero_result
            from analytics_events where ${range(from, to)} and name = 'search'`,
      );
      return row ?? { total: 0, zero_result: 0 };
    },

    /** The searches that found nothing, trimmed and in lower case, most asked first. */
    async topZeroResult(from: string, to: string): Promise<{ query: string; count: number }[]> {
      return rowsOf<{ query: string; count: number }>(
        db,
        sql`select query, count(*)::int as count from (
              select lower(btrim(props->>'query')) as query from analytics_events
              where ${range(from, to)} and name = 'search' and props->'result_count' = '0'::jsonb
            ) s
            where query <> ''
            group by query order by count(*) desc, query limit ${ANALYTICS_TOP_QUERIES}`,
      );
    },

    /** The 75th percentile (interpolated) of each reported vital per route. */
    async vitals(from: string, to: string, metrics: readonly string[]): Promise<VitalRow[]> {
      return rowsOf<VitalRow>(
        db,
        sql`select props->>'route' as route, props->>'metric' as metric,
                   (percentile_cont(0.75) within group (order by (props->>'value')::float8))::float8 as p75,
                   count(*)::int as samples
            from analytics_events
            where ${range(from, to)} and name = 'web_vital'
              and props->>'metric' in (${sql.join(
                metrics.map((metric) => sql`${metric}`),
                sql`, `,
              )})
              and jsonb_typeof(props->'value') = 'number' and jsonb_typeof(props->'route') = 'string'
            group by 1, 2`,
      );
    },

    /** The device's latest `limit` events of the range, newest first. */
    async trail(deviceId: string, from: string, to: string, limit: number): Promise<TrailRow[]> {
      const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', ${UTC_MS})`);
      return rowsOf<TrailRow>(
        db,
        sql`select id, name, ${utc('occurred_at')} as occurred_at, ${utc('received_at')} as received_at,
                   user_id, device_id, session_id, login_status, consent, language, host_environment,
                   app_system, event_page, url, from_page, from_event_id, search_id, channel_id,
                   source_tag, h5_version, props
            from analytics_events
            where ${range(from, to)} and device_id = ${deviceId}
            order by occurred_at desc, id desc limit ${limit}`,
      );
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
