import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { WEB_CLIENT_VERSION } from '@lahap/contract/constants';
import { LOCAL_KEYS } from '../shared/storage/keys';
import { readJson, removeItem, writeJson } from '../shared/storage/storage';

/**
 * The list cache: the last successful answers of the queries flagged `meta: {persist: true}`
 * (public lists only: the home's categories, banner, nearby cards and store list, and the explore
 * tab's allow list) are kept in
 * local storage and put back before the first render, so a returning visitor, or one on a
 * network that just dropped, sees the lists at once while they refetch (they are stale from
 * the start). Answers older than a day, of another app version or of another language are
 * dropped. Personal answers (orders, coupons, the account) are never written.
 */
export const LIST_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Writes wait this long, so a burst of answers is written once. */
export const LIST_CACHE_WRITE_DELAY_MS = 1_000;

interface StoredListCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

const bustOf = (locale: string) => `${WEB_CLIENT_VERSION}:${locale}`;

function isPersisted(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

function readStored(): StoredListCache | null {
  const stored = readJson('local', LOCAL_KEYS.listCache);
  if (typeof stored !== 'object' || stored === null) return null;
  const { buster, savedAt, state } = stored as Partial<StoredListCache>;
  if (typeof buster !== 'string' || typeof savedAt !== 'number' || typeof state !== 'object' || !state) {
    return null;
  }
  return { buster, savedAt, state };
}

/** Puts the kept answers back into `client`; anything unusable is deleted instead. */
export function restoreListCache(client: QueryClient, locale: string, now = Date.now()): void {
  const stored = readStored();
  if (!stored) return;
  if (stored.buster !== bustOf(locale) || now - stored.savedAt > LIST_CACHE_MAX_AGE_MS) {
    removeItem('local', LOCAL_KEYS.listCache);
    return;
  }
  try {
    hydrate(client, stored.state);
    // Shown at once, refetched on first use: a reload never trusts a kept answer as fresh.
    void client.invalidateQueries({ predicate: isPersisted, refetchType: 'none' });
  } catch {
    removeItem('local', LOCAL_KEYS.listCache);
  }
}

/** Writes the flagged answers whenever the cache changes, at most once a second; returns the stop. */
export function keepListCache(client: QueryClient, locale: () => string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const state = dehydrate(client, { shouldDehydrateQuery: isPersisted });
    if (state.queries.length === 0) return;
    const stored: StoredListCache = { buster: bustOf(locale()), savedAt: Date.now(), state };
    writeJson('local', LOCAL_KEYS.listCache, stored);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isPersisted(event.query)) return;
    timer ??= setTimeout(write, LIST_CACHE_WRITE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
