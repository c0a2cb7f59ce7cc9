import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_CACHE_TTL_MS, createSearchCache } from '../src/modules/discovery/search-cache.js';
import { createMatchedDishes } from '../src/modules/discovery/matched-dishes.js';
import { productPageIds } from '../src/modules/discovery/product-search-window.js';
import type { ProductCandidateRow } from '../src/modules/discovery/catalog-repository.js';
import { kthLargest, openNowByMinute, rankPage } from '../src/modules/discovery/store-search-window.js';
import type { MatchedDishRow, SearchStoreRow } from '../src/modules/discovery/store-search-repository.js';
import type { RankedCandidate, SearchCandidateRow } from '../src/modules/discovery/store-search-types.js';

const HERE = { lat: -6.195, lng: 106.823 };
const SNAPSHOT = 1_800_000_000_000;

const candidate = (id: number, over: Partial<SearchCandidateRow> = {}): SearchCandidateRow => ({
  id: String(id),
  relevance: 1,
  lat: HERE.lat,
  lng: HERE.lng,
  popularity: 0,
  created_ms: SNAPSHOT - 1,
  hours: null,
  ...over,
});

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const km = (c: SearchCandidateRow) =>
  111.195 * Math.hypot(c.lat - HERE.lat, (c.lng - HERE.lng) * Math.cos((HERE.lat * Math.PI) / 180));

