import {
  configInfoQuerySchema,
  configListBodySchema,
  configListDataSchema,
  configValueSchema,
  devOptWhiteListBodySchema,
  devOptWhiteListResponseSchema,
} from '@lahap/contract/config/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { jsonEnvelopeSerializerCompiler } from '../../lib/json-envelope-serializer.js';

/** Config and session calls of spec §7 that read remote config. Mounted under /api. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.appConfig;

  app.get(
    API_PATHS.configInfo,
    {
      schema: {
        tags: ['config'],
        summary: 'nodePublic/config/info — one remote config value (null for an unknown key)',
        querystring: configInfoQuerySchema,
        response: envelopeResponses(configValueSchema.nullable()),
      },
      serializerCompiler: jsonEnvelopeSerializerCompiler,
    },
    async (request) => ok(await service.info(request.query.key)),
  );

  app.post(
    API_PATHS.configList,
    {
      config: { envelope: false },
      schema: {
        tags: ['config'],
        summary: 'nodePublic/config/configList — several config values (no envelope fields in the body)',
        body: configListBodySchema,
        response: envelopeResponses(configListDataSchema),
      },
    },
    async (request) => ok(await service.list(request.body.keys)),
  );

  app.post(
    API_PATHS.devOptWhiteList,
    {
      config: { envelope: false, answer: 'code' },
      schema: {
        tags: ['config'],
        summary: 'nodePublic/public/getDevOptWhiteList — developer-option allow lists (numeric-code answer)',
        body: devOptWhiteListBodySchema,
        response: { 200: devOptWhiteListResponseSchema },
      },
    },
    async (request) => ({ code: 0, data: await service.devOptWhiteList(request.body.app_id) }),
  );
};
