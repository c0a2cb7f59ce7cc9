import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridge, isNativeApp } from '@/shared/bridge/bridge';
import { NATIVE_LISTENERS_READY_EVENT, NATIVE_MESSAGE_EVENT } from '@/shared/bridge/native-messages';
import { showToast } from '@/shared/ui/toast';
import { NativeNavigation } from './native-navigation';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/bridge/bridge', () => ({
  isNativeApp: vi.fn(() => true),
  bridge: { exitApp: vi.fn(async () => ({ code: 0, data: null })) },
}));

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NativeNavigation />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const send = (type: string, payload?: unknown) =>
  act(() => void dispatchEvent(new CustomEvent(NATIVE_MESSAGE_EVENT, { detail: { type, payload } })));

describe('native navigation', () => {
  it('says it listens, routes deep links, goes back, then asks before leaving the app', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ready = vi.fn();
    addEventListener(NATIVE_LISTENERS_READY_EVENT, ready);
    renderApp();
    removeEventListener(NATIVE_LISTENERS_READY_EVENT, ready);
    expect(ready).toHaveBeenCalled();

    send('APP_URL_OPEN', { url: 'lahap://platform/merchant?storeId=7' });
    expect(screen.getByTestId('where').textContent).toBe('/platform/merchant?storeId=7');
    send('APP_URL_OPEN', { url: 'https://evil.example/platform/merchantDetail' });
    expect(screen.getByTestId('where').textContent).toBe('/platform/merchant?storeId=7');

    send('HARDWARE_BACK', { canGoBack: false });
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(showToast).not.toHaveBeenCalled();

    send('HARDWARE_BACK', { canGoBack: false });
    expect(showToast).toHaveBeenCalledWith('Klik sekali lagi untuk menutup halaman');
    expect(bridge.exitApp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    send('HARDWARE_BACK', { canGoBack: false });
    expect(bridge.exitApp).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('stays out of the way in a browser', () => {
    vi.mocked(isNativeApp).mockReturnValue(false);
    renderApp();
    send('APP_URL_OPEN', { url: 'lahap://platform/merchant?storeId=7' });
    send('HARDWARE_BACK', { canGoBack: false });
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(showToast).not.toHaveBeenCalled();
  });
});
