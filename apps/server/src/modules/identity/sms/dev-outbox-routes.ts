import { IDENTITY_ENDPOINTS } from '@lahap/contract/identity/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/envelope.js';
import { parseIndonesianMobile } from '../phone.js';
import type { OutboxRepository } from './outbox-repository.js';

const OUTBOX_READ_LIMIT = 10;

/** The outbox keeps E.164 digits; a national form (0812…, 812…) is accepted too. */
function storedForm(digits: string): string {
  try {
    return parseIndonesianMobile(undefined, digits).e164;
  } catch {
    return digits;
  }
}

/**
 * GET /api/dev/sms-outbox?phone=<digits>: what the console sender "sent" to a phone, newest
 * first. Registered only for the console sender outside production (elsewhere it is a 404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: Pick<OutboxRepository, 'latest'> }> = async (
  app,
  { outbox },
) => {
  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.smsOutbox),
    handler: async (request) => {
      const messages = await outbox.latest(storedForm(request.query.phone), OUTBOX_READ_LIMIT);
      return ok(
        messages.map((m) => ({ phone: m.phone, text: m.text, createdAt: m.createdAt.toISOString() })),
      );
    },
  });
};
