import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { CashierData, PayCreateData } from '@lahap/contract/payments/schemas';
import { PAY_STATUS_POLL_MS, POST_SUCCESS_DELAY_MS } from '@lahap/contract/constants';
import type { PaymentStatus } from '@lahap/contract/enums';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { CLIENT_CONFIG_META_NAME, resetClientConfig } from '@/shared/config/client-config';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { writeString } from '@/shared/storage/storage';
import { showToast } from '@/shared/ui/toast';
import { renderPage } from '@/test/render-page';
import PayPage from './pay-page';
import {
  cashierFixture,
  chargeFixture,
  ORDER_ID,
  overQrisLimitFixture,
  PAYMENT_ID,
  statusFixture,
} from '../test/pay-fixtures';

interface FakeAction {
  key: string;
  text: string;
  onClick: () => void;
}

const dialog = vi.hoisted(() => ({ title: '', actions: [] as FakeAction[][], close: vi.fn() }));

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));
vi.mock('@/shared/ui/dialog', () => ({
  loadDialog: () =>
    Promise.resolve({
      show: ({ title, actions }: { title: string; actions: FakeAction[][] }) => {
        dialog.title = title;
        dialog.actions = actions;
        return { close: dialog.close };
      },
    }),
}));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const pt = i18n.getFixedT('id-ID', 'pay');
const ROUTE = '/platform/payPage/:activeStep?';
const ORDER_DETAIL = `/platform/groupCouponOrderDetail?orderId=${ORDER_ID}`;
const PURCHASE_SUCCESS = `/platform/purchaseSuccessPage?orderId=${ORDER_ID}`;

let cashier: () => CashierData;
let create: (payMethod: string) => PayCreateData | Promise<PayCreateData>;
/** The status answers in turn; the last one repeats. */
let statuses: PaymentStatus[];
/** How many status asks fail (the server busy, 429) before the answers above. */
let statusFailures: number;

function bodiesOf(path: string) {
  return post.mock.calls
    .filter(([called]) => called === path)
    .map(([, body]) => body as Record<string, unknown>);
}

