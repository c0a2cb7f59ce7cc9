import { ERROR_CODES } from '@lahap/contract/errors';
import { SignJWT, errors, jwtVerify } from 'jose';
import { isCanonicalJws } from '../../../lib/base64url.js';
import { DomainError } from '../../../lib/domain-error.js';

/** Access tokens are short-lived; the refresh call renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const ISSUER = 'lahap';
const AUDIENCE = 'lahap-api';
/** Tolerated clock difference between server processes when checking exp / iat. */
const CLOCK_TOLERANCE_SECONDS = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenClaims {
  /** The public user id (`sub`). */
  userId: string;
  /** The session row id (`sid`). */
  sessionId: string;
}

export interface IssueOptions {
  /** Lifetime; default ACCESS_TOKEN_TTL_SECONDS. */
  ttlSeconds?: number;
  /** Issue time in ms since the epoch; default now (tests mint expired tokens with it). */
  now?: number;
}

export interface TokenService {
  /** A signed HS256 JWT with sub = userId and sid = sessionId. */
  issueAccessToken(userId: string, sessionId: string, options?: IssueOptions): Promise<string>;
  /** The claims of a valid token; throws DomainError 0310204 (expired) or 0310202 (anything else). */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issueAccessToken(userId, sessionId, options = {}) {
      const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
        .sign(key);
    },
    async verifyAccessToken(token) {
      // One token, one spelling: jose decodes base64url leniently (padding, stray low bits).
      if (!isCanonicalJws(token)) throw new DomainError(ERROR_CODES.ILLEGAL_TOKEN);
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || !UUID.test(sid)) {
          throw new DomainError(ERROR_CODES.ILLEGAL_TOKEN);
        }
        return { userId: sub, sessionId: sid };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (error instanceof errors.JWTExpired) throw new DomainError(ERROR_CODES.ACCESS_TOKEN_EXPIRED);
        throw new DomainError(ERROR_CODES.ILLEGAL_TOKEN);
      }
    },
  };
}
