import { SignJWT, jwtVerify } from 'jose';
import { isCanonicalJws } from '../../lib/base64url.js';

const ISSUER = 'lahap';
/**
 * Not the customers' 'lahap-api', and signed with another key: a customer call refuses a staff
 * token and a staff call a customer's, whichever check comes first.
 */
const AUDIENCE = 'lahap-staff';
/** Tolerated clock difference between server processes when checking exp / iat. */
const CLOCK_TOLERANCE_SECONDS = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID = /^[1-9]\d{0,17}$/;

/** What a staff token says: who (`sub`), at which store (`store`), in which login (`sid`). */
export interface StaffClaims {
  staffId: string;
  storeId: string;
  sessionId: string;
}

/** Staff tokens: HS256 JWTs under a key of their own, lasting one shift. */
export function createStaffTokens(key: Uint8Array) {
  return {
    async issue(claims: StaffClaims, issuedAt: number, expiresAt: number): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, store: claims.storeId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.staffId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
    },

    /** The claims of a token valid at `at`; null for anything else (forged, expired, a customer's). */
    async verify(token: string, at: number): Promise<StaffClaims | null> {
      // One token, one spelling: jose decodes base64url leniently (padding, stray low bits).
      if (!isCanonicalJws(token)) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(at),
          requiredClaims: ['sub', 'exp', 'sid', 'store'],
        });
        const { sub, sid, store } = payload;
        if (typeof sub !== 'string' || !ID.test(sub)) return null;
        if (typeof sid !== 'string' || !UUID.test(sid)) return null;
        if (typeof store !== 'string' || !ID.test(store)) return null;
        return { staffId: sub, storeId: store, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
export type StaffTokens = ReturnType<typeof createStaffTokens>;
