import { INVITATION_ENDPOINTS as I } from '@lahap/contract/invitations/endpoints';
import { inviteCodeSchema } from '@lahap/contract/invitations/schemas';
import { toLocale } from '@lahap/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parameterError } from '../../lib/domain-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/envelope.js';
import { requestLocale } from '../../lib/request-locale.js';
import { currentUser } from '../../plugins/current-user.js';
import { deviceIdOf } from '../identity/index.js';

/** The address the app is reached at, as this request came (behind a proxy: what it forwarded). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A day: the poster of a code changes only with the inviter's nickname. */
const POSTER_CACHE = 'public, max-age=86400';

/** `/invite/*`: the inviter's code, link, poster, friends and rewards; the landing's query. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = app.invitations;

  app.route({
    ...routeOf(I.detail),
    handler: async (request) =>
      ok(
        await invitations.detail(currentUser(request).id, {
          origin: originOf(request),
          locale: requestLocale(request),
          deviceId: deviceIdOf(request),
        }),
      ),
  });

  app.route({
    ...routeOf(I.rewardList),
    handler: async (request) => ok(await invitations.rewardList(currentUser(request).id, request.body)),
  });

  app.route({
    ...routeOf(I.rewardStatistics),
    handler: async (request) => ok(await invitations.statistics(currentUser(request).id)),
  });

  app.route({
    ...routeOf(I.config),
    handler: async () => ok(await invitations.config()),
  });

  app.route({
    ...routeOf(I.query),
    handler: async (request) => ok(await invitations.query(request.body.inviteCode)),
  });

  app.route({
    ...routeOf(I.share),
    handler: async (request) =>
      ok(await invitations.share(currentUser(request).id, request.body.shareType, deviceIdOf(request))),
  });

  app.route({
    ...routeOf(I.poster),
    handler: async (request, reply) => {
      const code = inviteCodeSchema.safeParse((request.params as { inviteCode?: string }).inviteCode ?? '');
      if (!code.success) throw parameterError('params.inviteCode is not an invite code');
      const png = await invitations.poster(code.data, {
        origin: originOf(request),
        locale: toLocale(request.query.lang),
      });
      return reply.type('image/png').header('cache-control', POSTER_CACHE).send(png);
    },
  });
};
