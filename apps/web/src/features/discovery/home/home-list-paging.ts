/**
 * The paging rule of the home list (spec §4 "Home list"): the distance list pages until its
 * hasMore is false, then the recommend list continues it, carrying the distance list's query
 * id as originQueryId so it repeats none of its stores, and pages until its own hasMore is
 * false.
 */
import type { HomeListData, StoreCard } from '@lahap/contract/discovery/schemas';

export type ListPageParam =
  { type: 'distance'; queryId?: string } | { type: 'recommend'; originQueryId: string; queryId?: string };

export type ListPage =
  { type: 'distance'; data: HomeListData } | { type: 'recommend'; data: HomeListData; originQueryId: string };

export const FIRST_PAGE: ListPageParam = { type: 'distance' };

/** What to ask for after `page`, or undefined when the list is complete. */
export function nextPageParam(page: ListPage): ListPageParam | undefined {
  if (page.type === 'distance') {
    return page.data.hasMore
      ? { type: 'distance', queryId: page.data.queryId }
      : { type: 'recommend', originQueryId: page.data.queryId };
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
    const into = page.type === 'distance' ? sections.nearby : sections.recommended;
    for (const store of page.data.assetList) {
      if (seen.has(store.storeId)) continue;
      seen.add(store.storeId);
      into.push(store);
    }
  }
  return sections;
}
