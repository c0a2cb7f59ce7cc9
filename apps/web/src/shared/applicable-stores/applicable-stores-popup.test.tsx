import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type { ApplicableStore, ApplicableStoreListData } from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../api-client/client';
import { ApplicableStoresPopup } from './applicable-stores-popup';
import { setListPositionForTest } from '../location/list-position';

vi.mock('../api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
const post = vi.mocked(apiPost);

/** Every observed sentinel counts as on screen, as if the user had scrolled to the end. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    );
  }
  disconnect() {}
}

function store(id: string, name: string): ApplicableStore {
  return {
    storeId: id,
    storeName: { 'id-ID': name },
    storeLogo: '/api/images/logo.png',
    storeAddress: { 'id-ID': 'Jl. Sudirman' },
    distance: 1500,
    storeDistance: 1.5,
    mapLinkAddress: null,
  };
}

function page(stores: ApplicableStore[], hasMore: boolean, queryId: string): ApplicableStoreListData {
  return { storeList: stores, hasMore, queryId, storeCount: 3 };
}

function bodies() {
  return post.mock.calls.map(([, body]) => body as Record<string, unknown>);
}

function renderPopup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApplicableStoresPopup target={{ kind: 'coupon', id: '77' }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  setListPositionForTest({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  post.mockReset();
});

describe('applicable-stores popup', () => {
  it('appends later pages with the last queryId until hasMore is false, then says no more', async () => {
    post
      .mockResolvedValueOnce(page([store('1', 'Sate Senayan'), store('2', 'Bakmi GM')], true, 'q1'))
      .mockResolvedValueOnce(page([store('3', 'Kopi Kenangan')], false, 'q2'));
    renderPopup();

    expect(await screen.findByTestId('applicable-stores-foot-no-more')).toBeTruthy();
    expect(screen.getAllByTestId('applicable-store').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sate Senayan'),
      expect.stringContaining('Bakmi GM'),
      expect.stringContaining('Kopi Kenangan'),
    ]);
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      DISCOVERY_PATHS.couponApplicableStores,
      DISCOVERY_PATHS.couponApplicableStores,
    ]);
    expect(bodies()[0]).toMatchObject({
      couponTemplateId: '77',
      keywords: '',
      queryId: undefined,
      pageSize: 20,
    });
    expect(bodies()[1]).toMatchObject({ couponTemplateId: '77', queryId: 'q1' });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('starts again from page one when the search text changes', async () => {
    post
      .mockResolvedValueOnce(page([store('1', 'Sate Senayan')], true, 'q1'))
      .mockResolvedValueOnce(page([store('2', 'Bakmi GM')], true, 'q2'))
      .mockResolvedValue(page([store('9', 'Sate Khas Senayan')], false, 'q9'));
    renderPopup();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));

    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: '  sate 🍢 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() => expect(screen.getAllByTestId('applicable-store')).toHaveLength(1));
    expect(screen.getByTestId('applicable-store').textContent).toContain('Sate Khas Senayan');
    const last = bodies().at(-1);
    expect(last).toMatchObject({ keywords: 'sate', queryId: undefined });
  });

  it('debounces typing by 500 ms', async () => {
    post.mockResolvedValue(page([store('1', 'Sate Senayan')], false, 'q1'));
    renderPopup();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bak' } });
    act(() => vi.advanceTimersByTime(400));
    expect(post).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(bodies()[1]).toMatchObject({ keywords: 'bak', queryId: undefined });
  });

  it('starts again when the position arrives', async () => {
    post.mockResolvedValue(page([store('1', 'Sate Senayan')], false, 'q1'));
    renderPopup();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(bodies()[0]).toMatchObject({ userLat: undefined, userLng: undefined });
    act(() => setListPositionForTest({ lat: -6.2, lng: 106.8 }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(bodies()[1]).toMatchObject({ userLat: -6.2, userLng: 106.8, queryId: undefined });
  });
});
