import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';

interface RouterProbe {
  location?: Location;
  navigate?: NavigateFunction;
}

function Probe({ into }: { into: RouterProbe }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Tests read where the app went and drive it like a user following a link.
  Object.assign(into, { location, navigate });
  return null;
}

/**
 * Renders the whole app at a path, in memory, as main.tsx does in the browser; `prepare` does to
 * the query client what main.tsx does before the first render.
 */
export function renderApp(path: string, options: { prepare?: (client: QueryClient) => void } = {}) {
  const probe: RouterProbe = {};
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.prepare?.(queryClient);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe into={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    queryClient,
    location: () => probe.location,
    navigate: (to: string) => act(() => void probe.navigate?.(to)),
  };
}
