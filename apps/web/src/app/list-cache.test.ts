import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../shared/storage/keys';
import {
  LIST_CACHE_MAX_AGE_MS,
  LIST_CACHE_WRITE_DELAY_MS,
  keepListCache,
  restoreListCache,
} from './list-cache';

const stores = [{ id: 's1', name: 'Bakso Pak Kumis' }];

async function clientWithAnswers(): Promise<QueryClient> {
  const client = new QueryClient();
  await client.fetchQuery({ queryKey: ['home', 'list'], queryFn: () => stores, meta: { persist: true } });
  await client.fetchQuery({ queryKey: ['orders', 'mine'], queryFn: () => ['o1'] });
  return client;
}

describe('list cache', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  async function keptFrom(client: QueryClient, locale = 'id-ID') {
    const stop = keepListCache(client, () => locale);
    await client.refetchQueries();
    vi.advanceTimersByTime(LIST_CACHE_WRITE_DELAY_MS);
    stop();
  }

  it('keeps only the flagged lists and puts them back, stale, on the next start', async () => {
    await keptFrom(await clientWithAnswers());
    const raw = localStorage.getItem(LOCAL_KEYS.listCache) ?? '';
    expect(raw).toContain('Bakso Pak Kumis');
    expect(raw).not.toContain('o1');

    const next = new QueryClient();
    restoreListCache(next, 'id-ID');
    expect(next.getQueryData(['home', 'list'])).toEqual(stores);
    expect(next.getQueryState(['home', 'list'])?.isInvalidated).toBe(true);
    expect(next.getQueryData(['orders', 'mine'])).toBeUndefined();
  });

  it('drops what another language or a day-old visit kept', async () => {
    await keptFrom(await clientWithAnswers(), 'en-US');
    const other = new QueryClient();
    restoreListCache(other, 'id-ID');
    expect(other.getQueryData(['home', 'list'])).toBeUndefined();
    expect(localStorage.getItem(LOCAL_KEYS.listCache)).toBeNull();

    await keptFrom(await clientWithAnswers(), 'id-ID');
    const late = new QueryClient();
    restoreListCache(late, 'id-ID', Date.now() + LIST_CACHE_MAX_AGE_MS + 1);
    expect(late.getQueryData(['home', 'list'])).toBeUndefined();
  });

  it('ignores a broken stored value', () => {
    localStorage.setItem(LOCAL_KEYS.listCache, '{"buster":1}');
    const client = new QueryClient();
    expect(() => restoreListCache(client, 'id-ID')).not.toThrow();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
