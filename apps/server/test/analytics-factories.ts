import { randomUUID } from 'node:crypto';
import { ANALYTICS_PATHS } from '@lahap/contract/analytics/paths';
import type { AnalyticsContext } from '@lahap/contract/analytics/context';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { HEADERS } from '@lahap/contract/headers';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api, envelopeFields, signatureHeaders } from './helper.js';

export const EVENTS_URL = api(ANALYTICS_PATHS.events);
export const REPORT_URL = api(ANALYTICS_PATHS.report);
export const TRAIL_URL = api(ANALYTICS_PATHS.trail);

/** A consenting phone's context: its own device and session. */
export function analyticsContext(overrides: Partial<AnalyticsContext> = {}): AnalyticsContext {
  return {
    app_system: 'android',
    host_environment: 'h5',
    event_page: '/',
    user_id: null,
    login_status: 0,
    device_id: `dev-${randomUUID()}`,
    session_id: `ses-${randomUUID()}`,
    channel_id: null,
    source_tag: null,
    language: 'id-ID',
    url: 'https://lahap.test/',
    from_page: null,
    from_event_id: null,
    search_id: null,
    platform_type: 'LAHAP_C',
    h5_version: '2.5.5',
    consent: 'granted',
    ...overrides,
  };
}

/** One event at `atMs`; a page view of home unless told otherwise. */
export function analyticsEvent(
  atMs: number,
  overrides: Partial<Omit<AnalyticsEventInput, 'context'>> & { context?: Partial<AnalyticsContext> } = {},
): AnalyticsEventInput {
  const { context, ...rest } = overrides;
  return {
    id: randomUUID(),
    name: 'page_view',
    time: new Date(atMs).toISOString(),
    props: { route: '/' },
    ...rest,
    context: analyticsContext(context),
  };
}

/** A page view of `route` by the phone of `context`. */
export function pageView(
  atMs: number,
  route: string,
  context: Partial<AnalyticsContext>,
): AnalyticsEventInput {
  return analyticsEvent(atMs, { props: { route }, context });
}

export interface SendOptions {
  /** The caller's address (default 10.9.0.1). */
  ip?: string;
  /** The body as sent, instead of `{...envelope, events}`. */
  rawBody?: string;
  contentType?: string;
  /** Leave the signature headers off. */
  unsigned?: boolean;
  /** Added to the URL. */
  query?: string;
}

/** Posts a batch to the events sink, signed in its headers as the web client's fetch sends it. */
export async function sendEvents(
  app: FastifyInstance,
  events: readonly AnalyticsEventInput[],
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const rawBody = options.rawBody ?? JSON.stringify({ ...envelopeFields(), events });
  return app.inject({
    method: 'POST',
    url: `${EVENTS_URL}${options.query ? `?${options.query}` : ''}`,
    remoteAddress: options.ip ?? '10.9.0.1',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(options.unsigned ? {} : await signatureHeaders(app, rawBody)),
    },
    payload: rawBody,
  });
}

/** A team call with `token` (the app's own when undefined, none when null). */
async function askTeam(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  token: string | null = app.config.teamToken,
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify({ ...envelopeFields(), ...body });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(await signatureHeaders(app, rawBody)),
      ...(token === null ? {} : { [HEADERS.authorize]: `Bearer ${token}` }),
    },
    payload: rawBody,
  });
}

/** Asks for the team's report with `token` (the app's own when undefined, none when null). */
export function askReport(
  app: FastifyInstance,
  from: string,
  to: string,
  token?: string | null,
): Promise<LightMyRequestResponse> {
  return askTeam(app, REPORT_URL, { from, to }, token);
}

/** Asks for one device's trail with `token` (the app's own when undefined, none when null). */
export function askTrail(
  app: FastifyInstance,
  body: { deviceId: string; from: string; to: string },
  token?: string | null,
): Promise<LightMyRequestResponse> {
  return askTeam(app, TRAIL_URL, body, token);
}
