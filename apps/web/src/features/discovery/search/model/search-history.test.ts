import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import {
  addToSearchHistory,
  readSearchHistory,
  saveSearchHistory,
  SEARCH_HISTORY_MAX,
} from './search-history';

describe('search history', () => {
  it('puts the latest first and drops an earlier equal search', () => {
    expect(addToSearchHistory(['bakso', 'Sate'], 'sate')).toEqual(['sate', 'bakso']);
  });

  it('keeps at most the cap, dropping the oldest', () => {
    const full = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `dish ${String(i)}`);
    const next = addToSearchHistory(full, 'soto');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('soto');
    expect(next).not.toContain(`dish ${String(SEARCH_HISTORY_MAX - 1)}`);
  });

  it('round-trips through local storage and reads damage as empty', () => {
    saveSearchHistory(['sate', 'bakso']);
    expect(readSearchHistory()).toEqual(['sate', 'bakso']);
    window.localStorage.setItem(LOCAL_KEYS.searchDishesHistory, '{"oops":1}');
    expect(readSearchHistory()).toEqual([]);
    saveSearchHistory([]);
    expect(window.localStorage.getItem(LOCAL_KEYS.searchDishesHistory)).toBeNull();
  });
});
