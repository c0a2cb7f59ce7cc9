// The shapes store search hands between its halves: the repository reads the candidates, the
// window (store-search-window.ts) ranks them, and the repository reads the ranked page's rows.
import type { HoursRow } from '../catalog/index.js';

/** A store that matches the words, with what its score needs besides the searcher's position and the time. */
export interface SearchCandidateRow extends Record<string, unknown> {
  id: string;
  /** Text relevance (ADR 018): the best weighted field quality plus a bonus per further field. */
  relevance: number;
  lat: number;
  lng: number;
  /** The popularity term of the score, min(1, ln(1 + p) / ln(1001)). */
  popularity: number;
  /** When the store was made (epoch ms): a list leaves out stores made after its snapshot. */
  created_ms: number;
  /** Its opening hours, for open now (kept with the candidate: they change rarely). */
  hours: HoursRow[] | null;
}

/** A ranked row of a page: its score (rounded to 6 decimals, so the keyset compares exactly). */
export interface RankedCandidate {
  id: string;
  score: number;
  relevance: number;
}
