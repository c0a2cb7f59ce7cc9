import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { FlashSalePageDetailData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { addFirstPaintDrawing, firstPaintDrawing } from '@/shared/first-paint/first-paint-fixtures';
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
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/platform/flashDeal" element={<FlashDealPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  post.mockReset();
  firstPaintDrawing()?.remove();
  vi.restoreAllMocks();
});

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

describe('the flash deal page and the drawing of a shared link', () => {
  const BANNER = '/api/images/demo/flash.jpg';
  /** Where a shared link's HTML drew the banner from. */
  const DRAWN = `${BANNER}?w=780`;

  it('keeps the drawing until its own banner, at the drawn address, is decoded', async () => {
    let decoded: () => void = () => undefined;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(
      () => new Promise<void>((resolve) => (decoded = resolve)),
    );
    post.mockResolvedValue({ ...sale(), bannerImageUrl: BANNER });
    addFirstPaintDrawing(DRAWN);
    renderAt('/platform/flashDeal?pageId=fs-1');
    const banner = (await screen.findByTestId('flash-hero')).querySelector('img');
    expect(banner?.getAttribute('src')).toBe(DRAWN);
    fireEvent.load(banner!);
    expect(firstPaintDrawing()).not.toBeNull();
    act(() => decoded());
    await waitFor(() => expect(firstPaintDrawing()).toBeNull());
  });

  it('lets the drawing go at once when no sale runs', async () => {
    post.mockResolvedValue(null);
    addFirstPaintDrawing(DRAWN);
    renderAt('/platform/flashDeal');
    await waitFor(() => expect(firstPaintDrawing()).toBeNull());
    expect(screen.queryByTestId('flash-hero')).toBeNull();
  });

  it('lets the drawing go at once when the sale has no banner or no items', async () => {
    for (const answer of [sale(), { ...sale(), bannerImageUrl: BANNER, items: [] }]) {
      post.mockResolvedValue(answer);
      addFirstPaintDrawing(DRAWN);
      const view = renderAt('/platform/flashDeal?pageId=fs-1');
      await waitFor(() => expect(firstPaintDrawing()).toBeNull());
      view.unmount();
    }
  });

  it('lets the drawing go at once when the page cannot load', async () => {
    post.mockRejectedValue(new Error('offline'));
    addFirstPaintDrawing(DRAWN);
    renderAt('/platform/flashDeal?pageId=fs-1');
    await waitFor(() => expect(firstPaintDrawing()).toBeNull());
  });
});
