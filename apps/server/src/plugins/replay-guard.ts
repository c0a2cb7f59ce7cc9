import { SIGNATURE_WINDOW_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import fp from 'fastify-plugin';
import { isApiRouteRequest } from '../lib/api-paths.js';
import { DomainError } from '../lib/domain-error.js';
import { createRedisNonceStore, createSqlNonceStore } from './nonce-store.js';
import '../lib/route-flags.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's store, for routes that read their requestId themselves (multipart forms). */
    replayGuard: {
      /** Throws the replay refusal when `requestId` was seen within the signature window. */
      claim(requestId: string): Promise<void>;
    };
  }
}

/**
 * Refuses a body `requestId` seen before within the signature window (409). Runs last, after
 * signature, envelope, schema and auth checks passed, so a refused request leaves nothing
 * behind and a client may resend the same request after, e.g., refreshing its token.
 */
export const replayGuardPlugin = fp<{ redisKeyPrefix: string }>(
  async (app, { redisKeyPrefix }) => {
    const store = app.redis ? createRedisNonceStore(app.redis, redisKeyPrefix) : createSqlNonceStore(app.db);
    app.decorate('replayGuard', {
      async claim(requestId: string) {
        if (!(await store.claim(requestId, SIGNATURE_WINDOW_MS))) {
          throw new DomainError(ERROR_CODES.REQUEST_REPLAYED);
        }
      },
    });
    // A callback hook, so requests without a requestId to claim (GETs, config-list calls) pass
    // without the promise and microtask of an async hook. Multipart routes claim the requestId of
    // their form themselves, once they have read and checked it; whatever JSON body such a route
    // was sent instead is no envelope and was never checked as one. Idempotent routes answer a
    // repeat from what the first request wrote, which a refusal here would hide.
    app.addHook('preHandler', (request, _reply, done) => {
      const { envelope, multipart, idempotent } = request.routeOptions.config;
      const requestId =
        request.method === 'POST' &&
        isApiRouteRequest(request) &&
        envelope !== false &&
        multipart !== true &&
        idempotent !== true
          ? (request.body as { requestId?: unknown } | undefined)?.requestId
          : undefined;
      if (typeof requestId !== 'string') {
        done();
        return;
      }
      store
        .claim(requestId, SIGNATURE_WINDOW_MS)
        .then((claimed) => done(claimed ? undefined : new DomainError(ERROR_CODES.REQUEST_REPLAYED)), done);
    });
  },
  { name: 'replay-guard', dependencies: ['database', 'redis', 'auth', 'envelope'] },
);
