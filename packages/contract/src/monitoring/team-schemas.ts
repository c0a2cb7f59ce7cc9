import { z } from 'zod';
import { bodyOf } from '../envelope.js';
import { MONITOR_PAGE_MAX, MONITOR_SHORT_MAX, monitorEventSchema } from './schemas.js';

/**
 * The team's error view (ours, docs/monitoring.md): the server folds every stored monitoring
 * event into a group by its fingerprint, and the team reads the groups, most recent or most
 * frequent first, each with a readable stack. Calls need the team's admin token (`auth: 'team'`,
 * `1012001` without it); `1012101` names a group that does not exist (or was pruned).
 */

/** Where an event came in: the two sinks. */
export const MONITOR_SOURCES = ['magicBox', 'reportData'] as const;
export type MonitorSource = (typeof MONITOR_SOURCES)[number];

/** A group's key: 128 bits of SHA-256, in hex. */
export const MONITOR_FINGERPRINT_PATTERN = /^[0-9a-f]{32}$/;
/** The server keeps at most this many groups; the least recently seen go first. */
export const MONITOR_GROUPS_RETAINED = 5_000;
/** A group remembers at most this many of the pages it was seen on, the first ones. */
export const MONITOR_GROUP_PAGES_MAX = 10;
/** The detail lists this many of the group's latest reports (of those the server still keeps). */
export const MONITOR_GROUP_RECENT_MAX = 20;
export const MONITOR_GROUPS_PAGE_SIZE = 20;

export const MONITOR_GROUP_SORTS = ['lastSeen', 'count'] as const;
export type MonitorGroupSort = (typeof MONITOR_GROUP_SORTS)[number];

export const monitorGroupsBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(MONITOR_GROUPS_PAGE_SIZE),
  /** Newest first (default), or the most reported first. */
  sort: z.enum(MONITOR_GROUP_SORTS).default('lastSeen'),
  /** Only the groups of one sink. */
  source: z.enum(MONITOR_SOURCES).optional(),
});
export type MonitorGroupsBody = z.input<typeof monitorGroupsBodySchema>;

const nullableShort = z.string().max(MONITOR_SHORT_MAX).nullable();

/** One group as the list shows it. Times are ISO 8601 (UTC). */
export const monitorGroupSchema = z.object({
  fingerprint: z.string().regex(MONITOR_FINGERPRINT_PATTERN),
  source: z.enum(MONITOR_SOURCES),
  appId: nullableShort,
  errorType: nullableShort,
  category: nullableShort,
  /** The latest report's title. */
  title: z.string(),
  /** The first line of the latest report's message that is not its title, if any. */
  message: z.string().nullable(),
  /** The page of the latest report. */
  page: z.string().max(MONITOR_PAGE_MAX).nullable(),
  /** The pages the group was seen on, the first MONITOR_GROUP_PAGES_MAX of them. */
  pages: z.array(z.string()),
  /** Reports received (after the client's own caps). */
  count: z.number().int().nonnegative(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type MonitorGroup = z.infer<typeof monitorGroupSchema>;

export const monitorGroupsDataSchema = z.object({
  groups: z.array(monitorGroupSchema),
  /** Groups matching the filter, all pages. */
  total: z.number().int().nonnegative(),
  pageInfoVO: z.object({ hasMore: z.boolean() }),
});
export type MonitorGroupsData = z.infer<typeof monitorGroupsDataSchema>;

export const monitorGroupBodySchema = bodyOf({
  fingerprint: z.string().regex(MONITOR_FINGERPRINT_PATTERN),
});
export type MonitorGroupBody = z.input<typeof monitorGroupBodySchema>;

/** One stack frame, from the source map when one covers it. */
export const monitorStackFrameSchema = z.object({
  /** The function's name: the original one when the map gives it, else as reported. */
  function: z.string().nullable(),
  /** The original source file (`src/features/…`) when mapped, else the reported address. */
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  /** True when a source map gave the position. */
  mapped: z.boolean(),
  /** The app's own code (not a library, the browser or an extension). */
  inApp: z.boolean(),
  /** The frame line as the client sent it. */
  raw: z.string(),
});
export type MonitorStackFrame = z.infer<typeof monitorStackFrameSchema>;

export const monitorStackSchema = z.object({
  /** The lines before the first frame: the error's own text. */
  header: z.string(),
  frames: z.array(monitorStackFrameSchema),
  /** The stack written out again with the mapped positions, for reading and copying. */
  text: z.string(),
  /** Whether any frame was mapped. */
  mapped: z.boolean(),
});
export type MonitorStack = z.infer<typeof monitorStackSchema>;

/** One of the group's latest reports. */
export const monitorGroupReportSchema = z.object({
  receivedAt: z.string(),
  page: z.string().nullable(),
  deviceId: nullableShort,
  sessionId: nullableShort,
  traceId: nullableShort,
  sceneType: nullableShort,
});
export type MonitorGroupReport = z.infer<typeof monitorGroupReportSchema>;

export const monitorGroupDetailSchema = z.object({
  group: monitorGroupSchema,
  /** The latest report's fields as the client sent them (texts cut to the limits). */
  sample: monitorEventSchema,
  /** The latest report's stack, readable; null when it carried none (an API failure). */
  stack: monitorStackSchema.nullable(),
  /** The latest reports still kept, newest first. */
  recent: z.array(monitorGroupReportSchema),
});
export type MonitorGroupDetail = z.infer<typeof monitorGroupDetailSchema>;
