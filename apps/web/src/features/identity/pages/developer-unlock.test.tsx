import { DEV_OPTION_TOAST_MS } from '@lahap/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { showToast } from '@/shared/ui/toast';
import { enableDevOptions, startEachTestWithDevOptionsOff } from '@/test/dev-options';
import { useDevOptionsStore } from '@/shared/dev-options/dev-options-store';
import AccountPage from './account-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));

const post = vi.mocked(apiPost);
const get = vi.mocked(apiGet);
const LISTS = { userIds: [], uuids: ['device-dev'], guids: [], adIds: [] };

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/platform/home/account" element={<AccountPage />} />
          <Route path="/platform/developerOptions" element={<main data-testid="developer-options-page" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The explore tab's config, whose all-users flag the allow-list check reads: off. */
function answerConfig() {
  get.mockResolvedValue({ allUsers: false, userIds: [] });
}

function tapVersion(times: number) {
  const line = screen.getByTestId('app-version');
  for (let i = 0; i < times; i += 1) fireEvent.click(line);
}

startEachTestWithDevOptionsOff(post, get, vi.mocked(showToast));
beforeEach(() => answerConfig());

describe('developer options unlock', () => {
  it('unlocks an allowed device after 5 taps: menu item, persisted flag and a 1-second toast', async () => {
    localStorage.setItem(LOCAL_KEYS.deviceId, 'device-dev');
    post.mockResolvedValue(LISTS);
    renderAt('/platform/home/account');
    expect(screen.queryByTestId('account-developer-options')).toBeNull();
    tapVersion(4);
    expect(post).not.toHaveBeenCalled();
    tapVersion(1);
    expect(await screen.findByTestId('account-developer-options')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith(i18n.t('developer:unlock.success'), DEV_OPTION_TOAST_MS);
    expect(DEV_OPTION_TOAST_MS).toBe(1_000);
    expect(localStorage.getItem(LOCAL_KEYS.devOptions)).toBe('1');

    fireEvent.click(screen.getByTestId('account-developer-options'));
    expect(await screen.findByTestId('developer-options-page')).toBeTruthy();
  });

  it('refuses a device on no list with a short toast', async () => {
    post.mockResolvedValue(LISTS);
    renderAt('/platform/home/account');
    tapVersion(5);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(i18n.t('developer:unlock.denied')));
    expect(screen.queryByTestId('account-developer-options')).toBeNull();
    expect(useDevOptionsStore.getState().enabled).toBe(false);
  });

  it('shows the network toast when the check fails', async () => {
    post.mockRejectedValue(new Error('offline'));
    renderAt('/platform/home/account');
    tapVersion(5);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(i18n.t('common:apiErrors.network')));
    expect(useDevOptionsStore.getState().enabled).toBe(false);
  });

  it('goes straight to the page on one tap once enabled', async () => {
    enableDevOptions();
    renderAt('/platform/home/account');
    expect(screen.getByTestId('account-developer-options')).toBeTruthy();
    tapVersion(1);
    expect(await screen.findByTestId('developer-options-page')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
