import { CONTENT_ENDPOINTS } from '@lahap/contract/content/endpoints';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, parameterError } from '../../lib/domain-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { isVideoKey } from '../../plugins/storage.js';
import { parseByteRange } from './byte-range.js';

/** A clip's key names its content, so a served clip never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ContentRoutesOptions {
  /** The funnel report is an operator's view with no operator login yet: outside production only. */
  funnelReport: boolean;
}

/**
 * The explore feed, the player's detail and events (signed POSTs, guests welcome) and the clips
 * themselves (`GET /content/videos/<key>`, with byte ranges so a player can seek and a phone
 * can start before the whole file is there).
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const content = app.content;

  app.route({
    ...routeOf(CONTENT_ENDPOINTS.feedPull),
    handler: async (request) => ok(await content.pull(request.body, requestLocale(request))),
  });

  app.route({
    ...routeOf(CONTENT_ENDPOINTS.feedDetail),
    handler: async (request) => ok(await content.detail(request.body.id, requestLocale(request))),
  });

  app.route({
    ...routeOf(CONTENT_ENDPOINTS.feedEvent),
    handler: async (request) => {
      await content.record(request.body.id, request.body.action, request.user?.id ?? null);
      return ok({ recorded: true as const });
    },
  });

  if (options.funnelReport) {
    app.route({
      ...routeOf(CONTENT_ENDPOINTS.feedFunnel),
      handler: async (request) => ok(await content.funnel(requestLocale(request))),
    });
  }

  app.route({
    ...routeOf(CONTENT_ENDPOINTS.video),
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isVideoKey(key)) throw parameterError('key is not a valid video key');
      if (!(await content.isServedClip(key))) throw new DomainError(ERROR_CODES.NOT_FOUND);
      const whole = await app.storage.get(key);
      // Not made yet (the demo's clips are made after the start) or gone: the player offers a retry.
      if (!whole) throw new DomainError(ERROR_CODES.NOT_FOUND);
      reply.header('accept-ranges', 'bytes').header('cache-control', IMMUTABLE);
      const range = parseByteRange(request.headers.range, whole.size);
      if (range === null) {
        return reply.type(whole.contentType).header('content-length', whole.size).send(whole.body);
      }
      whole.body.destroy();
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${whole.size}`)
          .header('cache-control', 'no-store')
          .send();
      }
      const part = await app.storage.get(key, range);
      if (!part) throw new DomainError(ERROR_CODES.NOT_FOUND);
      return reply
        .code(206)
        .type(part.contentType)
        .header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(part.body);
    },
  });
};
