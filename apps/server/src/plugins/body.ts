import { ERROR_CODES } from '@lahap/contract/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.js';
import '../lib/route-flags.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received (what the Sign header covers); undefined without a body. */
    rawBody: string | undefined;
  }
}

type Done = (err: Error | null, body?: unknown) => void;

/**
 * JSON bodies are kept as the raw string (for the signature) and parsed with fastify's own
 * prototype-poisoning-safe parser. text/plain is refused (415) except on beacon routes.
 */
export const bodyPlugin = fp(
  async (app) => {
    app.decorateRequest('rawBody', undefined);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const keepAndParse = (request: FastifyRequest, body: string, done: Done) => {
      request.rawBody = body;
      parseJson(request, body, done);
    };
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      keepAndParse(request, body as string, done),
    );
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
      if (request.routeOptions.config.beacon !== true) {
        done(new DomainError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE), undefined);
        return;
      }
      keepAndParse(request, body as string, done);
    });
  },
  { name: 'body' },
);
