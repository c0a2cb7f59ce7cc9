import { LOTTERY_ENDPOINTS as E } from '@lahap/contract/lottery/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/current-user.js';

/** The lucky draw's calls (docs/api.md "Lucky draw"): all need a login. */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const lottery = app.lottery;

  app.route({
    ...routeOf(E.detail),
    handler: async (request) => ok(await lottery.detail(currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOf(E.draw),
    handler: async (request) =>
      ok(await lottery.draw(currentUser(request).id, request.body.activityId, request.body.requestId)),
  });

  app.route({
    ...routeOf(E.winningRecords),
    handler: async (request) => ok(await lottery.records(currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOf(E.verify),
    handler: async (request) => ok(await lottery.verify(currentUser(request).id, request.body.drawId)),
  });
};
