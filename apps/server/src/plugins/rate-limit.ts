import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@lahap/contract/errors';
import fp from 'fastify-plugin';
import { isApiRouteRequest, isApiUrl } from '../lib/api-paths.js';
import { DomainError } from '../lib/domain-error.js';

/** Stricter limit for the monitoring sinks, which anyone can call without a signature. */
export const MONITOR_SINK_RATE_LIMIT_MAX = 120;
/**
 * Verified webhooks a payment provider may deliver a minute (or RATE_LIMIT_MAX, if higher): a
 * bound of the provider's own, far above what its payments need, instead of the per-address limit.
 */
export const PAY_NOTIFY_RATE_LIMIT_MAX = 6_000;
const ONE_MINUTE_MS = 60_000;

/**
 * RATE_LIMIT_MAX requests per minute per client address on every /api route (routes may set
 * stricter limits with `config.rateLimit`). Counters live in Redis when configured, so all
 * processes share them. Refusals are the envelope with code '429' and a Retry-After header.
 * The built web app's files are not counted: they are static and cached. The payment provider's
 * webhook opts out (`rateLimit: false`) and counts for itself: see the payments routes.
 */
export const rateLimitPlugin = fp<{ redisKeyPrefix: string }>(
  async (app, { redisKeyPrefix }) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: ONE_MINUTE_MS,
      ...(app.redis ? { redis: app.redis, nameSpace: redisKeyPrefix } : {}),
      // Redis briefly unreachable: serve rather than fail every request.
      skipOnError: true,
      // An /api route however its path was spelled, and unknown /api paths (probing costs the same).
      allowList: (request) => !isApiRouteRequest(request) && !isApiUrl(request.url),
      errorResponseBuilder: (_request, context) =>
        new DomainError(ERROR_CODES.RATE_LIMITED, context.statusCode),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