/** The whole list by the formula, scoring every candidate: what each page must be a slice of. */
function everything(rows: readonly SearchCandidateRow[], open: ReadonlySet<string>) {
  return rows
    .filter((c) => c.created_ms <= SNAPSHOT)
    .map((c) => ({
      id: c.id,
      score: round6(
        0.65 * c.relevance + 0.25 / (1 + km(c) / 5) + 0.05 * (open.has(c.id) ? 1 : 0) + 0.05 * c.popularity,
      ),
    }))
    .sort((a, b) => b.score - a.score || (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

describe('the ranking of a store search page', () => {
  const nobodyOpen = () => false;

  it('scores by relevance, then distance, open now and popularity, leaving out stores made after the snapshot', () => {
    const rows = [
      candidate(1, { relevance: 0.6 }),
      candidate(2, { relevance: 1, lat: HERE.lat + 0.09 }), // 10 km north
      candidate(3, { relevance: 1, popularity: 1 }),
      candidate(4, { relevance: 1, created_ms: SNAPSHOT + 1 }),
      candidate(5, { relevance: 1 }),
    ];
    const { ranked, total } = rankPage(rows, HERE, SNAPSHOT, null, 10, (c) => c.id === '5');
    expect(ranked.map((r) => r.id)).toEqual(['3', '5', '2', '1']);
    expect(total).toBe(4);
    expect(ranked[0]?.score).toBe(round6(0.65 + 0.25 + 0.05));
    expect(ranked[1]?.score).toBe(round6(0.65 + 0.25 + 0.05));
    expect(ranked[2]?.score).toBeCloseTo(0.65 + 0.25 / (1 + 10.0 / 5), 2);
    expect(ranked.map((r) => r.relevance)).toEqual([1, 1, 1, 0.6]);
  });

  it('asks open now only of the candidates that can make the page', () => {
    // 100 stores, each a little less relevant than the last: only the page's size, and those
    // within open now's reach of the last of them, can be on the page.
    const rows = Array.from({ length: 100 }, (_, i) => candidate(i + 1, { relevance: 1.1 - i * 0.01 }));
    const asked: string[] = [];
    const { ranked, total } = rankPage(rows, HERE, SNAPSHOT, null, 15, (c) => {
      asked.push(c.id);
      return false;
    });
    expect(ranked.map((r) => r.id)).toEqual(rows.slice(0, 15).map((c) => c.id));
    expect(total).toBe(100);
    // 0.05 of open now is about 7.7 steps of 0.0065 below the 15th.
    expect(asked.length).toBeGreaterThanOrEqual(15 + 7);
    expect(asked.length).toBeLessThanOrEqual(15 + 8);
  });

  it('gives every page the rows a ranking of all candidates gives, whichever stores are open', () => {
    const rowArb = fc.record({
      relevance: fc.constantFrom(0.48, 0.6, 0.8, 0.9, 1, 1.1),
      dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      dLng: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      popularity: fc.constantFrom(0, 0.3, 1),
      open: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 0, maxLength: 80 }),
        fc.integer({ min: 1, max: 7 }),
        (spec, size) => {
          const rows = spec.map((s, i) =>
            candidate(i + 1, {
              relevance: s.relevance,
              lat: HERE.lat + s.dLat,
              lng: HERE.lng + s.dLng,
              popularity: s.popularity,
            }),
          );
          const open = new Set(rows.filter((_, i) => spec[i]?.open).map((r) => r.id));
          const isOpen = (c: SearchCandidateRow) => open.has(c.id);
          const expected = everything(rows, open).map((r) => r.id);

          const served: string[] = [];
          let after: { key: number; id: string } | null = null;
          for (let pages = 0; pages <= rows.length; pages++) {
            const page: RankedCandidate[] = rankPage(rows, HERE, SNAPSHOT, after, size + 1, isOpen).ranked;
            const shown = page.slice(0, size);
            served.push(...shown.map((r) => r.id));
            if (page.length <= size) break;
            const last = shown.at(-1);
            if (!last) break;
            after = { key: last.score, id: last.id };
          }
          expect(served).toEqual(expected);
        },
      ),
      {
        numRuns: 3000,
        examples: [
          // Rounding to 6 decimals ties a store just below the open-now band with those above it.
          [
            [
              { relevance: 0.6, dLat: 0, dLng: 7.105427357601002e-15, popularity: 0, open: true },
              { relevance: 0.6, dLat: 0, dLng: 0, popularity: 1, open: false },
              { relevance: 0.6, dLat: 0, dLng: 0, popularity: 1, open: false },
            ],
            1,
          ],
        ],
      },
    );
  });

  it('answers nothing after the last row and for no candidates', () => {
    const rows = [candidate(1), candidate(2)];
    const first = rankPage(rows, HERE, SNAPSHOT, null, 5, nobodyOpen).ranked;
    const last = first.at(-1);
    expect(last?.id).toBe('2');
    expect(rankPage(rows, HERE, SNAPSHOT, { key: last?.score ?? 0, id: '2' }, 5, nobodyOpen).ranked).toEqual(
      [],
    );
    expect(rankPage([], HERE, SNAPSHOT, null, 5, nobodyOpen)).toEqual({ ranked: [], total: 0 });
  });

  it('finds the k-th largest passing value as sorting them all would', () => {
    const bySorting = (values: number[], k: number, keep: (value: number) => boolean) => {
      const kept = values.filter((value) => !Number.isNaN(value) && keep(value)).sort((a, b) => a - b);
      return kept.length < k || k <= 0 ? Number.NEGATIVE_INFINITY : kept[kept.length - k];
    };
    fc.assert(
      fc.property(
        // Few distinct values, so ties are common; NaN stands for a store made after the snapshot.
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 8 }).map((n) => n / 8),
            fc.constant(Number.NaN),
          ),
          {
            maxLength: 60,
          },
        ),
        fc.integer({ min: 0, max: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, k, below) => {
          const keep = (value: number) => value < below || value === 1;
          expect(kthLargest(Float64Array.from(values), k, keep)).toBe(bySorting(values, k, keep));
        },
      ),
    );
  });

  it('asks open now once a minute of each kept candidate', () => {
    const asked: string[] = [];
    const openNow = openNowByMinute((hours, nowMs) => {
      asked.push(`${String(hours?.length ?? 0)}@${String(nowMs)}`);
      return hours !== null;
    });
    const open = candidate(1, { hours: [[1, 3, '08:00', '22:00']] });
    const closed = candidate(2);
    const minute = Math.floor(SNAPSHOT / 60_000) * 60_000;

    expect(openNow(open, minute + 1_000)).toBe(true);
    expect(openNow(open, minute + 59_999)).toBe(true);
    expect(openNow(closed, minute + 30_000)).toBe(false);
    expect(openNow(closed, minute + 40_000)).toBe(false);
    expect(asked).toEqual([`1@${String(minute + 1_000)}`, `0@${String(minute + 30_000)}`]);

    // The next minute may differ (a store opening at 08:00): asked again.
    expect(openNow(open, minute + 60_000)).toBe(true);
    expect(asked).toHaveLength(3);
  });
});

