import { type Position, flatKmFrom } from '../../lib/geo.js';
import { PROXIMITY_KM, SCORE_WEIGHTS } from './search-ranking.js';
import type { After } from './store-list-repository.js';
import type { SearchCandidateRow } from './store-search-repository.js';

/** A ranked row of a page: its score (rounded to 6 decimals, so the keyset compares exactly). */
export interface RankedCandidate {
  id: string;
  score: number;
  relevance: number;
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
const byScoreThenId = (a: RankedCandidate & { key: bigint }, b: RankedCandidate & { key: bigint }) =>
  b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The best `count` candidates after the keyset position `after`, best first, by
 *   score = round6(0.65 × relevance + 0.25 / (1 + km / 5) + 0.05 × open now + 0.05 × popularity)
 * ties by id. Candidates made after the snapshot are left out; `total` counts the rest.
 *
 * Open now is the costly term (the store's hours by the contract's rule), so it is asked only of
 * the candidates that can make the page: with `base` the score without it, a candidate can only
 * if its base plus 0.05 reaches the base of the count-th candidate sure to come after `after`.
 */
export function rankPage(
  candidates: readonly SearchCandidateRow[],
  position: Position,
  snapshot: number,
  after: After | null,
  count: number,
  isOpen: (candidate: SearchCandidateRow) => boolean,
): { ranked: RankedCandidate[]; total: number } {
  const kmTo = flatKmFrom(position);
  const bases = new Float64Array(candidates.length);
  let total = 0;
  candidates.forEach((candidate, at) => {
    if (candidate.created_ms > snapshot) {
      bases[at] = Number.NaN;
      return;
    }
    total += 1;
    bases[at] =
      SCORE_WEIGHTS.relevance * candidate.relevance +
      SCORE_WEIGHTS.proximity / (1 + kmTo(candidate.lat, candidate.lng) / PROXIMITY_KM) +
      SCORE_WEIGHTS.popularity * candidate.popularity;
  });
  // Bases of candidates sure to come after the keyset position, open or not (a little margin
  // for the rounding); the count-th largest of them bounds the page from below.
  const openNow = SCORE_WEIGHTS.openNow;
  const sure = after ? (base: number) => round6(base + openNow) < after.key : () => true;
  const floor = kthLargest(bases, count, sure) - openNow - 1e-6;
  const window: (RankedCandidate & { key: bigint })[] = [];
  candidates.forEach((candidate, at) => {
    const base = bases[at] ?? Number.NaN;
    if (!(base >= floor)) return;
    const score = round6(base + (isOpen(candidate) ? openNow : 0));
    const key = BigInt(candidate.id);
    if (after && (score > after.key || (score === after.key && key <= BigInt(after.id)))) return;
    window.push({ id: candidate.id, score, relevance: candidate.relevance, key });
  });
  window.sort(byScoreThenId);
  return {
    ranked: window.slice(0, count).map(({ id, score, relevance }) => ({ id, score, relevance })),
    total,
  };
}

/** The k-th largest of the values passing `keep` (NaN never passes), or -Infinity when fewer pass. */
function kthLargest(values: Float64Array, k: number, keep: (value: number) => boolean): number {
  // A min-heap of the k largest so far: O(n log k) for k of a page's size.
  const heap: number[] = [];
  const down = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < heap.length && (heap[left] ?? 0) < (heap[least] ?? 0)) least = left;
      if (right < heap.length && (heap[right] ?? 0) < (heap[least] ?? 0)) least = right;
      if (least === at) return;
      [heap[at], heap[least]] = [heap[least] ?? 0, heap[at] ?? 0];
      at = least;
    }
  };
  for (const value of values) {
    if (Number.isNaN(value) || !keep(value)) continue;
    if (heap.length < k) {
      heap.push(value);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] ?? 0) <= value) break;
        [heap[at], heap[parent]] = [heap[parent] ?? 0, value];
        at = parent;
      }
    } else if (value > (heap[0] ?? 0)) {
      heap[0] = value;
      down(0);
    }
  }
  return heap.length < k ? Number.NEGATIVE_INFINITY : (heap[0] ?? Number.NEGATIVE_INFINITY);
}
