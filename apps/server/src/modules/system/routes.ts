import { API_PATHS } from '@lahap/contract/paths';
import { healthSchema, readySchema } from '@lahap/contract/system/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSystemRepository } from './repository.js';

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  return Promise.race([
    work.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Probes at the root (not under /api, no envelope): /healthz says the process runs; /readyz
 * says it can serve (database and, when configured, Redis answer) and turns 503 while the
 * server shuts down so a load balancer stops sending traffic.
 */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createSystemRepository(app.db);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    API_PATHS.health,
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    API_PATHS.ready,
    { schema: { tags: ['system'], summary: 'Readiness', response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        closing ? false : withTimeout(repository.ping()),
        app.redis ? withTimeout(app.redis.ping()) : null,
      ]);
      const ready = !closing && database && redis !== false;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, redis });
    },
  );
};
