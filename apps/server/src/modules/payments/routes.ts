import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDER_ENDPOINTS as O } from '@lahap/contract/orders/endpoints';
import { PAYMENT_ENDPOINTS as P } from '@lahap/contract/payments/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/domain-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/current-user.js';
import { PAY_NOTIFY_RATE_LIMIT_MAX } from '../../plugins/rate-limit.js';

const ONE_MINUTE_MS = 60_000;

export interface PaymentRoutesOptions {
  /** Overrides the verified webhooks a provider may deliver a minute (tests make the 429 cheap to reach). */
  notifyRateLimitMax?: number;
}

/**
 * The cashier, opening a charge, the payment state, the provider's webhook, refunds of vouchers
 * (ours: the spec shows none of these paths; docs/api.md lists them), and the order detail with
 * its money. Refunds are here because this module owns the provider, the refunds and the ledger.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const payments = app.payments;

  // The webhook is not held to the customers' per-address limit: a provider delivers every
  // payment's webhooks (twice, often) from a few addresses. A call whose signature does not verify
  // counts against its address's RATE_LIMIT_MAX as any call would (the same counter), and is
  // answered at once; a verified one counts against its provider's own, generous bound.
  const perAddress = app.createRateLimit();
  const perProvider = app.createRateLimit({
    max: options.notifyRateLimitMax ?? Math.max(PAY_NOTIFY_RATE_LIMIT_MAX, app.config.rateLimitMax),
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => `pay-notify:${(request.params as { provider: string }).provider}`,
  });
  const within = async (
    limit: typeof perAddress,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    void reply.header('retry-after', counted.ttlInSeconds);
    throw new DomainError(ERROR_CODES.RATE_LIMITED, 429);
  };

  app.route({
    ...routeOf(P.cashier),
    handler: async (request) => ok(await payments.cashier(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(P.payCreate),
    handler: async (request) =>
      ok(await payments.create(request.body.orderId, request.body.payMethod, currentUser(request).id)),
  });

  app.route({
    ...routeOf(P.payStatus),
    handler: async (request) => ok(await payments.status(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(P.orderDetail),
    // The order as orders keeps it, with its payment and money history: composed here, where
    // both are known, since orders never calls up into payments.
    handler: async (request) => ok(await payments.orderDetail(request.body.orderId, currentUser(request).id)),
  });

  app.route({
    ...routeOf(O.refund),
    handler: async (request) => ok(await payments.refund(request.body, currentUser(request).id)),
  });

  app.route({
    ...routeOf(P.payNotify, { rateLimit: false }),
    handler: async (request, reply) => {
      const { provider } = request.params as { provider: string };
      await payments.notify(provider, request.headers, request.rawBody ?? '', {
        refused: () => within(perAddress, request, reply),
        verified: () => within(perProvider, request, reply),
      });
      return ok({ received: true });
    },
  });
};
