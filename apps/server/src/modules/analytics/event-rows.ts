import {
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_TIME_FUTURE_MS,
  ANALYTICS_TIME_PAST_MS,
} from '@lahap/contract/analytics/context';
import { isAnalyticsEventName, propsProblem } from '@lahap/contract/analytics/catalogue';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import type { AnalyticsEventRecord } from './event-repository.js';

/** Half a surrogate pair: JSON.stringify writes it as `\udXXX`, which PostgreSQL's jsonb refuses. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ANY_SURROGATE = /[\ud800-\udfff]/;

function wellFormed(value: string): string {
  // Most text has no surrogate at all; the look-around search is for the rest.
  return ANY_SURROGATE.test(value) ? value.replace(LONE_SURROGATE, '\ufffd') : value;
}

function wellFormedOrNull(value: string | null): string | null {
  return value === null ? null : wellFormed(value);
}

/** An address's path alone: what is kept of it without consent (no query, no host, no fragment). */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'https://lahap.invalid').pathname;
  } catch {
    return '';
  }
}

/**
 * Checks a batch whole before anything is counted or stored: a refused batch stores nothing, so
 * the client drops it rather than sending it again. Over ANALYTICS_BATCH_MAX_EVENTS: 1012003; a
 * name outside the catalogue: 1012002; props that do not fit their entry, or a time outside the
 * window (a day back for a queue kept offline, five minutes ahead for a fast clock): 1000400.
 */
export function checkBatch(events: readonly AnalyticsEventInput[], nowMs: number): void {
  if (events.length > ANALYTICS_BATCH_MAX_EVENTS) {
    throw new DomainError(ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE, 413);
  }
  events.forEach((event, index) => {
    if (!isAnalyticsEventName(event.name)) throw new DomainError(ERROR_CODES.ANALYTICS_EVENT_UNKNOWN, 400);
    const problem = propsProblem(event.name, event.props ?? {});
    if (problem !== null) throw parameterError(`body.events.${index}.props: ${problem}`);
    const at = Date.parse(event.time);
    if (
      !Number.isFinite(at) ||
      at < nowMs - ANALYTICS_TIME_PAST_MS ||
      at > nowMs + ANALYTICS_TIME_FUTURE_MS
    ) {
      throw parameterError(
        `body.events.${index}.time: must lie between a day before and five minutes after the server's time`,
      );
    }
  });
}

const HOUR_MS = 3_600_000;

/**
 * The Jakarta day of an event's time: jakartaDay, kept per UTC hour (a batch's events share a few),
 * so a batch of 100 computes it about once. Jakarta is UTC+7 all year, so an hour has one day.
 */
const dayByHour = new Map<number, string>();
function jakartaDayOf(time: string): string {
  const hour = Math.floor(Date.parse(time) / HOUR_MS);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    if (dayByHour.size > 1_000) dayByHour.clear();
    day = jakartaDay(hour * HOUR_MS);
    dayByHour.set(hour, day);
  }
  return day;
}

/**
 * The row an event is stored as. Without consent it names no one, whatever the client sent: no
 * user, device, session, referring event or search, and the address's path only (UU PDP).
 */
export function rowOf(event: AnalyticsEventInput, receivedAt: string): AnalyticsEventRecord {
  const c = event.context;
  const consented = c.consent === 'granted';
  const identifier = (value: string | null) => (consented ? wellFormedOrNull(value) : null);
  const props: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(event.props ?? {})) {
    props[wellFormed(key)] = typeof value === 'string' ? wellFormed(value) : value;
  }
  return {
    day: jakartaDayOf(event.time),
    id: wellFormed(event.id),
    name: event.name,
    // Already UTC with milliseconds (ANALYTICS_TIME_PATTERN), as PostgreSQL reads it.
    occurred_at: event.time,
    received_at: receivedAt,
    user_id: identifier(c.user_id),
    device_id: identifier(c.device_id),
    session_id: identifier(c.session_id),
    login_status: c.login_status,
    consent: c.consent,
    language: wellFormed(c.language),
    host_environment: c.host_environment,
    app_system: wellFormed(c.app_system),
    event_page: wellFormed(c.event_page),
    url: wellFormed(consented ? c.url : pathOf(c.url)),
    from_page: wellFormedOrNull(c.from_page),
    from_event_id: identifier(c.from_event_id),
    search_id: identifier(c.search_id),
    channel_id: wellFormedOrNull(c.channel_id),
    source_tag: wellFormedOrNull(c.source_tag),
    h5_version: wellFormed(c.h5_version),
    props,
  };
}

/**
 * Whose minute budget an event spends: its device when the customer agreed and the client named
 * one, else the caller's address (a device id sent without consent is neither stored nor used).
 */
export function budgetKeyOf(event: AnalyticsEventInput, ip: string): string {
  const { consent, device_id: deviceId } = event.context;
  return consent === 'granted' && deviceId !== null ? `d:${deviceId}` : `ip:${ip}`;
}
