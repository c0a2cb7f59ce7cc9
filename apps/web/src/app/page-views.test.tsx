import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  MemoryRouter,
  Navigate,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectTracker, resetTracking, track, type TrackedCall } from '@/shared/analytics/track';
import { routePatternOf, usePageViews } from './page-views';
import { buildRoutes } from './routes';

const Page = () => null;

/** A table shaped like the app's: a layout without a path, a tab route, query pages, a redirect. */
const ROUTES: RouteObject[] = [
  { path: '/platform', handle: { pageView: false }, element: <Navigate to="/" replace /> },
  {
    element: <Page />,
    children: [
      { index: true, element: <Page /> },
      { path: '/platform/home/:activeKey?', element: <Page /> },
      { path: '/platform/merchant', handle: { screen: 'merchant' }, element: <Page /> },
      { path: '*', element: <Page /> },
    ],
  },
];

let views: TrackedCall[];
const router: { navigate?: NavigateFunction } = {};

function App() {
  // The test drives the app like a user following links.
  Object.assign(router, { navigate: useNavigate() });
  usePageViews(ROUTES);
  return useRoutes(ROUTES);
}

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </StrictMode>,
  );
}

const go = (to: string | number, options?: { replace?: boolean }) =>
  act(() => {
    if (typeof to === 'number') void router.navigate?.(to);
    else void router.navigate?.(to, options);
  });

const routes = () => views.filter((call) => call.name === 'page_view').map((call) => call.props?.route);

beforeEach(() => {
  resetTracking();
  views = [];
  connectTracker((call) => views.push(call));
});

describe('page views', () => {
  it('fires once per route change, StrictMode included, with the route pattern rather than the address', () => {
    renderAt('/platform/merchant?storeId=12');
    expect(routes()).toEqual(['/platform/merchant']);
    expect(views[0]).toMatchObject({ page: '/platform/merchant', props: { title: 'merchant' } });

    go('/platform/home/account');
    expect(routes()).toEqual(['/platform/merchant', '/platform/home/:activeKey?']);
    expect(views.at(-1)?.props).toEqual({ route: '/platform/home/:activeKey?', title: 'account' });

    go('/');
    expect(routes()).toEqual(['/platform/merchant', '/platform/home/:activeKey?', '/']);
  });

  it('counts another store on the store page, but not a page rewriting its own query', () => {
    renderAt('/platform/merchant?storeId=1');
    go('/platform/merchant?storeId=2');
    expect(routes()).toHaveLength(2);
    go('/platform/merchant?storeId=2&tab=photos', { replace: true });
    expect(routes()).toHaveLength(2);
  });

  it('names the tap that opened a page, and none for the browser’s back', () => {
    renderAt('/');
    act(() => track('store_click', { store_id: '1' }));
    const tap = views.at(-1);
    go('/platform/merchant?storeId=1');
    expect(views.at(-1)).toMatchObject({ name: 'page_view', fromEventId: tap?.id, fromPage: '/' });
    go(-1);
    expect(views.at(-1)).toMatchObject({ name: 'page_view', page: '/', fromEventId: null });
  });

  it('does not count a route that only redirects', () => {
    renderAt('/platform');
    expect(routes()).toEqual(['/']);
  });
});

describe('routePatternOf the app’s routes', () => {
  const appRoutes = buildRoutes();

  it.each([
    ['/', '/', undefined],
    ['/platform/home/order', '/platform/home/:activeKey?', 'order'],
    ['/platform/home/account', '/platform/home/:activeKey?', 'account'],
    ['/platform/merchant', '/platform/merchant', 'merchant'],
    ['/platform/payPage/cashier', '/platform/payPage/:activeStep?', 'payPage'],
    ['/no/such/page', '*', undefined],
  ])('%s is %s', (pathname, pattern, title) => {
    expect(routePatternOf(appRoutes, pathname)).toMatchObject({ pattern, title, counted: true });
  });

  it('does not count /platform, which redirects home', () => {
    expect(routePatternOf(appRoutes, '/platform').counted).toBe(false);
  });
});
