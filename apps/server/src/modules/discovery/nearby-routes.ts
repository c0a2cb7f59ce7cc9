import { NEARBY_ENDPOINTS } from '@lahap/contract/nearby/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';

/** What is near the customer: the stores delivering there and the hot vouchers (guest-callable). */
export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { nearby } = app.discovery;

  app.route({
    ...routeOf(NEARBY_ENDPOINTS.deliveryStoreList),
    handler: async (request) => ok(await nearby.deliveryStores(request.body)),
  });

  app.route({
    ...routeOf(NEARBY_ENDPOINTS.hotProductList),
    handler: async (request) => ok(await nearby.hotProducts(request.body)),
  });
};
