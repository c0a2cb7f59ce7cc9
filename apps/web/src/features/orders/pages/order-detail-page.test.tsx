import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { OrderDetailData } from '@lahap/contract/payments/schemas';
import { REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import { LOCATION_CODES } from '@lahap/contract/enums';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { RedeemAtPointData, RefundData, VoucherListData } from '@lahap/contract/orders/schemas';
import { currentRedeemCode, groupRedeemDigits, holdRedeemCode } from '@lahap/contract/redemption/code';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { locateDevice } from '@/shared/location/locate-device';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { writeString } from '@/shared/storage/storage';
import { showToast } from '@/shared/ui/toast';
import { FakeIntersectionObserver, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { VOUCHER_POLL_MS } from '../api/vouchers';
import {
  cancelledOrderFixture,
  ORDER_ID,
  paidOrderFixture,
  seedOf,
  STORE_ID,
  unpaidOrderFixture,
  usedVoucherFixture,
  voucherFixture,
  vouchersAnswer,
} from '../test/order-fixtures';
import OrderDetailPage from './order-detail-page';

const dialog = vi.hoisted(() => ({ answer: true, confirm: vi.fn() }));

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('@/shared/location/locate-device', () => ({ locateDevice: vi.fn() }));
vi.mock('@/shared/ui/dialog', () => ({
  loadDialog: () =>
    Promise.resolve({
      confirm: (options: unknown) => {
        dialog.confirm(options);
        return Promise.resolve(dialog.answer);
      },
    }),
}));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const locate = vi.mocked(locateDevice);
const ot = i18n.getFixedT('id-ID', 'orders');
const ROUTE = '/platform/groupCouponOrderDetail';
/** Five seconds into a code's period, so a test's first moments never cross into the next one. */
const PERIOD_START = Date.UTC(2026, 0, 15, 3, 0, 0) + 5_000;

type Answer<T> = T | Error | (() => T);

/** The answers per call, each call taking the next; the last repeats. */
let details: Answer<OrderDetailData>[];
let vouchers: Answer<VoucherListData>[];
let cancelAnswer: Answer<unknown>;
let refundAnswer: Answer<RefundData>;
let redeemAnswer: Answer<RedeemAtPointData>;

function next<T>(list: Answer<T>[]): Promise<never> {
  return settle(list.length > 1 ? list.shift()! : list[0]!);
}

function settle<T>(answer: Answer<T>): Promise<never> {
  try {
    const value = typeof answer === 'function' ? (answer as () => T)() : answer;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as never);
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function bodiesOf(path: string) {
  return post.mock.calls
    .filter(([called]) => called === path)
    .map(([, body]) => body as Record<string, unknown>);
}

function renderDetail(query: string) {
  return renderPage(<OrderDetailPage />, `${ROUTE}${query}`, ROUTE);
}

function rowValue(testId: string): string {
  return screen.getByTestId(testId).querySelector('dd')?.textContent ?? '';
}

/** What voucher `unitNo`'s code reads at `atMs`, grouped as the screen shows it. */
function codeOf(unitNo: number, atMs: number): string {
  const seed = seedOf(String(600_000_000 + unitNo));
  return groupRedeemDigits(currentRedeemCode(holdRedeemCode(seed)!, atMs).typed);
}

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  details = [unpaidOrderFixture()];
  vouchers = [vouchersAnswer([voucherFixture(1), voucherFixture(2)])];
  cancelAnswer = { orderId: ORDER_ID, orderStatus: 'CANCEL', cancelTime: new Date().toISOString() };
  refundAnswer = () => ({
    refundId: '930000000001',
    orderId: ORDER_ID,
    voucherIds: ['600000001'],
    amount: 42_500,
    status: 'PENDING',
    orderStatus: 'RETURN',
  });
  redeemAnswer = () => ({
    voucherId: '600000001',
    status: 'USED',
    usedTime: new Date().toISOString(),
    placeName: { 'id-ID': 'Titik Penukaran Grand Indonesia' },
    distance: 40,
  });
  dialog.answer = true;
  // The stores' list reads the shared position too; by default the device cannot tell.
  locate.mockResolvedValue({ ok: false, code: LOCATION_CODES.notSupported, message: 'not supported' });
  post.mockReset();
  post.mockImplementation((path) => {
    switch (path) {
      case PAYMENT_PATHS.orderDetail:
        return next(details);
      case ORDER_PATHS.voucherList:
        return next(vouchers);
      case ORDER_PATHS.cancel:
        return settle(cancelAnswer);
      case ORDER_PATHS.refund:
        return settle(refundAnswer);
      case ORDER_PATHS.redeemAtPoint:
        return settle(redeemAnswer);
      case DISCOVERY_PATHS.productApplicableStores:
        return Promise.resolve({
          storeList: [
            {
              storeId: STORE_ID,
              storeName: { 'id-ID': 'Warung Sate Pak Kumis' },
              storeLogo: '',
              storeAddress: { 'id-ID': 'Jl. Sabang 12' },
              distance: 1200,
              storeDistance: 1.2,
              mapLinkAddress: null,
            },
          ],
          hasMore: false,
          queryId: 'q1',
          storeCount: 1,
        } as never);
      default:
        return Promise.reject(new Error(`unexpected call ${String(path)}`));
    }
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(reportError).mockReset();
  toast.mockReset();
  locate.mockReset();
  dialog.confirm.mockReset();
  useSessionStore.getState().clear();
});

describe('order detail: an unpaid order', () => {
  it('shows minutes left, the price as placed, Pay now to the cashier, and no vouchers', async () => {
    writeString('session', SESSION_KEYS.channelId, '2');
    renderDetail(`?orderId=${ORDER_ID}&key=waitPay`);
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Belum bayar');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ orderId: ORDER_ID });
    expect(screen.getByTestId('order-minutes-left').textContent).toBe(
      ot('detail.minutesLeft', { count: 12 }),
    );

    const product = screen.getByTestId('order-product');
    expect(within(product).getByRole('heading').textContent).toBe('Paket Sate Ayam untuk 2');
    expect(within(product).getByTestId('order-validity').textContent).toBe('Berlaku 30 hari setelah dibeli');

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
    expect(screen.getByTestId('order-payable').querySelector('dt')?.textContent).toBe('Total bayar');
    expect(screen.queryByTestId('order-paid')).toBeNull();
    expect(screen.queryByTestId('order-history')).toBeNull();
    expect(screen.queryByTestId('order-vouchers')).toBeNull();
    expect(bodiesOf(ORDER_PATHS.voucherList)).toHaveLength(0);

    const payNow = screen.getByRole('link', { name: 'Bayar sekarang' });
    expect(payNow.getAttribute('href')).toBe(
      `/platform/payPage/cashier?orderId=${ORDER_ID}&partnerCode=LAHAP_CASHIER&channel_id=2`,
    );
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it('cancels after the customer confirms, then shows the order cancelled', async () => {
    details = [unpaidOrderFixture(), cancelledOrderFixture({ cancelReason: 'USER' })];
    renderDetail(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: ot('detail.cancel') }));
    await waitFor(() => expect(bodiesOf(ORDER_PATHS.cancel)).toHaveLength(1));
    expect(dialog.confirm).toHaveBeenCalledTimes(1);
    expect(bodiesOf(ORDER_PATHS.cancel)[0]).toMatchObject({ orderId: ORDER_ID });
    await waitFor(() => expect(screen.getByTestId('order-status-title').textContent).toBe('Dibatalkan'));
    expect(toast).toHaveBeenCalledWith(ot('detail.cancelled'));
    expect(screen.getByTestId('order-cancel-note').textContent).toContain('Kamu membatalkan pesanan ini');
    expect(screen.queryByRole('link', { name: 'Bayar sekarang' })).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('cancels nothing when the customer keeps the order', async () => {
    dialog.answer = false;
    renderDetail(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByTestId('order-cancel'));
    await waitFor(() => expect(dialog.confirm).toHaveBeenCalledTimes(1));
    expect(bodiesOf(ORDER_PATHS.cancel)).toHaveLength(0);
    expect(screen.getByTestId('order-status-title').textContent).toBe('Belum bayar');
  });

  it('shows the server’s words when the cancel is refused (already paid)', async () => {
    cancelAnswer = new ApiRequestError({
      kind: 'server',
      code: '1004010',
      message: 'Pesanan sudah dibayar.',
    });
    renderDetail(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByTestId('order-cancel'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Pesanan sudah dibayar.'));
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
    expect(bodiesOf(PAYMENT_PATHS.orderDetail)).toHaveLength(2);
    expect(screen.getByTestId('order-cancel-note').textContent).toContain('Tidak dibayar tepat waktu');
  });
});

describe('order detail: a paid order', () => {
  it('shows each valid voucher’s rotating code, turning every 30 s', async () => {
    vi.useFakeTimers({ now: PERIOD_START, shouldAdvanceTime: true });
    details = [paidOrderFixture()];
    vouchers = [vouchersAnswer([voucherFixture(1), usedVoucherFixture(2)])];
    renderDetail(`?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Bisa dipakai');
    expect(screen.getByTestId('order-status-note').textContent).toBe('Voucher siap dipakai di toko');

    const first = await screen.findByTestId('voucher-1');
    expect(within(first).getByTestId('voucher-status').textContent).toBe('Bisa dipakai');
    const code = within(first).getByTestId('voucher-code-1-text');
    expect(code.textContent).toBe(codeOf(1, PERIOD_START));
    expect(code.textContent).toMatch(/^1600 0000 01\d{2} \d{4}$/);
    const qr = (await within(first).findByTestId('voucher-code-1-qr')) as HTMLImageElement;
    expect(qr.alt).toBe(ot('voucher.qrLabel', { name: 'Voucher 1', code: codeOf(1, PERIOD_START) }));

    // A used voucher shows no code, only when and where it was used.
    const second = screen.getByTestId('voucher-2');
    expect(within(second).getByTestId('voucher-status').textContent).toBe('Sudah dipakai');
    expect(within(second).queryByTestId('voucher-code-2-text')).toBeNull();
    expect(within(second).getByTestId('voucher-used').textContent).toMatch(
      /^Dipakai \d{2}-\d{2}-\d{4} \d{2}:\d{2} di Warung Sate Pak Kumis$/,
    );

    act(() => void vi.advanceTimersByTime(REDEEM_CODE_PERIOD_S * 1000));
    expect(within(first).getByTestId('voucher-code-1-text').textContent).toBe(
      codeOf(1, PERIOD_START + REDEEM_CODE_PERIOD_S * 1000),
    );
    expect(within(first).getByTestId('voucher-code-1-text').textContent).not.toBe(codeOf(1, PERIOD_START));
  });

  it('shows the product’s store, its stores, its window, what was paid and the money’s history', async () => {
    details = [
      paidOrderFixture({
        history: [
          {
            kind: 'CHARGE',
            amount: 85_000,
            time: new Date(Date.now() - 3_600_000).toISOString(),
            reason: null,
            payMethod: 'GOPAY',
            status: 'DONE',
          },
          {
            kind: 'REFUND',
            amount: 42_500,
            time: new Date(Date.now() - 1_800_000).toISOString(),
            reason: 'USER',
            payMethod: 'GOPAY',
            status: 'DONE',
          },
          {
            kind: 'REFUND',
            amount: 42_500,
            time: new Date().toISOString(),
            reason: 'EXPIRED',
            payMethod: 'GOPAY',
            status: 'PENDING',
          },
        ],
      }),
    ];
    renderDetail(`?orderId=${ORDER_ID}`);
    const store = await screen.findByTestId('order-store');
    expect(store.getAttribute('href')).toBe(`/platform/merchant?storeId=${STORE_ID}`);
    expect(store.getAttribute('aria-label')).toBe('Buka toko Warung Sate Pak Kumis');
    expect(screen.getByTestId('order-validity').textContent).toMatch(
      /^Berlaku \d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/,
    );
    expect(screen.getByTestId('order-payable').querySelector('dt')?.textContent).toBe('Dibayar');
    expect(rowValue('order-pay-method')).toBe('GoPay');

    const history = screen.getAllByTestId('order-history-item');
    expect(history.map((item) => item.querySelector('span > span')?.textContent)).toEqual([
      'Dibayar dengan GoPay',
      'Dikembalikan ke GoPay — atas permintaanmu',
      'Dikembalikan ke GoPay — voucher kedaluwarsa',
    ]);
    expect(history.map((item) => within(item).getByTestId('order-history-amount').textContent)).toEqual([
      'Rp 85.000',
      '+Rp 42.500',
      '+Rp 42.500',
    ]);
    expect(history[2]!.textContent).toContain('Sedang dikirim ke akunmu');
    expect(history[1]!.textContent).not.toContain('Sedang dikirim');

    fireEvent.click(screen.getByTestId('order-stores'));
    const item = await screen.findByTestId('order-stores-item');
    expect(item.getAttribute('href')).toBe(`/platform/merchant?storeId=${STORE_ID}`);
    expect(bodiesOf(DISCOVERY_PATHS.productApplicableStores)[0]).toMatchObject({ productId: '30000001' });
  });

  it('says "Redeemed at …" when a watched voucher is used at the counter', async () => {
    vi.useFakeTimers({ now: PERIOD_START, shouldAdvanceTime: true });
    details = [paidOrderFixture(), paidOrderFixture({ cardStatus: 'used', refundableAmount: 0 })];
    vouchers = [
      vouchersAnswer([voucherFixture(1)]),
      vouchersAnswer([usedVoucherFixture(1, { usedPlaceName: { 'id-ID': 'Warung Sate Pak Kumis Sabang' } })]),
    ];
    renderDetail(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('voucher-code-1-text');
    expect(screen.queryByTestId('voucher-redeemed-notice')).toBeNull();

    await act(async () => void (await vi.advanceTimersByTimeAsync(VOUCHER_POLL_MS)));
    const notice = await screen.findByTestId('voucher-redeemed-notice');
    expect(notice.textContent).toContain('Voucher 1 berhasil ditukar');
    expect(notice.textContent).toContain('di Warung Sate Pak Kumis Sabang');
    expect(notice.parentElement?.getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('voucher-code-1-text')).toBeNull();
    // The order changed too: it is asked again, and its refund goes.
    await waitFor(() => expect(screen.getByTestId('order-status-title').textContent).toBe('Sudah dipakai'));
    expect(screen.queryByTestId('order-refund')).toBeNull();

    // Nothing left to redeem: no more polling.
    const calls = bodiesOf(ORDER_PATHS.voucherList).length;
    await act(async () => void (await vi.advanceTimersByTimeAsync(3 * VOUCHER_POLL_MS)));
    expect(bodiesOf(ORDER_PATHS.voucherList)).toHaveLength(calls);
  });

  it('refunds the vouchers chosen, for the reason chosen, with the note, and says the money is on its way', async () => {
    details = [paidOrderFixture()];
    vouchers = [vouchersAnswer([voucherFixture(1), voucherFixture(2), usedVoucherFixture(3)])];
    renderDetail(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('voucher-1');
    fireEvent.click(screen.getByRole('button', { name: ot('refund.open') }));

    const sheet = await screen.findByTestId('refund-sheet');
    // Only the refundable vouchers, all chosen at first: Rp 42.500 each.
    expect(within(sheet).queryByTestId('refund-voucher-3')).toBeNull();
    expect((within(sheet).getByTestId('refund-voucher-1') as HTMLInputElement).checked).toBe(true);
    expect((within(sheet).getByTestId('refund-voucher-2') as HTMLInputElement).checked).toBe(true);
    expect(within(sheet).getByTestId('refund-total').textContent).toContain('Rp 85.000');
    const submit = within(sheet).getByTestId('refund-submit') as HTMLButtonElement;
    // No reason yet: nothing to send.
    expect(submit.disabled).toBe(true);

    fireEvent.click(within(sheet).getByTestId('refund-voucher-2'));
    expect(within(sheet).getByTestId('refund-total').textContent).toContain('Rp 42.500');
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Toko terlalu jauh' }));
    fireEvent.change(within(sheet).getByTestId('refund-note'), {
      target: { value: '  Salah pilih cabang  ' },
    });
    expect(within(sheet).getByTestId('refund-note-count').textContent).toBe('22/200');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    await waitFor(() => expect(bodiesOf(ORDER_PATHS.refund)).toHaveLength(1));
    const body = bodiesOf(ORDER_PATHS.refund)[0]!;
    expect(body).toMatchObject({
      orderId: ORDER_ID,
      voucherIds: ['600000001'],
      reason: 'STORE_TOO_FAR',
      note: 'Salah pilih cabang',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(ot('refund.pending', { amount: 'Rp 42.500' })));
    await waitFor(() => expect(screen.queryByTestId('refund-sheet')).toBeNull());
    // The order and its vouchers are asked again.
    await waitFor(() => expect(bodiesOf(PAYMENT_PATHS.orderDetail).length).toBeGreaterThan(1));
  });

  it('keeps the note to 200 characters and leaves it out when empty', async () => {
    details = [paidOrderFixture()];
    renderDetail(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('voucher-1');
    fireEvent.click(screen.getByTestId('order-refund'));
    const sheet = await screen.findByTestId('refund-sheet');
    const note = within(sheet).getByTestId('refund-note') as HTMLTextAreaElement;
    expect(note.maxLength).toBe(200);
    fireEvent.change(note, { target: { value: 'x'.repeat(250) } });
    expect(note.value).toHaveLength(200);
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(within(sheet).getByTestId('refund-reason-CHANGED_PLANS'));
    fireEvent.click(within(sheet).getByTestId('refund-submit'));
    await waitFor(() => expect(bodiesOf(ORDER_PATHS.refund)).toHaveLength(1));
    const body = bodiesOf(ORDER_PATHS.refund)[0]!;
    expect(body.voucherIds).toEqual(['600000001', '600000002']);
    expect(body).not.toHaveProperty('note');
  });

  it('shows the server’s words when a refund is refused, and keeps the sheet open', async () => {
    details = [paidOrderFixture()];
    refundAnswer = new ApiRequestError({
      kind: 'server',
      code: '1005002',
      message: 'Voucher ini sudah tidak bisa dikembalikan.',
    });
    renderDetail(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('voucher-1');
    fireEvent.click(screen.getByTestId('order-refund'));
    const sheet = await screen.findByTestId('refund-sheet');
    fireEvent.click(within(sheet).getByTestId('refund-reason-OTHER'));
    fireEvent.click(within(sheet).getByTestId('refund-submit'));
    expect((await within(sheet).findByTestId('refund-error')).textContent).toBe(
      'Voucher ini sudah tidak bisa dikembalikan.',
    );
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByTestId('refund-sheet')).toBeTruthy();
  });

  it('offers no refund when nothing can be given back', async () => {
    details = [paidOrderFixture({ refundableAmount: 0, cardStatus: 'used' })];
    vouchers = [vouchersAnswer([usedVoucherFixture(1), usedVoucherFixture(2)])];
    renderDetail(`?orderId=${ORDER_ID}`);
    await screen.findByTestId('voucher-1');
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it('links a partner-code order to its codes', async () => {
    details = [paidOrderFixture({ thirdCodeType: 'CODE_LINK' })];
    vouchers = [
      vouchersAnswer([
        voucherFixture(1, { thirdCodeType: 'CODE_LINK', codeSeed: null }),
        voucherFixture(2, { thirdCodeType: 'CODE_LINK', codeSeed: null, status: 'NOT_DELIVERY' }),
      ]),
    ];
    renderDetail(`?orderId=${ORDER_ID}`);
    const link = await screen.findByTestId('order-partner-codes');
    expect(link.getAttribute('href')).toBe(`/platform/tripartiteCoupons?orderId=${ORDER_ID}`);
    expect(within(await screen.findByTestId('voucher-2')).getByTestId('voucher-status').textContent).toBe(
      'Kode sedang dikirim',
    );
    expect(screen.queryByTestId('voucher-code-1-text')).toBeNull();
  });
});

describe('order detail: redeeming a paper voucher at a point', () => {
  const paper = () =>
    vouchersAnswer([voucherFixture(1, { thirdCodeType: 'PAPER_VOUCHER', redeemableAtPoint: true })]);
  const here = { ok: true as const, latitude: -6.1951, longitude: 106.82, isSimulated: false };

  async function openSheet() {
    details = [paidOrderFixture({ thirdCodeType: 'PAPER_VOUCHER' })];
    renderDetail(`?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Tukar Voucher 1 di titik penukaran' }));
    return screen.findByTestId('redeem-point-sheet');
  }

  it('reads the position, asks once more, then redeems there and confirms', async () => {
    vouchers = [paper(), vouchersAnswer([usedVoucherFixture(1, { thirdCodeType: 'PAPER_VOUCHER' })])];
    locate.mockResolvedValue(here);
    const sheet = await openSheet();
    expect(sheet.textContent).toContain(ot('redeemPoint.cannotUndo'));
    fireEvent.click(within(sheet).getByTestId('redeem-point-locate'));

    // Step two: nothing is redeemed before the customer confirms this voucher.
    const confirm = await within(sheet).findByTestId('redeem-point-confirm');
    expect(locate).toHaveBeenCalledTimes(1);
    expect(bodiesOf(ORDER_PATHS.redeemAtPoint)).toHaveLength(0);
    expect(confirm.getAttribute('aria-label')).toBe('Ya, tukar Voucher 1');
    fireEvent.click(confirm);

    const done = await within(sheet).findByTestId('redeem-point-done');
    expect(bodiesOf(ORDER_PATHS.redeemAtPoint)).toEqual([
      expect.objectContaining({ voucherId: '600000001', lat: -6.1951, lng: 106.82 }),
    ]);
    expect(done.textContent).toContain('Voucher 1 berhasil ditukar');
    expect(done.textContent).toContain('di Titik Penukaran Grand Indonesia');
    // The vouchers are asked again and show it used.
    await waitFor(() =>
      expect(within(screen.getByTestId('voucher-1')).getByTestId('voucher-status').textContent).toBe(
        'Sudah dipakai',
      ),
    );
  });

  it('says location permission is needed when it is refused, and redeems nothing', async () => {
    vouchers = [paper()];
    locate.mockResolvedValue({ ok: false, code: LOCATION_CODES.permissionDenied, message: 'denied' });
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByTestId('redeem-point-locate'));
    expect((await within(sheet).findByTestId('redeem-point-error')).textContent).toBe(
      'Izinkan akses lokasi untuk menukar voucher ini.',
    );
    expect(bodiesOf(ORDER_PATHS.redeemAtPoint)).toHaveLength(0);
  });

  it('shows the server’s "too far" message (1005004)', async () => {
    vouchers = [paper()];
    locate.mockResolvedValue(here);
    redeemAnswer = new ApiRequestError({
      kind: 'server',
      code: '1005004',
      message: 'Kamu terlalu jauh dari toko atau titik penukaran. Datang lebih dekat lalu coba lagi.',
    });
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByTestId('redeem-point-locate'));
    fireEvent.click(await within(sheet).findByTestId('redeem-point-confirm'));
    const error = await within(sheet).findByTestId('redeem-point-error');
    expect(error.textContent).toBe(
      'Kamu terlalu jauh dari toko atau titik penukaran. Datang lebih dekat lalu coba lagi.',
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(sheet).queryByTestId('redeem-point-done')).toBeNull();
  });
});

describe('order detail: the page', () => {
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
    expect((await screen.findByTestId('order-status-title')).textContent).toBe('Bisa dipakai');
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
