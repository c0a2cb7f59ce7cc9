import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';

interface Probe {
  location?: Location;
  type?: NavigationType;
  navigate?: NavigateFunction;
}

function RouterProbe({ into }: { into: Probe }) {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  // Tests read where the page went, and how (placing an order, a claim and payment's ends
  // replace the address).
  Object.assign(into, { location, type, navigate });
  return null;
}

/**
 * Renders one page at `path` (matched by `route`) in a memory router with a fresh query
 * client; any other path shows a marker, so a test sees where a link or a redirect led.
 * `renderApp` (render-app.tsx) renders the whole app instead, for routes and the shell.
 */
export function renderPage(page: ReactElement, path: string, route = path.split('?')[0] ?? '/') {
  const probe: Probe = {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<p data-testid="elsewhere" />} />
        </Routes>
        <RouterProbe into={probe} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...view,
    client,
    location: () => probe.location,
    /** Path and query of the current address. */
    href: () => `${probe.location?.pathname ?? ''}${probe.location?.search ?? ''}`,
    navigationType: () => probe.type,
    navigate: (to: string) => act(() => void probe.navigate?.(to)),
  };
}
