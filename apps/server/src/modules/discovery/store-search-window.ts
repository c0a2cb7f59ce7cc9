import { type Position, flatKmFrom } from '../../lib/geo.js';
import { PROXIMITY_KM, SCORE_WEIGHTS, byScoreThenId, roundScore } from './search-ranking.js';
import type { After } from './store-list-repository.js';
import type { RankedCandidate, SearchCandidateRow } from './store-search-types.js';

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
  const sure = after ? (base: number) => roundScore(base + openNow) < after.key : () => true;
  const floor = kthLargest(bases, count, sure) - openNow - 1e-6;
  const window: (RankedCandidate & { key: bigint })[] = [];
  candidates.forEach((candidate, at) => {
    const base = bases[at] ?? Number.NaN;
    if (!(base >= floor)) return;
    const score = roundScore(base + (isOpen(candidate) ? openNow : 0));
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

/**
 * The k-th largest of the values passing `keep` (NaN never passes), or -Infinity when fewer pass.
 * A page needs a few dozen of thousands of candidates: the k largest are kept in a small sorted
 * buffer, most values failing the one comparison with its smallest, rather than sorting them all.
 */
export function kthLargest(values: Float64Array, k: number, keep: (value: number) => boolean): number {
  if (k <= 0) return Number.NEGATIVE_INFINITY;
  // Descending; its last is the smallest kept.
  const top: number[] = [];
  for (const value of values) {
    if (Number.isNaN(value) || !keep(value)) continue;
    if (top.length === k && value <= (top[k - 1] ?? Number.NEGATIVE_INFINITY)) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && (top[at - 1] ?? Number.NEGATIVE_INFINITY) < value) {
      top[at] = top[at - 1] ?? Number.NEGATIVE_INFINITY;
      at -= 1;
    }
    top[at] = value;
  }
  return top.length < k ? Number.NEGATIVE_INFINITY : (top[k - 1] ?? Number.NEGATIVE_INFINITY);
}

/** A Jakarta minute: the hours are given to the minute and Jakarta's offset is whole hours. */
const MINUTE_MS = 60_000;

/**
 * Open now for kept candidates, remembered per candidate for the minute it was asked in: within
 * a minute the answer cannot change, and every search of a kept word asks it again of the same
 * candidates. The memory goes with the candidates when the cache lets them go.
 */
export function openNowByMinute(
  isOpenAt: (hours: SearchCandidateRow['hours'], nowMs: number) => boolean,
): (candidate: SearchCandidateRow, nowMs: number) => boolean {
  const known = new WeakMap<SearchCandidateRow, { minute: number; open: boolean }>();
  return (candidate, nowMs) => {
    const minute = Math.floor(nowMs / MINUTE_MS);
    const hit = known.get(candidate);
    if (hit?.minute === minute) return hit.open;
    const open = isOpenAt(candidate.hours, nowMs);
    known.set(candidate, { minute, open });
    return open;
  };
}
