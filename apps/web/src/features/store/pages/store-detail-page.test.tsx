import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { captureChannel } from '@/shared/channel/channel';
import { changeLocale, i18n } from '@/shared/i18n/i18n';
import { showToast } from '@/shared/ui/toast';
import { openOrdering } from '../model/open-ordering';
import { storeFixture } from '../test/store-fixtures';
import StoreDetailPage from './store-detail-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('../model/open-ordering', () => ({ openOrdering: vi.fn() }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const st = i18n.getFixedT(null, 'store');

function renderDetail(store: StoreDetailData | Error, query = 'storeId=101') {
  post.mockImplementation((path) =>
    path === STORE_PATHS.storeDetail
      ? store instanceof Error
        ? Promise.reject(store)
        : Promise.resolve(store as never)
      : Promise.reject(new Error(`unexpected call ${path}`)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/platform/merchantDetail?${query}`]}>
        <Routes>
          <Route path="/platform/merchantDetail" element={<StoreDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
  vi.mocked(openOrdering).mockReset();
});

describe('store detail', () => {
  it('shows everything the store detail holds', async () => {
    renderDetail(storeFixture());
    expect((await screen.findByTestId('detail-name')).textContent).toContain('Warung Sate Pak Kumis');
    expect(post).toHaveBeenCalledWith(
      STORE_PATHS.storeDetail,
      expect.objectContaining({ storeId: '101', sourceType: 'CUSTOMER' }),
      expect.objectContaining({ silent: true }),
    );
    expect(screen.getByTestId('detail-halal')).toBeTruthy();
    const price = screen.getByTestId('detail-price-per-person');
    expect(price.textContent).toBe('Rp 50.000/orang');
    expect(price.getAttribute('aria-label')).toBe(
      st('info.pricePerPersonLabel', { price: 'Rp 50.000/orang' }),
    );
    expect(
      within(screen.getByTestId('detail-categories'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sate', 'Indonesia']);
    expect(screen.getByTestId('detail-open-status').textContent).toBe(st('hours.open'));
    expect(screen.getByTestId('detail-phone').getAttribute('href')).toBe('tel:+6281234567890');
    const mall = screen.getByTestId('detail-mall');
    expect(mall.textContent).toContain('Grand Indonesia');
    expect(mall.textContent).toContain('LG · 3F');
    expect(mall.textContent).toContain('Dekat eskalator timur');
    expect(screen.getByTestId('detail-distance').textContent).toBe('1.5 km');
    expect(screen.getByTestId('detail-districts').textContent).toContain('Menteng');
    const groups = screen.getAllByTestId('facility-group');
    expect(groups.map((group) => group.textContent)).toEqual(['FasilitasWi-FiParkir', 'PembayaranQRIS']);
    const service = screen.getByTestId('service-card');
    expect(within(service).getByTestId('service-notice').textContent).toBe(st('service.notice'));
    expect(
      within(service)
        .getAllByTestId('service-entry')
        .map((entry) => entry.dataset.kind),
    ).toEqual(['dineIn', 'delivery', 'pickup']);
    fireEvent.click(within(service).getAllByTestId('service-entry')[2]!);
    expect(openOrdering).toHaveBeenCalledWith('qr-pick', 2);
    fireEvent.click(within(service).getAllByTestId('service-entry')[1]!);
    expect(toast).toHaveBeenCalledWith(st('service.unavailable.delivery'));
  });

  it('chooses the mall remark and facility names by language', async () => {
    await changeLocale('en-US');
    try {
      renderDetail(storeFixture());
      expect((await screen.findByTestId('detail-mall')).textContent).toContain('Near the east escalator');
      expect(screen.getByTestId('detail-name').textContent).toContain('Pak Kumis Satay');
    } finally {
      await changeLocale('id-ID');
    }
  });

  it('copies the address with the copy-success toast when there is no map link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDetail(storeFixture({ mapLinkAddress: null }));
    fireEvent.click(await screen.findByTestId('detail-mall'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(st('address.copied'), 1500));
    expect(writeText).toHaveBeenCalledWith('Jl. Sabang No. 12, Jakarta Pusat');
  });

  it('hides the address card for channel id 6', async () => {
    captureChannel('?channel_id=6');
    renderDetail(storeFixture());
    await screen.findByTestId('detail-name');
    expect(screen.queryByTestId('detail-address')).toBeNull();
    expect(screen.getByTestId('detail-hours')).toBeTruthy();
  });

  it('says closed, and closed today, for a store without hours', async () => {
    renderDetail(storeFixture({ dayPartTimeList: [] }));
    expect((await screen.findByTestId('detail-open-status')).textContent).toBe(st('hours.closed'));
    expect(screen.getByTestId('detail-hours-text').textContent).toBe(st('hours.closedToday'));
  });

  it('shows the store error page and the parameter error', async () => {
    const view = renderDetail(new ApiRequestError({ kind: 'server', code: '6410092', message: 'x' }));
    expect((await screen.findByTestId('store-error')).textContent).toContain(st('errors.linkInvalid'));
    view.unmount();
    renderDetail(storeFixture(), 'id=1');
    expect(await screen.findByTestId('store-parameter-error')).toBeTruthy();
  });
});
