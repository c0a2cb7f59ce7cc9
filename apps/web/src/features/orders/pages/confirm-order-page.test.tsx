import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import { RETRY_COUNTDOWN_MS } from '@lahap/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { renderPage } from '@/test/render-page';
import { flashWindow, offerFixture, settlementFixture } from '../test/purchase-fixtures';
import ConfirmOrderPage from './confirm-order-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const tc = i18n.getFixedT('id-ID', 'purchase');

type Body = Record<string, unknown>;
/** How the server prices each settlement asked for (by its body); may throw a refusal. */
let settle: (body: Body) => SettlementData;
/** How the server answers a submit; may throw a refusal, or hold the answer back. */
let submit: (body: Body) => SubmitData | Promise<SubmitData>;

function bodiesOf(path: string) {
  return post.mock.calls.filter(([called]) => called === path).map(([, body]) => body as Body);
}

function answer<T>(run: () => T | Promise<T>): Promise<never> {
  try {
    return Promise.resolve(run() as never);
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function refusal(code: string, message: string) {
  return new ApiRequestError({ kind: 'server', code, message });
}

function renderConfirm(query: string) {
  return renderPage(<ConfirmOrderPage />, `/platform/confirmOrder${query}`, '/platform/confirmOrder');
}

/** The breakdown's lines as the customer reads them: label → amount. */
function breakdown() {
  const lines = within(screen.getByTestId('order-breakdown')).getAllByRole('term');
  return lines.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

function submitButton() {
  return screen.getByTestId('submit-order') as HTMLButtonElement;
}

/** Waits until the order on screen may be placed (priced for what is shown). */
async function readyToSubmit() {
  await waitFor(() => expect(submitButton().disabled).toBe(false));
}

beforeEach(() => {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  settle = (body) => settlementFixture({ quantity: body.quantity as number });
  submit = () => ({
    orderId: '7000123',
    payableAmount: 14_123,
    payDeadline: new Date(Date.now() + 15 * 60_000).toISOString(),
  });
  post.mockReset();
  post.mockImplementation((path, body) => {
    if (path === ORDER_PATHS.settlement || path === ORDER_PATHS.flashSettlement) {
      return answer(() => settle(body as Body));
    }
    if (path === ORDER_PATHS.submit) return answer(() => submit(body as Body));
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  toast.mockReset();
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('confirm order', () => {
  it('asks a guest to log in and prices nothing until they do', async () => {
    useSessionStore.getState().clear();
    renderConfirm('?skuId=401');
    fireEvent.click(await screen.findByTestId('login-prompt-button'));
    await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'buy' }));
    expect(post).not.toHaveBeenCalled();
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
    closeLoginGate(true);
    expect(await screen.findByTestId('order-breakdown')).toBeTruthy();
  });

  it('shows the page load error without a skuId', async () => {
    renderConfirm('?quantity=2');
    expect(await screen.findByTestId('confirm-order-parameter-error')).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the order exactly as the settlement priced it', async () => {
    renderConfirm('?skuId=401');
    await screen.findByTestId('order-breakdown');
    expect(bodiesOf(ORDER_PATHS.settlement)[0]).toEqual(
      expect.objectContaining({ skuId: '401', quantity: 1, settlementType: 'COMMON' }),
    );
    // Absent coupon and envelope: the server picks the best.
    expect(bodiesOf(ORDER_PATHS.settlement)[0]!.couponId).toBeUndefined();
    expect(bodiesOf(ORDER_PATHS.settlement)[0]!.redEnvelopeId).toBeUndefined();
    expect(screen.getByTestId('checkout-product').textContent).toContain('Paket Sate Ayam');
    // The amounts are the server's, even where they would not add up.
    expect(breakdown()).toEqual([
      [tc('confirm.originalAmount', { count: 1 }), 'Rp 40.000'],
      [tc('confirm.discountLabel', { source: 'Promo', name: 'Promo Gajian' }), '-Rp 21.000'],
      [tc('confirm.discountLabel', { source: 'Angpao', name: 'Angpao Makan Hemat' }), '-Rp 5.000'],
      [tc('confirm.payable'), 'Rp 14.123'],
    ]);
    expect(screen.getByTestId('submit-bar-amount').textContent).toBe('Rp 14.123');
    expect(screen.getByTestId('offer-row-redEnvelope-value').textContent).toBe('-Rp 5.000');
    expect(screen.getByTestId('offer-row-coupon-value').textContent).toBe(tc('confirm.offerEmpty'));
    expect(screen.getByTestId('checkout-limit').textContent).toBe(tc('detail.limitLeft', { count: 5 }));
    expect(screen.queryByTestId('qris-notice')).toBeNull();
    await readyToSubmit();
  });

  it('prices the order again when the quantity changes, keeping the last price meanwhile', async () => {
    settle = (body) =>
      body.quantity === 2
        ? settlementFixture({ quantity: 2, originalAmount: 80_000, discounts: [], payableAmount: 61_111 })
        : settlementFixture({ quantity: 1 });
    renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(screen.getByTestId('quantity-increase'));
    expect(screen.getByTestId('quantity-value').textContent).toBe('2');
    // Until the new price is in, the old one stays, marked as updating, and cannot be placed.
    expect(screen.getByTestId('submit-bar-amount').textContent).toBe('Rp 14.123');
    expect(screen.getByTestId('breakdown-updating')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    await waitFor(() => expect(screen.getByTestId('submit-bar-amount').textContent).toBe('Rp 61.111'));
    expect(bodiesOf(ORDER_PATHS.settlement).map((body) => body.quantity)).toEqual([1, 2]);
    expect(breakdown()).toEqual([
      [tc('confirm.originalAmount', { count: 2 }), 'Rp 80.000'],
      [tc('confirm.payable'), 'Rp 61.111'],
    ]);
    expect(screen.queryByTestId('breakdown-updating')).toBeNull();
    await readyToSubmit();
  });

  it('prices quick taps once, within 1..maxQuantity', async () => {
    settle = (body) => settlementFixture({ quantity: body.quantity as number, maxQuantity: 3 });
    renderConfirm('?skuId=401');
    await readyToSubmit();
    expect((screen.getByTestId('quantity-decrease') as HTMLButtonElement).disabled).toBe(true);
    const increase = screen.getByTestId('quantity-increase') as HTMLButtonElement;
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByTestId('quantity-value').textContent).toBe('3');
    expect(increase.disabled).toBe(true);
    await readyToSubmit();
    expect(bodiesOf(ORDER_PATHS.settlement).map((body) => body.quantity)).toEqual([1, 3]);
  });

  it('prices the order again with the red envelope chosen in the drawer, and with none', async () => {
    settle = (body) =>
      body.redEnvelopeId === '9002'
        ? settlementFixture({
            redEnvelopeId: '9002',
            discounts: [
              { source: 'RED_ENVELOPE', amount: 7_000, couponId: '9002', name: { 'id-ID': 'Angpao 9002' } },
            ],
            payableAmount: 33_000,
          })
        : body.redEnvelopeId === '0'
          ? settlementFixture({ redEnvelopeId: null, discounts: [], payableAmount: 40_000 })
          : settlementFixture();
    renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(screen.getByTestId('offer-row-redEnvelope'));
    const drawer = await screen.findByTestId('offer-drawer');
    const options = within(drawer).getAllByTestId('offer-option');
    expect(options.map((option) => option.dataset.couponId)).toEqual(['9001', '9002', '9003']);
    expect(options[0]!.getAttribute('aria-checked')).toBe('true');
    expect(options[2]!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(options[1]!);

    await waitFor(() => expect(screen.getByTestId('submit-bar-amount').textContent).toBe('Rp 33.000'));
    expect(bodiesOf(ORDER_PATHS.settlement).at(-1)).toMatchObject({ redEnvelopeId: '9002' });
    expect(screen.getByTestId('offer-row-redEnvelope-value').textContent).toBe('-Rp 7.000');
    expect(breakdown()[1]).toEqual([
      tc('confirm.discountLabel', { source: 'Angpao', name: 'Angpao 9002' }),
      '-Rp 7.000',
    ]);

    fireEvent.click(screen.getByTestId('offer-row-redEnvelope'));
    fireEvent.click(await screen.findByTestId('offer-none'));
    await waitFor(() => expect(screen.getByTestId('submit-bar-amount').textContent).toBe('Rp 40.000'));
    expect(bodiesOf(ORDER_PATHS.settlement).at(-1)).toMatchObject({ redEnvelopeId: '0' });
    expect(screen.getByTestId('offer-row-redEnvelope-value').textContent).toBe(tc('confirm.offerNone'));
  });

  it('chooses the store coupon the same way', async () => {
    settle = (body) =>
      settlementFixture({
        couponId: (body.couponId as string | undefined) ?? '8001',
        coupons: [offerFixture('8001', 'SAAS'), offerFixture('8002', 'SAAS')],
      });
    renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(screen.getByTestId('offer-row-coupon'));
    const drawer = await screen.findByTestId('offer-drawer');
    expect(drawer.dataset.kind).toBe('coupon');
    fireEvent.click(within(drawer).getAllByTestId('offer-option')[1]!);
    await waitFor(() => expect(bodiesOf(ORDER_PATHS.settlement).at(-1)).toMatchObject({ couponId: '8002' }));
  });

  it('starts with the red envelope the customer came with', async () => {
    renderConfirm('?skuId=401&redEnvelopeId=9002&quantity=2');
    await readyToSubmit();
    expect(bodiesOf(ORDER_PATHS.settlement)[0]).toMatchObject({ redEnvelopeId: '9002', quantity: 2 });
  });

  it('drops an envelope the server refuses for this order, says why, and lets it pick', async () => {
    settle = (body) => {
      if (body.redEnvelopeId === '9009')
        throw refusal('1004008', 'Angpao ini tidak bisa dipakai untuk pesanan ini.');
      return settlementFixture();
    };
    renderConfirm('?skuId=401&redEnvelopeId=9009');
    await readyToSubmit();
    expect(toast).toHaveBeenCalledWith('Angpao ini tidak bisa dipakai untuk pesanan ini.');
    const bodies = bodiesOf(ORDER_PATHS.settlement);
    expect(bodies[0]).toMatchObject({ redEnvelopeId: '9009' });
    expect(bodies.at(-1)!.redEnvelopeId).toBeUndefined();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('places the order once on a double tap and goes on to the cashier', async () => {
    let release: (order: SubmitData) => void = () => {};
    submit = () => new Promise<SubmitData>((resolve) => (release = resolve));
    const app = renderConfirm('?skuId=401');
    await readyToSubmit();
    const button = submitButton();
    // Two taps before the page can redraw, then one on the (now busy) button.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fireEvent.click(submitButton());
    expect(bodiesOf(ORDER_PATHS.submit)).toHaveLength(1);
    expect(bodiesOf(ORDER_PATHS.submit)[0]).toMatchObject({
      settlementToken: expect.stringMatching(/^settlement-token-/) as unknown,
    });

    release({ orderId: '7000123', payableAmount: 14_123, payDeadline: new Date().toISOString() });
    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/payPage/cashier'));
    expect(app.location()?.search).toBe('?orderId=7000123&partnerCode=LAHAP_CASHIER');
    expect(app.navigationType()).toBe('REPLACE');
    expect(bodiesOf(ORDER_PATHS.submit)).toHaveLength(1);
  });

  it('submits the token of the price on screen', async () => {
    renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(screen.getByTestId('quantity-increase'));
    await readyToSubmit();
    fireEvent.click(submitButton());
    await waitFor(() => expect(bodiesOf(ORDER_PATHS.submit)).toHaveLength(1));
    // The second settlement's token, not the first's.
    const settled = post.mock.results
      .filter((_, index) => post.mock.calls[index]![0] === ORDER_PATHS.settlement)
      .map((result) => result.value as Promise<SettlementData>);
    const latest = await settled.at(-1)!;
    expect(bodiesOf(ORDER_PATHS.submit)[0]).toMatchObject({ settlementToken: latest.settlementToken });
  });

  it('prices the order again and says so when the settlement expired (1004006)', async () => {
    let first = true;
    submit = () => {
      if (first) {
        first = false;
        throw refusal('1004006', 'Harga sudah berubah. Silakan periksa pesananmu lagi.');
      }
      return { orderId: '7000124', payableAmount: 14_123, payDeadline: new Date().toISOString() };
    };
    const app = renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Harga sudah berubah. Silakan periksa pesananmu lagi.'),
    );
    await waitFor(() => expect(bodiesOf(ORDER_PATHS.settlement)).toHaveLength(2));
    await readyToSubmit();
    fireEvent.click(submitButton());
    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/payPage/cashier'));
    const [stale, fresh] = bodiesOf(ORDER_PATHS.submit);
    expect(fresh!.settlementToken).not.toBe(stale!.settlementToken);
  });

  it.each([
    ['1004002', 'Habis terjual.'],
    ['1004003', 'Kamu sudah mencapai batas pembelian voucher ini.'],
    ['1004004', 'Flash Sale sudah berakhir atau belum dimulai.'],
  ])('shows the refusal %s and stops the order', async (code, message) => {
    submit = () => {
      throw refusal(code, message);
    };
    renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('checkout-blocked')).textContent).toBe(message);
    expect(submitButton().disabled).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says the price cannot be had when the settlement refuses the voucher outright', async () => {
    settle = () => {
      throw refusal('1004002', 'Habis terjual.');
    };
    renderConfirm('?skuId=401');
    const view = await screen.findByTestId('checkout-unavailable');
    expect(view.textContent).toContain('Habis terjual.');
    expect(within(view).getByRole('link').getAttribute('href')).toBe('/platform/groupCouponDetail?skuId=401');
  });

  it('says the server is busy (1004005) and offers a retry after the countdown', async () => {
    submit = () => {
      throw refusal('1004005', 'Terlalu banyak yang sedang berebut.');
    };
    renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(submitButton());
    const busy = await screen.findByTestId('busy-view');
    expect(within(busy).getByTestId('busy-retry').textContent).toBe(tc('busy.tryLater', { seconds: 10 }));
    expect((within(busy).getByTestId('busy-retry') as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the server’s message for any other refusal and lets the customer try again', async () => {
    let first = true;
    submit = () => {
      if (first) {
        first = false;
        throw refusal('5001000', 'Sistem sedang sibuk');
      }
      return { orderId: '7000125', payableAmount: 14_123, payDeadline: new Date().toISOString() };
    };
    const app = renderConfirm('?skuId=401');
    await readyToSubmit();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sistem sedang sibuk'));
    await readyToSubmit();
    fireEvent.click(submitButton());
    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/payPage/cashier'));
  });

  it('warns that QRIS cannot pay an order above its limit', async () => {
    settle = () => settlementFixture({ qrisAllowed: false, payableAmount: 12_000_000 });
    renderConfirm('?skuId=401');
    const notice = await screen.findByTestId('qris-notice');
    expect(notice.textContent).toBe(tc('confirm.qrisNotice', { limit: 'Rp\u00a010.000.000' }));
    expect(screen.getByTestId('submit-bar-amount').textContent).toBe('Rp 12.000.000');
  });

  it('prices a flash sale as one, at its page, with its countdown', async () => {
    settle = () => settlementFixture({ settlementType: 'FLASH_SALE', flashSale: flashWindow(true) });
    renderConfirm('?skuId=401&isFlashSale=true&pageId=fs-1');
    const strip = await screen.findByTestId('flash-countdown');
    expect(strip.dataset.phase).toBe('live');
    expect(bodiesOf(ORDER_PATHS.flashSettlement)[0]).toMatchObject({
      skuId: '401',
      settlementType: 'FLASH_SALE',
      pageId: 'fs-1',
    });
    expect(bodiesOf(ORDER_PATHS.settlement)).toHaveLength(0);
  });

  it('says the flash sale is busy when pricing it, and prices it again once the countdown allows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let busy = true;
      settle = () => {
        if (busy) throw refusal('1004005', 'Terlalu banyak yang sedang berebut.');
        return settlementFixture({ settlementType: 'FLASH_SALE', flashSale: flashWindow(true) });
      };
      renderConfirm('?skuId=401&isFlashSale=true&pageId=fs-1');
      const retry = (await screen.findByTestId('busy-retry')) as HTMLButtonElement;
      expect(retry.disabled).toBe(true);
      busy = false;
      // The countdown holds the retry; a tap on it does nothing yet.
      fireEvent.click(retry);
      expect(bodiesOf(ORDER_PATHS.flashSettlement)).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(RETRY_COUNTDOWN_MS));
      await waitFor(() => expect(retry.disabled).toBe(false));
      expect(retry.textContent).toBe(tc('busy.retry'));
      fireEvent.click(retry);
      expect(await screen.findByTestId('order-breakdown')).toBeTruthy();
      expect(bodiesOf(ORDER_PATHS.flashSettlement)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
