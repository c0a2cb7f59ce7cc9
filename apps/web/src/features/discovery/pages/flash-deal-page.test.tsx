import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import type { FlashSalePageDetailData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/shared/api-client/call-endpoint';
import { productCardFixture } from '@/shared/product/product-fixtures';
import FlashDealPage from './flash-deal-page';

vi.mock('@/shared/api-client/call-endpoint', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const BANNER = '/api/images/demo/flash.jpg';

function sale(bannerImageUrl: string | null, itemCount = 2): FlashSalePageDetailData {
  return {
    pageId: 'fs1',
    productListId: 'pl1',
    title: { 'id-ID': 'Flash Sale Malam' },
    countdownTime: 3_600_000,
    started: true,
    startTime: '2026-11-30T11:00:00.000Z',
    endTime: '2026-11-30T13:00:00.000Z',
    items: Array.from({ length: itemCount }, (_, i) => productCardFixture({ skuId: `s${String(i)}` })),
    hasMore: false,
    pageType: 'FLASH_SALE',
    bannerImageUrl,
  };
}

/** The server's drawing of a shared flash deal link, its banner arrived. */
function addDrawing(): void {
  const hero = document.createElement('div');
  hero.id = FIRST_PAINT_HERO_ID;
  const image = document.createElement('img');
  image.setAttribute('src', `${BANNER}?w=780`);
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: 780 });
  hero.append(image);
  document.body.prepend(hero);
}
const drawing = () => document.getElementById(FIRST_PAINT_HERO_ID);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/platform/flashDeal?pageId=fs1']}>
        <FlashDealPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  drawing()?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  call.mockReset();
});

describe('the flash deal page and the drawing of a shared link', () => {
  it('keeps the drawing until its own banner, at the drawn address, is decoded', async () => {
    let decoded: () => void = () => undefined;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(
      () => new Promise<void>((resolve) => (decoded = resolve)),
    );
    call.mockResolvedValue(sale(BANNER) as never);
    addDrawing();
    renderPage();
    const banner = (await screen.findByTestId('flash-hero')).querySelector('img');
    expect(banner?.getAttribute('src')).toBe(`${BANNER}?w=780`);
    fireEvent.load(banner!);
    expect(drawing()).not.toBeNull();
    act(() => decoded());
    await waitFor(() => expect(drawing()).toBeNull());
  });

  it('lets the drawing go at once when no sale runs', async () => {
    call.mockResolvedValue(null as never);
    addDrawing();
    renderPage();
    await waitFor(() => expect(drawing()).toBeNull());
    expect(screen.queryByTestId('flash-hero')).toBeNull();
  });

  it('lets the drawing go at once when the sale has no banner or no items', async () => {
    for (const answer of [sale(null), sale(BANNER, 0)]) {
      call.mockResolvedValue(answer as never);
      addDrawing();
      const view = renderPage();
      await waitFor(() => expect(drawing()).toBeNull());
      view.unmount();
    }
  });

  it('lets the drawing go at once when the page cannot load', async () => {
    call.mockRejectedValue(new Error('offline'));
    addDrawing();
    renderPage();
    await waitFor(() => expect(drawing()).toBeNull());
  });
});
