import { IDENTITY_ENDPOINTS } from '@lahap/contract/identity/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/envelope.js';
import { requestLocale } from '../../../lib/request-locale.js';
import type { ChallengeService } from './challenge.js';
import type { OtpService } from './otp-service.js';
import { parseIndonesianMobile } from '../phone.js';
import { requireDeviceId } from '../devices/request-device.js';
import { SendLimitError } from './send-limits.js';

/** sendCode and checkSlider: frozen users may still ask (they learn they are frozen at login). */
export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService; challenges: ChallengeService }> = async (
  app,
  { otp, challenges },
) => {
  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.sendCode),
    handler: async (request, reply) => {
      const { countryCode, phoneNo, scene, challengeToken } = request.body;
      const phone = parseIndonesianMobile(countryCode, phoneNo);
      const requester = {
        deviceId: requireDeviceId(request),
        ip: request.ip,
        locale: requestLocale(request),
      };
      try {
        return ok(await otp.send(phone, scene, requester, challengeToken));
      } catch (error) {
        if (error instanceof SendLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.checkSlider),
    handler: async (request) => {
      const { challengeToken } = request.body;
      if (challengeToken === undefined) return ok({ challenge: await challenges.issue() });
      return ok({ verified: await challenges.check(challengeToken) });
    },
  });
};
