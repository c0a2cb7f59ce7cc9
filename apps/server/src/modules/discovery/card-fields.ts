import { LRUCache } from 'lru-cache';
import { type Clock, isFresh } from '../../lib/clock.js';
import type { DistanceRow, StoreFieldsRow } from '../catalog/index.js';

/**
 * How long a store's card fields are served from memory. Lists find their stores in one cheap
 * indexed query; what the card shows of each store (names, hours, the best products and coupons)
 * costs most of a list's database time and is the same for every list, so it is kept this long.
 * A card may show stock or coupons up to this much behind; store pages and checkout read the
 * database.
 */
export const CARD_FIELDS_TTL_MS = 10_000;
/** Stores whose card fields are kept at once (a few kilobytes each). */
export const CARD_FIELDS_MAX_STORES = 10_000;

export interface CardFieldsOptions {
  /** Reads the card fields of stores, with their products and coupons as at `at`. */
  load: (ids: readonly string[], at: number) => Promise<StoreFieldsRow[]>;
  now: Clock;
  /** Overrides CARD_FIELDS_TTL_MS; 0 reads the database every time. */
  ttlMs?: number;
  maxStores?: number;
}

/**
 * The card fields of listed stores: from memory while fresh, the rest in one query. Each server
 * process keeps its own copy; nothing else depends on it, so processes need not agree.
 */
export function createCardFields(options: CardFieldsOptions) {
  const { load, now } = options;
  const ttlMs = options.ttlMs ?? CARD_FIELDS_TTL_MS;
  const kept = new LRUCache<string, { at: number; fields: StoreFieldsRow }>({
    max: options.maxStores ?? CARD_FIELDS_MAX_STORES,
  });

  return {
    /**
     * The rows with their stores' card fields, in the same order; a row whose store is gone
     * (deleted between the two queries) is left out.
     */
    async attach<Row extends DistanceRow>(rows: readonly Row[]): Promise<(StoreFieldsRow & Row)[]> {
      const at = now();
      const found = new Map<string, StoreFieldsRow>();
      const missing: string[] = [];
      for (const row of rows) {
        const hit = kept.get(row.id);
        if (hit && isFresh(hit.at, at, ttlMs)) found.set(row.id, hit.fields);
        else missing.push(row.id);
      }
      if (missing.length > 0) {
        for (const fields of await load(missing, at)) {
          found.set(fields.id, fields);
          if (ttlMs > 0) kept.set(fields.id, { at, fields });
        }
      }
      // Object.assign, not a spread: copying a pg row by spread measured about eight times
      // slower (2.3 µs against 0.3 per card), and every list copies each of its cards.
      return rows.flatMap((row) => {
        const fields = found.get(row.id);
        return fields ? [Object.assign({}, fields, row)] : [];
      });
    },
  };
}
export type CardFields = ReturnType<typeof createCardFields>;
