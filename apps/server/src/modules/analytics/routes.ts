import { ANALYTICS_BATCH_MAX_BYTES } from '@lahap/contract/analytics/context';
import { ANALYTICS_ENDPOINTS } from '@lahap/contract/analytics/endpoints';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/domain-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { EventRateExceeded } from './service.js';

/**
 * The events sink, the team's report and a device's trail. The sink takes a text/plain body too (what sendBeacon
 * sends, with its signature in the query string: plugins/signature.ts) and at most
 * ANALYTICS_BATCH_MAX_BYTES of it: a bigger body is refused with the batch's own code, 1012003,
 * before it is read; every other refusal goes on to the app's error handler.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.analytics;

  app.route({
    ...routeOf(ANALYTICS_ENDPOINTS.events, { beacon: true }),
    bodyLimit: ANALYTICS_BATCH_MAX_BYTES,
    errorHandler: (error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new DomainError(ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE, 413);
      }
      throw error;
    },
    handler: async (request, reply) => {
      try {
        return ok({ accepted: await service.ingest(request.body.events, request.ip) });
      } catch (error) {
        if (error instanceof EventRateExceeded) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(ANALYTICS_ENDPOINTS.report),
    handler: async (request) => ok(await service.report(request.body.from, request.body.to)),
  });

  app.route({
    ...routeOf(ANALYTICS_ENDPOINTS.trail),
    handler: async (request) => {
      const { deviceId, from, to } = request.body;
      return ok(await service.trail(deviceId, from, to));
    },
  });
};
