import { createHash, randomBytes } from 'node:crypto';
import { OTP_TTL_MS } from '@lahap/contract/constants';
import { DELETION_BLOCKER_TYPES, DELETION_FORFEIT_TYPES } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type {
  CancellationQueryData,
  DeletionPhoneInfo,
  DeletionSendCodeData,
} from '@lahap/contract/identity/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../../lib/domain-error.js';
import type { AccountRepository } from '../account-repository.js';
import type { Clock } from '../../../lib/clock.js';
import type { AccountAssets } from './deletion-assets.js';
import type { OtpRepository } from '../otp/otp-repository.js';
import type { OtpService, Requester } from '../otp/otp-service.js';
import { type Phone, nationalNumberOf } from '../phone.js';

const SCENE = 'CANCELLATION';

function hashProcessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function processInvalid(): DomainError {
  return new DomainError(ERROR_CODES.DELETION_PROCESS_INVALID, 400);
}

export interface DeletionRequest {
  verificationCode: string;
  processToken: string;
}

/**
 * Account deletion (spec §4 "Account deletion"): the assets check, a CANCELLATION code to the
 * user's own phone with a processToken, then the deletion itself in one transaction.
 */
export function createDeletionService(deps: {
  accounts: AccountRepository;
  otp: OtpService;
  otpCodes: OtpRepository;
  assets: AccountAssets;
  now: Clock;
  log: FastifyBaseLogger;
}) {
  const { accounts, otp, otpCodes, assets, now, log } = deps;

  /** The user's phone as the OTP service takes it; a deleted or vanished user has none. */
  async function phoneOf(userId: number): Promise<Phone> {
    const phone = await accounts.findPhoneOfUser(userId);
    if (!phone) throw new DomainError(ERROR_CODES.SESSION_INVALID);
    return {
      countryCode: phone.countryCode,
      e164: phone.phoneNo,
      national: nationalNumberOf(phone.countryCode, phone.phoneNo),
    };
  }

  async function assetsCheck(userId: number): Promise<CancellationQueryData> {
    const counts = await assets.countFor(userId);
    const blockers = DELETION_BLOCKER_TYPES.map((type) => ({ type, count: counts.blockers[type] })).filter(
      (b) => b.count > 0,
    );
    const forfeits = DELETION_FORFEIT_TYPES.map((type) => ({ type, count: counts.forfeits[type] })).filter(
      (f) => f.count > 0,
    );
    return { canCancel: blockers.length === 0, blockers, forfeits };
  }

  return {
    assetsCheck,

    async phoneInfo(userId: number): Promise<DeletionPhoneInfo> {
      const phone = await phoneOf(userId);
      return { countryCode: phone.countryCode, phoneNo: phone.national };
    },

    /**
     * Sends a CANCELLATION code to the user's own phone (the OTP service's limits and challenge
     * apply as to any send) and answers a processToken bound to the user and to that code.
     */
    async sendCode(
      userId: number,
      requester: Requester,
      challengeToken?: string,
    ): Promise<DeletionSendCodeData> {
      const phone = await phoneOf(userId);
      const sent = await otp.send(phone, SCENE, requester, challengeToken);
      // The code just stored is the phone's newest for the scene (sends to one phone are
      // serialised by its lock); only the newest code can verify anyway.
      const code = await otpCodes.findNewest(phone.e164, SCENE);
      if (!code) throw new Error('the code just sent is not stored');
      const processToken = randomBytes(32).toString('base64url');
      const at = now();
      await accounts.insertDeletionProcess({
        tokenHash: hashProcessToken(processToken),
        userId,
        otpCodeId: code.id,
        createdAt: new Date(at),
        expiresAt: new Date(Math.min(code.expiresAt.getTime(), at + OTP_TTL_MS)),
      });
      return { ...sent, processToken };
    },

    /**
     * Deletes the account. Refused, with nothing written, when the processToken is not this
     * user's live one or no longer names the newest code, and when something blocks deletion;
     * then the code is checked (wrong tries count, single use); then one transaction deletes.
     */
    async delete(userId: number, request: DeletionRequest): Promise<void> {
      const tokenHash = hashProcessToken(request.processToken);
      const pending = await accounts.findDeletionProcess(tokenHash);
      if (!pending || pending.userId !== userId || pending.usedAt || pending.expiresAt.getTime() <= now()) {
        throw processInvalid();
      }
      const phone = await phoneOf(userId);
      if (!(await assetsCheck(userId)).canCancel) throw new DomainError(ERROR_CODES.DELETION_BLOCKED, 400);
      // A resend makes a new code and a new processToken; the older pair is finished.
      const newest = await otpCodes.findNewest(phone.e164, SCENE);
      if (newest?.id !== pending.otpCodeId) throw processInvalid();
      await otp.verify(phone, SCENE, request.verificationCode);

      await accounts.transaction(async (tx) => {
        const at = new Date(now());
        if (!(await tx.claimDeletionProcess(tokenHash, userId, at))) throw processInvalid();
        if (!(await tx.deleteAccount(userId, at))) throw new DomainError(ERROR_CODES.SESSION_INVALID);
      });
      log.info({ userId }, 'account deleted');
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;
