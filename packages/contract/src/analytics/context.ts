/**
 * What every analytics event carries (spec §3 "Analytics event context"), with the snake_case
 * keys the spec names. Kept free of zod so the web bundle can import it.
 */

/** Where the web code runs: the installed web app, the native shell, or a browser tab. */
export const HOST_ENVIRONMENTS = ['pwa', 'app', 'h5'] as const;
export type HostEnvironment = (typeof HOST_ENVIRONMENTS)[number];

/** The product's fixed type in every event (spec §3 platform_type). */
export const ANALYTICS_PLATFORM_TYPE = 'LAHAP_C';

/** Whether the customer agreed to analytics that name them (UU PDP); without it, counts only. */
export const ANALYTICS_CONSENTS = ['granted', 'denied'] as const;
export type AnalyticsConsent = (typeof ANALYTICS_CONSENTS)[number];

/**
 * The cookie telling the server this device has answered the analytics notice (its value is the
 * answer), so a page's HTML draws the notice only for a visitor who has not (first-paint.ts).
 */
export const CONSENT_COOKIE = 'lahap_analytics_consent';

export function isAnalyticsConsent(value: unknown): value is AnalyticsConsent {
  return ANALYTICS_CONSENTS.some((consent) => consent === value);
}

export interface AnalyticsContext {
  /** The operating system family: android, ios, windows, macos, linux or other. */
  app_system: string;
  host_environment: HostEnvironment;
  /** The route pattern the event happened on. */
  event_page: string;
  /** Null when anonymous or without consent. */
  user_id: string | null;
  /** 0 anonymous, 1 logged in. */
  login_status: 0 | 1;
  /** Null without consent. */
  device_id: string | null;
  /** Null without consent. */
  session_id: string | null;
  channel_id: string | null;
  source_tag: string | null;
  /** id-ID, en-US or zh-CN. */
  language: string;
  /** The page's address; without consent, its path only. */
  url: string;
  from_page: string | null;
  /** The id of the event that led here (the tap that opened this page). */
  from_event_id: string | null;
  search_id: string | null;
  platform_type: typeof ANALYTICS_PLATFORM_TYPE;
  /** The web client's version (spec §3 H5 version). */
  h5_version: string;
  consent: AnalyticsConsent;
}

/** Limits of one batch and of the client's waiting queue. */
export const ANALYTICS_BATCH_MAX_EVENTS = 100;
export const ANALYTICS_BATCH_MAX_BYTES = 64 * 1024;
/** The client keeps at most this many unsent events; the oldest go first. */
export const ANALYTICS_QUEUE_MAX = 500;
/** What one device may send per minute before the server refuses (429). */
export const ANALYTICS_EVENTS_PER_DEVICE_MINUTE = 600;
/** How far an event's time may lie from the server clock: a day back (queued offline), 5 min ahead. */
export const ANALYTICS_TIME_PAST_MS = 24 * 60 * 60 * 1000;
export const ANALYTICS_TIME_FUTURE_MS = 5 * 60 * 1000;

/** UTC with milliseconds, as `Date.prototype.toISOString` writes it. */
export const ANALYTICS_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * sendBeacon cannot set headers, so a beacon carries the signature headers in its query string
 * under these names (`?appKey=…&timestamp=…&sign=…`); the signature is the same as in headers.
 */
export const BEACON_SIGNATURE_QUERY = { appKey: 'appKey', timestamp: 'timestamp', sign: 'sign' } as const;
