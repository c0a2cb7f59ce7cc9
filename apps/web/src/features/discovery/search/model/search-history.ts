import { LOCAL_KEYS } from '@/shared/storage/keys';
import { readJson, removeItem, writeJson } from '@/shared/storage/storage';

/** How many past searches are kept. */
export const SEARCH_HISTORY_MAX = 10;

/** The stored searches, most recent first; anything damaged reads as none. */
export function readSearchHistory(): string[] {
  const value = readJson('local', LOCAL_KEYS.searchDishesHistory);
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .slice(0, SEARCH_HISTORY_MAX);
}

/** Puts a search first, dropping an earlier equal one (case-insensitive) and the oldest past the cap. */
export function addToSearchHistory(history: readonly string[], text: string): string[] {
  if (text === '') return [...history];
  const key = text.toLocaleLowerCase();
  return [text, ...history.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, SEARCH_HISTORY_MAX);
}

export function saveSearchHistory(history: readonly string[]): void {
  if (history.length === 0) removeItem('local', LOCAL_KEYS.searchDishesHistory);
  else writeJson('local', LOCAL_KEYS.searchDishesHistory, history);
}
