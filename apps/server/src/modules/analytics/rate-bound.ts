import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

const WINDOW_MS = 60_000;

/** What taking from a budget answered: taken, or refused until the next window. */
export type Taken = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * How many events a sender (a device, else an address) may send per minute, counted in fixed
 * one-minute windows: events, not requests, so a batch of 100 spends 100. A refused take takes
 * nothing, and a sender may reach twice the bound across a window's edge, which is all a guard
 * against a runaway client needs.
 */
export interface EventRateBound {
  /** Takes `n` events from `key`'s budget of the current minute, or nothing when they do not fit. */
  take(key: string, n: number, nowMs: number): Promise<Taken>;
}

const windowOf = (nowMs: number) => Math.floor(nowMs / WINDOW_MS);
const retryAfter = (nowMs: number): Taken => ({
  ok: false,
  retryAfterMs: (windowOf(nowMs) + 1) * WINDOW_MS - nowMs,
});

/** Counts in the process: enough for one process (PGlite), as the request rate limit does. */
export function createMemoryRateBound(limit: number, maxKeys = 100_000): EventRateBound {
  const counts = new LRUCache<string, { window: number; count: number }>({ max: maxKeys });
  return {
    async take(key, n, nowMs) {
      const window = windowOf(nowMs);
      const entry = counts.get(key);
      const used = entry?.window === window ? entry.count : 0;
      if (used + n > limit) return retryAfter(nowMs);
      counts.set(key, { window, count: used + n });
      return { ok: true };
    },
  };
}

// Adds and gives back in one step, so concurrent batches never see a count they did not make.
const TAKE_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if count > tonumber(ARGV[2]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
  return 0
end
return 1`;

/**
 * Counts in Redis, shared by every process. Redis briefly unreachable: the events are let
 * through, as the request rate limit does, rather than lost.
 */
export function createRedisRateBound(
  redis: Redis,
  prefix: string,
  limit: number,
  log: FastifyBaseLogger,
): EventRateBound {
  return {
    async take(key, n, nowMs) {
      const window = windowOf(nowMs);
      try {
        const taken = await redis.eval(
          TAKE_SCRIPT,
          1,
          `${prefix}${key}:${window}`,
          String(n),
          String(limit),
          String(WINDOW_MS * 2),
        );
        return Number(taken) === 1 ? { ok: true } : retryAfter(nowMs);
      } catch (error) {
        log.warn({ err: error }, 'analytics rate bound: Redis failed, letting the events through');
        return { ok: true };
      }
    },
  };
}
