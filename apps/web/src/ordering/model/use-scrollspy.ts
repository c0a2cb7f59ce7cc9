import { useCallback, useEffect, useRef, useState } from 'react';

/** The id of a category's section on the page. */
export const sectionIdOf = (categoryId: string) => `ordering-category-${categoryId}`;

/** How far below the top of the window a section counts as in view: under the sticky search and tabs. */
const IN_VIEW_OFFSET_PX = 120;

/**
 * Which category the customer is reading (the last section whose top has passed under the sticky
 * bar), and a way to scroll to one. While a tapped tab's scroll runs, the tapped one stays marked
 * rather than each category it passes.
 */
export function useScrollspy(categoryIds: string[]): {
  activeId: string | null;
  scrollTo: (categoryId: string) => void;
} {
  const [activeId, setActiveId] = useState<string | null>(null);
  const pinnedUntil = useRef(0);
  const key = categoryIds.join(',');

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (Date.now() < pinnedUntil.current) return;
      let current = ids[0] ?? null;
      for (const id of ids) {
        const top = document.getElementById(sectionIdOf(id))?.getBoundingClientRect().top;
        if (top !== undefined && top <= IN_VIEW_OFFSET_PX) current = id;
      }
      setActiveId(current);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key]);

  const scrollTo = useCallback((categoryId: string) => {
    setActiveId(categoryId);
    pinnedUntil.current = Date.now() + 800;
    document
      .getElementById(sectionIdOf(categoryId))
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  // A search can drop the marked category: the first one left is marked then.
  const shown = activeId !== null && categoryIds.includes(activeId) ? activeId : (categoryIds[0] ?? null);
  return { activeId: shown, scrollTo };
}