function answer(run: () => unknown): Promise<never> {
  try {
    return Promise.resolve(run() as never);
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function refusal(code: string, message = 'Ditolak'): ApiRequestError {
  return new ApiRequestError({ kind: 'server', code, message });
}

function renderPay(path: string) {
  return renderPage(<PayPage />, path, ROUTE);
}

function cashierPath(query = `orderId=${ORDER_ID}&partnerCode=LAHAP_CASHIER`) {
  return `/platform/payPage/cashier?${query}`;
}

const PAY_CODE = `/platform/payPage/payCode?box=${PAYMENT_ID}&partnerCode=LAHAP_CASHIER&orderId=${ORDER_ID}`;

function dialogAction(key: string): FakeAction {
  const action = dialog.actions.flat().find((item) => item.key === key);
  if (!action) throw new Error(`no dialog action ${key}`);
  return action;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  // Fired at the document, it bubbles to the window, where React Query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  cashier = () => cashierFixture();
  create = (payMethod) => chargeFixture(payMethod as PayCreateData['payMethod']);
  statuses = ['WAIT_PAY'];
  statusFailures = 0;
  post.mockReset();
  post.mockImplementation((path, body) => {
    const input = body as Record<string, unknown>;
    if (path === PAYMENT_PATHS.cashier) return answer(cashier);
    if (path === PAYMENT_PATHS.payCreate) return answer(() => create(String(input.payMethod)));
    if (path === PAYMENT_PATHS.payStatus) {
      if (statusFailures > 0) {
        statusFailures -= 1;
        return Promise.reject(refusal('429', 'Server sedang sibuk'));
      }
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      return Promise.resolve(statusFixture(next ?? 'WAIT_PAY') as never);
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.useRealTimers();
  toast.mockReset();
  vi.mocked(reportError).mockReset();
  dialog.close.mockReset();
  dialog.actions = [];
  useSessionStore.getState().clear();
  document.head.querySelector(`meta[name="${CLIENT_CONFIG_META_NAME}"]`)?.remove();
  resetClientConfig();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('pay page', () => {
  it('is a parameter error, reported, without an orderId', async () => {
    renderPay('/platform/payPage/cashier?partnerCode=LAHAP_CASHIER');
    const view = await screen.findByTestId('pay-parameter-error');
    expect(within(view).getByRole('heading').textContent).toBe('Parameter salah');
    expect(view.textContent).toContain('Halaman gagal dimuat');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('is a parameter error for a step it does not know', async () => {
    renderPay(`/platform/payPage/checkout?orderId=${ORDER_ID}`);
    expect(await screen.findByTestId('pay-parameter-error')).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('asks a guest to log in and calls nothing', async () => {
    useSessionStore.getState().clear();
    renderPay(cashierPath());
    expect((await screen.findByTestId('login-prompt')).textContent).toContain(pt('login.title'));
    expect(post).not.toHaveBeenCalled();
  });
});

describe('cashier', () => {
  it('shows the amount, product, deadline and the methods, QRIS greyed over its limit', async () => {
    cashier = overQrisLimitFixture;
    renderPay(cashierPath());
    expect((await screen.findByTestId('cashier-amount')).textContent).toBe('Rp 12.500.000');
    expect(bodiesOf(PAYMENT_PATHS.cashier)[0]).toMatchObject({
      orderId: ORDER_ID,
      partnerCode: 'LAHAP_CASHIER',
    });
    expect(screen.getByTestId('cashier-product').textContent).toBe('Paket Sate Ayam untuk 2');
    expect(screen.getByTestId('cashier-deadline-clock').textContent).toMatch(/^00:1[45]:\d{2}$/);

    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['QRIS', 'GOPAY', 'OVO', 'DANA', 'SHOPEEPAY']);
    const qris = screen.getByRole('radio', { name: 'QRIS' }) as HTMLInputElement;
    expect(qris.disabled).toBe(true);
    expect(qris.checked).toBe(false);
    expect(screen.getByTestId('pay-method-QRIS').dataset.available).toBe('false');
    expect(screen.getByTestId('pay-method-QRIS-note').textContent).toBe(
      pt('cashier.qrisLimit', { limit: 'Rp 10.000.000' }),
    );
    expect(qris.getAttribute('aria-describedby')).toBe('pay-method-QRIS-note');
    // The first method still on offer is chosen.
    expect((screen.getByRole('radio', { name: 'GoPay' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('pay-method-GOPAY').dataset.available).toBe('true');
  });

  it('offers QRIS first while the order is under the limit', async () => {
    renderPay(cashierPath());
    const qris = (await screen.findByRole('radio', { name: 'QRIS' })) as HTMLInputElement;
    expect(qris.disabled).toBe(false);
    expect(qris.checked).toBe(true);
    expect(screen.getByTestId('pay-method-QRIS-note').textContent).toBe(pt('cashier.qrisHint'));
  });

  it('opens the charge once on a double tap and hands off to the pay code with the spec query', async () => {
    writeString('session', SESSION_KEYS.channelId, '3');
    let release: (charge: PayCreateData) => void = () => {};
    create = (payMethod) =>
      new Promise((resolve) => {
        release = () => resolve(chargeFixture(payMethod as PayCreateData['payMethod']));
      });
    const app = renderPay(cashierPath(`orderId=${ORDER_ID}&partnerCode=LAHAP_CASHIER&pageId=77`));
    fireEvent.click(await screen.findByRole('radio', { name: 'OVO' }));
    const pay = screen.getByTestId('cashier-pay');
    expect(pay.textContent).toBe('Bayar Rp 75.000');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await act(async () => {
      release(chargeFixture('OVO'));
      await Promise.resolve();
    });

    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/payPage/payCode'));
    expect(app.navigationType()).toBe('PUSH');
    expect(Object.fromEntries(new URLSearchParams(app.location()?.search))).toEqual({
      box: PAYMENT_ID,
      partnerCode: 'LAHAP_CASHIER',
      orderId: ORDER_ID,
      pageId: '77',
      channel_id: '3',
    });
    expect(bodiesOf(PAYMENT_PATHS.payCreate)).toEqual([
      expect.objectContaining({ orderId: ORDER_ID, payMethod: 'OVO' }),
    ]);

    // The pay code shows the charge the cashier opened without asking for it again.
    const wallet = await screen.findByTestId('pay-code-open-wallet');
    expect(wallet.textContent).toBe(pt('code.openWallet', { method: 'OVO' }));
    expect(bodiesOf(PAYMENT_PATHS.payCreate)).toHaveLength(1);
  });

  it('offers to resume a charge left open', async () => {
    cashier = () =>
      cashierFixture({
        openPayment: {
          paymentId: PAYMENT_ID,
          payMethod: 'DANA',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        },
      });
    const app = renderPay(cashierPath());
    const resume = await screen.findByTestId('cashier-resume');
    expect(within(resume).getByRole('heading').textContent).toBe(
      pt('cashier.resumeTitle', { method: 'DANA' }),
    );
    expect((screen.getByRole('radio', { name: 'DANA' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('cashier-resume-button'));

    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/payPage/payCode'));
    expect(new URLSearchParams(app.location()?.search).get('box')).toBe(PAYMENT_ID);
    // Not cached: the pay code asks for the open charge again with its own method.
    expect((await screen.findByTestId('pay-code-open-wallet')).getAttribute('href')).toBe(
      `https://wallet.example/approve/${PAYMENT_ID}`,
    );
    expect(bodiesOf(PAYMENT_PATHS.payCreate)).toEqual([expect.objectContaining({ payMethod: 'DANA' })]);
  });

  it('says why a charge could not be opened and stays', async () => {
    create = () => {
      throw refusal('1004013', 'Metode ini sedang tidak tersedia');
    };
    const app = renderPay(cashierPath());
    fireEvent.click(await screen.findByTestId('cashier-pay'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Metode ini sedang tidak tersedia'));
    // The methods are asked for again, as the server's availability changed.
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.cashier)).toHaveLength(2));
    expect(app.location()?.pathname).toBe('/platform/payPage/cashier');
  });

  it('sends an order paid meanwhile to purchase success', async () => {
    cashier = () => {
      throw refusal('1004010', 'Pesanan sudah dibayar');
    };
    const app = renderPay(cashierPath());
    await waitFor(() => expect(app.href()).toBe(PURCHASE_SUCCESS));
    expect(app.navigationType()).toBe('REPLACE');
    expect(toast).toHaveBeenCalledWith(pt('errors.alreadyPaid'));
  });

  it('sends a closed order to the order detail', async () => {
    cashier = () => {
      throw refusal('1004011', 'Pesanan ditutup');
    };
    const app = renderPay(cashierPath());
    await waitFor(() => expect(app.href()).toBe(ORDER_DETAIL));
    expect(app.navigationType()).toBe('REPLACE');
    expect(toast).toHaveBeenCalledWith(pt('errors.closed'));
  });

  it('shows the payment info load failure and loads again on retry', async () => {
    let calls = 0;
    cashier = () => {
      calls += 1;
      if (calls === 1) throw new ApiRequestError({ kind: 'network', code: 'NETWORK', message: '' });
      return cashierFixture();
    };
    renderPay(cashierPath());
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByRole('heading').textContent).toBe(pt('cashier.loadFailedTitle'));
    fireEvent.click(screen.getByTestId('error-state-retry'));
    expect((await screen.findByTestId('cashier-amount')).textContent).toBe('Rp 75.000');
  });

  it('goes back to the order detail, in the cashier’s place', async () => {
    const app = renderPay(cashierPath());
    await screen.findByTestId('cashier-amount');
    fireEvent.click(screen.getByTestId('nav-bar-back'));
    await waitFor(() => expect(app.href()).toBe(ORDER_DETAIL));
    expect(app.navigationType()).toBe('REPLACE');
  });
});

describe('pay code', () => {
  beforeEach(() => {
    cashier = () =>
      cashierFixture({
        openPayment: {
          paymentId: PAYMENT_ID,
          payMethod: 'QRIS',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        },
      });
  });

  it('draws the QRIS payload as a QR code with the amount, the expiry and the scan hint', async () => {
    renderPay(PAY_CODE);
    const qr = (await screen.findByTestId('qris-code')) as HTMLImageElement;
    const payload = chargeFixture('QRIS').qrisPayload ?? '';
    const svg = await QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(qr.src).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(qr.alt).toBe(pt('code.qrLabel', { amount: 'Rp 75.000' }));
    expect(bodiesOf(PAYMENT_PATHS.payCreate)).toEqual([
      expect.objectContaining({ orderId: ORDER_ID, payMethod: 'QRIS' }),
    ]);
    expect(screen.getByTestId('pay-code-amount').textContent).toBe('Rp 75.000');
    expect(screen.getByTestId('pay-code-expiry-clock').textContent).toMatch(/^00:(09|10):\d{2}$/);
    expect(screen.getByText(pt('code.qrisHint'))).toBeTruthy();
    expect(screen.getByTestId('pay-code-status').textContent).toBe(pt('code.waiting'));
  });

  it('offers the sandbox bank in the demo, clearly labelled', async () => {
    renderPay(PAY_CODE);
    const demo = await screen.findByTestId('pay-code-demo');
    expect(demo.textContent).toContain(pt('code.demoBadge'));
    const link = within(demo).getByRole('link', { name: pt('code.demoLink') });
    expect(link.getAttribute('href')).toBe(`/sandbox/pay/${PAYMENT_ID}`);
  });

  it('offers no sandbox bank outside the demo', async () => {
    const meta = document.createElement('meta');
    meta.name = CLIENT_CONFIG_META_NAME;
    meta.content = JSON.stringify({ appKey: 'lahap-web', appSecret: 'secret', demo: false });
    document.head.append(meta);
    resetClientConfig();
    renderPay(PAY_CODE);
    await screen.findByTestId('qris-code');
    expect(screen.queryByTestId('pay-code-demo')).toBeNull();
  });

  it('links an e-wallet charge to the wallet in the same tab', async () => {
    create = () => chargeFixture('GOPAY');
    renderPay(PAY_CODE);
    const link = await screen.findByRole('link', { name: pt('code.openWallet', { method: 'GoPay' }) });
    expect(link.getAttribute('href')).toBe(`https://wallet.example/approve/${PAYMENT_ID}`);
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.queryByTestId('qris-code')).toBeNull();
  });

  it('asks for the status every poll and moves to purchase success 300 ms after it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    statuses = ['WAIT_PAY', 'WAIT_PAY', 'PAY_SUCCESS'];
    create = () => chargeFixture('GOPAY');
    const app = renderPay(PAY_CODE);
    await screen.findByTestId('pay-code-open-wallet');
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(1));
    expect(bodiesOf(PAYMENT_PATHS.payStatus)[0]).toMatchObject({ orderId: ORDER_ID });

    await act(() => vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS));
    expect(bodiesOf(PAYMENT_PATHS.payStatus).length).toBeGreaterThanOrEqual(2);
    expect(app.location()?.pathname).toBe('/platform/payPage/payCode');

    await act(() => vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('pay-code-status').textContent).toBe(pt('code.paid')));
    // Not yet: the success shows for a moment first.
    expect(app.location()?.pathname).toBe('/platform/payPage/payCode');
    await act(() => vi.advanceTimersByTimeAsync(POST_SUCCESS_DELAY_MS));
    await waitFor(() => expect(app.href()).toBe(PURCHASE_SUCCESS));
    expect(app.navigationType()).toBe('REPLACE');

    // Paid is the end: nothing more is asked.
    const asked = bodiesOf(PAYMENT_PATHS.payStatus).length;
    await act(() => vi.advanceTimersByTimeAsync(3 * PAY_STATUS_POLL_MS));
    expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(asked);
  });

  it('keeps asking through failed status calls, waiting longer after each, and moves on once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    statusFailures = 12;
    statuses = ['PAY_SUCCESS'];
    create = () => chargeFixture('GOPAY');
    const app = renderPay(PAY_CODE);
    await screen.findByTestId('pay-code-open-wallet');
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(1));

    // Failing, it backs off: far fewer asks than one every PAY_STATUS_POLL_MS.
    await act(() => vi.advanceTimersByTimeAsync(30 * PAY_STATUS_POLL_MS));
    const asked = bodiesOf(PAYMENT_PATHS.payStatus).length;
    expect(asked).toBeGreaterThanOrEqual(4);
    expect(asked).toBeLessThanOrEqual(8);
    expect(app.location()?.pathname).toBe('/platform/payPage/payCode');
    expect(screen.getByTestId('pay-code-status').textContent).toBe(pt('code.waiting'));

    // It never gives up: the payment that was late is found, and the page moves on.
    for (let i = 0; i < 40 && app.href() !== PURCHASE_SUCCESS; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(15 * PAY_STATUS_POLL_MS));
    }
    await waitFor(() => expect(app.href()).toBe(PURCHASE_SUCCESS));
    expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(13);
  });

  it('asks at the usual pace again once a status call succeeds after failures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    statusFailures = 3;
    create = () => chargeFixture('GOPAY');
    renderPay(PAY_CODE);
    await screen.findByTestId('pay-code-open-wallet');
    // Three failures and the first success: 1 + 2 + 4 + 8 polls' worth of waiting at most.
    await act(() => vi.advanceTimersByTimeAsync(16 * PAY_STATUS_POLL_MS));
    const afterFailures = bodiesOf(PAYMENT_PATHS.payStatus).length;
    expect(afterFailures).toBeGreaterThanOrEqual(4);
    await act(() => vi.advanceTimersByTimeAsync(5 * PAY_STATUS_POLL_MS));
    expect(bodiesOf(PAYMENT_PATHS.payStatus).length - afterFailures).toBeGreaterThanOrEqual(4);
  });

  it('still moves on when the payment comes in after the code expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    create = () => chargeFixture('QRIS', { expiresAt: new Date(Date.now() + 1_000).toISOString() });
    statuses = ['WAIT_PAY', 'WAIT_PAY', 'WAIT_PAY', 'WAIT_PAY', 'WAIT_PAY', 'PAY_SUCCESS'];
    const app = renderPay(PAY_CODE);
    expect(await screen.findByTestId('pay-code-expired')).toBeTruthy();
    for (let i = 0; i < 10 && app.href() !== PURCHASE_SUCCESS; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS));
    }
    await waitFor(() => expect(app.href()).toBe(PURCHASE_SUCCESS));
  });

  it('stops asking while the tab is hidden and asks at once when it shows again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    create = () => chargeFixture('GOPAY');
    renderPay(PAY_CODE);
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(1));

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(3 * PAY_STATUS_POLL_MS));
    expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(1);

    act(() => setVisibility('visible'));
    // At once, not at the next tick of the interval.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(2);
  });

  it('leads to the order detail when the payment closes', async () => {
    statuses = ['CLOSE'];
    const app = renderPay(PAY_CODE);
    await waitFor(() => expect(app.href()).toBe(ORDER_DETAIL));
    expect(app.navigationType()).toBe('REPLACE');
  });

  it('back asks whether paying is done; "Pay later" leads to the order detail', async () => {
    const app = renderPay(PAY_CODE);
    await screen.findByTestId('qris-code');
    fireEvent.click(screen.getByTestId('nav-bar-back'));
    await waitFor(() => expect(dialog.actions).not.toHaveLength(0));
    expect(dialog.title).toBe('Sudah selesai bayar?');
    expect(dialogAction('go').text).toBe(pt('confirm.go'));
    act(() => dialogAction('back').onClick());
    expect(dialog.close).toHaveBeenCalled();
    await waitFor(() => expect(app.href()).toBe(ORDER_DETAIL));
    expect(app.navigationType()).toBe('REPLACE');
  });

  it('back, then "I’ve paid", asks for the status at once and stays while it still waits', async () => {
    const app = renderPay(PAY_CODE);
    await screen.findByTestId('qris-code');
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('nav-bar-back'));
    await waitFor(() => expect(dialog.actions).not.toHaveLength(0));
    act(() => dialogAction('go').onClick());
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(2));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(pt('code.notYet')));
    expect(app.location()?.pathname).toBe('/platform/payPage/payCode');
  });

  it('"I’ve paid" moves on to purchase success once the payment is in', async () => {
    statuses = ['WAIT_PAY', 'PAY_SUCCESS'];
    const app = renderPay(PAY_CODE);
    await screen.findByTestId('qris-code');
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.payStatus)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('nav-bar-back'));
    await waitFor(() => expect(dialog.actions).not.toHaveLength(0));
    act(() => dialogAction('go').onClick());
    await waitFor(() => expect(app.href()).toBe(PURCHASE_SUCCESS));
    expect(toast).not.toHaveBeenCalledWith(pt('code.notYet'));
  });

  it('offers a new code when this one expires unpaid', async () => {
    create = () => chargeFixture('QRIS', { expiresAt: new Date(Date.now() + 1_000).toISOString() });
    const app = renderPay(PAY_CODE);
    const expired = await screen.findByTestId('pay-code-expired');
    expect(within(expired).getByRole('heading').textContent).toBe(pt('code.expiredTitle'));
    fireEvent.click(screen.getByTestId('pay-code-new'));
    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/payPage/cashier'));
    expect(new URLSearchParams(app.location()?.search).get('orderId')).toBe(ORDER_ID);
    expect(app.navigationType()).toBe('REPLACE');
  });

  it('offers a new code when the order has no open charge any more', async () => {
    cashier = () => cashierFixture();
    renderPay(PAY_CODE);
    expect(await screen.findByTestId('pay-code-expired')).toBeTruthy();
    expect(bodiesOf(PAYMENT_PATHS.payCreate)).toHaveLength(0);
  });
});
