import { COUPON_ENDPOINTS as E } from '@lahap/contract/coupons/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { currentUser } from '../../plugins/current-user.js';

/**
 * Coupons and red envelopes (spec §7 `/market/coupon/*`, `claim_award_v2`,
 * `red_packet_activity`, `query_aggregation_activity`). Claims and the wallet need a login;
 * details, the red-packet activity and the claim page are open to guests.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = app.coupons;

  app.route({
    ...routeOf(E.myCoupons),
    handler: async (request) =>
      ok(await coupons.myCoupons({ userId: currentUser(request).id, ...request.body })),
  });

  app.route({
    ...routeOf(E.receive),
    handler: async (request) => {
      const { couponBatchId, couponTemplateIds, activityId, requestId } = request.body;
      const couponIds = await coupons.claim({
        userId: currentUser(request).id,
        requestId,
        batchId: couponBatchId,
        templateIds: couponTemplateIds,
        activityId: activityId ?? null,
      });
      return ok({ couponIds });
    },
  });

  app.route({
    ...routeOf(E.receiveByToken),
    handler: async (request) =>
      ok({ id: await coupons.claimByToken(currentUser(request).id, request.body.token) }),
  });

  app.route({
    ...routeOf(E.detail),
    handler: async (request) =>
      ok(await coupons.detail(request.body, request.user?.id, requestLocale(request))),
  });

  app.route({
    ...routeOf(E.productList),
    handler: async (request) => ok(await coupons.productList(request.body, request.user?.id)),
  });

  app.route({
    ...routeOf(E.heldBatches),
    handler: async (request) => {
      const held = await coupons.usableOfBatches(currentUser(request).id, request.body.batchIds);
      return ok({ heldList: [...held].map(([batchId, couponId]) => ({ batchId, couponId })) });
    },
  });

  app.route({
    ...routeOf(E.queryNewReceived),
    handler: async (request) => ok(await coupons.newlyReceived(currentUser(request).id)),
  });

  app.route({
    ...routeOf(E.redPacketActivity),
    handler: async (request) => ok(await coupons.redPacketActivity(request.user?.id)),
  });

  app.route({
    ...routeOf(E.claimAward),
    handler: async (request) =>
      ok(await coupons.openRedPacket(currentUser(request).id, request.body.activityId)),
  });

  app.route({
    ...routeOf(E.aggregationActivity),
    handler: async (request) => ok(await coupons.aggregation(request.body.activityId, request.user?.id)),
  });
};
