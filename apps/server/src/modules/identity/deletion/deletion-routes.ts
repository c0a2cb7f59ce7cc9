import {
  cancellationBodySchema,
  cancellationQueryBodySchema,
  cancellationQueryDataSchema,
  deletionPhoneInfoSchema,
  deletionSendCodeBodySchema,
  deletionSendCodeDataSchema,
  emptyBodySchema,
} from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
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
  app.post(
    API_PATHS.cancellationQuery,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'cancellation/query — assets check: can the account be deleted, what it forfeits',
        body: cancellationQueryBodySchema,
        response: envelopeResponses(cancellationQueryDataSchema),
      },
    },
    async (request) => ok(await deletion.assetsCheck(currentUser(request).id)),
  );

  app.post(
    API_PATHS.cancellationPhoneInfo,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'deletion phone info (ours) — the number the deletion code goes to',
        body: emptyBodySchema,
        response: envelopeResponses(deletionPhoneInfoSchema),
      },
    },
    async (request) => ok(await deletion.phoneInfo(currentUser(request).id)),
  );

  app.post(
    API_PATHS.cancellationSendCode,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'deletion send code (ours) — a CANCELLATION code to the own phone; answers processToken',
        body: deletionSendCodeBodySchema,
        response: envelopeResponses(deletionSendCodeDataSchema),
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    API_PATHS.cancellation,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'cancellation/cancellation — delete the account with the code and processToken',
        body: cancellationBodySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      const { verificationCode, processToken } = request.body;
      await deletion.delete(currentUser(request).id, { verificationCode, processToken });
      return ok(null);
    },
  );
};
