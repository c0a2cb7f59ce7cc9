import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { requestNonces } from '../db/schema/index.js';

/** Remembers request ids for a window, so a second use within it is caught. */
export interface NonceStore {
  /** True the first time `requestId` is seen within `windowMs`; false on a replay. */
  claim(requestId: string, windowMs: number): Promise<boolean>;
}

/** Redis: one SET NX PX per request, expiring by itself. Shared by every process. */
export function createRedisNonceStore(redis: Redis, keyPrefix: string): NonceStore {
  return {
    async claim(requestId, windowMs) {
      const result = await redis.set(`${keyPrefix}${requestId}`, '1', 'PX', windowMs, 'NX');
      return result === 'OK';
    },
  };
}

/** How many claims a process makes between two sweeps of expired rows. */
const SWEEP_EVERY = 500;

/**
 * SQL: an insert that wins only for a new id or one last seen outside the window (so stale rows
 * never cause a false replay), plus a periodic delete of expired rows. The delete is idempotent,
 * so several processes sweeping at once is harmless.
 */
export function createSqlNonceStore(db: Database): NonceStore {
  let claims = 0;
  const windowAgo = (windowMs: number) => sql`now() - ${windowMs}::integer * interval '1 millisecond'`;
  return {
    async claim(requestId, windowMs) {
      const rows = await db
        .insert(requestNonces)
        .values({ requestId })
        .onConflictDoUpdate({
          target: requestNonces.requestId,
          set: { seenAt: sql`excluded.seen_at` },
          setWhere: lt(requestNonces.seenAt, windowAgo(windowMs)),
        })
        .returning({ requestId: requestNonces.requestId });
      claims += 1;
      if (claims % SWEEP_EVERY === 0) {
        await db.delete(requestNonces).where(lt(requestNonces.seenAt, windowAgo(windowMs)));
      }
      return rows.length === 1;
    },
  };
}
