import { MONITORING_ENDPOINTS } from '@lahap/contract/monitoring/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { MONITOR_SINK_RATE_LIMIT_MAX } from '../../plugins/rate-limit.js';

/**
 * Monitoring config and the two event sinks. The sinks accept a text/plain JSON body (what
 * sendBeacon sends); the envelope and a stricter rate limit still apply. The team's error view
 * answers only the team's admin token (plugins/team-guard.ts).
 */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.monitoring;
  const sink = {
    beacon: true,
    rateLimit: { max: Math.min(MONITOR_SINK_RATE_LIMIT_MAX, app.config.rateLimitMax), timeWindow: 60_000 },
  };

  app.route({
    ...routeOf(MONITORING_ENDPOINTS.monitorConfig),
    handler: async (request) => ok(await service.config(request.query.appId)),
  });

  app.route({
    ...routeOf(MONITORING_ENDPOINTS.reportData, sink),
    handler: async (request) =>
      ok({ stored: await service.record('reportData', request.body.appId, request.body.events) }),
  });

  app.route({
    ...routeOf(MONITORING_ENDPOINTS.magicBoxSend, sink),
    handler: async (request) => ok({ stored: await service.record('magicBox', null, request.body.events) }),
  });

  app.route({
    ...routeOf(MONITORING_ENDPOINTS.teamGroups),
    handler: async (request) => ok(await service.groups(request.body)),
  });

  app.route({
    ...routeOf(MONITORING_ENDPOINTS.teamGroup),
    handler: async (request) => ok(await service.group(request.body.fingerprint)),
  });
};
