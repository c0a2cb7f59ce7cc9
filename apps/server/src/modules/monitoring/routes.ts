import {
  magicBoxSendIncomingBodySchema,
  monitorConfigQuerySchema,
  monitorConfigSchema,
  reportDataIncomingBodySchema,
  storedCountSchema,
} from '@lahap/contract/monitoring/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { MONITOR_SINK_RATE_LIMIT_MAX } from '../../plugins/rate-limit.js';

/**
 * Monitoring config and the two event sinks. The sinks take no signature (browsers send them
 * with navigator.sendBeacon while the page unloads, which cannot set headers) and accept a
 * text/plain JSON body; the envelope and a stricter rate limit still apply.
 */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.monitoring;
  const sink = {
    signature: false,
    beacon: true,
    rateLimit: { max: Math.min(MONITOR_SINK_RATE_LIMIT_MAX, app.config.rateLimitMax), timeWindow: 60_000 },
  };

  app.get(
    API_PATHS.monitorConfig,
    {
      schema: {
        tags: ['monitoring'],
        summary: 'nodePublic/control/getConfig — the monitoring config an app follows',
        querystring: monitorConfigQuerySchema,
        response: envelopeResponses(monitorConfigSchema),
      },
    },
    async (request) => ok(await service.config(request.query.appId)),
  );

  app.post(
    API_PATHS.reportData,
    {
      config: sink,
      schema: {
        tags: ['monitoring'],
        summary: 'nodePublic/control/reportData — error-report sink (unsigned; texts cut to the limits)',
        body: reportDataIncomingBodySchema,
        response: envelopeResponses(storedCountSchema),
      },
    },
    async (request) =>
      ok({ stored: await service.record('reportData', request.body.appId, request.body.events) }),
  );

  app.post(
    API_PATHS.magicBoxSend,
    {
      config: sink,
      schema: {
        tags: ['monitoring'],
        summary:
          'digital-food-monitor/monitor/magicBoxSend — monitoring events (unsigned; texts cut to the limits)',
        body: magicBoxSendIncomingBodySchema,
        response: envelopeResponses(storedCountSchema),
      },
    },
    async (request) => ok({ stored: await service.record('magicBox', null, request.body.events) }),
  );
};
