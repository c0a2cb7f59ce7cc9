import type { HotProductListData } from '@lahap/contract/nearby/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { productCardFixture } from '@/shared/product/product-fixtures';
import HotProductsPage from './hot-products-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const nt = i18n.getFixedT(null, 'nearby');

function answer(sold: number[]): HotProductListData {
  return {
    productList: sold.map((unitsSold, i) => ({
      ...productCardFixture({ skuId: String(500 + i), productId: String(300 + i) }),
      unitsSold,
    })),
    hasMore: false,
    total: sold.length,
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HotProductsPage />
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
  vi.unstubAllGlobals();
  post.mockReset();
});

describe('hot products', () => {
  it('shows a skeleton, then the vouchers ranked with what each sold', async () => {
    post.mockResolvedValue(answer([42, 7]) as never);
    renderPage();
    expect(screen.getByTestId('product-list-skeleton')).toBeTruthy();
    const items = await screen.findAllByTestId('hot-product');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByLabelText(nt('hot.rank', { rank: 1 }))).toBeTruthy();
    expect(items[0]!.textContent).toContain(nt('hot.sold', { count: 42 }));
    expect(within(items[1]!).getByTestId('product-card').getAttribute('href')).toContain('skuId=501');
  });

  it('says when nothing sells near the customer', async () => {
    post.mockResolvedValue(answer([]) as never);
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(nt('hot.emptyTitle'));
  });

  it('offers a retry when the list fails', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    post.mockResolvedValue(answer([3]) as never);
    renderPage();
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    expect(await screen.findAllByTestId('hot-product')).toHaveLength(1);
  });
});
