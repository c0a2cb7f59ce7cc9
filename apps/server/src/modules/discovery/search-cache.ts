import { LRUCache } from 'lru-cache';
import { type Clock, isFresh } from '../../lib/clock.js';

/**
 * How long what matches a query is served from memory. Finding the stores and vouchers that
 * match and scoring their fields is the costly, position-free half of a search (ADR 018);
 * popular words are searched over and over from every part of the city, so that half is shared.
 * A renamed store, a new dish, a new store or voucher shows in search this much later; a store
 * or voucher that closes leaves at once (each page reads its rows again), and store pages never
 * gain a store made after their list began.
 */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Matches (stores or vouchers) kept at once, over all queries (about 100 bytes each). */
export const SEARCH_CACHE_MAX_ROWS = 500_000;

/**
 * What matches queries, from memory while fresh. Concurrent requests for a query not yet in
 * memory share one read. Each server process keeps its own; nothing depends on them agreeing.
 */
export function createSearchCache<Value>(options: {
  now: Clock;
  /** The rows a value holds, for the bound on memory. */
  sizeOf: (value: Value) => number;
  /** Overrides SEARCH_CACHE_TTL_MS; 0 reads the database every time. */
  ttlMs?: number;
  maxRows?: number;
}) {
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_TTL_MS;
  const kept = new LRUCache<string, { at: number; value: Value }>({
    maxSize: options.maxRows ?? SEARCH_CACHE_MAX_ROWS,
    sizeCalculation: (entry) => options.sizeOf(entry.value) + 1,
  });
  const reading = new Map<string, Promise<Value>>();

  return {
    /** The value of `key`: kept, being read, or read now by `load`. */
    async of(key: string, load: () => Promise<Value>): Promise<Value> {
      const at = options.now();
      const hit = kept.get(key);
      if (hit && isFresh(hit.at, at, ttlMs)) return hit.value;
      const pending = reading.get(key);
      if (pending) return pending;
      const read = load()
        .then((value) => {
          if (ttlMs > 0) kept.set(key, { at, value });
          return value;
        })
        .finally(() => reading.delete(key));
      reading.set(key, read);
      return read;
    },
  };
}
export type SearchCache<Value> = ReturnType<typeof createSearchCache<Value>>;
