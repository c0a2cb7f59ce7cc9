import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_CACHE_TTL_MS, createSearchCache } from '../src/modules/discovery/search-cache.js';
import { pageWindow } from '../src/modules/discovery/store-search-window.js';
import { SCORE_WEIGHTS } from '../src/modules/discovery/search-ranking.js';
import type { SearchCandidateRow } from '../src/modules/discovery/store-search-repository.js';

const HERE = { lat: -6.195, lng: 106.823 };
const SNAPSHOT = 1_800_000_000_000;

const candidate = (id: number, over: Partial<SearchCandidateRow> = {}): SearchCandidateRow => ({
  id: String(id),
  relevance: 1,
  lat: HERE.lat,
  lng: HERE.lng,
  popularity: 0,
  created_ms: SNAPSHOT - 1,
  ...over,
});

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** What SQL does with a window: open now added, rounded, keyset applied, best first, `limit` rows. */
function pageOf(
  window: { ids: string[]; bases: number[] },
  open: ReadonlySet<string>,
  after: { key: number; id: string } | null,
  limit: number,
) {
  return window.ids
    .map((id, at) => ({ id, score: round6(window.bases[at]! + (open.has(id) ? SCORE_WEIGHTS.openNow : 0)) }))
    .filter(
      (r) => !after || r.score < after.key || (r.score === after.key && BigInt(r.id) > BigInt(after.id)),
    )
    .sort((a, b) => b.score - a.score || (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
    .slice(0, limit);
}

describe('the page window of a store search', () => {
  it('scores by relevance, then distance and popularity, leaving out stores made after the snapshot', () => {
    const rows = [
      candidate(1, { relevance: 0.6 }),
      candidate(2, { relevance: 1, lat: HERE.lat + 0.09 }), // 10 km north
      candidate(3, { relevance: 1, popularity: 1 }),
      candidate(4, { relevance: 1, created_ms: SNAPSHOT + 1 }),
    ];
    const window = pageWindow(rows, HERE, SNAPSHOT, null, 10);
    expect(window.ids).toEqual(['3', '2', '1']);
    expect(window.total).toBe(3);
    expect(window.bases[0]).toBeCloseTo(0.65 + 0.25 + 0.05, 9);
    expect(window.bases[1]).toBeCloseTo(0.65 + 0.25 / (1 + 10.0 / 5), 2);
    expect(window.relevances).toEqual([1, 1, 0.6]);
  });

  it('reads only the candidates that open now could bring onto the page', () => {
    // 100 stores, each a little less relevant than the last; only the page's size plus the margin,
    // and those within open now's reach of the last of them, can be on the page.
    const rows = Array.from({ length: 100 }, (_, i) => candidate(i + 1, { relevance: 1.1 - i * 0.01 }));
    const window = pageWindow(rows, HERE, SNAPSHOT, null, 5);
    expect(window.ids.length).toBeGreaterThanOrEqual(15);
    expect(window.ids.length).toBeLessThan(100);
    const last = window.bases.at(-1)!;
    const firstLeftOut = pageWindow(rows, HERE, SNAPSHOT, null, 100).bases[window.ids.length]!;
    expect(firstLeftOut + SCORE_WEIGHTS.openNow).toBeLessThan(window.bases[14]!);
    expect(last + SCORE_WEIGHTS.openNow).toBeGreaterThanOrEqual(window.bases[14]!);
    expect(window.total).toBe(100);
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
          const open = new Set(rows.filter((_, i) => spec[i]!.open).map((r) => r.id));
          const candidates = rows;
          const everything = pageWindow(candidates, HERE, SNAPSHOT, null, rows.length + 1);
          const expected = pageOf(everything, open, null, rows.length).map((r) => r.id);

          const served: string[] = [];
          let after: { key: number; id: string } | null = null;
          for (let pages = 0; pages <= rows.length; pages++) {
            // No margin: the window alone must hold whatever open now can bring onto the page.
            const window = pageWindow(candidates, HERE, SNAPSHOT, after, size + 1, 0);
            const page = pageOf(window, open, after, size + 1);
            const shown = page.slice(0, size);
            served.push(...shown.map((r) => r.id));
            if (page.length <= size) break;
            const last = shown.at(-1)!;
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
