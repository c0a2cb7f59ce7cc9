import { ERROR_CODES } from '@lahap/contract/errors';
import fp from 'fastify-plugin';
import { isApiUrl } from '../lib/api-paths.js';
import { sendRefusal } from './errors.js';

/**
 * What no route answers: a browser asking for an app route gets the SPA's index.html (200);
 * an /api path that exists with other methods gets 405 with Allow; anything else the 404
 * envelope. Unknown /api paths count against the rate limit, so probing costs the same.
 */
export const notFoundPlugin = fp(
  async (app) => {
    /** The methods mounted at each /api path, read once the routes are all known. */
    let apiMethods: Map<string, Set<string>> | undefined;
    const methodsAt = (path: string) => {
      if (!apiMethods) {
        apiMethods = new Map();
        for (const route of app.apiRoutes) {
          const methods = apiMethods.get(route.url) ?? new Set<string>();
          apiMethods.set(route.url, methods.add(route.method));
        }
      }
      return apiMethods.get(path);
    };

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      if (app.webApp.wantsAppShell(request)) return app.webApp.sendIndex(reply, request);
      if (isApiUrl(request.url)) {
        const methods = methodsAt(request.url.split('?')[0] ?? '');
        if (methods && !methods.has(request.method)) {
          reply.header('allow', [...methods].sort().join(', '));
          return sendRefusal(request, reply, 405, ERROR_CODES.METHOD_NOT_ALLOWED);
        }
      }
      return sendRefusal(request, reply, 404, ERROR_CODES.NOT_FOUND);
    });
  },
  { name: 'not-found', dependencies: ['errors', 'rate-limit', 'web-app', 'api-routes'] },
);
