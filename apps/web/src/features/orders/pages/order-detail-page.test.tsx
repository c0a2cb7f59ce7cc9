import { COMMERCE_PATHS } from '@lahap/contract/commerce/paths';
import type { OrderDetailData } from '@lahap/contract/commerce/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { writeString } from '@/shared/storage/storage';
import { renderPage } from '@/test/render-page';
import {
  cancelledOrderFixture,
  ORDER_ID,
  paidOrderFixture,
  unpaidOrderFixture,
} from '../test/order-fixtures';
import OrderDetailPage from './order-detail-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const ot = i18n.getFixedT('id-ID', 'orders');
const ROUTE = '/platform/groupCouponOrderDetail';

/** The detail answers in turn; the last one repeats. */
let details: (OrderDetailData | Error)[];

function renderDetail(query: string) {
  return renderPage(<OrderDetailPage />, `${ROUTE}${query}`, ROUTE);
}

function rowValue(testId: string): string {
  return screen.getByTestId(testId).querySelector('dd')?.textContent ?? '';
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  details = [unpaidOrderFixture()];
  post.mockReset();
  post.mockImplementation((path) => {
    if (path !== COMMERCE_PATHS.orderDetail) return Promise.reject(new Error(`unexpected call ${path}`));
    const next = details.length > 1 ? details.shift() : details[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as never);
  });
});

afterEach(() => {
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
});

describe('order detail', () => {
  it('shows an unpaid order: minutes left, the price as placed and Pay now to the cashier', async () => {
    writeString('session', SESSION_KEYS.channelId, '2');
    renderDetail(`?orderId=${ORDER_ID}&key=waitPay`);
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Menunggu pembayaran');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ orderId: ORDER_ID });
    expect(screen.getByTestId('order-minutes-left').textContent).toBe(
      ot('detail.minutesLeft', { count: 12 }),
    );

    const product = screen.getByTestId('order-product');
    expect(within(product).getByRole('heading').textContent).toBe('Paket Sate Ayam untuk 2');
    expect(product.textContent).toContain('Warung Sate Pak Kumis · Berlaku di 3 toko');

    expect(rowValue('order-unit-price')).toBe('Rp 50.000');
    expect(rowValue('order-quantity')).toBe('×2');
    expect(rowValue('order-original-amount')).toBe('Rp 100.000');
    const discounts = screen.getAllByTestId('order-discount');
    expect(
      discounts.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    ).toEqual([
      ['Promo Makan Siang', '-Rp 10.000'],
      // No name of its own: the kind of discount says what it was.
      ['Kupon', '-Rp 5.000'],
    ]);
    expect(rowValue('order-payable')).toBe('Rp 85.000');
    expect(screen.queryByTestId('order-paid')).toBeNull();

    const payNow = screen.getByRole('link', { name: 'Bayar sekarang' });
    expect(payNow.getAttribute('href')).toBe(
      `/platform/payPage/cashier?orderId=${ORDER_ID}&partnerCode=LAHAP_CASHIER&channel_id=2`,
    );
  });

  it('shows a paid order ready to use, with its payment, and no Pay now', async () => {
    details = [paidOrderFixture()];
    renderDetail(`?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Sudah dibayar');
    expect(screen.getByTestId('order-ready').textContent).toBe('Voucher siap dipakai di toko');
    expect(rowValue('order-pay-method')).toBe('GoPay');
    expect(rowValue('order-paid')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(screen.queryByTestId('order-minutes-left')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bayar sekarang' })).toBeNull();
  });

  it('shows a cancelled order with its cancel time and no Pay now', async () => {
    details = [cancelledOrderFixture()];
    renderDetail(`?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Dibatalkan');
    expect(rowValue('order-cancelled')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(screen.queryByRole('link', { name: 'Bayar sekarang' })).toBeNull();
  });

  it('asks for the order again when the time to pay runs out', async () => {
    details = [
      unpaidOrderFixture({ payDeadline: new Date(Date.now() + 1_000).toISOString(), remainPayMinutes: 1 }),
      cancelledOrderFixture(),
    ];
    renderDetail(`?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('order-minutes-left')).textContent).toBe(
      ot('detail.minutesLeft', { count: 1 }),
    );
    await waitFor(() => expect(screen.getByTestId('order-status-title').textContent).toBe('Dibatalkan'));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('is a parameter error, reported, without an orderId', async () => {
    renderDetail('?key=all');
    const view = await screen.findByTestId('order-parameter-error');
    expect(within(view).getByRole('heading').textContent).toBe('Parameter salah');
    expect(view.textContent).toContain('Halaman gagal dimuat');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a skeleton while loading, then an error with retry', async () => {
    details = [new ApiRequestError({ kind: 'network', code: 'NETWORK', message: '' }), paidOrderFixture()];
    renderDetail(`?orderId=${ORDER_ID}`);
    expect(screen.getByTestId('order-skeleton')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Sudah dibayar');
  });

  it('says so when the order is not the customer’s', async () => {
    details = [new ApiRequestError({ kind: 'server', code: '1004009', message: 'Pesanan tidak ditemukan' })];
    renderDetail(`?orderId=${ORDER_ID}`);
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain(ot('detail.notFoundTitle'));
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/platform/home/order');
  });

  it('asks a guest to log in and calls nothing', async () => {
    useSessionStore.getState().clear();
    renderDetail(`?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('login-prompt')).textContent).toContain(ot('detail.loginTitle'));
    expect(post).not.toHaveBeenCalled();
  });
});
