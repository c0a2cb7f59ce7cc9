import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation, useNavigationType, type RouteObject } from 'react-router';
import { trackPageView } from '@/shared/analytics/track';

/** What a route's `handle` may tell analytics. */
interface AnalyticsHandle {
  /** The screen's name (route-table.ts), sent as the page view's title. */
  screen?: string;
  /** False for a route that only redirects: the page it lands on counts, not it. */
  pageView?: boolean;
}

export interface RoutePattern {
  pattern: string;
  title?: string;
  counted: boolean;
}

/**
 * The pattern of the route that answers `pathname` (`/platform/home/:activeKey?`, never the
 * address itself, whose ids would make every store a page of its own), and its screen's name.
 */
export function routePatternOf(routes: RouteObject[], pathname: string): RoutePattern {
  const matches = matchRoutes(routes, pathname) ?? [];
  let pattern = '';
  let title: string | undefined;
  let counted = true;
  for (const { route, params } of matches) {
    if (route.path) {
      pattern =
        route.path.startsWith('/') || !pattern ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
    }
    const handle = (route.handle ?? {}) as AnalyticsHandle;
    if (handle.screen) title = handle.screen;
    if (handle.pageView === false) counted = false;
    // The tab shell's routes name their tab in the address.
    if (route.path?.includes(':activeKey')) title = params.activeKey ?? 'home';
  }
  return { pattern: pattern || '/', title, counted };
}

/**
 * One `page_view` per page shown: when the path changes, or the query on a new entry (another
 * store on the store page); not when a page rewrites its own query in place (a tab or filter
 * kept in the address). The browser's back and forward say so, as no tap led there.
 */
export function usePageViews(routes: RouteObject[]): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    if (
      previous &&
      previous.pathname === pathname &&
      (previous.search === search || navigationType === 'REPLACE')
    ) {
      return;
    }
    shown.current = { pathname, search };
    const { pattern, title, counted } = routePatternOf(routes, pathname);
    if (counted) trackPageView(pattern, title, previous !== null && navigationType === 'POP');
  }, [pathname, search, navigationType, routes]);
}
