import { randomInt } from 'node:crypto';
import { OTP_CHALLENGE_TTL_MS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { type Challenge, type Solution, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AltchaChallenge } from '@lahap/contract/identity/schemas';
import { DomainError } from '../../../lib/domain-error.js';
import type { UsedChallengeStore } from './challenge-store.js';
import type { Clock } from '../../../lib/clock.js';

export interface ChallengeOptions {
  /**
   * The solver tries counters from 0 up to a secret one drawn from [max/10, max]: the work a
   * client does. Default 50,000 SHA-256 rounds, about a second on a low-end phone; tests shrink it.
   */
  counterMax?: number;
}

const DEFAULT_COUNTER_MAX = 50_000;
const ALGORITHM = 'SHA-256';

export interface ChallengeKeys {
  /** Signs the challenge parameters. */
  signatureSecret: string;
  /** Signs the expected derived key, so verifying costs one HMAC instead of re-deriving. */
  keySignatureSecret: string;
}

/** A parsed `challengeToken`: the base64 JSON payload the altcha widget produces. */
interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(token: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (
      typeof challenge?.parameters?.nonce !== 'string' ||
      typeof solution !== 'object' ||
      solution === null
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The anti-bot proof of work (ALTCHA v2, self-hosted): `issue` hands out a signed challenge,
 * `check` says whether a solution is valid, `redeem` also uses it up (once per challenge).
 */
export function createChallengeService(
  keys: ChallengeKeys,
  usedStore: UsedChallengeStore,
  now: Clock,
  options: ChallengeOptions = {},
) {
  const counterMax = Math.max(2, options.counterMax ?? DEFAULT_COUNTER_MAX);

  /** The payload when it is valid and unexpired by our clock; null otherwise. */
  async function verified(token: string): Promise<Payload | null> {
    const payload = parsePayload(token);
    if (!payload) return null;
    const expiresAt = payload.challenge.parameters.expiresAt;
    // Expiry by the service clock (altcha's own check reads the system clock).
    if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return null;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: keys.signatureSecret,
        hmacKeySignatureSecret: keys.keySignatureSecret,
      });
      return result.verified ? payload : null;
    } catch {
      // Unknown algorithms and malformed parameters throw: a forged payload, not a server fault.
      return null;
    }
  }

  return {
    async issue(): Promise<AltchaChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(Math.max(1, Math.floor(counterMax / 10)), counterMax + 1),
        deriveKey,
        expiresAt: Math.floor((now() + OTP_CHALLENGE_TTL_MS) / 1000),
        hmacSignatureSecret: keys.signatureSecret,
        hmacKeySignatureSecret: keys.keySignatureSecret,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },

    /** Whether the solution verifies now; does not use it up. */
    async check(token: string): Promise<boolean> {
      return (await verified(token)) !== null;
    },

    /** Accepts a valid, unused solution once; throws CHALLENGE_FAILED for anything else. */
    async redeem(token: string): Promise<void> {
      const payload = await verified(token);
      const params = payload?.challenge.parameters;
      if (!params?.expiresAt) throw new DomainError(ERROR_CODES.CHALLENGE_FAILED, 400);
      if (!(await usedStore.claim(params.nonce, params.expiresAt * 1000, now()))) {
        throw new DomainError(ERROR_CODES.CHALLENGE_FAILED, 400);
      }
    },
  };
}
export type ChallengeService = ReturnType<typeof createChallengeService>;
