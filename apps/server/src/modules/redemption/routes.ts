import { REDEMPTION_ENDPOINTS as M } from '@lahap/contract/redemption/endpoints';
import { ORDER_ENDPOINTS as O } from '@lahap/contract/orders/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { currentUser } from '../../plugins/current-user.js';
import { currentStaff } from './staff-guard.js';

/**
 * The store staff console (`/merchant/*`, ours: login, kit, inspect, confirm, sync, history) and
 * the customer's redemption of a physical voucher at a point (`/local_life/voucher/redeem_at_point`).
 * Staff calls carry a staff token, which the module's guard checks (`auth: 'staff'`).
 */
export const redemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const redemption = app.redemption;

  app.route({
    ...routeOf(M.staffLogin),
    handler: async (request) => ok(await redemption.login(request.body)),
  });

  app.route({
    ...routeOf(M.staffKit),
    handler: async (request) => ok(await redemption.kit(currentStaff(request))),
  });

  app.route({
    ...routeOf(M.redeemInspect),
    handler: async (request) => ok(await redemption.inspect(currentStaff(request), request.body.code)),
  });

  app.route({
    ...routeOf(M.redeemConfirm),
    handler: async (request) => ok(await redemption.confirm(currentStaff(request), request.body)),
  });

  app.route({
    ...routeOf(M.redeemSync),
    handler: async (request) => ok(await redemption.sync(currentStaff(request), request.body.redemptions)),
  });

  app.route({
    ...routeOf(M.redeemHistory),
    handler: async (request) => ok(await redemption.history(currentStaff(request), request.body)),
  });

  app.route({
    ...routeOf(O.redeemAtPoint),
    handler: async (request) =>
      ok(await redemption.redeemAtPoint(currentUser(request).id, request.body, requestLocale(request))),
  });
};
