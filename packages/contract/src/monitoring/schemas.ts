import { z } from 'zod';
import { bodyOf } from '../envelope.js';

/** Monitoring limits: what one report may hold, and how much the server keeps. */
export const MONITOR_EVENT_BATCH_MAX = 50;
export const MONITOR_TEXT_MAX = 2_000;
export const MONITOR_SHORT_MAX = 128;
/** The server keeps at most this many monitoring rows; older ones are pruned. */
export const MONITOR_EVENTS_RETAINED = 50_000;

const short = z.string().max(MONITOR_SHORT_MAX);
const long = z.string().max(MONITOR_TEXT_MAX);

/** One monitoring event (spec §3 "Monitoring event"). */
export const monitorEventSchema = z.object({
  title: short,
  category: short.optional(),
  action: short.optional(),
  page: z.string().max(512).optional(),
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
