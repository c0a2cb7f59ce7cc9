import { IDENTITY_ENDPOINTS } from '@lahap/contract/identity/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/envelope.js';
import { currentUser } from '../../../plugins/current-user.js';
import type { OtpService } from '../otp/otp-service.js';
import { deviceIdOf } from '../devices/request-device.js';
import { parseIndonesianMobile } from '../phone.js';
import type { SessionService } from './session-service.js';

/** login, refreshToken, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ otp: OtpService; sessions: SessionService }> = async (
  app,
  { otp, sessions },
) => {
  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.login),
    handler: async (request) => {
      const { countryCode, phoneNo, verificationCode, inviteCode, shareMethod } = request.body;
      const phone = parseIndonesianMobile(countryCode, phoneNo);
      await otp.verify(phone, 'LOGIN', verificationCode);
      return ok(await sessions.login({ phone, inviteCode, shareMethod, deviceId: deviceIdOf(request) }));
    },
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.refreshToken),
    handler: async (request) => ok(await sessions.refresh(request.body.refreshToken)),
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.logout),
    handler: async (request) => {
      await sessions.logout(currentUser(request).sessionId);
      return ok(null);
    },
  });
};
