import { randomInt, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_MS, REREGISTRATION_BLOCK_DAYS } from '@lahap/contract/constants';
import { type LoginUserType, SHARE_TYPES, type ShareType } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { LoginData, TokenInfo } from '@lahap/contract/identity/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../../lib/domain-error.js';
import type {
  AccountQueries,
  AccountRepository,
  AccountUser,
  RegistrationReferral,
} from '../account-repository.js';
import type { Clock } from '../../../lib/clock.js';
import type { Phone } from '../phone.js';
import { generateRefreshToken, hashRefreshToken } from './refresh-token.js';
import type { TokenService } from './tokens.js';

/**
 * A rotated token presented again within this long of its rotation is refused without revoking
 * the family: two tabs refreshing at once is a race, not a theft. Later reuse revokes everything.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;
const DAY_MS = 24 * 3_600_000;
const INVITE_CODE = /^[A-Za-z0-9_-]{1,32}$/;

export interface LoginRequest {
  phone: Phone;
  inviteCode?: string;
  shareMethod?: string;
  /** The device the login came from (X-Digital-Food), kept with a referral. */
  deviceId?: string;
}

/** A public user id: 'U' and 12 random digits (not a counter, so ids reveal nothing). */
function newPublicUserId(): string {
  return `U${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

function isShareType(value: string): value is ShareType {
  return (SHARE_TYPES as readonly string[]).includes(value);
}

/** Logins, refreshes and logouts: sessions with rotating refresh tokens (one family per login). */
export function createSessionService(
  repository: AccountRepository,
  tokens: TokenService,
  now: Clock,
  log: FastifyBaseLogger,
) {
  /** Starts a session for the user with a fresh refresh token (inside the caller's transaction). */
  async function startSession(
    tx: AccountQueries,
    user: AccountUser,
  ): Promise<{ sessionId: string; refresh: string }> {
    const at = now();
    const familyId = randomUUID();
    const expiresAt = new Date(at + REFRESH_TOKEN_TTL_MS);
    const sessionId = await tx.insertSession({
      userId: user.id,
      familyId,
      createdAt: new Date(at),
      expiresAt,
    });
    const refresh = generateRefreshToken();
    await tx.insertRefreshToken({
      tokenHash: hashRefreshToken(refresh),
      sessionId,
      familyId,
      userId: user.id,
      createdAt: new Date(at),
      expiresAt,
    });
    return { sessionId, refresh };
  }

  /** The referral fields kept on a registration; tampered values are dropped and logged. */
  function referral(request: LoginRequest): { inviteCodeUsed: string | null; shareMethod: ShareType | null } {
    const inviteCode = request.inviteCode?.trim() || undefined;
    const shareMethod = request.shareMethod?.trim() || undefined;
    if (inviteCode !== undefined && !INVITE_CODE.test(inviteCode)) {
      log.warn({ inviteCodeLength: inviteCode.length }, 'login: malformed invite code ignored');
    }
    if (shareMethod !== undefined && !isShareType(shareMethod)) {
      log.warn({ shareMethod: shareMethod.slice(0, 64) }, 'login: unknown shareMethod ignored (tampering?)');
    }
    return {
      inviteCodeUsed: inviteCode !== undefined && INVITE_CODE.test(inviteCode) ? inviteCode : null,
      shareMethod: shareMethod !== undefined && isShareType(shareMethod) ? shareMethod : null,
    };
  }

  return {
    /**
     * Logs the phone's owner in, registering a new user on first login. Call after the code
     * was verified. Frozen users get 0310218; a phone whose account was deleted less than
     * REREGISTRATION_BLOCK_DAYS ago cannot register.
     */
    async login(request: LoginRequest): Promise<LoginData> {
      const { phone } = request;
      const started = await repository.transaction(async (tx) => {
        let user = await tx.findLiveUserByPhone(phone.countryCode, phone.e164);
        let userType: LoginUserType = 'LOGIN';
        if (user?.status === 'FROZEN') throw new DomainError(ERROR_CODES.USER_FROZEN);
        if (!user) {
          const blockedSince = new Date(now() - REREGISTRATION_BLOCK_DAYS * DAY_MS);
          if (await tx.findDeletionSince(phone.countryCode, phone.e164, blockedSince)) {
            throw new DomainError(ERROR_CODES.REREGISTRATION_BLOCKED, 403);
          }
          const fields = referral(request);
          const invite: RegistrationReferral | null = fields.inviteCodeUsed
            ? {
                inviteCode: fields.inviteCodeUsed,
                shareMethod: fields.shareMethod,
                deviceId: request.deviceId ?? null,
                // Any deletion ever, not only the blocking window: a phone that held an account
                // is not a new friend (the invitations module refuses its referral).
                phoneHeldBefore:
                  (await tx.findDeletionSince(phone.countryCode, phone.e164, new Date(0))) !== undefined,
              }
            : null;
          for (let attempt = 0; attempt < 5 && !user; attempt += 1) {
            user = await tx.insertUser(
              {
                userId: newPublicUserId(),
                countryCode: phone.countryCode,
                phoneNo: phone.e164,
                ...fields,
                createdAt: new Date(now()),
              },
              invite,
            );
          }
          if (!user) throw new Error('could not draw a free public user id');
          userType = 'REGISTER';
        } else if (request.inviteCode) {
          // Spec §5: a referral code is valid only for unregistered numbers.
          log.info({ userId: user.userId }, 'login: invite code ignored for an existing user');
        }
        return { user, userType, ...(await startSession(tx, user)) };
      });
      return {
        accessToken: await tokens.issueAccessToken(started.user.userId, started.sessionId),
        refreshToken: started.refresh,
        userId: started.user.userId,
        userType: started.userType,
        loginType: 'SMS',
      };
    },

    /**
     * Exchanges a refresh token for new tokens; the presented one becomes used. A used token
     * presented again (after the grace) revokes the whole family. Unknown, expired or revoked
     * tokens, and sessions that ended, answer 0310205; frozen users 0310218.
     */
    async refresh(refreshToken: string): Promise<TokenInfo> {
      const tokenHash = hashRefreshToken(refreshToken);
      const outcome = await repository.transaction(async (tx) => {
        const at = now();
        const claimed = await tx.claimRefreshToken(tokenHash, new Date(at));
        if (!claimed) return { kind: 'refused', presented: await tx.findRefreshToken(tokenHash) } as const;
        const user = await tx.findUser(claimed.userId);
        if (!user || user.status === 'DELETED' || !(await tx.isSessionActive(claimed.sessionId))) {
          throw new DomainError(ERROR_CODES.SESSION_INVALID);
        }
        if (user.status === 'FROZEN') throw new DomainError(ERROR_CODES.USER_FROZEN);
        const refresh = generateRefreshToken();
        const expiresAt = new Date(at + REFRESH_TOKEN_TTL_MS);
        await tx.insertRefreshToken({
          tokenHash: hashRefreshToken(refresh),
          sessionId: claimed.sessionId,
          familyId: claimed.familyId,
          userId: user.id,
          createdAt: new Date(at),
          expiresAt,
        });
        await tx.extendSession(claimed.sessionId, expiresAt);
        return { kind: 'rotated', user, sessionId: claimed.sessionId, refresh } as const;
      });

      if (outcome.kind === 'rotated') {
        const { user, sessionId, refresh } = outcome;
        return {
          accessToken: await tokens.issueAccessToken(user.userId, sessionId),
          refreshToken: refresh,
          userId: user.userId,
        };
      }
      const { presented } = outcome;
      if (
        presented?.usedAt &&
        !presented.revokedAt &&
        now() - presented.usedAt.getTime() > REFRESH_REUSE_GRACE_MS
      ) {
        log.warn(
          { familyId: presented.familyId },
          'rotated refresh token presented again: revoking its family',
        );
        await repository.revokeFamily(presented.familyId, new Date(now()));
      }
      throw new DomainError(ERROR_CODES.SESSION_INVALID);
    },

    /** Ends the login the session belongs to: its sessions and refresh tokens. */
    async logout(sessionId: string): Promise<void> {
      const familyId = await repository.familyOfSession(sessionId);
      if (familyId) await repository.revokeFamily(familyId, new Date(now()));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
