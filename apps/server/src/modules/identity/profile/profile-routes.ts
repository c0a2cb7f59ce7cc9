import { IDENTITY_ENDPOINTS } from '@lahap/contract/identity/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/envelope.js';
import { currentUser } from '../../../plugins/current-user.js';
import type { ProfileService } from './profile-service.js';

/** queryUserInfo and edit: the logged-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.queryUserInfo),
    handler: async (request) => ok(await profiles.get(currentUser(request).id)),
  });

  app.route({
    ...routeOf(IDENTITY_ENDPOINTS.editUserInfo),
    handler: async (request) => ok(await profiles.edit(currentUser(request).id, request.body)),
  });
};
