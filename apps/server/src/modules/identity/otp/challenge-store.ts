import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../../db/client.js';
import { otpChallengesUsed } from '../../../db/schema/index.js';

/** Remembers solved challenges until they expire, so each solution works once. */
export interface UsedChallengeStore {
  /** True the first time `challengeId` is used; false on reuse. */
  claim(challengeId: string, expiresAtMs: number, nowMs: number): Promise<boolean>;
}

/** Redis: SET NX with the challenge's remaining life, shared by every process. */
export function createRedisChallengeStore(redis: Redis, keyPrefix: string): UsedChallengeStore {
  return {
    async claim(challengeId, expiresAtMs, nowMs) {
      const ttlMs = Math.max(1_000, expiresAtMs - nowMs);
      return (await redis.set(`${keyPrefix}${challengeId}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

const SWEEP_EVERY = 200;

/** SQL: the primary key decides the single winner; expired rows are swept now and then. */
export function createSqlChallengeStore(db: Database): UsedChallengeStore {
  let claims = 0;
  return {
    async claim(challengeId, expiresAtMs, nowMs) {
      const rows = await db
        .insert(otpChallengesUsed)
        .values({ challengeId, expiresAt: new Date(expiresAtMs) })
        .onConflictDoNothing()
        .returning({ challengeId: otpChallengesUsed.challengeId });
      claims += 1;
      if (claims % SWEEP_EVERY === 0) {
        await db.delete(otpChallengesUsed).where(lt(otpChallengesUsed.expiresAt, sql`${new Date(nowMs)}`));
      }
      return rows.length === 1;
    },
  };
}
