import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STORE_LINKS } from '@/shared/config/app-store-links';
import { i18n } from '@/shared/i18n/i18n';
import { DOWNLOAD_CLICK_EVENT, DOWNLOAD_VIEW_EVENT, type DownloadReport } from '../model/download-report';
import DownloadAppPage from './download-app-page';

const nt = i18n.getFixedT(null, 'nearby');

function renderPage(url = '/platform/downloadLahap') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DownloadAppPage />
    </MemoryRouter>,
  );
}

function listen(type: string) {
  const reports: DownloadReport[] = [];
  const listener = (event: Event) => reports.push((event as CustomEvent<DownloadReport>).detail);
  window.addEventListener(type, listener);
  return { reports, stop: () => window.removeEventListener(type, listener) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('download app', () => {
  it('shows a back button, the app image and the store of the device', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' });
    renderPage();
    // Opened from a link, with no history: the way back is the home icon (spec "Top navigation bar").
    expect(screen.getByTestId('nav-bar-home').getAttribute('aria-label')).toBe(i18n.t('common:nav.home'));
    expect(screen.getByRole('img', { name: nt('download.imageAlt') })).toBeTruthy();
    expect(screen.getByTestId('download-android').getAttribute('href')).toBe(APP_STORE_LINKS.android);
    expect(screen.queryByTestId('download-ios')).toBeNull();
  });

  it('offers both stores on a desktop, the App Store on an iPhone', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    const desktop = renderPage();
    expect(screen.getByTestId('download-android').textContent).toBe(nt('download.playStore'));
    expect(screen.getByTestId('download-ios').textContent).toBe(nt('download.appStore'));
    desktop.unmount();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' });
    renderPage();
    expect(screen.getByTestId('download-ios').getAttribute('href')).toBe(APP_STORE_LINKS.ios);
  });

  it('reports its view and the store tap with is_force_app and is_check_addr', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
    const views = listen(DOWNLOAD_VIEW_EVENT);
    const clicks = listen(DOWNLOAD_CLICK_EVENT);
    renderPage('/platform/downloadLahap?is_force_app=1&is_check_addr=0');
    const link = screen.getByTestId('download-android');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    views.stop();
    clicks.stop();
    expect(views.reports).toEqual([
      expect.objectContaining({
        event_page: 'download_app',
        action: 'view',
        is_force_app: 1,
        is_check_addr: 0,
      }),
    ]);
    expect(clicks.reports).toEqual([
      expect.objectContaining({ action: 'android', is_force_app: 1, is_check_addr: 0 }),
    ]);
  });
});
