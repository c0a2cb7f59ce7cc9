import type { Endpoint } from '@lahap/contract/endpoint';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { envelopeResponses } from './envelope.js';
import './route-flags.js';

/**
 * The route of a contract endpoint: its method and path, its guards as the route's `config`
 * flags, its schemas (the answer as the envelope around `data`, or as is for numeric-code
 * calls), and its docs. `config` adds what only the server decides (rate limits, beacon bodies,
 * multipart forms). Spread it into `app.route({ ...routeOf(endpoint), handler })`.
 */
type Parts<E> =
  E extends Endpoint<infer Body, infer Query, infer Data> ? { body: Body; query: Query; data: Data } : never;

export function routeOf<E extends Endpoint>(endpoint: E, config: FastifyContextConfig = {}) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: {
      auth: endpoint.auth,
      allowFrozen: endpoint.allowFrozen,
      signature: endpoint.signed,
      envelope: endpoint.envelope,
      answer: endpoint.answer,
      ...config,
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      body: endpoint.body as Parts<E>['body'],
      querystring: endpoint.query as Parts<E>['query'],
      response:
        endpoint.answer === 'code'
          ? { 200: endpoint.data as Parts<E>['data'] }
          : envelopeResponses(endpoint.data as Parts<E>['data'] & z.ZodType),
    },
  };
}
