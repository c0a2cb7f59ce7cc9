import { type Position, flatKmFrom } from '../../lib/geo.js';
import type { ProductCandidateRow } from './catalog-repository.js';
import { kthLargest } from './store-search-window.js';
import { PRODUCT_SCORE_WEIGHTS, PROXIMITY_KM, byScoreThenId, roundScore } from './search-ranking.js';

/** Where a voucher without an open store ranks: as if its store were out of reach. */
const NO_STORE_KM = 1e6;

/**
 * The ids of one offset page of the vouchers, best first:
 *   0.65 × relevance + 0.25 / (1 + km to the nearest open store / 5) + 0.10 × discount share
 * rounded to 6 decimals, ties by id, so every page of a list orders them the same. Only the
 * candidates scoring at least the (offset + limit)-th best score are sorted: a page needs a few
 * dozen of up to thousands, and sorting them all was most of a kept word's server time.
 */
export function productPageIds(
  candidates: readonly ProductCandidateRow[],
  position: Position,
  offset: number,
  limit: number,
): string[] {
  const kmTo = flatKmFrom(position);
  const scores = new Float64Array(candidates.length);
  candidates.forEach((candidate, at) => {
    let km = NO_STORE_KM;
    candidate.store_lats.forEach((lat, s) => {
      km = Math.min(km, kmTo(lat, candidate.store_lngs[s] ?? Number.NaN));
    });
    scores[at] = roundScore(
      PRODUCT_SCORE_WEIGHTS.relevance * candidate.relevance +
        PRODUCT_SCORE_WEIGHTS.proximity / (1 + km / PROXIMITY_KM) +
        PRODUCT_SCORE_WEIGHTS.discount * candidate.discount,
    );
  });
  // Fewer candidates than the page reaches: the floor is -Infinity and every one is sorted.
  const floor = kthLargest(scores, offset + limit, () => true);
  const window: { id: string; score: number; key: bigint }[] = [];
  candidates.forEach((candidate, at) => {
    const score = scores[at] ?? Number.NaN;
    if (score >= floor) window.push({ id: candidate.product_id, score, key: BigInt(candidate.product_id) });
  });
  window.sort(byScoreThenId);
  return window.slice(offset, offset + limit).map((c) => c.id);
}
