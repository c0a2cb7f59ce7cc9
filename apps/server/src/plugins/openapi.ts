import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { WEB_CLIENT_VERSION } from '@lahap/contract/constants';
import { HEADERS } from '@lahap/contract/headers';
import { API_PATHS } from '@lahap/contract/paths';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.1 generated from the zod route schemas, at /api/docs/json, and Swagger UI at
 * /api/docs. Must be registered before any route (it collects them as they are added).
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lahap API',
          version: WEB_CLIENT_VERSION,
          description:
            'Every answer is `{success, data, error}`. POST bodies carry sessionId, requestId and timestamp ' +
            'and are signed: `Sign = hex(HMAC-SHA256(appSecret, AppKey + "\\n" + Timestamp + "\\n" + rawBody))`. ' +
            'Flags and error codes per call: docs/api.md.',
        },
        components: {
          securitySchemes: {
            accessToken: { type: 'apiKey', in: 'header', name: HEADERS.authorize },
            signature: { type: 'apiKey', in: 'header', name: HEADERS.sign },
          },
        },
        tags: [
          { name: 'config', description: 'Remote config and allow lists' },
          { name: 'monitoring', description: 'Error and event reporting' },
          { name: 'system', description: 'Probes' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: API_PATHS.docs,
      staticCSP: true,
      // Same reason as the app's CSP: keep the docs usable over plain HTTP.
      transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
    });
  },
  { name: 'openapi' },
);
