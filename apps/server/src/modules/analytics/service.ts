import {
  ANALYTICS_TRAIL_MAX,
  REPORTED_WEB_VITALS,
  type ReportedWebVital,
  addDays,
  daysBetween,
} from '@lahap/contract/analytics/report';
import { ANALYTICS_PLATFORM_TYPE } from '@lahap/contract/analytics/context';
import type {
  AnalyticsEventInput,
  AnalyticsReport,
  AnalyticsTrail,
  AnalyticsTrailEvent,
} from '@lahap/contract/analytics/schemas';
import type { DomainEvent } from '@lahap/contract/events';
import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { EventRepository } from './event-repository.js';
import { budgetKeyOf, checkBatch, rowOf } from './event-rows.js';
import type { EventRateBound } from './rate-bound.js';
import type { ReportRepository, TrailRow } from './report-repository.js';

/** A stored event as the client sent it, with when it arrived. */
function trailEventOf(row: TrailRow): AnalyticsTrailEvent {
  return {
    id: row.id,
    name: row.name,
    time: row.occurred_at,
    receivedAt: row.received_at,
    context: {
      app_system: row.app_system,
      host_environment: row.host_environment as AnalyticsTrailEvent['context']['host_environment'],
      event_page: row.event_page,
      user_id: row.user_id,
      login_status: row.login_status,
      device_id: row.device_id,
      session_id: row.session_id,
      channel_id: row.channel_id,
      source_tag: row.source_tag,
      language: row.language,
      url: row.url,
      from_page: row.from_page,
      from_event_id: row.from_event_id,
      search_id: row.search_id,
      platform_type: ANALYTICS_PLATFORM_TYPE,
      h5_version: row.h5_version,
      consent: row.consent,
    },
    props: row.props,
  };
}

/** A sender over its minute's budget: 429, and when its next minute starts. */
export class EventRateExceeded extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(ERROR_CODES.RATE_LIMITED, 429);
  }
}

export interface AnalyticsDeps {
  events: EventRepository;
  reports: ReportRepository;
  rateBound: EventRateBound;
  now: Clock;
}

/** How many days ahead of today the partition job keeps ready, today included. */
export const PARTITION_DAYS_AHEAD = 3;

export function createAnalyticsService({ events, reports, rateBound, now }: AnalyticsDeps) {
  return {
    /**
     * Stores a batch the catalogue accepts, each event once however often it is sent (its id on
     * its day); answers how many were accepted, those already stored included. The whole batch
     * is refused (and nothing stored) when one event is refused or a sender's minute is spent.
     */
    async ingest(batch: readonly AnalyticsEventInput[], ip: string): Promise<number> {
      const at = now();
      checkBatch(batch, at);
      const perKey = new Map<string, number>();
      for (const event of batch) {
        const key = budgetKeyOf(event, ip);
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
      }
      for (const [key, n] of perKey) {
        const taken = await rateBound.take(key, n, at);
        if (!taken.ok) throw new EventRateExceeded(Math.ceil(taken.retryAfterMs / 1000));
      }
      const receivedAt = new Date(at).toISOString();
      await events.insertEvents(batch.map((event) => rowOf(event, receivedAt)));
      return batch.length;
    },

    /** Makes the partitions of yesterday (late events queued offline) to PARTITION_DAYS_AHEAD days on. */
    async preparePartitions(): Promise<void> {
      const today = jakartaDay(now());
      for (let offset = -1; offset < PARTITION_DAYS_AHEAD; offset += 1) {
        await events.ensurePartition(addDays(today, offset));
      }
    },

    /**
     * The funnel's paid step, from orders' own event: one row per order, in the delivery's
     * transaction, under the language of the payer's latest event when one has arrived.
     */
    async recordPaid(event: DomainEvent<'order.paid'>, tx: Executor): Promise<void> {
      const { orderId, userId, amount } = event.payload;
      const day = jakartaDay(event.occurredAt);
      const language = await events.latestLanguage(tx, userId, day, event.occurredAt);
      await events.insertPaid(tx, { orderId, userId, day, language, amount, paidAtMs: event.occurredAt });
    },

    /** One device's latest events of `from`..`to`, oldest first (the schema bounds the range). */
    async trail(deviceId: string, from: string, to: string): Promise<AnalyticsTrail> {
      const rows = await reports.trail(deviceId, from, to, ANALYTICS_TRAIL_MAX + 1);
      return {
        events: rows.slice(0, ANALYTICS_TRAIL_MAX).reverse().map(trailEventOf),
        truncated: rows.length > ANALYTICS_TRAIL_MAX,
      };
    },

    /** The team's report over `from`..`to` (Jakarta days, both included; the schema bounds them). */
    async report(from: string, to: string): Promise<AnalyticsReport> {
      const [dayRows, funnel, searches, topZeroResult, vitals] = await Promise.all([
        reports.days(from, to),
        reports.funnel(from, to),
        reports.searches(from, to),
        reports.topZeroResult(from, to),
        reports.vitals(from, to, REPORTED_WEB_VITALS),
      ]);
      const byDay = new Map(dayRows.map((row) => [row.day, row]));
      const days = Array.from({ length: daysBetween(from, to) }, (_, i) => {
        const day = addDays(from, i);
        const row = byDay.get(day);
        return {
          day,
          visitors: row?.visitors ?? 0,
          users: row?.users ?? 0,
          anonymousPageViews: row?.anonymous_page_views ?? 0,
          events: row?.events ?? 0,
        };
      });
      const samplesOf = new Map<string, number>();
      for (const row of vitals) samplesOf.set(row.route, (samplesOf.get(row.route) ?? 0) + row.samples);
      const metricOrder = (metric: string) => REPORTED_WEB_VITALS.indexOf(metric as ReportedWebVital);
      return {
        from,
        to,
        days,
        funnel: funnel.map((row) => ({
          day: row.day,
          language: row.language,
          home: row.home,
          store: row.store,
          voucherDetail: row.voucher_detail,
          confirm: row.confirm,
          paid: row.paid,
        })),
        searches: { total: searches.total, zeroResult: searches.zero_result, topZeroResult },
        vitals: vitals
          .map((row) => ({
            route: row.route,
            metric: row.metric as ReportedWebVital,
            p75: row.p75,
            samples: row.samples,
          }))
          .sort(
            (a, b) =>
              (samplesOf.get(b.route) ?? 0) - (samplesOf.get(a.route) ?? 0) ||
              a.route.localeCompare(b.route) ||
              metricOrder(a.metric) - metricOrder(b.metric),
          ),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
