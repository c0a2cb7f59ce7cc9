import { COMMERCE_ENDPOINTS as E } from '@lahap/contract/commerce/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/current-user.js';

/**
 * The cashier, opening a charge, the payment state, and the provider's webhook (ours: the spec
 * shows none of these paths; docs/api.md lists them).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;

  app.route({
    ...routeOf(E.cashier),
    handler: async (request) => ok(await payments.cashier(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(E.payCreate),
    handler: async (request) =>
      ok(await payments.create(request.body.orderId, request.body.payMethod, currentUser(request).id)),
  });

  app.route({
    ...routeOf(E.payStatus),
    handler: async (request) => ok(await payments.status(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(E.payNotify),
    handler: async (request) => {
      const { provider } = request.params as { provider: string };
      await payments.notify(provider, request.headers, request.rawBody ?? '');
      return ok({ received: true });
    },
  });
};
