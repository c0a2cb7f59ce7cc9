import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { releaseFirstPaintHero } from '../shared/first-paint/first-paint-hero';
import { BootSplash } from './layout/boot-splash';
import { usePageViews } from './page-views';
import { RootShell } from './layout/root-shell';
import { buildRoutes } from './routes';
import { AppErrorBoundary } from './shell/app-error-boundary';

const ROUTES = buildRoutes();

/**
 * The routed app. Navigations run as transitions, so the current page stays on screen while
 * the next one's code loads; only the very first page waits behind the splash.
 */
export function AppRoutes() {
  const element = useRoutes(ROUTES);
  const { pathname } = useLocation();
  usePageViews(ROUTES);
  // The first page's server-drawn hero belongs to that page alone.
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) releaseFirstPaintHero();
  }, [pathname]);
  return (
    <RootShell>
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<BootSplash />}>{element}</Suspense>
      </AppErrorBoundary>
    </RootShell>
  );
}
