import type { Redis } from 'ioredis';

/**
 * The flash sale's pre-gate (ARCHITECTURE §6 "Redis is an accelerator, never the truth"). With
 * Redis, a counter per sale item refuses most losers of a storm before they reach PostgreSQL:
 * a Lua script takes units only while enough are left. PostgreSQL still decides every order —
 * the gate only sends fewer requests to it. The counter lives a few seconds and is seeded again
 * from the database's stock, so what a cancelled order gave back, or what a refused order took
 * here, returns to sale soon even if a process died between the two.
 */
export interface FlashGate {
  /** False when the item is surely sold out; true lets the request on to the database. */
  admit(key: FlashGateKey, n: number, remaining: () => Promise<number>): Promise<boolean>;
  /** Gives back what `admit` took for a request the database then refused. */
  giveBack(key: FlashGateKey, n: number): Promise<void>;
}

export interface FlashGateKey {
  flashSaleId: string;
  productId: string;
}

/** How long a seeded counter lives before it is seeded again from the database. */
const COUNTER_TTL_MS = 3_000;

const TAKE_SCRIPT = `
local left = redis.call('GET', KEYS[1])
if not left then return -1 end
if tonumber(left) < tonumber(ARGV[1]) then return 0 end
redis.call('DECRBY', KEYS[1], ARGV[1])
return 1`;

/**
 * Without Redis the gate refuses from the stock the request's own read saw: units only come
 * back when an order is cancelled, so an item read as sold out may be refused; everything else
 * goes on to the database, which is exact on its own.
 */
export const readGate: FlashGate = {
  admit: async (_key, n, remaining) => (await remaining()) >= n,
  giveBack: async () => undefined,
};

export function createRedisFlashGate(redis: Redis, prefix: string): FlashGate {
  const keyOf = (key: FlashGateKey) => `${prefix}${key.flashSaleId}:${key.productId}`;
  const take = async (key: string, n: number): Promise<number> =>
    Number(await redis.eval(TAKE_SCRIPT, 1, key, String(n)));
  return {
    async admit(key, n, remaining) {
      const redisKey = keyOf(key);
      let taken = await take(redisKey, n);
      if (taken === -1) {
        // Several requests may seed at once; NX keeps the first seed, the others take from it.
        await redis.set(redisKey, String(await remaining()), 'PX', COUNTER_TTL_MS, 'NX');
        taken = await take(redisKey, n);
      }
      // -1 again means the counter expired between the two calls: let the database decide.
      return taken !== 0;
    },
    async giveBack(key, n) {
      // Only while the counter lives: a fresh seed already counts the units from the database.
      await redis.eval(
        `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end return 0`,
        1,
        keyOf(key),
        String(n),
      );
    },
  };
}
