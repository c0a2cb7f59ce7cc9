import { LRUCache } from 'lru-cache';
import { type Clock, isFresh } from '../../lib/clock.js';
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

  return {
    /** The matched dishes for `text` kept fresh, of the stores among `ids` that have them. */
    known(text: string, ids: readonly string[]): Map<string, MatchedDishRow[]> {
      const at = options.now();
      const found = new Map<string, MatchedDishRow[]>();
      for (const id of ids) {
        const hit = kept.get(keyOf(text, id));
        if (hit && isFresh(hit.at, at, ttlMs)) found.set(id, hit.dishes);
      }
      return found;
    },
    /** The rows with their matched dishes: those read now are kept, the rest come from `known`. */
    fill(
      text: string,
      rows: readonly SearchStoreRow[],
      known: ReadonlyMap<string, MatchedDishRow[]>,
    ): SearchStoreRow[] {
      const at = options.now();
      return rows.map((row) => {
        if (row.dishes_read) {
          if (ttlMs > 0) kept.set(keyOf(text, row.id), { at, dishes: row.dishes ?? [] });
          return row;
        }
        // Not a spread, which copies a pg row several times slower (see card-fields.ts).
        return Object.assign({}, row, { dishes: known.get(row.id) ?? [] });
      });
    },
  };
}
export type MatchedDishes = ReturnType<typeof createMatchedDishes>;
