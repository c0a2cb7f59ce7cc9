import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { StaffProviders, StaffRoutes } from '../app/staff-app';
import { initStaffI18n } from '../i18n/staff-i18n';

function LocationProbe({ into }: { into: { location?: Location } }) {
  const location = useLocation();
  // Tests read where the console went (a login, a redirect, the result screen).
  Object.assign(into, { location });
  return null;
}

/**
 * The whole staff console in a memory router at `path` (relative to /staff), with its own i18n
 * in Indonesian and a fresh query client; `state` is the entry's location state (the result
 * screen's code).
 */
export async function renderStaff(path: string, state?: unknown) {
  await initStaffI18n('id-ID');
  const probe: { location?: Location } = {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <StaffProviders queryClient={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <StaffRoutes />
        <LocationProbe into={probe} />
      </MemoryRouter>
    </StaffProviders>,
  );
  return { ...view, client, pathname: () => probe.location?.pathname };
}
