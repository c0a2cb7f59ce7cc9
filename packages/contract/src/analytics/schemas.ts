import { z } from 'zod';
import { bodyOf } from '../envelope.js';
import {
  ANALYTICS_CONSENTS,
  ANALYTICS_PLATFORM_TYPE,
  ANALYTICS_TIME_PATTERN,
  HOST_ENVIRONMENTS,
} from './context.js';
import { ANALYTICS_REPORT_MAX_DAYS, REPORTED_WEB_VITALS, daysBetween, isCalendarDay } from './report.js';

/**
 * `POST /api/analytics/events` (ours, docs/api.md). Names and properties are checked against the
 * catalogue by the server (./catalogue.ts), so an unknown name answers its own code, `1012002`;
 * more than ANALYTICS_BATCH_MAX_EVENTS events or ANALYTICS_BATCH_MAX_BYTES answer `1012003`; a
 * time outside the window or a malformed event `1000400`.
 */

const id = z.string().min(1).max(64);
const text = z.string().max(512);
const nullableId = id.nullable();

export const analyticsContextSchema = z.object({
  app_system: z.string().max(32),
  host_environment: z.enum(HOST_ENVIRONMENTS),
  event_page: text,
  user_id: nullableId,
  login_status: z.union([z.literal(0), z.literal(1)]),
  device_id: nullableId,
  session_id: nullableId,
  channel_id: nullableId,
  source_tag: nullableId,
  language: z.string().max(16),
  url: z.string().max(2048),
  from_page: text.nullable(),
  from_event_id: nullableId,
  search_id: nullableId,
  platform_type: z.literal(ANALYTICS_PLATFORM_TYPE),
  h5_version: z.string().max(32),
  consent: z.enum(ANALYTICS_CONSENTS),
});

export const analyticsEventSchema = z.object({
  /** The client's id of the event: a resent batch stores each event once. */
  id,
  name: z.string().min(1).max(64),
  /** UTC with milliseconds (`2026-11-29T05:30:12.345Z`). */
  time: z.string().regex(ANALYTICS_TIME_PATTERN),
  context: analyticsContextSchema,
  props: z.record(z.string().max(64), z.union([text, z.number(), z.boolean(), z.null()])).optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

export const analyticsEventsBodySchema = bodyOf({ events: z.array(analyticsEventSchema).min(1) });

export const analyticsAcceptedSchema = z.object({
  /** Events stored by this call; a resent event already stored counts as accepted. */
  accepted: z.number().int().nonnegative(),
});

// ── team/analytics/report ────────────────────────────────────────────────────

/** A Jakarta calendar day, `YYYY-MM-DD`. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, 'must be a calendar day');
const count = z.number().int().nonnegative();

/** `from` to `to`, both included, at most ANALYTICS_REPORT_MAX_DAYS days. */
function withinRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((body) => daysBetween(body.from, body.to) >= 1, {
      message: 'must not be before from',
      path: ['to'],
    })
    .refine((body) => daysBetween(body.from, body.to) <= ANALYTICS_REPORT_MAX_DAYS, {
      message: `the range is at most ${ANALYTICS_REPORT_MAX_DAYS} days`,
      path: ['to'],
    });
}

/**
 * `POST /api/team/analytics/report` (ours, docs/api.md): `from` to `to`, both included, at most
 * ANALYTICS_REPORT_MAX_DAYS days; anything else answers `1000400`.
 */
export const analyticsReportBodySchema = withinRange(bodyOf({ from: day, to: day }));
export type AnalyticsReportBody = z.input<typeof analyticsReportBodySchema>;

/**
 * One Jakarta day of use. `visitors`: distinct devices that agreed to analytics (a user without
 * a device id by their user id); `users`: distinct logged-in users among them. Without consent
 * an event names no one: those page views are only counted, in `anonymousPageViews`.
 */
export const analyticsDaySchema = z.object({
  day,
  visitors: count,
  users: count,
  anonymousPageViews: count,
  events: count,
});

/**
 * The funnel of one day and language (`null`: a payment whose language is not known). Each
 * browser step counts distinct visitors who saw its page that day; `paid` counts distinct users
 * whose order was paid that day (the server's own record, with or without consent).
 */
export const analyticsFunnelRowSchema = z.object({
  day,
  language: z.string().nullable(),
  home: count,
  store: count,
  voucherDetail: count,
  confirm: count,
  paid: count,
});

export const analyticsReportSchema = z.object({
  from: day,
  to: day,
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(analyticsDaySchema),
  /** Days and languages with anything to count, oldest first, then by language. */
  funnel: z.array(analyticsFunnelRowSchema),
  searches: z.object({
    total: count,
    zeroResult: count,
    /** The searches that found nothing (trimmed, lower case), most asked first. */
    topZeroResult: z.array(z.object({ query: z.string(), count })),
  }),
  /** The 75th percentile of each vital per route, busiest route first. */
  vitals: z.array(
    z.object({ route: z.string(), metric: z.enum(REPORTED_WEB_VITALS), p75: z.number(), samples: count }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
export type AnalyticsFunnelRow = z.infer<typeof analyticsFunnelRowSchema>;

// ── team/analytics/trail ─────────────────────────────────────────────────────

/**
 * `POST /api/team/analytics/trail` (ours, docs/api.md): what one device sent over `from`..`to`
 * (Jakarta days, as the report's range), for following one customer's report of a problem.
 * Only a device that agreed to analytics has an id to look up.
 */
export const analyticsTrailBodySchema = withinRange(bodyOf({ deviceId: id, from: day, to: day }));
export type AnalyticsTrailBody = z.input<typeof analyticsTrailBodySchema>;

/** One stored event: what the client sent, and when the server received it. */
export const analyticsTrailEventSchema = analyticsEventSchema.extend({
  props: analyticsEventSchema.shape.props.unwrap(),
  receivedAt: z.string(),
});

export const analyticsTrailSchema = z.object({
  /** The device's latest ANALYTICS_TRAIL_MAX events of the range, oldest first. */
  events: z.array(analyticsTrailEventSchema),
  /** True when the range holds more: narrow it to see the earlier ones. */
  truncated: z.boolean(),
});
export type AnalyticsTrail = z.infer<typeof analyticsTrailSchema>;
export type AnalyticsTrailEvent = z.infer<typeof analyticsTrailEventSchema>;
