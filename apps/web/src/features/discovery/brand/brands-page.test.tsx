import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { BrandCard, BrandPavilionInfoData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import BrandsPage from '../pages/brands-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
const post = vi.mocked(apiPost);

function brand(id: string, url: string): BrandCard {
  return {
    brandId: id,
    logo: '/api/images/brand.png',
    name: { 'id-ID': `Merek ${id}` },
    subTitle: { 'id-ID': 'Diskon spesial' },
    url,
  };
}

function page(brands: BrandCard[], hasMore = false): BrandPavilionInfoData {
  return {
    brand: brands,
    hasMore,
    headBanner: { bannerImageUrlMap: { 'id-ID': '/api/images/banner.png' }, bannerJumpUrlMap: {} },
    shareInfo: { mall_id: null, product_id: null, activity_id: null, store_id: null },
  };
}

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderBrands() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/platform/brands']}>
        <Routes>
          <Route path="/platform/brands" element={<BrandsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rateLimited = () => new ApiRequestError({ kind: 'server', code: '429', message: 'busy', status: 429 });

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  post.mockReset();
});

describe('brand collection', () => {
  it('lists brands and opens an in-app link inside the app', async () => {
    post.mockResolvedValue(page([brand('1', 'https://lahap.id/platform/brandsHomepage?brandId=1')]));
    renderBrands();
    const go = await screen.findByRole('button', {
      name: i18n.t('browse:brands.goLabel', { name: 'Merek 1' }),
    });
    expect(post).toHaveBeenCalledWith(
      DISCOVERY_PATHS.brandPavilionInfo,
      { pageNo: 1, pageSize: 6 },
      expect.objectContaining({ silent: true }),
    );
    fireEvent.click(go);
    expect(screen.getByTestId('where').textContent).toBe('/platform/brandsHomepage?brandId=1');
  });

  it('opens other links outside with https added', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    post.mockResolvedValue(page([brand('2', 'www.example.com/promo')]));
    renderBrands();
    fireEvent.click(await screen.findByTestId('brand-go'));
    expect(open).toHaveBeenCalledWith('https://www.example.com/promo', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('where').textContent).toBe('/platform/brands');
  });

  it('shows the sold-out text when there are no brands', async () => {
    post.mockResolvedValue(page([]));
    renderBrands();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(i18n.t('browse:brands.soldOut'));
  });

  it('hides the share button outside the native app', async () => {
    post.mockResolvedValue(page([brand('1', '/platform/mall?id=1')]));
    renderBrands();
    await screen.findByTestId('brand-card');
    expect(screen.queryByTestId('brands-share')).toBeNull();
  });

  it('counts down 10 s on a rate limit, then offers refresh, which reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    post.mockRejectedValueOnce(rateLimited()).mockResolvedValue(page([brand('1', '/platform/mall?id=1')]));
    renderBrands();
    const retry = await screen.findByTestId('rate-limit-retry');
    expect(retry.textContent).toBe(i18n.t('browse:brands.tryLater', { seconds: 10 }));
    expect((retry as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByTestId('rate-limit-retry').textContent).toBe(
      i18n.t('browse:brands.tryLater', { seconds: 6 }),
    );

    act(() => vi.advanceTimersByTime(6500));
    const refresh = screen.getByTestId('rate-limit-retry') as HTMLButtonElement;
    expect(refresh.textContent).toBe(i18n.t('browse:brands.refresh'));
    expect(refresh.disabled).toBe(false);
    fireEvent.click(refresh);
    await waitFor(() => expect(screen.getByTestId('brand-card')).toBeTruthy());
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('shows an error with retry for other failures on page one', async () => {
    post.mockRejectedValueOnce(new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' }));
    renderBrands();
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.queryByTestId('rate-limit-view')).toBeNull();
  });
});
