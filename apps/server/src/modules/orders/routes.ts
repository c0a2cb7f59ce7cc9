import { ORDER_ENDPOINTS as O } from '@lahap/contract/orders/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { currentUser } from '../../plugins/current-user.js';

/**
 * Group coupon detail, settlement and submit (spec §7 `/local_life/product/detail`,
 * `/local_life/order/settlement` and their flash-sale twins; `order/submit` is ours), then after
 * the purchase: the orders tab, the vouchers, cancelling and the partner codes (`my_orders`,
 * `voucher_list`; the rest ours). The product detail is open to guests; the rest needs a login
 * and reads only the caller's own orders. Refunds, and the order detail with its money, are the
 * payments module's.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.orders;

  app.route({
    ...routeOf(O.productDetail),
    handler: async (request) =>
      ok(await orders.productDetail(request.body, false, request.user?.id, requestLocale(request))),
  });

  app.route({
    ...routeOf(O.flashProductDetail),
    handler: async (request) =>
      ok(await orders.productDetail(request.body, true, request.user?.id, requestLocale(request))),
  });

  app.route({
    ...routeOf(O.settlement),
    handler: async (request) => ok(await orders.settle(request.body, currentUser(request).id, false)),
  });

  app.route({
    ...routeOf(O.flashSettlement),
    handler: async (request) => ok(await orders.settle(request.body, currentUser(request).id, true)),
  });

  app.route({
    ...routeOf(O.submit),
    handler: async (request) =>
      ok(await orders.submit(request.body.settlementToken, currentUser(request).id)),
  });

  app.route({
    ...routeOf(O.myOrders),
    handler: async (request) => ok(await orders.myOrders(request.query, currentUser(request).id)),
  });

  app.route({
    ...routeOf(O.voucherList),
    handler: async (request) => ok(await orders.voucherList(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(O.cancel),
    handler: async (request) =>
      ok(await orders.cancelByCustomer(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(O.thirdPartyCodes),
    handler: async (request) =>
      ok(await orders.thirdPartyCodes(request.body.orderId, currentUser(request).id)),
  });
};
