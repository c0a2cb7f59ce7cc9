import { SIGNATURE_WINDOW_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { verifySignature } from '@lahap/contract/signing';
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

/** True when a millisecond timestamp is within the signature window of the server clock. */
export function withinWindow(timestamp: number, now = Date.now()): boolean {
  return Math.abs(now - timestamp) <= SIGNATURE_WINDOW_MS;
}

/**
 * Checks `Sign = hex(HMAC-SHA256(APP_SECRET, APP_KEY \n Timestamp \n rawBody))` on every POST
 * under /api (except routes with `signature: false`) and on any /api request that sends a
 * Sign header. Runs before the body is validated or anything is written.
 */
export const signaturePlugin = fp(
  async (app) => {
    const { appKey, appSecret } = app.config;
    app.addHook('preValidation', async (request) => {
      if (!isApiRouteRequest(request)) return;
      const sign = header(request, SIGN);
      const required = request.method === 'POST' && request.routeOptions.config.signature !== false;
      if (!required && sign === undefined) return;

      const timestamp = header(request, TIMESTAMP);
      if (sign === undefined || timestamp === undefined || !/^\d{1,15}$/.test(timestamp)) {
        throw new DomainError(ERROR_CODES.SIGNATURE_INVALID);
      }
      if (!withinWindow(Number(timestamp))) throw new DomainError(ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW);
      if (header(request, APP_KEY) !== appKey) throw new DomainError(ERROR_CODES.SIGNATURE_INVALID);
      const valid = await verifySignature({
        appKey,
        appSecret,
        timestamp,
        rawBody: request.rawBody ?? '',
        signature: sign,
      });
      if (!valid) throw new DomainError(ERROR_CODES.SIGNATURE_INVALID);
    });
  },
  { name: 'signature', dependencies: ['config', 'body', 'errors'] },
);
