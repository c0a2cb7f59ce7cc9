/**
 * The paging rule of the home list (spec §4 "Home list"): the distance list (or, with an area
 * chosen, the region list) pages until its hasMore is false, then the recommend list continues
 * it, carrying that list's query id as originQueryId so it repeats none of its stores, and pages
 * until its own hasMore is false.
 */
import type { HomeListData, StoreCard } from '@lahap/contract/discovery/schemas';

export type ListPageParam =
  | { type: 'distance'; queryId?: string }
  | { type: 'region'; regionId: number; queryId?: string }
  | { type: 'recommend'; originQueryId: string; queryId?: string };

export type ListPage =
  | { type: 'distance'; data: HomeListData }
  | { type: 'region'; data: HomeListData; regionId: number }
  | { type: 'recommend'; data: HomeListData; originQueryId: string };

/** The first page: nearby by distance, or the stores of a chosen area (0 = all of Greater Jakarta). */
export function firstPageParam(regionId: number | null): ListPageParam {
  return regionId === null ? { type: 'distance' } : { type: 'region', regionId };
}

/** What to ask for after `page`, or undefined when the list is complete. */
export function nextPageParam(page: ListPage): ListPageParam | undefined {
  if (page.type !== 'recommend') {
    if (!page.data.hasMore) return { type: 'recommend', originQueryId: page.data.queryId };
    return page.type === 'distance'
      ? { type: 'distance', queryId: page.data.queryId }
      : { type: 'region', regionId: page.regionId, queryId: page.data.queryId };
  }
  return page.data.hasMore
    ? { type: 'recommend', originQueryId: page.originQueryId, queryId: page.data.queryId }
    : undefined;
}

export interface HomeListSections {
  nearby: StoreCard[];
  recommended: StoreCard[];
  /** True once a recommend page arrived, so its section title shows even before its stores. */
  recommendStarted: boolean;
}

/**
 * The stores of every page so far in order, split where the recommend list starts. A store the
 * server answers twice (it should not) is kept once, so list keys stay unique.
 */
export function sectionsOf(pages: readonly ListPage[]): HomeListSections {
  const seen = new Set<string>();
  const sections: HomeListSections = { nearby: [], recommended: [], recommendStarted: false };
  for (const page of pages) {
    if (page.type === 'recommend') sections.recommendStarted = true;
    const into = page.type === 'recommend' ? sections.recommended : sections.nearby;
    for (const store of page.data.assetList) {
      if (seen.has(store.storeId)) continue;
      seen.add(store.storeId);
      into.push(store);
    }
  }
  return sections;
}
