import { SEARCH_TEXT_MAX_LENGTH } from '../constants.js';

/**
 * Anything that is not a letter, a mark, a digit or whitespace: emoji, pictographs, symbols and
 * punctuation. Letters of every script stay, so "Nasi Goreng", "鸡饭" and "café" survive.
 */
const STRIPPED = /[^\p{L}\p{M}\p{N}\s]/gu;

/**
 * Store search text as spec §5 cleans it: emoji and symbols stripped, whitespace trimmed and
 * collapsed, at most 100 characters (counted in code points, so a cut never splits a pair).
 */
export function sanitizeSearchText(input: string): string {
  const cleaned = input.replace(STRIPPED, ' ').replace(/\s+/gu, ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_TEXT_MAX_LENGTH).join('').trimEnd();
}
