import type { OtpScene } from '@lahap/contract/enums';
import { API_BASE } from '@lahap/contract/paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../lib/clock.js';
import { createAccountRepository } from './account-repository.js';
import { type AccountAssets, createAccountAssetRegistry } from './deletion/deletion-assets.js';
import { createPhoneHasher } from './deletion/deletion-phone-hash.js';
import { createDeletionService } from './deletion/deletion-service.js';
import { createDeviceRepository } from './devices/device-repository.js';
import { createDeviceService } from './devices/device-service.js';
import { type ChallengeOptions, createChallengeService } from './otp/challenge.js';
import { createRedisChallengeStore, createSqlChallengeStore } from './otp/challenge-store.js';
import { createOtpRepository } from './otp/otp-repository.js';
import { createOtpService } from './otp/otp-service.js';
import { type Phone, parseIndonesianMobile } from './phone.js';
import { createProfileRepository } from './profile/profile-repository.js';
import { createProfileService } from './profile/profile-service.js';
import { deriveSecret } from '../../lib/secrets.js';
import { createSmsSender } from './sms/create-sender.js';
import { createOutboxRepository } from './sms/outbox-repository.js';
import { type SessionForAuth, createSessionRepository } from './tokens/session-repository.js';
import { createSessionService } from './tokens/session-service.js';
import { createTokenService } from './tokens/tokens.js';
import { identityRoutes } from './routes.js';
import type { ServerModule } from '../module.js';

export type { AccountAssetSource, AccountAssets } from './deletion/deletion-assets.js';
export type { ChallengeOptions } from './otp/challenge.js';
export type { SessionForAuth } from './tokens/session-repository.js';
export type { Phone } from './phone.js';
export { deviceIdOf, requireDeviceId } from './devices/request-device.js';

export interface IdentityModuleOptions {
  /** The clock every identity rule reads (tests move it); default Date.now. */
  now?: Clock;
  /** Anti-bot challenge difficulty. */
  challenge?: ChallengeOptions;
  /** Prefix of the Redis keys of used challenges (when Redis is configured). */
  redisKeyPrefix?: string;
  /** What the deletion assets check reads besides the modules' own sources (tests add orders); default: nothing. */
  accountAssets?: AccountAssets;
}

/** Builds identity's services over its private repositories; see `identityModule`. */
function createIdentity(app: FastifyInstance, options: IdentityModuleOptions) {
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
  const tokens = createTokenService(config.jwtSecret);
  const accounts = createAccountRepository(app.db, createPhoneHasher(secret('deleted-phone')), app.outbox);
  const sessionsForAuth = createSessionRepository(app.db);
  const accountAssets = createAccountAssetRegistry(options.accountAssets);
  return {
    tokens,
    /** The session behind an access token and its user; undefined when there is none. */
    findSessionForAuth: (sessionId: string): Promise<SessionForAuth | undefined> =>
      sessionsForAuth.findSessionForAuth(sessionId),
    otp,
    /**
     * Uses up the phone's newest code of the scene when `code` is it, the phone as typed read the
     * way login reads it (1001001, 1001004, 1001005): the store staff console logs in with the
     * customers' codes. The phone, normalised.
     */
    async verifyPhoneCode(
      typed: { countryCode?: string; phoneNo: string },
      scene: OtpScene,
      code: string,
    ): Promise<Phone> {
      const phone = parseIndonesianMobile(typed.countryCode, typed.phoneNo);
      await otp.verify(phone, scene, code);
      return phone;
    },
    challenges,
    sessions: createSessionService(accounts, tokens, now, app.log),
    profiles: createProfileService(createProfileRepository(app.db)),
    deletion: createDeletionService({
      accounts,
      otp,
      otpCodes,
      assets: accountAssets,
      now,
      log: app.log,
    }),
    /** Another module tells account deletion what a user still holds of its own (orders, vouchers). */
    addAccountAssets: accountAssets.add,
    devices: createDeviceService(createDeviceRepository(app.db), secret('device-id'), now),
    /** The demo SMS outbox: only with the console sender outside production. */
    demoOutbox: demoSms ? { latest: outbox.latest } : null,
  };
}

export type IdentityService = ReturnType<typeof createIdentity>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity's public service: tokens, sessions, one-time codes, profile, devices, deletion. */
    identity: IdentityService;
  }
}

/** Decorates `app.identity`; its repositories stay inside. The auth plugin depends on it. */
const identityPlugin = fp<IdentityModuleOptions>(
  async (app, options) => {
    app.decorate('identity', createIdentity(app, options));
  },
  { name: 'identity', dependencies: ['config', 'database', 'outbox', 'redis'] },
);

/**
 * The identity module: phone-and-code login, tokens and sessions, profile, devices, account
 * deletion. Tests make its challenge cheap and add to what deletion reads (`challenge`,
 * `accountAssets`).
 */
export const identityModule: ServerModule<Pick<IdentityModuleOptions, 'challenge' | 'accountAssets'>> = {
  name: 'identity',
  service: (app, build) =>
    app.register(identityPlugin, {
      now: build.now,
      challenge: build.challenge,
      accountAssets: build.accountAssets,
      redisKeyPrefix: `${build.redisNamespace}challenge:`,
    }),
  routes: (app) => app.register(identityRoutes, { prefix: API_BASE }),
};
