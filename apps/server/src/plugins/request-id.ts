import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS, decodeDigitalFood } from '@lahap/contract/headers';
import fp from 'fastify-plugin';

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const DIGITAL_FOOD = HEADERS.digitalFood.toLowerCase();
const REQUEST_ID = HEADERS.requestId.toLowerCase();

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The id logs are tagged with: the client's requestId from X-Digital-Food when it looks sane,
 * else X-Request-Id (e.g. from a proxy), else a fresh UUID. Lets a client error report be
 * matched with the server's log lines.
 */
export function genReqId(request: IncomingMessage): string {
  const fromClient = decodeDigitalFood(headerValue(request, DIGITAL_FOOD)).requestId;
  if (fromClient && SANE_ID.test(fromClient)) return fromClient;
  const fromProxy = headerValue(request, REQUEST_ID);
  if (fromProxy && SANE_ID.test(fromProxy)) return fromProxy;
  return randomUUID();
}

/** Echoes the request id as X-Request-Id on every answer. */
export const requestIdPlugin = fp(
  async (app) => {
    // Callback hooks on the per-request path: an async hook costs a promise and a microtask.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(HEADERS.requestId, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
