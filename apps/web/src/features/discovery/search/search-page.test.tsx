import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { ProductSearchData, StoreListData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { setListPositionForTest } from '@/shared/location/list-position';
import { i18n } from '@/shared/i18n/i18n';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { storeCardFixture } from '@/shared/stores/store-card-fixtures';
import { productCardFixture } from '@/shared/product/product-fixtures';
import SearchPage from '../pages/search-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
const post = vi.mocked(apiPost);

const STORES: StoreListData = {
  storeList: [
    storeCardFixture({
      storeId: '11',
      storeName: { 'id-ID': 'Sate Khas Senayan' },
      matchedDishes: [{ dishId: '5', dishName: { 'id-ID': 'Sate Ayam' } }],
    }),
  ],
  hasMore: false,
  queryId: 'qs',
  algorithmId: 'text-v1',
  storeCount: 1,
};
const PRODUCTS: ProductSearchData = {
  productList: [productCardFixture({ skuId: '21', productName: { 'id-ID': 'Paket Sate 10 Tusuk' } })],
  hasMore: false,
  queryId: 'qp',
  algorithmId: 'text-v1',
  total: 1,
};

function callsTo(path: string) {
  return post.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);
}

function renderSearch(path = '/platform/searchDishes') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/platform/searchDishes" element={<SearchPage />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setListPositionForTest({});
  post.mockImplementation((path) => {
    if (path === DISCOVERY_PATHS.filterSign) {
      return Promise.resolve({
        categoryList: [{ categoryId: '3', categoryName: { 'id-ID': 'Sate' }, iconUrl: '', storeCount: 4 }],
      });
    }
    if (path === DISCOVERY_PATHS.searchByStore) return Promise.resolve(STORES);
    if (path === DISCOVERY_PATHS.searchByProduct) return Promise.resolve(PRODUCTS);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});
afterEach(() => post.mockReset());

describe('search page', () => {
  it('searches stores at once on Enter, shows matched dishes and remembers the text', async () => {
    renderSearch();
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: ' sate 🍢 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

    const results = await screen.findByTestId('search-store-results');
    expect(results.textContent).toContain('Sate Khas Senayan');
    expect(results.textContent).toContain('Sate Ayam');
    expect(callsTo(DISCOVERY_PATHS.searchByStore)[0]).toMatchObject({
      keywords: 'sate',
      pageNo: 1,
      pageSize: 20,
      categoryIdList: [],
    });
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.searchDishesHistory) ?? '[]')).toEqual(['sate']);
    expect(callsTo(DISCOVERY_PATHS.searchByProduct)).toHaveLength(0);
  });

  it('gives the coupon tab its own list and its own cuisine filter', async () => {
    renderSearch('/platform/searchDishes?q=sate');
    await screen.findByTestId('search-store-results');
    fireEvent.click(screen.getByText(i18n.t('browse:search.tabs.coupons')));
    const products = await screen.findByTestId('search-product-results');
    expect(products.textContent).toContain('Paket Sate 10 Tusuk');

    const couponPanel = screen.getByTestId('search-panel-coupons');
    fireEvent.click(within(couponPanel).getByRole('button', { name: 'Sate' }));
    await waitFor(() =>
      expect(callsTo(DISCOVERY_PATHS.searchByProduct).at(-1)).toMatchObject({ categoryIdList: ['3'] }),
    );
    // The store tab keeps its unfiltered list.
    expect(
      callsTo(DISCOVERY_PATHS.searchByStore).every((body) => (body.categoryIdList as string[]).length === 0),
    ).toBe(true);
  });

  it('shows past searches while empty, searches one when tapped and clears them', async () => {
    window.localStorage.setItem(LOCAL_KEYS.searchDishesHistory, JSON.stringify(['bakso', 'sate']));
    renderSearch();
    const history = screen.getByTestId('search-history');
    fireEvent.click(within(history).getByRole('button', { name: 'sate' }));
    await screen.findByTestId('search-store-results');
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.searchDishesHistory) ?? '[]')).toEqual([
      'sate',
      'bakso',
    ]);
  });

  it('clears past searches', () => {
    window.localStorage.setItem(LOCAL_KEYS.searchDishesHistory, JSON.stringify(['bakso']));
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('browse:search.history.clear') }));
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.searchDishesHistory)).toBeNull();
  });

  it('shows the empty view when nothing matches', async () => {
    post.mockImplementation((path) =>
      path === DISCOVERY_PATHS.searchByStore
        ? Promise.resolve({ ...STORES, storeList: [], storeCount: 0 })
        : Promise.resolve({ categoryList: [] }),
    );
    renderSearch('/platform/searchDishes?q=zzz');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      i18n.t('browse:search.emptyTitle'),
    );
  });
});
