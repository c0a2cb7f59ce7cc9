import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNativeApp } from '@/shared/bridge/bridge';
import { reportError } from '@/shared/monitoring/monitor';
import type * as NetworkStore from '@/shared/network/network-store';
import { checkConnectivity, useNetworkStore } from '@/shared/network/network-store';
import { showToast } from '@/shared/ui/toast';
import { AppErrorBoundary } from './app-error-boundary';
import InstallMask from './install-mask';
import { useInstallPromptStore, type BeforeInstallPromptEvent } from './install-prompt-store';
import { NoNetworkScreen } from './no-network-screen';
import { OpenAppBanner } from './open-app-banner';

vi.mock('@/shared/network/network-store', async (original) => ({
  ...(await original<typeof NetworkStore>()),
  checkConnectivity: vi.fn(),
}));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));
vi.mock('@/shared/bridge/bridge', () => ({ isNativeApp: vi.fn(() => false) }));

afterEach(() => {
  useNetworkStore.setState({ online: true });
  useInstallPromptStore.setState({ event: null });
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('no-network screen', () => {
  it('shows only while offline', () => {
    render(<NoNetworkScreen />);
    expect(screen.queryByTestId('no-network-screen')).toBeNull();
    act(() => useNetworkStore.setState({ online: false }));
    expect(screen.getByTestId('no-network-screen').textContent).toContain('Tidak ada koneksi internet');
  });

  it('recovers when a retry reaches the server', async () => {
    vi.mocked(checkConnectivity).mockImplementation(() => {
      useNetworkStore.setState({ online: true });
      return Promise.resolve(true);
    });
    useNetworkStore.setState({ online: false });
    render(<NoNetworkScreen />);
    fireEvent.click(screen.getByTestId('no-network-retry'));
    await waitFor(() => expect(screen.queryByTestId('no-network-screen')).toBeNull());
    expect(showToast).not.toHaveBeenCalled();
  });

  it('asks to check the connection when still offline', async () => {
    vi.mocked(checkConnectivity).mockResolvedValue(false);
    useNetworkStore.setState({ online: false });
    render(<NoNetworkScreen />);
    fireEvent.click(screen.getByTestId('no-network-retry'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.stringContaining('Periksa koneksimu')));
    expect(screen.getByTestId('no-network-screen')).toBeTruthy();
  });
});

describe('error boundary', () => {
  function Crash(): never {
    throw new Error('render failed');
  }

  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('reports a crash and offers a reload', () => {
    render(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(screen.getByTestId('error-screen')).toBeTruthy();
    expect(screen.getByTestId('error-screen-reload').textContent).toBe('Muat ulang');
    expect(reportError).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({ category: 'render' }),
    );
  });

  it('recovers when the path changes', () => {
    const { rerender } = render(
      <AppErrorBoundary resetKey="/a">
        <Crash />
      </AppErrorBoundary>,
    );
    expect(screen.getByTestId('error-screen')).toBeTruthy();
    rerender(
      <AppErrorBoundary resetKey="/b">
        <p>fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.queryByTestId('error-screen')).toBeNull();
    expect(screen.getByText('fine')).toBeTruthy();
  });
});

describe('install mask', () => {
  function fakePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome }),
    });
    return event as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  }

  it('appears only after the wait once the browser offered installation', () => {
    vi.useFakeTimers();
    useInstallPromptStore.setState({ event: fakePrompt() });
    render(<InstallMask />);
    expect(screen.queryByTestId('install-mask')).toBeNull();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByTestId('install-mask')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('install-mask')).toBeTruthy();
  });

  it('remembers "later"', () => {
    vi.useFakeTimers();
    useInstallPromptStore.setState({ event: fakePrompt() });
    const { unmount } = render(<InstallMask />);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByTestId('install-mask-later'));
    expect(screen.queryByTestId('install-mask')).toBeNull();
    unmount();
    render(<InstallMask />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('install-mask')).toBeNull();
  });

  it('hands over to the browser prompt on install', async () => {
    vi.useFakeTimers();
    const event = fakePrompt();
    useInstallPromptStore.setState({ event });
    render(<InstallMask />);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByTestId('install-mask-install'));
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByTestId('install-mask')).toBeNull();
  });

  it('never shows inside the native app', () => {
    vi.useFakeTimers();
    vi.mocked(isNativeApp).mockReturnValue(true);
    useInstallPromptStore.setState({ event: fakePrompt() });
    render(<InstallMask />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('install-mask')).toBeNull();
    vi.mocked(isNativeApp).mockReturnValue(false);
  });
});

describe('open-the-app banner', () => {
  const renderBanner = () =>
    render(
      <MemoryRouter>
        <OpenAppBanner />
      </MemoryRouter>,
    );

  it('links to the download page and can be closed for the visit', () => {
    const { unmount } = renderBanner();
    expect(screen.getByTestId('open-app-banner-open').getAttribute('href')).toBe('/platform/downloadLahap');
    fireEvent.click(screen.getByTestId('open-app-banner-dismiss'));
    expect(screen.queryByTestId('open-app-banner')).toBeNull();
    unmount();
    renderBanner();
    expect(screen.queryByTestId('open-app-banner')).toBeNull();
  });

  it('is hidden inside the native app', () => {
    vi.mocked(isNativeApp).mockReturnValue(true);
    renderBanner();
    expect(screen.queryByTestId('open-app-banner')).toBeNull();
    vi.mocked(isNativeApp).mockReturnValue(false);
  });
});
