import { INFINITE_SCROLL_THRESHOLD } from '@lahap/contract/constants';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * The nearest ancestor that scrolls on its own (a popup body), or null for the page: the
 * threshold must be measured against what actually scrolls.
 */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Calls `onNear` when the returned sentinel comes within `threshold` pixels (spec §9: 250) of
 * the end of what scrolls. An IntersectionObserver rather than a scroll listener: it also works
 * inside popups and stays quiet while hidden. `pageCount` re-arms the watch after each page, so
 * a sentinel still in view after a short page asks for the next one at once.
 */
export function useNearEnd(
  enabled: boolean,
  onNear: () => void,
  pageCount: number,
  threshold: number = INFINITE_SCROLL_THRESHOLD,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useEffectEvent(onNear);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { root: scrollParentOf(element), rootMargin: `0px 0px ${String(threshold)}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, pageCount, threshold]);
  return sentinel;
}
