import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountRepository } from './account-repository.js';
import { type ChallengeOptions, createChallengeService } from './challenge.js';
import { createRedisChallengeStore, createSqlChallengeStore } from './challenge-store.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { type AccountAssets, noAccountAssets } from './deletion-assets.js';
import { createPhoneHasher } from './deletion-phone-hash.js';
import { deletionRoutes } from './deletion-routes.js';
import { createDeletionService } from './deletion-service.js';
import { devOutboxRoutes } from './dev-outbox-routes.js';
import { createDeviceRepository } from './device-repository.js';
import { deviceRoutes } from './device-routes.js';
import { createDeviceService } from './device-service.js';
import { createOtpRepository } from './otp-repository.js';
import { otpRoutes } from './otp-routes.js';
import { createOtpService } from './otp-service.js';
import { createProfileRepository } from './profile-repository.js';
import { profileRoutes } from './profile-routes.js';
import { createProfileService } from './profile-service.js';
import { deriveSecret } from './secrets.js';
import { sessionRoutes } from './session-routes.js';
import { createSessionService } from './session-service.js';
import { createSmsSender } from './sms/create-sender.js';
import { createOutboxRepository } from './sms/outbox-repository.js';

export interface IdentityRoutesOptions {
  /** The clock every identity rule reads (tests move it); default Date.now. */
  now?: Clock;
  /** Anti-bot challenge difficulty. */
  challenge?: ChallengeOptions;
  /** Prefix of the Redis keys of used challenges (when Redis is configured). */
  redisKeyPrefix?: string;
  /** What the deletion assets check reads (tests give users orders); default: nobody holds any. */
  accountAssets?: AccountAssets;
}

/**
 * Identity calls: one-time codes, login and sessions, profile, devices, account deletion.
 * Mounted under /api.
 * The demo SMS outbox exists only with the console sender outside production.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const now = options.now ?? systemClock;
  const { config } = app;
  const secret = (purpose: Parameters<typeof deriveSecret>[1]) => deriveSecret(config.jwtSecret, purpose);

  const outbox = createOutboxRepository(app.db);
  const sender = createSmsSender(config.smsProvider, { outbox, log: app.log, now });
  const demoSms = sender.name === 'console' && !config.isProduction;

  const usedChallenges = app.redis
    ? createRedisChallengeStore(app.redis, options.redisKeyPrefix ?? 'lahap:challenge:')
    : createSqlChallengeStore(app.db);
  const challenges = createChallengeService(
    {
      signatureSecret: secret('otp-challenge').toString('hex'),
      keySignatureSecret: secret('otp-challenge-key').toString('hex'),
    },
    usedChallenges,
    now,
    options.challenge,
  );
  const otpCodes = createOtpRepository(app.db);
  const otp = createOtpService(otpCodes, challenges, sender, now, {
    codeKey: secret('otp-code'),
    revealCode: demoSms,
  });
  const accounts = createAccountRepository(app.db, createPhoneHasher(secret('deleted-phone')));
  const sessions = createSessionService(accounts, app.tokens, now, app.log);
  const profiles = createProfileService(createProfileRepository(app.db));
  const deletion = createDeletionService({
    accounts,
    otp,
    otpCodes,
    assets: options.accountAssets ?? noAccountAssets,
    now,
    log: app.log,
  });
  const devices = createDeviceService(createDeviceRepository(app.db), secret('device-id'), now);

  await app.register(otpRoutes, { otp, challenges });
  await app.register(sessionRoutes, { otp, sessions });
  await app.register(profileRoutes, { profiles });
  await app.register(deviceRoutes, { devices });
  await app.register(deletionRoutes, { deletion });
  if (demoSms) await app.register(devOutboxRoutes, { outbox });
};
