import { z } from 'zod';
import { bodyOf } from '../envelope.js';
import {
  ANALYTICS_CONSENTS,
  ANALYTICS_PLATFORM_TYPE,
  ANALYTICS_TIME_PATTERN,
  HOST_ENVIRONMENTS,
} from './context.js';

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
