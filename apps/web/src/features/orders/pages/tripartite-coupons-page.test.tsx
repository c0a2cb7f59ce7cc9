import { COPY_SUCCESS_TOAST_MS } from '@lahap/contract/constants';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { ThirdPartyCodesData } from '@lahap/contract/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { openExternalUrl } from '@/shared/navigation/external-link';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { renderPage } from '@/test/render-page';
import { ORDER_ID, thirdPartyCodesFixture } from '../test/order-fixtures';
import TripartiteCouponsPage from './tripartite-coupons-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/navigation/external-link', () => ({ openExternalUrl: vi.fn(() => Promise.resolve(true)) }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const ot = i18n.getFixedT('id-ID', 'orders');
const ROUTE = '/platform/tripartiteCoupons';

let answers: (ThirdPartyCodesData | Error)[];
const writeText = vi.fn<(text: string) => Promise<void>>();

function renderCodes(query: string) {
  return renderPage(<TripartiteCouponsPage />, `${ROUTE}${query}`, ROUTE);
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  answers = [thirdPartyCodesFixture()];
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  post.mockReset();
  post.mockImplementation((path) => {
    if (path !== ORDER_PATHS.thirdPartyCodes) return Promise.reject(new Error(`unexpected call ${path}`));
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as never);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
  vi.mocked(openExternalUrl).mockClear();
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
});

describe('partner codes', () => {
  it('lists each voucher’s code, a code not issued yet as on its way', async () => {
    renderCodes(`?orderId=${ORDER_ID}`);
    const codes = await screen.findAllByTestId('partner-code');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ orderId: ORDER_ID });
    expect(screen.getByTestId('partner-product').textContent).toContain('Voucher Kopi Kenangan');
    expect(within(codes[0]!).getByTestId('partner-code-text').textContent).toBe('KK-7F3Q-91ZX');
    expect(within(codes[0]!).getByTestId('partner-code-status').textContent).toBe('Bisa dipakai');
    expect(within(codes[1]!).queryByTestId('partner-code-text')).toBeNull();
    expect(within(codes[1]!).getByTestId('partner-code-pending').textContent).toBe(ot('partner.onItsWay'));
    expect(within(codes[1]!).queryByRole('button')).toBeNull();
  });

  it('copies a code and says so for 1.5 s', async () => {
    renderCodes(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Salin kode Voucher 1' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Disalin ke papan klip', COPY_SUCCESS_TOAST_MS));
    expect(writeText).toHaveBeenCalledWith('KK-7F3Q-91ZX');
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderCodes(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByTestId('partner-code-copy'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Gagal menyalin'));
  });

  it('opens a CODE_LINK code’s link outside the app', async () => {
    renderCodes(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Buka tautan Voucher 1' }));
    expect(openExternalUrl).toHaveBeenCalledWith('https://partner.example/redeem?c=KK-7F3Q-91ZX');
  });

  it('offers no link for a plain CODE order, and no copy for a used code', async () => {
    answers = [
      thirdPartyCodesFixture({
        thirdCodeType: 'CODE',
        codeList: [
          {
            voucherId: '600000001',
            unitNo: 1,
            status: 'USED',
            code: 'KK-USED-0001',
            link: null,
            effectiveEndTime: new Date(Date.now() + 86_400_000).toISOString(),
          },
          {
            voucherId: '600000002',
            unitNo: 2,
            status: 'VALID',
            code: 'KK-LIVE-0002',
            link: null,
            effectiveEndTime: new Date(Date.now() + 86_400_000).toISOString(),
          },
        ],
      }),
    ];
    renderCodes(`?orderId=${ORDER_ID}`);
    const codes = await screen.findAllByTestId('partner-code');
    expect(within(codes[0]!).getByTestId('partner-code-status').textContent).toBe('Sudah dipakai');
    expect(within(codes[0]!).queryByTestId('partner-code-copy')).toBeNull();
    expect(within(codes[1]!).getByTestId('partner-code-copy')).toBeTruthy();
    expect(screen.queryByTestId('partner-code-open')).toBeNull();
  });

  it('is a parameter error, reported, without an orderId', async () => {
    renderCodes('');
    const view = await screen.findByTestId('order-parameter-error');
    expect(within(view).getByRole('heading').textContent).toBe('Parameter salah');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('offers a retry when the codes fail to load', async () => {
    answers = [
      new ApiRequestError({ kind: 'network', code: 'NETWORK', message: '' }),
      thirdPartyCodesFixture(),
    ];
    renderCodes(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    expect(await screen.findAllByTestId('partner-code')).toHaveLength(2);
  });

  it('asks a guest to log in and calls nothing', async () => {
    useSessionStore.getState().clear();
    renderCodes(`?orderId=${ORDER_ID}`);
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
