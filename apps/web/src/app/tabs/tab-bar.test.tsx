import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '@/shared/api-client/client';
import { useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { renderApp } from '@/test/render-app';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { keepListCache, restoreListCache } from '../list-cache';
import { isOnExploreAllowList } from './use-explore-tab-visible';

vi.mock('@/shared/api-client/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  configureApiClient: vi.fn(),
}));
// The home's campaign popup is loaded lazily with antd-mobile's popup; these tests are about the
// tab bar and end before a cold import of it would settle, so it stands as an empty component.
vi.mock('@/features/home/components/home-popup', () => ({ default: () => null }));

const logIn = (userId: string) =>
  useSessionStore.setState({ tokenInfo: { accessToken: 'a', refreshToken: 'r', userId } });

afterEach(() => {
  localStorage.clear();
  useSessionStore.setState({ tokenInfo: null });
  useUnreadStore.getState().resetAll();
  vi.clearAllMocks();
});

async function renderTabs() {
  const view = renderApp('/');
  await screen.findByTestId('home-page');
  await waitFor(() => expect(apiGet).toHaveBeenCalled());
  return view;
}

describe('tab bar', () => {
  it('labels the tabs in Indonesian', async () => {
    vi.mocked(apiGet).mockResolvedValue({ allUsers: true, userIds: [] });
    await renderTabs();
    const bar = screen.getByTestId('tab-bar');
    await waitFor(() => expect(bar.textContent).toBe('BerandaJelajahiPesananAkun'));
  });

  it('asks the remote allow list for the explore tab', async () => {
    vi.mocked(apiGet).mockResolvedValue({ allUsers: false, userIds: [] });
    await renderTabs();
    expect(apiGet).toHaveBeenCalledWith(
      '/nodePublic/config/info',
      { key: 'explore_tab_allow_list' },
      expect.objectContaining({ silent: true }),
    );
  });

  it('hides explore for users not on the allow list', async () => {
    vi.mocked(apiGet).mockResolvedValue({ allUsers: false, userIds: ['u-1'] });
    logIn('u-2');
    await renderTabs();
    expect(screen.getByTestId('tab-home')).toBeTruthy();
    expect(screen.getByTestId('tab-order')).toBeTruthy();
    expect(screen.getByTestId('tab-account')).toBeTruthy();
    expect(screen.queryByTestId('tab-exploreFeeds')).toBeNull();
  });

  it('shows explore for a listed user', async () => {
    vi.mocked(apiGet).mockResolvedValue({ allUsers: false, userIds: ['u-1'] });
    logIn('u-1');
    await renderTabs();
    expect(await screen.findByTestId('tab-exploreFeeds')).toBeTruthy();
  });

  it('shows explore to everyone when the list admits all users', async () => {
    vi.mocked(apiGet).mockResolvedValue({ allUsers: true, userIds: [] });
    await renderTabs();
    expect(await screen.findByTestId('tab-exploreFeeds')).toBeTruthy();
  });

  it('starts with the allow list the last visit kept, before the network answers', async () => {
    vi.mocked(apiGet).mockResolvedValue({ allUsers: true, userIds: [] });
    let stop = () => {};
    const first = renderApp('/', { prepare: (client) => (stop = keepListCache(client, () => 'id-ID')) });
    await screen.findByTestId('tab-exploreFeeds');
    await waitFor(() =>
      expect(localStorage.getItem(LOCAL_KEYS.listCache)).toContain('explore_tab_allow_list'),
    );
    stop();
    first.unmount();
    vi.mocked(apiGet).mockClear();

    vi.mocked(apiGet).mockReturnValue(new Promise(() => {}));
    renderApp('/', { prepare: (client) => restoreListCache(client, 'id-ID') });
    expect(await screen.findByTestId('tab-exploreFeeds')).toBeTruthy();
    // Kept answers are shown stale: the list is asked again.
    await waitFor(() =>
      expect(apiGet).toHaveBeenCalledWith(
        '/nodePublic/config/info',
        { key: 'explore_tab_allow_list' },
        expect.anything(),
      ),
    );
  });

  it('keeps explore hidden when the allow list cannot be read', async () => {
    vi.mocked(apiGet).mockRejectedValue(new Error('offline'));
    await renderTabs();
    expect(screen.queryByTestId('tab-exploreFeeds')).toBeNull();
  });

  it('puts a red dot on tabs with unread items', async () => {
    vi.mocked(apiGet).mockResolvedValue(null);
    await renderTabs();
    expect(screen.queryByTestId('tab-order-dot')).toBeNull();
    useUnreadStore.getState().increment('order', 'o-1');
    expect(await screen.findByTestId('tab-order-dot')).toBeTruthy();
    useUnreadStore.getState().setAccountCouponCount(1);
    expect(await screen.findByTestId('tab-account-dot')).toBeTruthy();
    expect(screen.queryByTestId('tab-home-dot')).toBeNull();
  });
});

describe('isOnExploreAllowList', () => {
  it('admits everyone, listed users, or no one', () => {
    expect(isOnExploreAllowList({ allUsers: true, userIds: [] }, undefined)).toBe(true);
    expect(isOnExploreAllowList({ allUsers: false, userIds: ['a'] }, 'a')).toBe(true);
    expect(isOnExploreAllowList({ allUsers: false, userIds: ['a'] }, 'b')).toBe(false);
    expect(isOnExploreAllowList({ allUsers: false, userIds: ['a'] }, undefined)).toBe(false);
    expect(isOnExploreAllowList(null, 'a')).toBe(false);
    expect(isOnExploreAllowList({ userIds: 'a' }, 'a')).toBe(false);
  });
});
