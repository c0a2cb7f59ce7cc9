import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { BillData, BillShare, CartData } from '@lahap/contract/ordering/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { FakeEventSource, stubEventSource } from '../test/fake-event-source';
import { callsTo, ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import {
  ES_TEH,
  MATE,
  ME,
  MIE_AYAM,
  MY_TOKEN,
  NASI_GORENG,
  SESSION,
  TABLE_QR,
  billData,
  cartData,
  dish,
  joinData,
  line,
  menuData,
} from '../test/fixtures';
import { menuSearch, renderOrdering } from '../test/render-ordering';
import { keepSeat } from '../test/seated';
import { openWallet } from '../model/open-wallet';
import { ORDERING_SESSION_KEYS } from '../model/storage-keys';

vi.mock('../model/open-wallet', () => ({ openWallet: vi.fn() }));

const THIRD = '73';
const PEOPLE = [
  { participantId: ME, displayName: 'Budi', member: false },
  { participantId: MATE, displayName: 'Sari Dewi', member: true },
  { participantId: THIRD, displayName: 'Tamu 3', member: false },
];
const mate = { participantId: MATE, displayName: 'Sari Dewi' };
const sent = { roundNo: 1, status: 'SERVED' as const };

/** My Nasi Goreng and Es Teh, Sari's Mie Ayam: Rp 68.000 sent. */
const SENT = [
  line('601', NASI_GORENG, sent),
  line('602', MIE_AYAM, { ...sent, ...mate }),
  line('603', ES_TEH, sent),
];

function share(overrides: Partial<BillShare>): BillShare {
  return {
    shareId: '41',
    amount: 8_000,
    status: 'OPEN',
    participantId: MATE,
    displayName: 'Sari Dewi',
    mode: 'ITEMS',
    lineIds: [],
    payMethod: 'COUNTER',
    evenIndex: null,
    paidTime: null,
    ...overrides,
  };
}

/** My share of all that remains (Rp 68.000), reserved or paid. */
const myAllShare = (status: 'OPEN' | 'PAID', payMethod: BillShare['payMethod']) =>
  share({
    shareId: '77',
    amount: 68_000,
    participantId: ME,
    displayName: 'Budi',
    mode: 'ALL',
    payMethod,
    status,
    paidTime: status === 'PAID' ? '2026-11-28T05:30:00.000Z' : null,
  });

beforeEach(() => {
  stubEventSource();
  keepSeat();
  sessionStorage.clear();
  vi.mocked(openWallet).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function payApi(bill: () => BillData, routes: Record<string, FakeRoute> = {}) {
  const cart = (): CartData =>
    cartData(bill().lines, { participants: PEOPLE, locked: bill().shares.length > 0 });
  return stubApi({
    [ORDERING_PATHS.menu]: () => ok(menuData()),
    [ORDERING_PATHS.tableJoin]: () => ok(joinData()),
    [ORDERING_PATHS.cart]: () => ok(cart()),
    [ORDERING_PATHS.bill]: () => ok(bill()),
    ...routes,
  });
}

/** Opens the bill, then the pay sheet on one way to pay. */
async function openPay(choice: 'ALL' | 'EVEN' | 'ITEMS' | 'FRIEND') {
  await renderOrdering(menuSearch(TABLE_QR));
  act(() => FakeEventSource.current()?.connect());
  fireEvent.click(await screen.findByTestId('ordering-cart-bar'));
  fireEvent.click(await screen.findByTestId('ordering-open-bill'));
  const bill = await screen.findByTestId('ordering-bill-sheet');
  fireEvent.click(await within(bill).findByTestId(`ordering-pay-${choice}`));
  return screen.findByTestId('ordering-pay-sheet');
}

const payBodies = (calls: ReturnType<typeof stubApi>) =>
  callsTo(calls, ORDERING_PATHS.billPay).map(({ body }) => ({
    billId: body.billId,
    participantToken: body.participantToken,
    split: body.split,
    payMethod: body.payMethod,
  }));

const reservedAnswer = (amount: number) =>
  ok({ shareId: '77', paymentId: null, amount, qrisPayload: null, payMethod: 'COUNTER', status: 'OPEN' });

const QRIS_PAYLOAD = '00020101021226610016ID.CO.LAHAP.WWW';
const IN_TEN_MINUTES = () => new Date(Date.now() + 10 * 60_000).toISOString();

const chargeAnswer = (amount: number, payMethod: string, extra: Record<string, unknown> = {}) =>
  ok({
    shareId: '77',
    paymentId: '5501',
    amount,
    qrisPayload: payMethod === 'QRIS' ? QRIS_PAYLOAD : null,
    redirectUrl: payMethod === 'QRIS' ? null : `https://wallet.example/${payMethod}/5501`,
    expiresAt: IN_TEN_MINUTES(),
    payMethod,
    status: 'OPEN',
    ...extra,
  });

/** Picks the counter on the open pay sheet (QRIS is the default). */
const chooseCounter = (sheet: HTMLElement) =>
  fireEvent.click(within(sheet).getByTestId('ordering-method-COUNTER'));

describe('paying a share', () => {
  it('splits evenly into one part per person, shows my part and sends the parts', async () => {
    const HUNDRED = [line('601', dish('390', 'Tumpeng', { price: 100_000 }), sent)];
    const calls = payApi(() => billData(HUNDRED), {
      [ORDERING_PATHS.billPay]: () => reservedAnswer(33_333),
    });
    const sheet = await openPay('EVEN');

    expect(within(sheet).getByTestId('ordering-parts-value').textContent).toBe('3');
    expect(within(sheet).getByTestId('ordering-your-part').textContent).toBe('Bagianmu: bagian 1 dari 3');
    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 33.333');
    fireEvent.click(within(sheet).getByTestId('ordering-parts-plus'));
    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 25.000');
    fireEvent.click(within(sheet).getByTestId('ordering-parts-minus'));
    chooseCounter(sheet);
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1));
    expect(payBodies(calls)).toEqual([
      { billId: '8001', participantToken: MY_TOKEN, split: { mode: 'EVEN', parts: 3 }, payMethod: 'COUNTER' },
    ]);
  });

  it("keeps the table's even split and gives the last part the rounding", async () => {
    const HUNDRED = [line('601', dish('390', 'Tumpeng', { price: 100_000 }), sent)];
    const taken = [1, 2].map((index) =>
      share({ shareId: String(40 + index), mode: 'EVEN', evenIndex: index, amount: 33_333 }),
    );
    payApi(() => billData(HUNDRED, { evenParts: 3, shares: taken, remainingAmount: 33_334 }));
    const sheet = await openPay('EVEN');

    expect(within(sheet).getByTestId('ordering-parts-fixed').textContent).toBe(
      'Meja ini sudah bagi rata jadi 3 bagian.',
    );
    expect(within(sheet).queryByTestId('ordering-parts')).toBeNull();
    expect(within(sheet).getByTestId('ordering-your-part').textContent).toBe('Bagianmu: bagian 3 dari 3');
    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 33.334');
    // Paying by items beside an even split would be refused (1007011): it is off, saying why.
    expect(within(sheet).getByTestId<HTMLInputElement>('ordering-choice-ITEMS').disabled).toBe(true);
    expect(within(sheet).getByTestId<HTMLInputElement>('ordering-choice-FRIEND').disabled).toBe(true);
  });

  it('pays my own sent lines not yet in a live share; a line being paid cannot be picked', async () => {
    const mine = [...SENT, line('604', NASI_GORENG, sent)];
    const calls = payApi(
      () => billData(mine, { shares: [share({ lineIds: ['603'] })], remainingAmount: 88_000 }),
      { [ORDERING_PATHS.billPay]: () => reservedAnswer(64_000) },
    );
    const sheet = await openPay('ITEMS');

    const held = within(sheet).getByTestId('ordering-pay-line-603');
    expect(held.querySelector('input')?.disabled).toBe(true);
    expect(held.querySelector('input')?.checked).toBe(false);
    expect(held.textContent).toContain('Dibayar oleh Sari Dewi');
    // Sari's line is not among mine.
    expect(within(sheet).queryByTestId('ordering-pay-line-602')).toBeNull();
    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 64.000');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1));
    expect(payBodies(calls)[0]?.split).toEqual({ mode: 'ITEMS', lineIds: ['601', '604'] });
  });

  it('sends only the lines I tick', async () => {
    const calls = payApi(() => billData(SENT), { [ORDERING_PATHS.billPay]: () => reservedAnswer(32_000) });
    const sheet = await openPay('ITEMS');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-line-603').querySelector('input') as HTMLElement);
    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 32.000');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));
    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1));
    expect(payBodies(calls)[0]?.split).toEqual({ mode: 'ITEMS', lineIds: ['601'] });
  });

  it('pays for a friend: their sent lines, not mine', async () => {
    const calls = payApi(() => billData(SENT), { [ORDERING_PATHS.billPay]: () => reservedAnswer(28_000) });
    const sheet = await openPay('FRIEND');

    expect(within(sheet).getByTestId<HTMLInputElement>(`ordering-friend-${MATE}`).checked).toBe(true);
    expect(within(sheet).getByTestId('ordering-pay-lines').textContent).toContain('Pesanan Sari Dewi');
    expect(within(sheet).queryByTestId('ordering-pay-line-601')).toBeNull();
    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 28.000');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1));
    expect(payBodies(calls)[0]?.split).toEqual({ mode: 'ITEMS', lineIds: ['602'] });
  });

  it('offers QRIS first, the e-wallets and the counter, and sends the one chosen', async () => {
    const calls = payApi(() => billData(SENT), {
      [ORDERING_PATHS.billPay]: () => reservedAnswer(68_000),
    });
    const sheet = await openPay('ALL');

    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 68.000');
    for (const method of ['QRIS', 'GOPAY', 'OVO', 'DANA', 'SHOPEEPAY', 'COUNTER']) {
      const option = within(sheet).getByTestId<HTMLInputElement>(`ordering-method-${method}`);
      expect(option.disabled, method).toBe(false);
      expect(option.checked, method).toBe(method === 'QRIS');
    }
    expect(within(sheet).getByTestId('ordering-pay-confirm').textContent).toBe('Bayar pakai QRIS');
    expect(within(sheet).queryByTestId('ordering-qris-limit')).toBeNull();
    chooseCounter(sheet);
    expect(within(sheet).getByTestId('ordering-pay-confirm').textContent).toBe('Bayar di kasir');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1));
    expect(payBodies(calls)[0]?.payMethod).toBe('COUNTER');
  });

  it('turns QRIS off over its cap, naming the cap, and offers the counter', async () => {
    const calls = payApi(
      () => billData([line('601', dish('391', 'Prasmanan', { price: 10_500_000 }), sent)]),
      { [ORDERING_PATHS.billPay]: () => reservedAnswer(10_500_000) },
    );
    const sheet = await openPay('ALL');

    const limit = within(sheet).getByTestId('ordering-qris-limit');
    expect(limit.textContent).toBe(
      'QRIS hanya bisa sampai Rp 10.000.000 per transaksi. Bayar pakai e-wallet atau di kasir ya.',
    );
    const qris = within(sheet).getByTestId<HTMLInputElement>('ordering-method-QRIS');
    expect(qris.disabled).toBe(true);
    expect(qris.getAttribute('aria-describedby')).toBe(limit.id);
    expect(within(sheet).getByTestId<HTMLInputElement>('ordering-method-COUNTER').checked).toBe(true);
    expect(within(sheet).getByTestId<HTMLInputElement>('ordering-method-GOPAY').disabled).toBe(false);
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1));
    expect(payBodies(calls)[0]?.payMethod).toBe('COUNTER');
  });

  it('shows a QRIS share as a code to scan with its amount and time left, and turns it paid on the stream', async () => {
    const mine = (status: 'OPEN' | 'PAID') => myAllShare(status, 'QRIS');
    let bill = billData(SENT);
    const calls = payApi(() => bill, {
      [ORDERING_PATHS.billPay]: () => {
        bill = billData(SENT, { shares: [mine('OPEN')], remainingAmount: 0 });
        return chargeAnswer(68_000, 'QRIS');
      },
    });
    const sheet = await openPay('ALL');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    const card = await screen.findByTestId('ordering-charge-card', {}, UNTIL_STATE);
    expect(within(card).getByRole('heading').textContent).toBe('Bayar pakai QRIS');
    expect(within(card).getByTestId('ordering-charge-amount').textContent).toBe('Rp 68.000');
    const code = await within(card).findByTestId('ordering-qris-code', {}, UNTIL_STATE);
    expect(code.getAttribute('alt')).toBe('Kode QRIS untuk bayar Rp 68.000');
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(card).getByTestId('ordering-charge-expiry').textContent).toMatch(
      /^Bayar dalam (09:5\d|10:00)$/,
    );
    expect(within(card).getByTestId('ordering-charge-status').textContent).toBe('Menunggu pembayaran');
    expect(payBodies(calls)[0]?.payMethod).toBe('QRIS');
    // The charge bill/pay answered is shown as is: it is not asked for again.
    expect(callsTo(calls, ORDERING_PATHS.sharePay)).toHaveLength(0);

    bill = billData(SENT, { status: 'PAID', paidAmount: 68_000, remainingAmount: 0, shares: [mine('PAID')] });
    act(() => FakeEventSource.current()?.send('BILL_CHANGED', SESSION));

    await waitFor(
      () => expect(screen.getByTestId('ordering-charge-status').textContent).toBe('Lunas'),
      UNTIL_STATE,
    );
    expect(screen.queryByTestId('ordering-qris-code')).toBeNull();
    expect(
      within(screen.getByTestId('ordering-receipt')).getByTestId('ordering-share').textContent,
    ).toContain('Semua sisa tagihan · QRIS');
  });

  it('asks for the open charge of a share being paid after a reload, with its own method', async () => {
    const waiting = share({
      shareId: '77',
      amount: 28_000,
      participantId: ME,
      payMethod: 'DANA',
      mode: 'ALL',
    });
    const calls = payApi(() => billData(SENT, { shares: [waiting], remainingAmount: 40_000 }), {
      [ORDERING_PATHS.sharePay]: () => chargeAnswer(28_000, 'DANA'),
    });
    await renderOrdering(menuSearch(TABLE_QR));
    fireEvent.click(await screen.findByTestId('ordering-cart-bar'));
    fireEvent.click(await screen.findByTestId('ordering-open-bill'));

    const open = await screen.findByTestId('ordering-open-wallet', {}, UNTIL_STATE);
    expect(open.textContent).toBe('Buka DANA');
    expect(open.getAttribute('href')).toBe('https://wallet.example/DANA/5501');
    expect(
      callsTo(calls, ORDERING_PATHS.sharePay).map(({ body }) => [
        body.shareId,
        body.payMethod,
        body.participantToken,
      ]),
    ).toEqual([['77', 'DANA', MY_TOKEN]]);
  });

  it('opens the e-wallet chosen, and offers it first at the next share of the table', async () => {
    const calls = payApi(() => billData(SENT), {
      [ORDERING_PATHS.billPay]: () => chargeAnswer(68_000, 'GOPAY'),
    });
    let sheet = await openPay('ALL');
    fireEvent.click(within(sheet).getByTestId('ordering-method-GOPAY'));
    expect(within(sheet).getByTestId('ordering-pay-confirm').textContent).toBe('Bayar pakai GoPay');
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    await waitFor(() => expect(openWallet).toHaveBeenCalledWith('https://wallet.example/GOPAY/5501'));
    expect(payBodies(calls)[0]?.payMethod).toBe('GOPAY');
    expect(JSON.parse(sessionStorage.getItem(ORDERING_SESSION_KEYS.shareMethods) ?? '{}')).toEqual({
      [SESSION]: 'GOPAY',
    });

    await waitFor(() => expect(screen.queryByTestId('ordering-pay-sheet')).toBeNull(), UNTIL_STATE);
    fireEvent.click(within(screen.getByTestId('ordering-bill-sheet')).getByTestId('ordering-pay-EVEN'));
    sheet = await screen.findByTestId('ordering-pay-sheet');
    expect(within(sheet).getByTestId<HTMLInputElement>('ordering-method-GOPAY').checked).toBe(true);
  });

  it('shows the refusal of a line or part taken first (1004010) and fetches the bill again', async () => {
    const calls = payApi(() => billData(SENT), {
      [ORDERING_PATHS.billPay]: () =>
        refused(ERROR_CODES.ORDER_ALREADY_PAID, errorMessage(ERROR_CODES.ORDER_ALREADY_PAID, 'id-ID')),
    });
    const sheet = await openPay('ALL');
    const billsBefore = callsTo(calls, ORDERING_PATHS.bill).length;
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    expect(await screen.findByText('Pesanan ini sudah dibayar.', {}, UNTIL_STATE)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.bill).length).toBeGreaterThan(billsBefore));
  });

  it('sends one request for one tap, however often it is tapped while in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = payApi(() => billData(SENT), {
      [ORDERING_PATHS.billPay]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const sheet = await openPay('EVEN');
    const confirm = within(sheet).getByTestId<HTMLButtonElement>('ordering-pay-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    fireEvent.click(confirm);
    await act(async () => answer(await Promise.resolve(reservedAnswer(34_000))));
    await waitFor(() => expect(screen.queryByTestId('ordering-pay-sheet')).toBeNull(), UNTIL_STATE);
    expect(callsTo(calls, ORDERING_PATHS.billPay)).toHaveLength(1);
  });

  it('shows the counter card of my share, and turns it paid when the bill comes back paid', async () => {
    let bill = billData(SENT);
    payApi(() => bill, {
      [ORDERING_PATHS.billPay]: () => {
        bill = billData(SENT, {
          shares: [
            share({ shareId: '77', amount: 68_000, participantId: ME, displayName: 'Budi', mode: 'ALL' }),
          ],
          remainingAmount: 0,
        });
        return reservedAnswer(68_000);
      },
    });
    const sheet = await openPay('ALL');
    chooseCounter(sheet);
    fireEvent.click(within(sheet).getByTestId('ordering-pay-confirm'));

    const card = await screen.findByTestId('ordering-counter-card', {}, UNTIL_STATE);
    expect(within(card).getByTestId('ordering-counter-amount').textContent).toBe('Rp 68.000');
    expect(card.textContent).toContain('Tunjukkan ini ke kasir');
    expect(within(card).getByTestId('ordering-counter-number').textContent).toBe('Bagian #77 · Meja 5');
    expect(within(card).getByTestId('ordering-counter-status').textContent).toBe('Menunggu kasir');
    expect(screen.queryByTestId('ordering-receipt')).toBeNull();

    bill = billData(SENT, {
      status: 'PAID',
      paidAmount: 68_000,
      remainingAmount: 0,
      shares: [myAllShare('PAID', 'COUNTER')],
    });
    act(() => FakeEventSource.current()?.send('BILL_PAID', SESSION));

    await waitFor(
      () => expect(screen.getByTestId('ordering-counter-status').textContent).toBe('Lunas'),
      UNTIL_STATE,
    );
    const receipt = screen.getByTestId('ordering-receipt');
    const paidShare = within(receipt).getByTestId('ordering-share');
    expect(paidShare.textContent).toContain('Kamu');
    expect(paidShare.textContent).toContain('Semua sisa tagihan · Bayar di kasir');
    expect(within(paidShare).getByTestId('ordering-share-time').textContent).toBe('28-11-2026 12:30');
  });
});
