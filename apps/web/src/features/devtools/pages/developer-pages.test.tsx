import { BRIDGE_CODES, WEB_NOT_IMPLEMENTED_MESSAGE } from '@lahap/contract/bridge';
import { CONFIG_KEYS } from '@lahap/contract/config/keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { getSimulatedLocation } from '@/shared/location/simulated-location';
import { reportError } from '@/shared/monitoring/monitor';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { showToast } from '@/shared/ui/toast';
import { enableDevOptions, startEachTestWithDevOptionsOff } from '@/test/dev-options';
import { BRIDGE_METHODS } from '../model/dev-bridge-calls';
import DeveloperDebugPage from './developer-debug-page';
import DeveloperOptionsPage from './developer-options-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));
vi.mock('@/shared/dev-options/dev-debug-console', () => ({ DEV_FLAG_ON: '1', startDebugConsole: vi.fn() }));

const post = vi.mocked(apiPost);
const get = vi.mocked(apiGet);

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/platform/home/account" element={<main data-testid="account-page" />} />
          <Route path="/platform/developerOptions" element={<DeveloperOptionsPage />} />
          <Route path="/platform/developerDebug" element={<DeveloperDebugPage />} />
          <Route path="/platform/merchant" element={<span data-testid="merchant-page" />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answerConfig(stores: unknown = []) {
  get.mockImplementation((_path, query) =>
    Promise.resolve(query?.key === CONFIG_KEYS.devOptionStores ? stores : { allUsers: false, userIds: [] }),
  );
}

startEachTestWithDevOptionsOff(post, get, vi.mocked(showToast));
beforeEach(() => answerConfig());

describe('developer options page', () => {
  it.each(['/platform/developerOptions', '/platform/developerDebug'])(
    'redirects %s to the account tab when not enabled',
    async (path) => {
      renderAt(path);
      expect(await screen.findByTestId('account-page')).toBeTruthy();
      expect(screen.getByTestId('where').textContent).toBe('/platform/home/account');
    },
  );

  it('validates and stores simulated coordinates', async () => {
    enableDevOptions();
    renderAt('/platform/developerOptions');
    const latitude = await screen.findByTestId('developer-latitude');
    fireEvent.change(latitude.querySelector('input')!, { target: { value: '95' } });
    fireEvent.change(screen.getByTestId('developer-longitude').querySelector('input')!, {
      target: { value: '200' },
    });
    fireEvent.click(screen.getByTestId('developer-location-save'));
    expect(screen.getByText(i18n.t('developer:location.latitudeInvalid'))).toBeTruthy();
    expect(screen.getByText(i18n.t('developer:location.longitudeInvalid'))).toBeTruthy();
    expect(getSimulatedLocation()).toBeNull();

    fireEvent.click(screen.getByTestId('developer-preset-jakarta'));
    fireEvent.click(screen.getByTestId('developer-location-save'));
    expect(getSimulatedLocation()).toEqual({ latitude: -6.2088, longitude: 106.8456 });
    expect(screen.queryByText(i18n.t('developer:location.latitudeInvalid'))).toBeNull();
  });

  it('lists the configured stores as shortcuts to the store page', async () => {
    enableDevOptions();
    answerConfig([{ storeId: 's1', name: 'Warung Uji' }]);
    renderAt('/platform/developerOptions');
    fireEvent.click(await screen.findByText('Warung Uji'));
    expect(screen.getByTestId('where').textContent).toBe('/platform/merchant?storeId=s1');
  });

  it('shows an empty state when no stores are configured', async () => {
    enableDevOptions();
    renderAt('/platform/developerOptions');
    expect(await screen.findByText(i18n.t('developer:stores.emptyTitle'))).toBeTruthy();
  });

  it('shows the device id', async () => {
    enableDevOptions();
    localStorage.setItem(LOCAL_KEYS.deviceId, 'device-dev');
    renderAt('/platform/developerOptions');
    expect((await screen.findByTestId('developer-id-deviceId')).textContent).toContain('device-dev');
  });
});

describe('developer debug page', () => {
  it('calls each bridge method and shows the -3 answer on the web', async () => {
    enableDevOptions();
    renderAt('/platform/developerDebug');
    await screen.findByTestId('developer-debug-page');
    for (const method of BRIDGE_METHODS) fireEvent.click(screen.getByTestId(`developer-bridge-${method}`));
    for (const method of BRIDGE_METHODS) {
      const answer = await screen.findByTestId(`developer-bridge-answer-${method}`);
      expect(JSON.parse(answer.textContent ?? '')).toEqual({
        code: BRIDGE_CODES.webNotImplemented,
        message: WEB_NOT_IMPLEMENTED_MESSAGE,
      });
    }
    expect(BRIDGE_CODES.webNotImplemented).toBe(-3);
  });

  it('reports a test error and a handled rejection', async () => {
    enableDevOptions();
    renderAt('/platform/developerDebug');
    fireEvent.click(await screen.findByText(i18n.t('developer:debug.errorsTab')));
    fireEvent.click(screen.getByTestId('developer-report-error'));
    expect(reportError).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({ category: 'developer-debug' }),
    );
    expect(screen.getByTestId('developer-report-sent').textContent).toContain(
      i18n.t('developer:debug.errorMessage'),
    );
    fireEvent.click(screen.getByTestId('developer-report-rejection'));
    await waitFor(() =>
      expect(screen.getByTestId('developer-report-sent').textContent).toContain(
        i18n.t('developer:debug.rejectionMessage'),
      ),
    );
  });

  it('refuses an address that is not one, in the current language', async () => {
    enableDevOptions();
    renderAt('/platform/developerDebug');
    fireEvent.click(await screen.findByText(i18n.t('developer:debug.coverageTab')));
    fireEvent.change(screen.getByTestId('developer-address').querySelector('input')!, {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByTestId('developer-upload'));
    expect(screen.getByTestId('developer-address-error').textContent).toBe(
      i18n.t('developer:debug.notAnAddress'),
    );
  });

  it('posts the coverage JSON with the bearer token and shows the status', async () => {
    enableDevOptions();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    renderAt('/platform/developerDebug');
    fireEvent.click(await screen.findByText(i18n.t('developer:debug.coverageTab')));
    fireEvent.change(screen.getByTestId('developer-address').querySelector('input')!, {
      target: { value: 'https://coverage.example.com/upload' },
    });
    fireEvent.change(screen.getByTestId('developer-token').querySelector('input')!, {
      target: { value: 'tok' },
    });
    fireEvent.click(screen.getByTestId('developer-upload'));
    expect((await screen.findByTestId('developer-upload-result')).textContent).toBe(
      i18n.t('developer:debug.uploadOk', { status: 201 }),
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://coverage.example.com/upload');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({});
    fetchSpy.mockRestore();
  });
});
