import { useCallback, useState, type UIEvent } from 'react';

/**
 * Which slide of a full-width, scroll-snapped strip (snap-strip.module.css) is in view, from
 * where the strip is scrolled: give `onScroll` to the strip.
 */
export function useActiveSlide() {
  const [active, setActive] = useState(0);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    if (element.clientWidth) setActive(Math.round(element.scrollLeft / element.clientWidth));
  }, []);
  return { active, onScroll };
}
