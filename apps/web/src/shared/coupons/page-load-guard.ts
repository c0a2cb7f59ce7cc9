import { SAAS_PAGE_LOAD_GUARD_MS } from '@lahap/contract/constants';
import { useCallback, useEffect, useState } from 'react';

export interface PageLoadGuard {
  /** A page has just arrived: the guard starts over from now. */
  landed(): void;
  /**
   * Runs `load` now when the guard has passed since the last page arrived, else once it has.
   * A request while one waits is dropped: the waiting one will load the page. Answers how long
   * it waits, 0 when it ran at once, null when it was dropped.
   */
  request(load: () => void): number | null;
  /** Drops the waiting load (the list went away). */
  cancel(): void;
}

/**
 * Spec §9 "Infinite scroll": a SaaS coupon list waits `guardMs` after a page arrives before it
 * loads another. A request inside the guard is deferred rather than ignored: the loader only
 * asks again when a page lands, so an ignored request would leave the list stuck.
 */
export function createPageLoadGuard(
  guardMs: number = SAAS_PAGE_LOAD_GUARD_MS,
  clock: () => number = Date.now,
): PageLoadGuard {
  let landedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    landed() {
      landedAt = clock();
    },
    request(load) {
      if (timer !== undefined) return null;
      const wait = landedAt + guardMs - clock();
      if (wait <= 0) {
        load();
        return 0;
      }
      timer = setTimeout(() => {
        timer = undefined;
        load();
      }, wait);
      return wait;
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * The next-page loader of a SaaS coupon list behind {@link createPageLoadGuard}; `waiting` is
 * true while a request sits out the guard, so the list can show that more is coming.
 */
export function useGuardedNextPage(fetchNextPage: () => unknown, pageCount: number) {
  const [guard] = useState(createPageLoadGuard);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (pageCount > 0) guard.landed();
  }, [guard, pageCount]);
  useEffect(() => () => guard.cancel(), [guard]);

  const loadMore = useCallback(() => {
    const wait = guard.request(() => {
      setWaiting(false);
      void fetchNextPage();
    });
    if (wait) setWaiting(true);
  }, [guard, fetchNextPage]);

  return { loadMore, waiting };
}
