import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { renderPage } from '@/test/render-page';
import PurchaseSuccessPage from './purchase-success-page';
import { ORDER_ID } from '../test/pay-fixtures';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const pt = i18n.getFixedT('id-ID', 'pay');
const ROUTE = '/platform/purchaseSuccessPage';

function renderSuccess(query: string) {
  return renderPage(<PurchaseSuccessPage />, `${ROUTE}${query}`, ROUTE);
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
});

afterEach(() => {
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
  useUnreadStore.getState().resetAll();
});

describe('purchase success', () => {
  it('says the voucher is paid for and how to use it in store', async () => {
    renderSuccess(`?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('purchase-success-title')).textContent).toBe('Pembayaran berhasil!');
    expect(screen.getByTestId('purchase-success-hint').textContent).toBe(pt('success.hint'));
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('raises the orders tab’s red dot for the new order, once', async () => {
    const first = renderSuccess(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('purchase-success-title');
    first.unmount();
    renderSuccess(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('purchase-success-title');
    expect(useUnreadStore.getState().pages.order).toEqual({ items: { [ORDER_ID]: 1 }, totalUnread: 1 });
  });

  it('"Pakai sekarang" opens the order detail in place of this page', async () => {
    const app = renderSuccess(`?orderId=${ORDER_ID}`);
    const use = await screen.findByRole('link', { name: 'Pakai sekarang' });
    fireEvent.click(use);
    await waitFor(() => expect(app.href()).toBe(`/platform/groupCouponOrderDetail?orderId=${ORDER_ID}`));
    expect(app.navigationType()).toBe('REPLACE');
  });

  it('"Kembali ke Beranda" goes home', async () => {
    const app = renderSuccess(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Kembali ke Beranda' }));
    await waitFor(() => expect(app.href()).toBe('/'));
  });

  it('is a parameter error, reported, without an orderId', async () => {
    renderSuccess('');
    const view = await screen.findByTestId('pay-parameter-error');
    expect(within(view).getByRole('heading').textContent).toBe('Parameter salah');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Pakai sekarang' })).toBeNull();
  });
});
