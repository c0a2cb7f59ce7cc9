import { API_PATHS } from '@lahap/contract/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import * as bridgeModule from '@/shared/bridge/bridge';
import { bridge } from '@/shared/bridge/bridge';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { logoutOnServer } from '../api/logout';
import AccountPage from './account-page';
import SettingsPage from './settings-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('../api/logout', () => ({ logoutOnServer: vi.fn(() => Promise.resolve()) }));
vi.mock('@/shared/ui/dialog', () => ({
  loadDialog: () => Promise.resolve({ confirm: () => Promise.resolve(true) }),
}));

const post = vi.mocked(apiPost);
const get = vi.mocked(apiGet);
const USER = {
  userName: 'Budi',
  phoneNo: '81234567890',
  countryCode: '62',
  headPortrait: '',
  userId: 'U123456789012',
};

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/platform/home/account" element={<AccountPage />} />
          <Route path="/platform/setting" element={<SettingsPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function logIn() {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: USER.userId });
}

beforeEach(() => useSessionStore.getState().clear());
afterEach(() => {
  if (useLoginGateStore.getState().open) closeLoginGate(false);
  post.mockReset();
  get.mockReset();
  vi.restoreAllMocks();
});

describe('account tab', () => {
  it('shows the nickname and user id from queryUserInfo when logged in', async () => {
    logIn();
    post.mockResolvedValue(USER);
    renderAt('/platform/home/account');
    expect((await screen.findByTestId('account-name')).textContent).toBe('Budi');
    expect(screen.getByTestId('account-user-id').textContent).toBe(
      i18n.t('account:profile.userId', { userId: USER.userId }),
    );
    expect(post).toHaveBeenCalledWith(API_PATHS.queryUserInfo, {}, expect.objectContaining({ silent: true }));
    expect(screen.getByTestId('account-settings').getAttribute('href')).toBe('/platform/setting');
    expect(screen.queryByTestId('login-prompt')).toBeNull();
  });

  it('shows the masked phone when the user has no nickname', async () => {
    logIn();
    post.mockResolvedValue({ ...USER, userName: '' });
    renderAt('/platform/home/account');
    expect((await screen.findByTestId('account-name')).textContent).toBe('812****7890');
  });

  it('opens the login sheet from the logged-out prompt', () => {
    renderAt('/platform/home/account');
    expect(screen.queryByTestId('account-settings')).toBeNull();
    fireEvent.click(screen.getByTestId('login-prompt-button'));
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'account' });
  });

  it('opens a WhatsApp chat with the remote support number, the user id already typed', async () => {
    logIn();
    post.mockResolvedValue(USER);
    get.mockResolvedValue({ whatsApp: '6281110002026', email: 'halo@lahap.id' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/platform/home/account');
    fireEvent.click(screen.getByTestId('account-customer-service'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://wa.me/6281110002026');
    expect(url.searchParams.get('text')).toContain(USER.userId);
  });

  it('says customer service cannot be reached when the contact is not configured', async () => {
    get.mockResolvedValue(null);
    const open = vi.spyOn(window, 'open');
    renderAt('/platform/home/account');
    fireEvent.click(screen.getByTestId('account-customer-service'));
    expect(await screen.findByText(i18n.t('account:customerService.unavailable'))).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('warns about notifications only inside the native app, and asks when tapped', async () => {
    vi.spyOn(bridgeModule, 'isNativeApp').mockReturnValue(true);
    vi.spyOn(bridge, 'checkPushPermission').mockResolvedValue({ code: 0, data: { state: 'denied' } });
    const request = vi
      .spyOn(bridge, 'requestPushPermission')
      .mockResolvedValue({ code: 0, data: { state: 'granted' } });
    renderAt('/platform/home/account');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('account:notifications.turnOn') }));
    await waitFor(() => expect(screen.queryByTestId('notification-warning')).toBeNull());
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows no notification warning in a browser, and none when notifications are on', async () => {
    const check = vi.spyOn(bridge, 'checkPushPermission');
    renderAt('/platform/home/account');
    await screen.findByTestId('account-customer-service');
    expect(screen.queryByTestId('notification-warning')).toBeNull();
    expect(check).not.toHaveBeenCalled();

    vi.spyOn(bridgeModule, 'isNativeApp').mockReturnValue(true);
    check.mockResolvedValue({ code: 0, data: { state: 'granted' } });
    renderAt('/platform/home/account');
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(screen.queryByTestId('notification-warning')).toBeNull();
  });
});

describe('settings', () => {
  it('sends logged-out visitors to the account tab', async () => {
    renderAt('/platform/setting');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/platform/home/account'));
  });

  it('logs out after confirming: server call, session and native user id cleared, back to the tab', async () => {
    logIn();
    const clearNativeUserId = vi.spyOn(bridge, 'clearNativeUserId');
    renderAt('/platform/setting');
    fireEvent.click(await screen.findByTestId('settings-logout'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/platform/home/account'));
    expect(logoutOnServer).toHaveBeenCalled();
    expect(useSessionStore.getState().tokenInfo).toBeNull();
    expect(clearNativeUserId).toHaveBeenCalled();
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
  });
});
