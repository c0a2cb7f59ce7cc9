import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * Keeps the window's scroll position per path: going back to a page, or switching back to a
 * tab, returns to where it was; a newly opened page starts at the top.
 */
export function useScrollMemory(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'PUSH' ? 0 : (positions.get(pathname) ?? 0);
    window.scrollTo(0, saved);
    const remember = () => positions.set(pathname, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pathname, navigationType]);
}
