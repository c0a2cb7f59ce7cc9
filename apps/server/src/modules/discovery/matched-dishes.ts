import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock.js';
import { SEARCH_CACHE_TTL_MS } from './search-cache.js';
import type { MatchedDishRow, SearchStoreRow } from './store-search-repository.js';

/** (query, store) pairs whose matched dishes are kept at once (a few hundred bytes each). */
export const MATCHED_DISHES_MAX = 50_000;

/**
 * The dishes of a store that match a query, kept like the query's candidates (`search-cache.ts`):
 * they do not depend on where the searcher is, and finding them (regexes over every dish) was
 * most of a search page's database time. Page reads ask only for the stores not kept.
 */
export function createMatchedDishes(options: { now: Clock; ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_TTL_MS;
  const kept = new LRUCache<string, { at: number; dishes: MatchedDishRow[] }>({ max: MATCHED_DISHES_MAX });
  const keyOf = (text: string, storeId: string) => `${storeId}|${text}`;
  const fresh = (text: string, storeId: string, at: number) => {
    const hit = kept.get(keyOf(text, storeId));
    return hit && at >= hit.at && at - hit.at < ttlMs ? hit : undefined;
  };

  return {
    /** The stores among `ids` whose matched dishes for `text` are kept and fresh. */
    known(text: string, ids: readonly string[]): Set<string> {
      const at = options.now();
      return new Set(ids.filter((id) => fresh(text, id, at)));
    },
    /** The rows with their matched dishes: those read now are kept, the rest come from memory. */
    fill(text: string, rows: readonly SearchStoreRow[]): SearchStoreRow[] {
      const at = options.now();
      return rows.map((row) => {
        if (row.dishes_read) {
          if (ttlMs > 0) kept.set(keyOf(text, row.id), { at, dishes: row.dishes ?? [] });
          return row;
        }
        return { ...row, dishes: fresh(text, row.id, at)?.dishes ?? [] };
      });
    },
  };
}
export type MatchedDishes = ReturnType<typeof createMatchedDishes>;
