import { BEACON_SIGNATURE_QUERY } from '@lahap/contract/analytics/context';
import { ANALYTICS_ROUTES } from '@lahap/contract/analytics/routes';
import type { AnalyticsEventInput } from '@lahap/contract/analytics/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { sign } from '@lahap/contract/signing';
import { isApiRequestError } from '../api-client/api-error';
import { apiUrl, sendRequest } from '../api-client/transport';
import { getClientConfig } from '../config/client-config';
import { randomId } from '../device/random-id';
import { getSessionId } from '../device/session-id';

const ROUTE = ANALYTICS_ROUTES.events;

/**
 * Posts one batch, signed like every call. Sent without the login: analytics is open to guests,
 * and an expired token must not send anyone to the login sheet for it. Rejects as the transport
 * does ({@link ApiRequestError}).
 */
export async function postEvents(events: readonly AnalyticsEventInput[]): Promise<void> {
  await sendRequest({ method: ROUTE.method, path: ROUTE.path, body: { events } });
}

/**
 * True when sending the batch again could never succeed: the server refused its content (a
 * 4xx other than a timeout, a rate limit or a challenge). Anything else (no answer, a 5xx) is
 * tried again later with the same events.
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiRequestError(error) || error.status === undefined) return false;
  if (error.status < 400 || error.status >= 500) return false;
  if (error.status === 408 || error.status === 429) return false;
  return error.code !== ERROR_CODES.CHALLENGE_REQUIRED;
}

/**
 * Hands one batch to navigator.sendBeacon, which outlives the page. A beacon cannot carry
 * headers, so the signature goes in the query (BEACON_SIGNATURE_QUERY), over the same raw body;
 * the body goes as text/plain, which every browser's sendBeacon takes without a preflight.
 * True when the browser took it.
 */
export async function beaconEvents(events: readonly AnalyticsEventInput[]): Promise<boolean> {
  const sendBeacon = globalThis.navigator?.sendBeacon?.bind(globalThis.navigator);
  if (!sendBeacon) return false;
  const timestamp = Date.now();
  const rawBody = JSON.stringify({ events, sessionId: getSessionId(), requestId: randomId(), timestamp });
  const { appKey, appSecret } = getClientConfig();
  const signature = await sign({ appKey, appSecret, timestamp, rawBody });
  const url = apiUrl(ROUTE.path, {
    [BEACON_SIGNATURE_QUERY.appKey]: appKey,
    [BEACON_SIGNATURE_QUERY.timestamp]: timestamp,
    [BEACON_SIGNATURE_QUERY.sign]: signature,
  });
  return sendBeacon(url, new Blob([rawBody], { type: 'text/plain' }));
}
