import { INFINITE_SCROLL_THRESHOLD } from '@lahap/contract/constants';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * Calls `loadMore` when the returned sentinel comes within INFINITE_SCROLL_THRESHOLD pixels of
 * the bottom of the screen. `pageCount` re-arms the watch after each page: a sentinel still in
 * view after a short page then asks for the next one at once.
 */
export function useLoadMore(
  enabled: boolean,
  loadMore: () => void,
  pageCount: number,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const onNear = useEffectEvent(loadMore);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: `0px 0px ${String(INFINITE_SCROLL_THRESHOLD)}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, pageCount]);
  return sentinel;
}
