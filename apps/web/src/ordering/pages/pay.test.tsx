import { ERROR_CODES, errorMessage } from '@lahap/contract/errors';
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

beforeEach(() => {
  stubEventSource();
  keepSeat();
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

  it('offers the counter only: QRIS and the e-wallets are off with the coming-soon line', async () => {
    payApi(() => billData(SENT));
    const sheet = await openPay('ALL');

    expect(within(sheet).getByTestId('ordering-pay-amount').textContent).toBe('Rp 68.000');
    const soon = within(sheet).getByTestId('ordering-method-soon');
    expect(soon.textContent).toBe(
      'Bayar pakai QRIS atau e-wallet di meja segera hadir. Untuk sekarang, bayar di kasir ya.',
    );
    const counter = within(sheet).getByTestId<HTMLInputElement>('ordering-method-COUNTER');
    expect(counter.disabled).toBe(false);
    expect(counter.checked).toBe(true);
    for (const method of ['QRIS', 'GOPAY', 'OVO', 'DANA', 'SHOPEEPAY']) {
      const option = within(sheet).getByTestId<HTMLInputElement>(`ordering-method-${method}`);
      expect(option.disabled, method).toBe(true);
      expect(option.getAttribute('aria-describedby'), method).toBe(soon.id);
    }
    expect(within(sheet).queryByTestId('ordering-qris-limit')).toBeNull();
  });

  it('says QRIS cannot take an amount over its cap', async () => {
    payApi(() => billData([line('601', dish('391', 'Prasmanan', { price: 10_500_000 }), sent)]));
    const sheet = await openPay('ALL');
    expect(within(sheet).getByTestId('ordering-qris-limit').textContent).toBe(
      'QRIS hanya bisa sampai Rp 10.000.000 per transaksi, jadi tidak bisa untuk jumlah ini.',
    );
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
      shares: [
        share({
          shareId: '77',
          amount: 68_000,
          participantId: ME,
          displayName: 'Budi',
          mode: 'ALL',
          status: 'PAID',
          paidTime: '2026-11-28T05:30:00.000Z',
        }),
      ],
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
