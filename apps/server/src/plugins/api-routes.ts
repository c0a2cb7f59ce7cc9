import { ERROR_CODES } from '@lahap/contract/errors';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isApiUrl, isCanonicalApiPath } from '../lib/api-paths.js';
import { DomainError } from '../lib/domain-error.js';
import '../lib/route-flags.js';

/** A route mounted under /api, as registered. */
export interface MountedApiRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route mounted under /api (with the HEAD twins of GET routes), in registration order. */
    apiRoutes: readonly MountedApiRoute[];
  }
}

/**
 * Marks every route mounted under /api (`config.api`), so the guards (signature, envelope, auth,
 * replay, rate limit) decide from the route the router matched and never from the URL string.
 * A request that reaches an /api route through another spelling of its path (`/%61pi/…`,
 * `/api/../api/…`) counts against the rate limit and is refused as not found before any other
 * guard or the handler runs. Registered before any route, so its onRoute hook sees them all.
 */
export const apiRoutesPlugin = fp(
  async (app) => {
    const routes: MountedApiRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.decorateRequest('isApiRoute', false);
    const countAgainstLimit = app.rateLimit();
    app.addHook('onRoute', (route) => {
      const api = isApiUrl(route.url);
      route.config = { ...route.config, api };
      if (!api) return;
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, config: route.config, schema: route.schema });
      }
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Read once here: each read of request.routeOptions builds a new object, and every guard asks.
      request.isApiRoute = request.routeOptions.config.api === true;
      if (!request.isApiRoute || isCanonicalApiPath(request.url)) {
        done();
        return;
      }
      countAgainstLimit
        .call(app, request, reply)
        .then(() => done(new DomainError(ERROR_CODES.NOT_FOUND)), done);
    });
  },
  { name: 'api-routes', dependencies: ['rate-limit'] },
);
