import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import { AppLayout } from './layout/app-layout';
import { SCREEN_ROUTES, type ScreenRoute } from './route-table';
// The tab shell is the home route's frame: it ships in the entry chunk rather than after it.
import TabShell from './tabs/tab-shell';
import { withCatalogues } from '../shared/i18n/i18n';
import { lazyWhenOnline } from '../shared/ui/lazy-when-online';

const NotFoundPage = lazyWhenOnline(withCatalogues(() => import('./shell/not-found-page')));

// The tab shell draws the panes itself; its child routes only say which tab is active.
const TabMarker = () => null;

const pages = new Map<ScreenRoute['load'], ComponentType>();

/** One lazy component per page module, however many routes share it. */
function pageOf(load: ScreenRoute['load']): ComponentType {
  let page = pages.get(load);
  if (!page) {
    page = lazyWhenOnline(withCatalogues(load));
    pages.set(load, page);
  }
  return page;
}

function screenRoute({ path, screen, feature, load }: ScreenRoute): RouteObject {
  const Page = pageOf(load);
  return { path, handle: { screen, feature }, element: <Page /> };
}

/**
 * The route tree: every screen under the shared layout except the two spec §2 keeps outside
 * it. Every page but the home tab loads lazily. The tab shell is one layout route over the
 * four tab paths, so it stays mounted, and keeps its tabs mounted, while the user moves
 * between tabs.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: paths.platform.path,
      handle: { pageView: false },
      element: <Navigate to={paths.home.getHref()} replace />,
    },
    {
      element: <AppLayout />,
      children: [
        {
          element: <TabShell />,
          children: [
            { index: true, element: <TabMarker /> },
            { path: paths.homeTab.path, element: <TabMarker /> },
          ],
        },
        ...SCREEN_ROUTES.filter((entry) => !entry.outsideLayout).map(screenRoute),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    ...SCREEN_ROUTES.filter((entry) => entry.outsideLayout).map(screenRoute),
  ];
}
