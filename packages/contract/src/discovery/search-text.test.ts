import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_LENGTH } from '../constants.js';
import { sanitizeSearchText } from './search-text.js';

describe('sanitizeSearchText', () => {
  it('strips emoji and symbols and collapses the whitespace they leave', () => {
    expect(sanitizeSearchText('  sate 🍢 ayam!!  #enak  ')).toBe('sate ayam enak');
  });

  it('keeps letters of every script and their accents', () => {
    expect(sanitizeSearchText('café 鸡饭 Nasi')).toBe('café 鸡饭 Nasi');
  });

  it('keeps digits', () => {
    expect(sanitizeSearchText('Bakmi 88')).toBe('Bakmi 88');
  });

  it('answers an empty text for symbols alone', () => {
    expect(sanitizeSearchText('🔥✨ $$ ')).toBe('');
  });

  it('cuts to the limit without splitting a character', () => {
    const long = '鸡'.repeat(SEARCH_TEXT_MAX_LENGTH + 20);
    const out = sanitizeSearchText(long);
    expect(Array.from(out)).toHaveLength(SEARCH_TEXT_MAX_LENGTH);
  });

  it('does not end on a space after the cut', () => {
    const text = `${'a'.repeat(SEARCH_TEXT_MAX_LENGTH - 1)} b`;
    expect(sanitizeSearchText(text)).toBe('a'.repeat(SEARCH_TEXT_MAX_LENGTH - 1));
  });
});
