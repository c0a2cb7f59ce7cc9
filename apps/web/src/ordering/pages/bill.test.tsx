import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { BillData, CartData } from '@lahap/contract/ordering/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { stubEventSource } from '../test/fake-event-source';
import { callsTo, ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import {
  MATE,
  MIE_AYAM,
  NASI_GORENG,
  TABLE_QR,
  billData,
  cartData,
  joinData,
  line,
  menuData,
} from '../test/fixtures';
import { menuSearch, renderOrdering } from '../test/render-ordering';
import { keepSeat } from '../test/seated';

const SENT = [
  line('601', NASI_GORENG, { roundNo: 1, status: 'SERVED', quantity: 2 }),
  line('602', MIE_AYAM, { roundNo: 1, status: 'SERVED', participantId: MATE, displayName: 'Sari Dewi' }),
];

beforeEach(() => {
  stubEventSource();
  keepSeat();
});
afterEach(() => vi.unstubAllGlobals());

function billApi(cart: () => CartData, bill: () => BillData, routes: Record<string, FakeRoute> = {}) {
  return stubApi({
    [ORDERING_PATHS.menu]: () => ok(menuData()),
    [ORDERING_PATHS.tableJoin]: () => ok(joinData()),
    [ORDERING_PATHS.cart]: () => ok(cart()),
    [ORDERING_PATHS.bill]: () => ok(bill()),
    ...routes,
  });
}

async function openBill() {
  fireEvent.click(await screen.findByTestId('ordering-cart-bar'));
  fireEvent.click(await screen.findByTestId('ordering-open-bill'));
  return screen.findByTestId('ordering-bill-sheet');
}

describe('the bill', () => {
  it('shows what was sent, the shares and what remains, and the ways to pay the table has left', async () => {
    billApi(
      () => cartData(SENT, { billStatus: 'PARTLY_PAID', locked: true }),
      () =>
        billData(SENT, {
          status: 'PARTLY_PAID',
          paidAmount: 28_000,
          remainingAmount: 64_000,
          shares: [
            {
              shareId: '1',
              amount: 28_000,
              status: 'PAID',
              participantId: MATE,
              displayName: 'Sari Dewi',
              mode: 'ITEMS',
              lineIds: ['602'],
              payMethod: 'COUNTER',
              evenIndex: null,
              paidTime: '2026-11-28T05:00:00.000Z',
            },
          ],
        }),
    );
    await renderOrdering(menuSearch(TABLE_QR));
    const sheet = await openBill();

    await within(sheet).findByTestId('ordering-bill-total');
    expect(within(sheet).getByText('Tagihan #1')).toBeTruthy();
    expect(within(sheet).getByTestId('ordering-bill-status').textContent).toBe('Dibayar sebagian');
    expect(within(sheet).getByTestId('ordering-bill-total').textContent).toBe('Rp 92.000');
    expect(within(sheet).getByTestId('ordering-bill-remaining').textContent).toBe('Rp 64.000');
    const share = within(sheet).getByTestId('ordering-share');
    expect(share.textContent).toContain('Sari Dewi');
    expect(share.textContent).toContain('Pesanan sendiri');
    expect(share.textContent).toContain('Lunas');

    expect(share.textContent).toContain('Bayar di kasir');
    expect(within(sheet).getByTestId('ordering-share-time').textContent).toBe('28-11-2026 12:00');

    // Sari pays her own items, so an even split would be refused (1007011): it is off, and the
    // line under the buttons says why before a tap; the other ways stay open.
    const note = within(sheet).getByTestId('ordering-pay-note');
    expect(note.textContent).toBe('Sudah ada yang bayar per pesanan, jadi tidak bisa bagi rata.');
    const even = within(sheet).getByTestId<HTMLButtonElement>('ordering-pay-EVEN');
    expect(even.disabled).toBe(true);
    expect(even.getAttribute('aria-describedby')).toBe(note.id);
    for (const option of ['ALL', 'ITEMS', 'FRIEND']) {
      expect(within(sheet).getByTestId<HTMLButtonElement>(`ordering-pay-${option}`).disabled, option).toBe(
        false,
      );
    }
    expect(within(sheet).queryByTestId('ordering-new-bill')).toBeNull();
  });

  it('shows a receipt once paid, and starts a new order at the table', async () => {
    let paid = true;
    const calls = billApi(
      () => (paid ? cartData(SENT, { billStatus: 'PAID', locked: true }) : cartData()),
      () => billData(SENT, { status: 'PAID', paidAmount: 92_000, remainingAmount: 0 }),
      {
        [ORDERING_PATHS.billNew]: () => {
          paid = false;
          return ok({ billId: '8002', billNo: 2 });
        },
      },
    );
    await renderOrdering(menuSearch(TABLE_QR));
    const sheet = await openBill();

    expect((await within(sheet).findByTestId('ordering-receipt')).textContent).toContain(
      'Lunas, terima kasih!',
    );
    expect(within(sheet).queryByTestId('ordering-pay-options')).toBeNull();
    fireEvent.click(within(sheet).getByTestId('ordering-new-bill'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.billNew)).toHaveLength(1));
    expect(await screen.findByText('Pesanan baru dimulai', {}, UNTIL_STATE)).toBeTruthy();
    // The cart is fetched again: nothing is locked any more.
    await waitFor(() => expect(screen.queryByTestId('ordering-locked-banner')).toBeNull());
  });

  it("says the server's reason when a new order cannot start yet (1007012)", async () => {
    billApi(
      () => cartData(SENT, { billStatus: 'PAID', locked: true }),
      () => billData(SENT, { status: 'PAID', paidAmount: 92_000, remainingAmount: 0 }),
      { [ORDERING_PATHS.billNew]: () => refused(ERROR_CODES.BILL_NOT_PAID, 'Tagihan belum lunas.') },
    );
    await renderOrdering(menuSearch(TABLE_QR));
    const sheet = await openBill();
    fireEvent.click(await within(sheet).findByTestId('ordering-new-bill'));
    expect(await screen.findByText('Tagihan belum lunas.', {}, UNTIL_STATE)).toBeTruthy();
  });
});
