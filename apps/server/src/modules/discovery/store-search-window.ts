import { type Position, flatKmFrom } from '../../lib/geo.js';
import { PROXIMITY_KM, SCORE_WEIGHTS } from './search-ranking.js';
import type { After } from './store-list-repository.js';
import type { SearchCandidateRow } from './store-search-repository.js';

/**
 * Candidates beyond the page's size scored with open now, so that stores closed since the
 * candidates were read cannot leave the page short.
 */
const PAGE_MARGIN = 10;
/** Scores are rounded to 6 decimals in SQL; a base this far above the keyset is surely past it. */
const ROUNDING_MARGIN = 1e-6;

/**
 * The candidates that can be on the page after `after`, with their score before open now:
 *   base = 0.65 × relevance + 0.25 / (1 + km / 5) + 0.05 × popularity
 * Open now adds 0 or 0.05, so a candidate can reach the page only if its base plus 0.05 is at
 * least the base of the limit-th candidate sure to come after the keyset position; the rest are
 * left out without being read. Candidates made after the snapshot are left out too. `total`
 * counts the list's candidates.
 */
export function pageWindow(
  candidates: readonly SearchCandidateRow[],
  position: Position,
  snapshot: number,
  after: After | null,
  limit: number,
  margin = PAGE_MARGIN,
): { ids: string[]; bases: number[]; relevances: number[]; total: number } {
  const kmTo = flatKmFrom(position);
  const kept: { candidate: SearchCandidateRow; base: number }[] = [];
  let total = 0;
  for (const candidate of candidates) {
    if (candidate.created_ms > snapshot) continue;
    total += 1;
    const base =
      SCORE_WEIGHTS.relevance * candidate.relevance +
      SCORE_WEIGHTS.proximity / (1 + kmTo(candidate.lat, candidate.lng) / PROXIMITY_KM) +
      SCORE_WEIGHTS.popularity * candidate.popularity;
    // Already served: its score, at least its base, stands before the keyset position (the
    // margin covers rounding, done again in SQL).
    if (after && base > after.key + ROUNDING_MARGIN) continue;
    kept.push({ candidate, base });
  }
  kept.sort((a, b) => b.base - a.base);
  // The page's last row scores at least the base of the limit-th candidate sure to come after the
  // keyset position, open or not.
  const sure = after
    ? kept.filter((c) => c.base + SCORE_WEIGHTS.openNow < after.key - ROUNDING_MARGIN)
    : kept;
  const last = sure[Math.min(sure.length, limit + margin) - 1];
  // Less the rounding margin: a candidate just below can round to a tie it wins by id.
  const floor =
    last === undefined ? Number.NEGATIVE_INFINITY : last.base - SCORE_WEIGHTS.openNow - ROUNDING_MARGIN;
  const window = kept.filter((c) => c.base >= floor);
  return {
    ids: window.map((c) => c.candidate.id),
    bases: window.map((c) => c.base),
    relevances: window.map((c) => c.candidate.relevance),
    total,
  };
}
