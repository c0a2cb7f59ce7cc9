import { COMMERCE_ENDPOINTS as E } from '@lahap/contract/commerce/endpoints';
import { ORDER_ENDPOINTS as O } from '@lahap/contract/orders/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/current-user.js';

/**
 * The cashier, opening a charge, the payment state, the provider's webhook, and refunds of
 * vouchers (ours: the spec shows none of these paths; docs/api.md lists them). Refunds are here
 * because this module owns the provider, the refunds and the ledger.
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
    ...routeOf(O.refund),
    handler: async (request) => ok(await payments.refund(request.body, currentUser(request).id)),
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
