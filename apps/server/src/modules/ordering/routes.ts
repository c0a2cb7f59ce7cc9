import { TABLE_EVENTS_HEARTBEAT_MS } from '@lahap/contract/constants';
import { ORDERING_ENDPOINTS as O } from '@lahap/contract/ordering/endpoints';
import type { TableEvent } from '@lahap/contract/ordering/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { currentUser } from '../../plugins/current-user.js';
import { currentStaff } from '../redemption/index.js';
import type { KitchenStaff } from './kitchen-service.js';

const kitchenStaff = (request: FastifyRequest): KitchenStaff => {
  const staff = currentStaff(request);
  return { storeId: staff.storeId, name: staff.name };
};

/**
 * Ordering food: the menu and the live table for customers (guests too; the participant token in
 * the body), its event stream, pickup and delivery orders (guests too; the order token), and the
 * kitchen's calls for store staff (`auth: 'staff'`).
 */
export const orderingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { menu, tables, bills, kitchen, foodOrders, streams } = app.ordering;

  app.route({
    ...routeOf(O.menu),
    handler: async (request) => ok(await menu.menu(request.body.qrCodeId, request.body.orderFoodType)),
  });

  app.route({
    ...routeOf(O.tableJoin),
    handler: async (request) =>
      ok(await tables.join(request.body, request.user?.id ?? null, requestLocale(request))),
  });

  app.route({ ...routeOf(O.cart), handler: async (request) => ok(await tables.cart(request.body)) });
  app.route({ ...routeOf(O.cartAdd), handler: async (request) => ok(await tables.add(request.body)) });
  app.route({ ...routeOf(O.cartUpdate), handler: async (request) => ok(await tables.update(request.body)) });
  app.route({
    ...routeOf(O.roundSend),
    handler: async (request) => ok(await tables.sendRound(request.body)),
  });
  app.route({ ...routeOf(O.billNew), handler: async (request) => ok(await tables.newBill(request.body)) });
  app.route({ ...routeOf(O.bill), handler: async (request) => ok(await bills.view(request.body)) });
  app.route({ ...routeOf(O.billPay), handler: async (request) => ok(await bills.pay(request.body)) });
  app.route({ ...routeOf(O.sharePay), handler: async (request) => ok(await bills.payShare(request.body)) });
  app.route({
    ...routeOf(O.shareCancel),
    handler: async (request) => ok(await bills.cancelShare(request.body)),
  });
  app.route({
    ...routeOf(O.myFoodOrders),
    handler: async (request) => ok(await app.ordering.myOrders.list(request.body, currentUser(request).id)),
  });

  app.route({
    ...routeOf(O.orderSubmit),
    handler: async (request) => ok(await foodOrders.submit(request.body, request.user?.id ?? null)),
  });
  app.route({
    ...routeOf(O.orderDetail),
    handler: async (request) => ok(await foodOrders.detail(request.body, request.user?.id ?? null)),
  });
  app.route({
    ...routeOf(O.orderPay),
    handler: async (request) => ok(await foodOrders.pay(request.body, request.user?.id ?? null)),
  });

  app.route({
    ...routeOf(O.tableEvents),
    handler: async (request, reply) => {
      const { tableSessionId } = request.query;
      // Refused before the stream starts: an envelope, as any call's.
      await tables.caller(request.query);
      reply.hijack();
      const raw = reply.raw;
      // Listening first, so the stream the phone sees open is one that already hears the table. A
      // message before the head is written is dropped: the phone refetches once the stream opens.
      const send = (event: TableEvent) => {
        if (raw.headersSent) raw.write(`event: table\ndata: ${JSON.stringify(event)}\n\n`);
      };
      let stop: () => void;
      try {
        stop = await streams.open(tableSessionId, send, () => raw.end());
      } catch (err) {
        // Hijacked: the error handler cannot answer any more. The phone's EventSource retries.
        request.log.warn({ err }, 'table stream not opened');
        raw.writeHead(503).end();
        return;
      }
      if (raw.destroyed) {
        stop();
        return;
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies that buffer (nginx) would hold the events back.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), TABLE_EVENTS_HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.once('close', () => {
        clearInterval(heartbeat);
        stop();
      });
    },
  });

  app.route({
    ...routeOf(O.staffTables),
    handler: async (request) => ok(await kitchen.tables(kitchenStaff(request))),
  });

  app.route({
    ...routeOf(O.staffRounds),
    handler: async (request) =>
      ok(await kitchen.rounds(kitchenStaff(request), request.body.activeOnly ?? false)),
  });

  app.route({
    ...routeOf(O.staffRoundStatus),
    handler: async (request) =>
      ok(await kitchen.moveRound(kitchenStaff(request), request.body.roundId, request.body.status)),
  });

  app.route({
    ...routeOf(O.staffLineFix),
    handler: async (request) => ok(await kitchen.fixLine(kitchenStaff(request), request.body)),
  });

  app.route({
    ...routeOf(O.staffFoodOrders),
    handler: async (request) =>
      ok(await foodOrders.ofStore(kitchenStaff(request), request.body.activeOnly ?? false)),
  });

  app.route({
    ...routeOf(O.staffFoodOrderStatus),
    handler: async (request) =>
      ok(await foodOrders.move(kitchenStaff(request), request.body.orderId, request.body.status)),
  });

  app.route({
    ...routeOf(O.staffShareSettle),
    handler: async (request) =>
      ok(await bills.settle(kitchenStaff(request), request.body.shareId, request.body.status)),
  });
};
