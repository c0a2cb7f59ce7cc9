import { IDENTITY_ENDPOINTS } from '@lahap/contract/identity/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/envelope.js';
import { requestLocale } from '../../../lib/request-locale.js';
import { currentUser } from '../../../plugins/current-user.js';
import type { DeletionService } from './deletion-service.js';
import { requireDeviceId } from '../devices/request-device.js';
import { SendLimitError } from '../otp/send-limits.js';

/** The account deletion calls of spec §7; all need the logged-in (not frozen) user. */
export const deletionRoutes: FastifyPluginAsyncZod<{ deletion: DeletionService }> = async (
  app,
  { deletion },
) => {
  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.cancellationQuery),
    handler: async (request) => ok(await deletion.assetsCheck(currentUser(request).id)),
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.cancellationPhoneInfo),
    handler: async (request) => ok(await deletion.phoneInfo(currentUser(request).id)),
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.cancellationSendCode),
    handler: async (request, reply) => {
      const requester = {
        deviceId: requireDeviceId(request),
        ip: request.ip,
        locale: requestLocale(request),
      };
      try {
        return ok(await deletion.sendCode(currentUser(request).id, requester, request.body.challengeToken));
      } catch (error) {
        if (error instanceof SendLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.cancellation),
    handler: async (request) => {
      const { verificationCode, processToken } = request.body;
      await deletion.delete(currentUser(request).id, { verificationCode, processToken });
      return ok(null);
    },
  });
};
