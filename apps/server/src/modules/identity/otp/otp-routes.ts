import {
  checkSliderBodySchema,
  checkSliderDataSchema,
  sendCodeBodySchema,
  sendCodeDataSchema,
} from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
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
  app.post(
    API_PATHS.sendCode,
    {
      config: { auth: 'ignore', allowFrozen: true },
      schema: {
        tags: ['identity'],
        summary:
          'account/sendCode — send a one-time SMS code (ours; limits, then a challenge for busy devices)',
        body: sendCodeBodySchema,
        response: envelopeResponses(sendCodeDataSchema),
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    API_PATHS.checkSlider,
    {
      config: { auth: 'ignore', allowFrozen: true },
      schema: {
        tags: ['identity'],
        summary: 'account/checkSlider — issue an anti-bot challenge, or check a solution without using it',
        body: checkSliderBodySchema,
        response: envelopeResponses(checkSliderDataSchema),
      },
    },
    async (request) => {
      const { challengeToken } = request.body;
      if (challengeToken === undefined) return ok({ challenge: await challenges.issue() });
      return ok({ verified: await challenges.check(challengeToken) });
    },
  );
};
