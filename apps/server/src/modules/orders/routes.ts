import { COMMERCE_ENDPOINTS as E } from '@lahap/contract/commerce/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { currentUser } from '../../plugins/current-user.js';

/**
 * Group coupon detail, settlement and submit (spec §7 `/local_life/product/detail`,
 * `/local_life/order/settlement` and their flash-sale twins; `order/submit` and `order/detail`
 * are ours). The detail is open to guests; the rest needs a login.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.orders;

  app.route({
    ...routeOf(E.productDetail),
    handler: async (request) =>
      ok(await orders.productDetail(request.body, false, request.user?.id, requestLocale(request))),
  });

  app.route({
    ...routeOf(E.flashProductDetail),
    handler: async (request) =>
      ok(await orders.productDetail(request.body, true, request.user?.id, requestLocale(request))),
  });

  app.route({
    ...routeOf(E.settlement),
    handler: async (request) => ok(await orders.settle(request.body, currentUser(request).id, false)),
  });

  app.route({
    ...routeOf(E.flashSettlement),
    handler: async (request) => ok(await orders.settle(request.body, currentUser(request).id, true)),
  });

  app.route({
    ...routeOf(E.submit),
    handler: async (request) =>
      ok(await orders.submit(request.body.settlementToken, currentUser(request).id)),
  });

  app.route({
    ...routeOf(E.orderDetail),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const order = await orders.order(request.body.orderId, userId);
      return ok({ ...order, payment: await app.payments.paymentOfOrder(order.orderId) });
    },
  });
};
