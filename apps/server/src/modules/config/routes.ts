import { CONFIG_ENDPOINTS } from '@lahap/contract/config/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { jsonEnvelopeSerializerCompiler } from '../../lib/json-envelope-serializer.js';

/** Config and session calls of spec §7 that read remote config. Mounted under /api. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.appConfig;

  app.route({
    ...routeOf(CONFIG_ENDPOINTS.configInfo),
    serializerCompiler: jsonEnvelopeSerializerCompiler,
    handler: async (request) => ok(await service.info(request.query.key)),
  });

  app.route({
    ...routeOf(CONFIG_ENDPOINTS.configList),
    handler: async (request) => ok(await service.list(request.body.keys)),
  });

  app.route({
    ...routeOf(CONFIG_ENDPOINTS.devOptWhiteList),
    handler: async (request) => ({ code: 0, data: await service.devOptWhiteList(request.body.app_id) }),
  });
};
