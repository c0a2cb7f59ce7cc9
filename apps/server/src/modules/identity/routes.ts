import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletionRoutes } from './deletion/deletion-routes.js';
import { deviceRoutes } from './devices/device-routes.js';
import { otpRoutes } from './otp/otp-routes.js';
import { profileRoutes } from './profile/profile-routes.js';
import { devOutboxRoutes } from './sms/dev-outbox-routes.js';
import { sessionRoutes } from './tokens/session-routes.js';

/**
 * Identity calls: one-time codes, login and sessions, profile, devices, account deletion, over
 * `app.identity`. Mounted under /api. The demo SMS outbox exists only with the console sender
 * outside production.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { otp, challenges, sessions, profiles, devices, deletion, demoOutbox } = app.identity;
  await app.register(otpRoutes, { otp, challenges });
  await app.register(sessionRoutes, { otp, sessions });
  await app.register(profileRoutes, { profiles });
  await app.register(deviceRoutes, { devices });
  await app.register(deletionRoutes, { deletion });
  if (demoOutbox) await app.register(devOutboxRoutes, { outbox: demoOutbox });
};
