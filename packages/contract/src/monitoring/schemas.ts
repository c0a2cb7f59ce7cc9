import { z } from 'zod';
import { bodyOf } from '../envelope.js';

/** Monitoring limits: what one report may hold, and how much the server keeps. */
export const MONITOR_EVENT_BATCH_MAX = 50;
export const MONITOR_TEXT_MAX = 2_000;
export const MONITOR_SHORT_MAX = 128;
/** The server keeps at most this many monitoring rows; older ones are pruned. */
export const MONITOR_EVENTS_RETAINED = 50_000;
/** The longest page address an event keeps. */
export const MONITOR_PAGE_MAX = 512;

const short = z.string().max(MONITOR_SHORT_MAX);
const long = z.string().max(MONITOR_TEXT_MAX);

/** One monitoring event (spec §3 "Monitoring event"). */
export const monitorEventSchema = z.object({
  title: short,
  category: short.optional(),
  action: short.optional(),
  page: z.string().max(MONITOR_PAGE_MAX).optional(),
  errorType: short.optional(),
  deviceId: short.optional(),
  sessionId: short.optional(),
  msg: long.optional(),
  traceId: short.optional(),
  sceneType: short.optional(),
});
export type MonitorEvent = z.infer<typeof monitorEventSchema>;

export const magicBoxSendBodySchema = bodyOf({
  events: z.array(monitorEventSchema).min(1).max(MONITOR_EVENT_BATCH_MAX),
});

export const reportDataBodySchema = bodyOf({
  appId: short,
  events: z.array(monitorEventSchema).min(1).max(MONITOR_EVENT_BATCH_MAX),
});

export const storedCountSchema = z.object({ stored: z.number().int() });

export const monitorConfigQuerySchema = z.object({ appId: z.string().min(1).max(64) });

/** Monitoring config the client follows (spec §8 "Monitoring"). */
export const monitorConfigSchema = z.object({
  enabled: z.boolean(),
  /** Share of sessions that report, 0..1. */
  sampleRate: z.number().min(0).max(1),
  reportApiErrors: z.boolean(),
  reportJsErrors: z.boolean(),
  /** Known noisy error texts: suppressed. */
  ignoreErrors: z.array(z.string()),
  /** Per-text report caps. */
  capped: z.array(z.object({ text: z.string(), max: z.number().int().nonnegative() })),
  stackFramesMax: z.number().int().positive(),
});
export type MonitorConfig = z.infer<typeof monitorConfigSchema>;

/**
 * Cuts a text to at most `max` UTF-16 units without splitting a surrogate pair, and drops NUL
 * characters (PostgreSQL text cannot hold them).
 */
export function clipText(value: string, max: number): string {
  const clean = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

const clipped = (max: number) => z.string().transform((value) => clipText(value, max));

/**
 * What the server accepts for one event: the fields of `monitorEventSchema`, but a text over its
 * limit is cut to the limit instead of refused, so an oversized stack trace is still reported.
 */
export const monitorEventIncomingSchema = z.object({
  title: clipped(MONITOR_SHORT_MAX),
  category: clipped(MONITOR_SHORT_MAX).optional(),
  action: clipped(MONITOR_SHORT_MAX).optional(),
  page: clipped(MONITOR_PAGE_MAX).optional(),
  errorType: clipped(MONITOR_SHORT_MAX).optional(),
  deviceId: clipped(MONITOR_SHORT_MAX).optional(),
  sessionId: clipped(MONITOR_SHORT_MAX).optional(),
  msg: clipped(MONITOR_TEXT_MAX).optional(),
  traceId: clipped(MONITOR_SHORT_MAX).optional(),
  sceneType: clipped(MONITOR_SHORT_MAX).optional(),
});

const incomingEvents = z.array(monitorEventIncomingSchema).min(1).max(MONITOR_EVENT_BATCH_MAX);

/** magicBoxSend as the server accepts it (texts cut to the limits). */
export const magicBoxSendIncomingBodySchema = bodyOf({ events: incomingEvents });

/** reportData as the server accepts it (texts cut to the limits). */
export const reportDataIncomingBodySchema = bodyOf({
  appId: clipped(MONITOR_SHORT_MAX),
  events: incomingEvents,
});
