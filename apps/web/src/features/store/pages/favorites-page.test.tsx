import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { FavouriteStoreListData } from '@lahap/contract/store/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { useLoginGateStore, closeLoginGate } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { favouriteFixture } from '../test/store-fixtures';
import FavoritesPage from './favorites-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const st = i18n.getFixedT(null, 'store');

/** IntersectionObserver stand-in: `nearBottom()` tells every watcher its sentinel came into range. */
const observers = new Set<{ callback: IntersectionObserverCallback }>();
class FakeIntersectionObserver {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this);
  }
  disconnect() {
    observers.delete(this);
  }
}
function nearBottom() {
  act(() => {
    for (const observer of [...observers]) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

function page(ids: string[], pageNo: number, hasMore: boolean, total = 3): FavouriteStoreListData {
  return { list: ids.map((id) => favouriteFixture(id)), hasMore, pageNo, total };
}

let pages: FavouriteStoreListData[];
let cancel: () => unknown;

function listBodies() {
  return post.mock.calls
    .filter(([path]) => path === STORE_PATHS.favouriteStoreList)
    .map(([, body]) => body as Record<string, unknown>);
}

function renderFavourites() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FavoritesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  cancel = () => null;
  post.mockReset();
  post.mockImplementation((path, body) => {
    if (path === STORE_PATHS.favouriteStoreList) {
      const { pageNo } = body as { pageNo: number };
      const answer = pages[pageNo - 1];
      return answer
        ? Promise.resolve(answer as never)
        : Promise.reject(new Error(`no page ${String(pageNo)}`));
    }
    if (path === STORE_PATHS.favouriteBatchCancel) {
      try {
        return Promise.resolve(cancel() as never);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('my favourites', () => {
  it('asks a guest to log in and loads nothing', async () => {
    useSessionStore.getState().clear();
    renderFavourites();
    fireEvent.click(await screen.findByTestId('login-prompt-button'));
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'favourite' });
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a skeleton, then pages by page number until there is no more', async () => {
    pages = [page(['1', '2'], 1, true), page(['3'], 2, false)];
    renderFavourites();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    await screen.findByText('Toko 1');
    expect(listBodies()[0]).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(screen.getByTestId('favourites-count').textContent).toBe(st('favourites.count', { count: 3 }));

    nearBottom();
    await screen.findByText('Toko 3');
    expect(listBodies()[1]).toMatchObject({ pageNo: 2 });
    expect(screen.getAllByTestId('favourite-store')).toHaveLength(3);
    expect(screen.getByTestId('favourites-foot-no-more')).toBeTruthy();
    nearBottom();
    expect(listBodies()).toHaveLength(2);
  });

  it('shows the empty state when nothing is saved', async () => {
    pages = [page([], 1, false, 0)];
    renderFavourites();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(st('favourites.emptyTitle'));
    expect(screen.queryByTestId('favourites-count')).toBeNull();
  });

  it('removes one store from the favourites', async () => {
    pages = [page(['1', '2'], 1, false, 2)];
    renderFavourites();
    const row = (await screen.findByText('Toko 2')).closest('li')!;
    pages = [page(['1'], 1, false, 1)];
    fireEvent.click(within(row).getByTestId('favourite-remove'));
    await waitFor(() => expect(screen.queryByText('Toko 2')).toBeNull());
    expect(post).toHaveBeenCalledWith(
      STORE_PATHS.favouriteBatchCancel,
      expect.objectContaining({ businessIdList: ['2'], businessType: 'STORE' }),
      expect.anything(),
    );
    expect(toast).toHaveBeenCalledWith(st('favourite.removed'));
    expect(screen.getAllByTestId('favourite-store')).toHaveLength(1);
  });

  it('keeps the store and shows the server message when removing fails', async () => {
    pages = [page(['1'], 1, false, 1)];
    cancel = () => {
      throw new ApiRequestError({ kind: 'server', code: '9200001', message: 'Coba lagi nanti' });
    };
    renderFavourites();
    fireEvent.click(await screen.findByTestId('favourite-remove'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Coba lagi nanti'));
    expect(screen.getByText('Toko 1')).toBeTruthy();
  });

  it('marks a store that no longer trades', async () => {
    pages = [{ list: [favouriteFixture('9', { isAvailable: false })], hasMore: false, pageNo: 1, total: 1 }];
    renderFavourites();
    expect((await screen.findByTestId('favourite-store')).textContent).toContain(
      st('favourites.unavailable'),
    );
  });
});
