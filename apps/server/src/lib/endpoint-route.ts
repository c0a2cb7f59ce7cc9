import type { Endpoint } from '@lahap/contract/endpoint';
import { codeEnvelopeOf } from '@lahap/contract/envelope';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { envelopeResponses } from './envelope.js';
import './route-flags.js';

type Parts<E> =
  E extends Endpoint<infer Body, infer Query, infer Data> ? { body: Body; query: Query; data: Data } : never;

/** The documented answers: `data` in the envelope, or in the numeric-code form. */
function responseOf<E extends Endpoint>(endpoint: E) {
  const data = endpoint.data as Parts<E>['data'] & z.ZodType;
  return endpoint.answer === 'code' ? { 200: codeEnvelopeOf(data) } : envelopeResponses(data);
}

/**
 * The object without its undefined keys, typed as it was: fastify warns about a schema key
 * (body, querystring) that is present but undefined, as a GET without a query would have.
 */
function definedKeys<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * The route of a contract endpoint: its method and path, its guards as the route's `config`
 * flags, its schemas (the answer's `data` in the envelope or the numeric-code form; none for a
 * file), and its docs. `config` adds what only the server decides (rate limits, beacon bodies).
 * Spread it into `app.route({ ...routeOf(endpoint), handler })`.
 */
export function routeOf<E extends Endpoint>(endpoint: E, config: FastifyContextConfig = {}) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: {
      auth: endpoint.auth,
      allowFrozen: endpoint.allowFrozen,
      signature: endpoint.signed,
      envelope: endpoint.envelope,
      answer: endpoint.answer === 'code' ? ('code' as const) : undefined,
      multipart: endpoint.form,
      idempotent: endpoint.idempotent,
      ...config,
    },
    schema: definedKeys({
      tags: [endpoint.tag],
      summary: endpoint.summary,
      body: endpoint.body as Parts<E>['body'],
      querystring: endpoint.query as Parts<E>['query'],
      ...(endpoint.form ? { consumes: ['multipart/form-data'] } : {}),
      // A file answer is its bytes, a stream its events: there is no schema to serialize them with.
      ...(endpoint.answer === 'file' || endpoint.answer === 'stream'
        ? {}
        : { response: responseOf(endpoint) }),
    }),
  };
}