describe('what matches a query, kept in memory', () => {
  /** A database whose reads the test can hold, answering the number of the read. */
  function fakeDatabase() {
    const reads: string[] = [];
    let release: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    return {
      reads,
      hold() {
        gate = new Promise((resolve) => (release = resolve));
      },
      release: () => release(),
      read: (key: string) => async () => {
        reads.push(key);
        await gate;
        return [reads.length];
      },
    };
  }
  const sizeOf = (value: number[]) => value.length;

  it('reads a query once for requests that come together, and again once it is stale', async () => {
    const db = fakeDatabase();
    let clock = 1_000_000;
    const cache = createSearchCache<number[]>({ now: () => clock, sizeOf });
    const of = (key: string) => cache.of(key, db.read(key));

    db.hold();
    const together = Promise.all([of('sate'), of('sate'), of('sate')]);
    db.release();
    expect(await together).toEqual([[1], [1], [1]]);
    expect(db.reads).toEqual(['sate']);

    clock += SEARCH_CACHE_TTL_MS - 1;
    expect(await of('sate')).toEqual([1]);
    expect(await of('bakso')).toEqual([2]);
    clock += 1;
    expect(await of('sate')).toEqual([3]);
    expect(db.reads).toEqual(['sate', 'bakso', 'sate']);
  });

  it('reads again after a failed read, and every time with a time to live of 0', async () => {
    let fail = true;
    let reads = 0;
    const cache = createSearchCache<number[]>({ now: () => 0, sizeOf });
    const read = async () => {
      reads += 1;
      if (fail) throw new Error('database gone');
      return [reads];
    };
    await expect(cache.of('soto', read)).rejects.toThrow('database gone');
    fail = false;
    expect(await cache.of('soto', read)).toEqual([2]);
    expect(await cache.of('soto', read)).toEqual([2]);

    const db = fakeDatabase();
    const uncached = createSearchCache<number[]>({ now: () => 0, sizeOf, ttlMs: 0 });
    await uncached.of('soto', db.read('soto'));
    await uncached.of('soto', db.read('soto'));
    expect(db.reads).toEqual(['soto', 'soto']);
  });

  it('keeps no more rows than its bound, dropping the least recently used query', async () => {
    const db = fakeDatabase();
    const cache = createSearchCache<number[]>({ now: () => 0, sizeOf: () => 4, maxRows: 10 });
    await cache.of('a', db.read('a'));
    await cache.of('b', db.read('b'));
    await cache.of('a', db.read('a'));
    await cache.of('c', db.read('c'));
    await cache.of('a', db.read('a'));
    await cache.of('b', db.read('b'));
    expect(db.reads).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('a page of the vouchers tab', () => {
  it('gives every offset page the slice a sort of all candidates gives, ties by id', () => {
    const rowArb = fc.record({
      relevance: fc.constantFrom(0.5, 0.8, 1),
      stores: fc.array(fc.constantFrom(0, 0.01, 0.05, 0.2), { maxLength: 3 }),
      discount: fc.constantFrom(0, 0.25, 0.5),
    });
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 60 }),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 12 }),
        (spec, offset, limit) => {
          // Few distinct values: many candidates tie, and the ids must order them.
          const rows: ProductCandidateRow[] = spec.map((s, i) => ({
            product_id: String(1000 - i * 7),
            relevance: s.relevance,
            discount: s.discount,
            store_lats: s.stores.map((d) => HERE.lat + d),
            store_lngs: s.stores.map(() => HERE.lng),
          }));
          const everyScore = rows.map((row) => {
            const km = Math.min(1e6, ...row.store_lats.map((lat) => 111.195 * Math.abs(lat - HERE.lat)));
            return {
              id: row.product_id,
              score: round6(0.65 * row.relevance + 0.25 / (1 + km / 5) + 0.1 * row.discount),
            };
          });
          everyScore.sort((a, b) => b.score - a.score || Number(a.id) - Number(b.id));
          const expected = everyScore.slice(offset, offset + limit).map((r) => r.id);
          expect(productPageIds(rows, HERE, offset, limit)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('matched dishes kept in memory', () => {
  const row = (id: string, dishes: MatchedDishRow[] | null, read: boolean): SearchStoreRow => ({
    id,
    chord: 0,
    metres: 0,
    relevance: 1,
    score: 1,
    dishes,
    dishes_read: read,
  });
  const rendang: MatchedDishRow = {
    dish_id: '9',
    name: { 'id-ID': 'Rendang', 'en-US': 'Rendang', 'zh-CN': '仁当' },
  };

  it('keeps what a page read, per query and store, until it is stale', () => {
    let clock = 1_000;
    const kept = createMatchedDishes({ now: () => clock });
    const none = kept.known('rendang', ['1', '2']);
    expect(none).toEqual(new Map());
    kept.fill('rendang', [row('1', [rendang], true), row('2', null, true)], none);
    const known = kept.known('rendang', ['1', '2', '3']);
    expect(known).toEqual(
      new Map([
        ['1', [rendang]],
        ['2', []],
      ]),
    );
    expect(kept.known('sate', ['1'])).toEqual(new Map());
    const filled = kept.fill('rendang', [row('1', null, false), row('2', null, false)], known);
    expect(filled.map((r) => r.dishes)).toEqual([[rendang], []]);
    clock += SEARCH_CACHE_TTL_MS;
    expect(kept.known('rendang', ['1', '2'])).toEqual(new Map());
  });
});
