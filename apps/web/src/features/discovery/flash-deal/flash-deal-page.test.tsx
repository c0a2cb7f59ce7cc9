import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { FlashSalePageDetailData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { productCardFixture } from '@/shared/product/product-fixtures';
import FlashDealPage from '../pages/flash-deal-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
const post = vi.mocked(apiPost);

function sale(): NonNullable<FlashSalePageDetailData> {
  return {
    pageId: 'fs-1',
    productListId: 'pl-1',
    title: { 'id-ID': 'Diskon Kilat' },
    countdownTime: 3_725_000,
    started: true,
    startTime: '2026-11-22T00:00:00Z',
    endTime: '2026-11-23T00:00:00Z',
    items: [
      productCardFixture({ skuId: '1', soldCount: 1200, remainingStock: 35, percent: 97, isSoldOut: false }),
      productCardFixture({ skuId: '2', soldCount: 50, remainingStock: 0, percent: 100, isSoldOut: true }),
    ],
    hasMore: false,
    pageType: 'FLASH_SALE',
    bannerImageUrl: null,
  };
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/platform/flashDeal" element={<FlashDealPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => post.mockReset());

describe('flash deal page', () => {
  it('asks for the pageId from the address and shows the countdown, k-counts and sold-out items', async () => {
    post.mockResolvedValue(sale());
    renderAt('/platform/flashDeal?pageId=fs-1');
    const items = await screen.findAllByTestId('flash-item');
    expect(post).toHaveBeenCalledWith(
      DISCOVERY_PATHS.flashSalePageDetail,
      expect.objectContaining({ pageId: 'fs-1', pageNo: 1 }),
      expect.anything(),
    );
    expect(screen.getByTestId('flash-countdown').textContent).toMatch(/01:02:0[45]/);
    const [first, second] = items;
    expect(first?.textContent).toContain(i18n.t('browse:flashDeal.sold', { count: '1.2k' }));
    expect(first?.dataset.soldOut).toBe('false');
    expect(second?.dataset.soldOut).toBe('true');
    expect(
      within(second as HTMLElement).getAllByText(i18n.t('browse:flashDeal.soldOut')).length,
    ).toBeGreaterThan(0);
  });

  it('says there is no flash sale when none runs', async () => {
    post.mockResolvedValue(null);
    renderAt('/platform/flashDeal');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      i18n.t('browse:flashDeal.emptyTitle'),
    );
    expect(post).toHaveBeenCalledWith(
      DISCOVERY_PATHS.flashSalePageDetail,
      expect.objectContaining({ pageId: undefined }),
      expect.anything(),
    );
  });
});
