import { editUserInfoBodySchema, emptyBodySchema, userInfoSchema } from '@lahap/contract/identity/schemas';
import { API_PATHS } from '@lahap/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { currentUser } from '../../../plugins/current-user.js';
import type { ProfileService } from './profile-service.js';

/** queryUserInfo and edit: the logged-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.post(
    API_PATHS.queryUserInfo,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'account/queryUserInfo — the user info of spec §3',
        body: emptyBodySchema,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) => ok(await profiles.get(currentUser(request).id)),
  );

  app.post(
    API_PATHS.editUserInfo,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['identity'],
        summary: 'account/edit — set nickname and avatar; answers the updated user info',
        body: editUserInfoBodySchema,
        response: envelopeResponses(userInfoSchema),
      },
    },
    async (request) => ok(await profiles.edit(currentUser(request).id, request.body)),
  );
};
