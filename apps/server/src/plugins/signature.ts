import { createHmac } from 'node:crypto';
import { BEACON_SIGNATURE_QUERY } from '@lahap/contract/analytics/context';
import { SIGNATURE_WINDOW_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { safeEqualHex, signingPayload } from '@lahap/contract/signing';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRouteRequest } from '../lib/api-paths.js';
import { DomainError } from '../lib/domain-error.js';
import '../lib/route-flags.js';

const SIGN = HEADERS.sign.toLowerCase();
const TIMESTAMP = HEADERS.timestamp.toLowerCase();
const APP_KEY = HEADERS.appKey.toLowerCase();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One value of the query string (a repeated name is none), or undefined. */
function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The Sign, Timestamp and AppKey the request carries. sendBeacon cannot set headers, so a beacon
 * route that must be signed (`beacon: true`, the analytics sink) sent without a Sign header may
 * carry the three in its query string (BEACON_SIGNATURE_QUERY), signed the same way; every other
 * route, the unsigned monitoring sinks included, reads headers only.
 */
function signatureParts(request: FastifyRequest): { sign?: string; timestamp?: string; appKey?: string } {
  const sign = header(request, SIGN);
  const { beacon, signature } = request.routeOptions.config;
  if (sign !== undefined || beacon !== true || signature === false) {
    return { sign, timestamp: header(request, TIMESTAMP), appKey: header(request, APP_KEY) };
  }
  return {
    sign: queryValue(request, BEACON_SIGNATURE_QUERY.sign),
    timestamp: queryValue(request, BEACON_SIGNATURE_QUERY.timestamp),
    appKey: queryValue(request, BEACON_SIGNATURE_QUERY.appKey),
  };
}

/** True when a millisecond timestamp is within the signature window of the server clock. */
export function withinWindow(timestamp: number, now = Date.now()): boolean {
  return Math.abs(now - timestamp) <= SIGNATURE_WINDOW_MS;
}

/**
 * The contract's `verifySignature`, with node:crypto's HMAC instead of WebCrypto: the same
 * payload and comparison, computed synchronously. WebCrypto runs every HMAC as an async job,
 * which cost about 10 % of the server's CPU on the hottest read.
 */
export function verifySignatureSync(input: {
  appKey: string;
  appSecret: string;
  timestamp: string;
  rawBody: string;
  signature: string;
}): boolean {
  const expected = createHmac('sha256', input.appSecret).update(signingPayload(input)).digest('hex');
  return safeEqualHex(expected, input.signature.toLowerCase());
}

/**
 * Checks `Sign = hex(HMAC-SHA256(APP_SECRET, APP_KEY \n Timestamp \n rawBody))` on every POST
 * under /api (except routes with `signature: false`) and on any /api request that sends a
 * Sign header (or, on a beacon route, a `sign` in its query). Runs before the body is validated
 * or anything is written.
 */
export const signaturePlugin = fp(
  async (app) => {
    const { appKey, appSecret } = app.config;

    /** Why the request's signature is refused, or null when it passes (or is not needed). */
    function refusal(request: FastifyRequest): DomainError | null {
      if (!isApiRouteRequest(request)) return null;
      const { sign, timestamp, appKey: sentAppKey } = signatureParts(request);
      const required = request.method === 'POST' && request.routeOptions.config.signature !== false;
      if (!required && sign === undefined) return null;

      if (sign === undefined || timestamp === undefined || !/^\d{1,15}$/.test(timestamp)) {
        return new DomainError(ERROR_CODES.SIGNATURE_INVALID);
      }
      if (!withinWindow(Number(timestamp))) return new DomainError(ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
      if (sentAppKey !== appKey) return new DomainError(ERROR_CODES.SIGNATURE_INVALID);
      const valid = verifySignatureSync({
        appKey,
        appSecret,
        timestamp,
        rawBody: request.rawBody ?? '',
        signature: sign,
      });
      return valid ? null : new DomainError(ERROR_CODES.SIGNATURE_INVALID);
    }
    // A callback hook: the check is synchronous, and an async hook costs a promise and a microtask.
    app.addHook('preValidation', (request, _reply, done) => {
      const error = refusal(request);
      if (error) done(error);
      else done();
    });
  },
  { name: 'signature', dependencies: ['config', 'body', 'errors'] },
);
