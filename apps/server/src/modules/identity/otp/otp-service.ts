import {
  OTP_CHALLENGE_AFTER,
  OTP_CHALLENGE_AFTER_PER_ADDRESS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COUNTDOWN_MS,
  OTP_SEND_DAY_MS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
} from '@lahap/contract/constants';
import type { OtpScene } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { SendCodeData } from '@lahap/contract/identity/schemas';
import type { Locale } from '@lahap/contract/locale';
import { DomainError } from '../../../lib/domain-error.js';
import type { ChallengeService } from './challenge.js';
import type { Clock } from '../../../lib/clock.js';
import { generateOtpCode, hashOtpCode, sameHash } from './otp-code.js';
import type { OtpRepository } from './otp-repository.js';
import type { Phone } from '../phone.js';
import { assertWithinSendLimits } from './send-limits.js';
import type { SmsSender } from '../sms/sender.js';

/** Who asks for a code: the limits count by these. */
export interface Requester {
  deviceId: string;
  ip: string;
  locale: Locale;
}

export interface OtpServiceOptions {
  /** The code key (HMAC), see secrets.ts. */
  codeKey: Buffer;
  /** Answer the code itself in sendCode (demo servers only). */
  revealCode: boolean;
}

/** Rows older than the longest window serve no limit and no login. */
const RETENTION_MS = OTP_SEND_DAY_MS + OTP_SEND_WINDOW_MS;
const SWEEP_EVERY = 100;

export function createOtpService(
  repository: OtpRepository,
  challenges: ChallengeService,
  sender: SmsSender,
  now: Clock,
  options: OtpServiceOptions,
) {
  let sends = 0;

  /** A busy device, or a busy address whatever device ids it sends, must solve a challenge. */
  async function needsChallenge(requester: Requester): Promise<boolean> {
    const since = new Date(now() - OTP_SEND_WINDOW_MS);
    const deviceSends = await repository.countSendsSince('deviceId', requester.deviceId, since);
    if (deviceSends >= OTP_CHALLENGE_AFTER) return true;
    const addressSends = await repository.countSendsSince('ip', requester.ip, since);
    return addressSends >= OTP_CHALLENGE_AFTER_PER_ADDRESS;
  }

  return {
    /**
     * Sends a code after the limits (429 with Retry-After) and, for a device or an address that
     * asked often within the window (`needsChallenge`), a solved challenge. The limits are checked
     * again under the phone's lock, where the send is recorded.
     */
    async send(
      phone: Phone,
      scene: OtpScene,
      requester: Requester,
      challengeToken?: string,
    ): Promise<SendCodeData> {
      const keys = { phone: phone.e164, deviceId: requester.deviceId, ip: requester.ip };
      await assertWithinSendLimits(repository, keys, now());
      if (await needsChallenge(requester)) {
        if (!challengeToken) throw new DomainError(ERROR_CODES.CHALLENGE_REQUIRED, 400);
        await challenges.redeem(challengeToken);
      }

      const code = generateOtpCode();
      await repository.withPhoneLock(phone.e164, async (locked) => {
        const at = now();
        await assertWithinSendLimits(locked, keys, at);
        await locked.insert({
          phone: phone.e164,
          scene,
          codeHash: hashOtpCode(options.codeKey, phone.e164, scene, code),
          createdAt: new Date(at),
          expiresAt: new Date(at + OTP_TTL_MS),
          deviceId: requester.deviceId,
          ip: requester.ip,
        });
      });
      await sender.send({ phone: phone.e164, code, locale: requester.locale });

      sends += 1;
      if (sends % SWEEP_EVERY === 0) await repository.sweep(new Date(now() - RETENTION_MS));
      return {
        expiresInSeconds: OTP_TTL_MS / 1000,
        resendAfterSeconds: OTP_RESEND_COUNTDOWN_MS / 1000,
        ...(options.revealCode ? { demoCode: code } : {}),
      };
    },

    /**
     * Uses up the newest code of the phone and scene when `code` is it. Wrong tries count; the
     * OTP_MAX_ATTEMPTS-th kills the code (even the right code fails after that).
     */
    async verify(phone: Phone, scene: OtpScene, code: string): Promise<void> {
      const stored = await repository.findNewest(phone.e164, scene);
      const at = now();
      if (!stored || stored.consumedAt || stored.expiresAt.getTime() <= at) {
        throw new DomainError(ERROR_CODES.VERIFICATION_CODE_INVALID, 400);
      }
      if (stored.attempts >= OTP_MAX_ATTEMPTS)
        throw new DomainError(ERROR_CODES.VERIFICATION_CODE_LOCKED, 400);
      if (!sameHash(stored.codeHash, hashOtpCode(options.codeKey, phone.e164, scene, code))) {
        const attempts = await repository.recordWrongTry(stored.id, OTP_MAX_ATTEMPTS);
        if (attempts === undefined || attempts >= OTP_MAX_ATTEMPTS) {
          throw new DomainError(ERROR_CODES.VERIFICATION_CODE_LOCKED, 400);
        }
        throw new DomainError(ERROR_CODES.VERIFICATION_CODE_INVALID, 400);
      }
      // Conditional: of two logins racing with the same code, one wins.
      if (!(await repository.consume(stored.id, new Date(at), OTP_MAX_ATTEMPTS))) {
        throw new DomainError(ERROR_CODES.VERIFICATION_CODE_INVALID, 400);
      }
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
