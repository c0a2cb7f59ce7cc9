import { CONTENT_ROUTES } from '@lahap/contract/content/routes';
import type { FeedEventAction, FeedPullData, FeedRecord } from '@lahap/contract/content/schemas';
import { VIDEO_PAGE_SIZE } from '@lahap/contract/constants';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '@/shared/api-client/call-endpoint';

const FEEDS_KEY = ['feeds'] as const;
/** The explore tab's list: pull to refresh resets it, so its first page is asked afresh. */
export const EXPLORE_FEED_KEY = [...FEEDS_KEY, 'explore'] as const;

// A failed page stops the paging until the user asks again (spec §4); no silent retries.
const NO_RETRY = { retry: false } as const;

/** The next page's refresh key, or undefined at the end. */
const nextQueryId = (last: FeedPullData): string | undefined => (last.hasMore ? last.queryId : undefined);

/**
 * The explore feed, ten videos a page (spec §9). Each page sends the queryId the page before it
 * answered; the first sends none, so a reset (pull to refresh) replaces the records and starts
 * a new refresh key (spec §4). A language change asks every page again (providers.tsx).
 */
export function useExploreFeed() {
  return useInfiniteQuery({
    queryKey: EXPLORE_FEED_KEY,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        CONTENT_ROUTES.feedPull,
        { scene: 'EXPLORE', pageSize: VIDEO_PAGE_SIZE, queryId: pageParam },
        { signal, silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextQueryId,
    ...NO_RETRY,
  });
}

/** Pull to refresh: the list starts over from its first page. */
export function useRefreshExploreFeed(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.resetQueries({ queryKey: EXPLORE_FEED_KEY }), [queryClient]);
}

/** The video a player link names (/platform/playVideo?id=). */
export function useVideo(id: string | null) {
  return useQuery({
    queryKey: [...FEEDS_KEY, 'video', id],
    queryFn: ({ signal }) =>
      callEndpoint(CONTENT_ROUTES.feedDetail, { id: id ?? '' }, { signal, silent: true }),
    enabled: id !== null,
    ...NO_RETRY,
  });
}

/** The clips after the one the player opened with (scene VIDEO), paged as the viewer swipes on. */
export function useNextClips(contentId: string | null) {
  return useInfiniteQuery({
    queryKey: [...FEEDS_KEY, 'next', contentId],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        CONTENT_ROUTES.feedPull,
        pageParam
          ? { scene: 'VIDEO', pageSize: VIDEO_PAGE_SIZE, queryId: pageParam }
          : { scene: 'VIDEO', pageSize: VIDEO_PAGE_SIZE, contentId: contentId ?? undefined },
        { signal, silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextQueryId,
    enabled: contentId !== null,
    ...NO_RETRY,
  });
}

/** The records of an infinite feed query, in order. */
export function recordsOf(data: { pages: readonly FeedPullData[] } | undefined): FeedRecord[] {
  return data?.pages.flatMap((page) => page.records) ?? [];
}

/**
 * Tells the server a step of the video's funnel: a clip seen, or Buy tapped. Best effort: the
 * viewer never waits for it or hears of its failure.
 */
export function reportFeedEvent(id: string, action: FeedEventAction): Promise<void> {
  return callEndpoint(CONTENT_ROUTES.feedEvent, { id, action }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
