import {
  emptyBodySchema,
  loginBodySchema,
  loginDataSchema,
  refreshTokenBodySchema,
  tokenInfoSchema,
} from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { currentUser } from '../../../plugins/current-user.js';
import type { OtpService } from '../otp/otp-service.js';
import { parseIndonesianMobile } from '../phone.js';
import type { SessionService } from './session-service.js';

/** login, refreshToken, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ otp: OtpService; sessions: SessionService }> = async (
  app,
  { otp, sessions },
) => {
  app.post(
    API_PATHS.login,
    {
      config: { auth: 'ignore' },
      schema: {
        tags: ['identity'],
        summary: 'account/login — log in (or register) with the phone and its LOGIN code',
        body: loginBodySchema,
        response: envelopeResponses(loginDataSchema),
      },
    },
    async (request) => {
      const { countryCode, phoneNo, verificationCode, inviteCode, shareMethod } = request.body;
      const phone = parseIndonesianMobile(countryCode, phoneNo);
      await otp.verify(phone, 'LOGIN', verificationCode);
      return ok(await sessions.login({ phone, inviteCode, shareMethod }));
    },
  );

  app.post(
    API_PATHS.refreshToken,
    {
      // The client sends no Authorize here: its access token is what expired.
      config: { auth: 'ignore' },
      schema: {
        tags: ['identity'],
        summary: 'account/refreshToken — rotate the refresh token, get a new access token',
        body: refreshTokenBodySchema,
        response: envelopeResponses(tokenInfoSchema),
      },
    },
    async (request) => ok(await sessions.refresh(request.body.refreshToken)),
  );

  app.post(
    API_PATHS.logout,
    {
      config: { auth: 'required', allowFrozen: true },
      schema: {
        tags: ['identity'],
        summary: 'account/logout — end this login (ours)',
        body: emptyBodySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await sessions.logout(currentUser(request).sessionId);
      return ok(null);
    },
  );
};
