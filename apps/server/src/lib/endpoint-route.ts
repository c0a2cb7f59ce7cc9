import type { Endpoint } from '@lahap/contract/endpoint';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { envelopeResponses } from './envelope.js';
import './route-flags.js';

type Parts<E> =
  E extends Endpoint<infer Body, infer Query, infer Data> ? { body: Body; query: Query; data: Data } : never;

/** The documented answers: the envelope around `data`, or `data` itself for numeric-code calls. */
function responseOf<E extends Endpoint>(endpoint: E) {
  return endpoint.answer === 'code'
    ? { 200: endpoint.data as Parts<E>['data'] }
    : envelopeResponses(endpoint.data as Parts<E>['data'] & z.ZodType);
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
 * flags, its schemas (the answer as the envelope around `data`, or as is for numeric-code
 * calls; none for a file), and its docs. `config` adds what only the server decides (rate
 * limits, beacon bodies). Spread it into `app.route({ ...routeOf(endpoint), handler })`.
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
      ...config,
    },
    schema: definedKeys({
      tags: [endpoint.tag],
      summary: endpoint.summary,
      body: endpoint.body as Parts<E>['body'],
      querystring: endpoint.query as Parts<E>['query'],
      ...(endpoint.form ? { consumes: ['multipart/form-data'] } : {}),
      // A file answer is its bytes: there is no schema to serialize it with.
      ...(endpoint.answer === 'file' ? {} : { response: responseOf(endpoint) }),
    }),
  };
}
