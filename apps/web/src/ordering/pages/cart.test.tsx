import { errorMessage } from '@lahap/contract/error-messages';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { CartData } from '@lahap/contract/ordering/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { FakeEventSource, stubEventSource } from '../test/fake-event-source';
import { callsTo, ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import {
  ES_TEH,
  MATE,
  MIE_AYAM,
  MY_TOKEN,
  NASI_GORENG,
  SESSION,
  TABLE_QR,
  cartData,
  joinData,
  line,
  menuData,
} from '../test/fixtures';
import { menuSearch, renderOrdering } from '../test/render-ordering';
import { keepSeat } from '../test/seated';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  stubEventSource();
  keepSeat();
});
afterEach(() => vi.unstubAllGlobals());

/** The fake server of a seated phone, with the cart answered by `cart` and the others' routes. */
function seatedApi(cart: () => CartData, routes: Record<string, FakeRoute> = {}) {
  return stubApi({
    [ORDERING_PATHS.menu]: () => ok(menuData()),
    [ORDERING_PATHS.tableJoin]: () => ok(joinData()),
    [ORDERING_PATHS.cart]: () => ok(cart()),
    ...routes,
  });
}

async function openCart() {
  fireEvent.click(await screen.findByTestId('ordering-cart-bar'));
  return screen.findByTestId('ordering-cart-sheet');
}

function addButtonOf(dishId: string) {
  return within(screen.getByTestId(`ordering-dish-${dishId}`)).getByTestId('ordering-add');
}

describe('the table cart', () => {
  it('adds a dish with a quantity and note, sending the same clientLineId when the same tap is retried', async () => {
    let lost = true;
    let cart = cartData();
    const calls = seatedApi(() => cart, {
      [ORDERING_PATHS.cartAdd]: (body) => {
        if (lost) {
          lost = false;
          return 'network';
        }
        cart = cartData([
          line('601', NASI_GORENG, { quantity: body.quantity as number, note: 'tidak pedas' }),
        ]);
        return ok(cart);
      },
    });
    await renderOrdering(menuSearch(TABLE_QR));
    await screen.findByTestId('ordering-cart-bar');

    fireEvent.click(addButtonOf(NASI_GORENG.dishId));
    await screen.findByTestId('ordering-add-sheet');
    fireEvent.click(screen.getByTestId('ordering-add-quantity-plus'));
    fireEvent.change(screen.getByTestId('ordering-add-note'), { target: { value: 'tidak pedas' } });
    expect(screen.getByTestId('ordering-add-submit').textContent).toContain('Rp 64.000');
    fireEvent.click(screen.getByTestId('ordering-add-submit'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.cartAdd)).toHaveLength(1));
    // No answer: the sheet stays for the retry.
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('ordering-add-submit').disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('ordering-add-submit'));

    await waitFor(() => expect(screen.getByTestId('ordering-cart-count').textContent).toBe('2'));
    const [first, retry] = callsTo(calls, ORDERING_PATHS.cartAdd);
    expect(first?.body).toMatchObject({
      tableSessionId: SESSION,
      participantToken: MY_TOKEN,
      dishId: NASI_GORENG.dishId,
      quantity: 2,
      note: 'tidak pedas',
    });
    expect(first?.body.clientLineId).toMatch(UUID);
    expect(retry?.body.clientLineId).toBe(first?.body.clientLineId);
    await waitFor(() => expect(screen.queryByTestId('ordering-add-sheet')).toBeNull());

    // A new tap is a new line.
    fireEvent.click(addButtonOf(MIE_AYAM.dishId));
    fireEvent.click(await screen.findByTestId('ordering-add-submit'));
    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.cartAdd)).toHaveLength(3));
    const third = callsTo(calls, ORDERING_PATHS.cartAdd)[2];
    expect(third?.body.clientLineId).toMatch(UUID);
    expect(third?.body.clientLineId).not.toBe(first?.body.clientLineId);
  });

  it('lets me change only my own lines not yet sent; the others show whose they are', async () => {
    let cart = cartData([
      line('601', NASI_GORENG),
      line('602', MIE_AYAM, { participantId: MATE, displayName: 'Sari Dewi', quantity: 2 }),
      line('603', ES_TEH, { roundNo: 1, status: 'ACCEPTED', quantity: 3 }),
    ]);
    const calls = seatedApi(() => cart, {
      [ORDERING_PATHS.cartUpdate]: (body) => {
        cart = cartData(cart.lines.filter((each) => each.lineId !== body.lineId));
        return ok(cart);
      },
    });
    await renderOrdering(menuSearch(TABLE_QR));
    const sheet = await openCart();

    const mine = within(sheet).getByTestId('ordering-line-601');
    const mates = within(sheet).getByTestId('ordering-line-602');
    const sent = within(sheet).getByTestId('ordering-line-603');
    expect(within(mine).getByTestId('ordering-line-owner').textContent).toBe('Kamu');
    expect(within(mates).getByTestId('ordering-line-owner').textContent).toBe('Pesanan Sari Dewi');
    expect(within(mates).queryByTestId('ordering-line-stepper')).toBeNull();
    expect(within(sent).queryByTestId('ordering-line-stepper')).toBeNull();
    const round = within(sheet).getByTestId('ordering-round-1');
    expect(within(round).getByTestId('ordering-round-status').textContent).toBe('Diterima');
    expect(within(round).getByRole('list', { name: 'Langkah 2 dari 4' })).toBeTruthy();

    const matesStrip = within(sheet)
      .getAllByTestId('ordering-mate')
      .map((mate) => mate.textContent);
    expect(matesStrip).toEqual(['BKamuBudi', 'SDSari Dewi']);

    const remove = within(mine).getByRole('button', { name: 'Hapus Nasi Goreng' });
    fireEvent.click(remove);
    await waitFor(() => expect(within(sheet).queryByTestId('ordering-line-601')).toBeNull());
    expect(callsTo(calls, ORDERING_PATHS.cartUpdate)[0]?.body).toMatchObject({ lineId: '601', quantity: 0 });
  });

  it('sends the cart to the kitchen after a confirmation listing its lines', async () => {
    let cart = cartData([line('601', NASI_GORENG, { quantity: 2 })]);
    const calls = seatedApi(() => cart, {
      [ORDERING_PATHS.roundSend]: () => {
        cart = cartData([line('601', NASI_GORENG, { quantity: 2, roundNo: 1, status: 'SENT' })]);
        return ok({ roundNo: 1, lines: cart.lines });
      },
    });
    await renderOrdering(menuSearch(TABLE_QR));
    const sheet = await openCart();
    fireEvent.click(within(sheet).getByTestId('ordering-send'));

    const confirm = await screen.findByTestId('ordering-send-confirm');
    expect(confirm.textContent).toContain('Nasi Goreng ×2');
    expect(confirm.textContent).toContain('Rp 64.000');
    expect(callsTo(calls, ORDERING_PATHS.roundSend)).toHaveLength(0);
    fireEvent.click(screen.getByText('Kirim'));

    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.roundSend)).toHaveLength(1));
    expect(await screen.findByText('Ronde 1 dikirim ke dapur', {}, UNTIL_STATE)).toBeTruthy();
    await waitFor(() => expect(within(sheet).getByTestId('ordering-round-1')).toBeTruthy());
    expect(within(sheet).getByTestId('ordering-round-status').textContent).toBe('Dikirim');
    expect(within(sheet).getByTestId<HTMLButtonElement>('ordering-send').disabled).toBe(true);
    expect(within(sheet).getByTestId('ordering-nothing-new')).toBeTruthy();
    expect(within(sheet).queryByTestId('empty-state')).toBeNull();
  });

  it('says a table mate has paid (1007004): the refusal in a toast, then every add button off', async () => {
    let cart = cartData();
    seatedApi(() => cart, {
      [ORDERING_PATHS.cartAdd]: () => {
        cart = cartData([], { locked: true, billStatus: 'PARTLY_PAID' });
        return refused(
          ERROR_CODES.TABLE_MATE_PAID,
          'Tidak bisa menambah pesanan karena teman semeja sudah membayar.',
        );
      },
    });
    await renderOrdering(menuSearch(TABLE_QR));
    await screen.findByTestId('ordering-cart-bar');
    fireEvent.click(addButtonOf(NASI_GORENG.dishId));
    fireEvent.click(await screen.findByTestId('ordering-add-submit'));

    const text = errorMessage(ERROR_CODES.TABLE_MATE_PAID, 'id-ID');
    expect(await screen.findByTestId('ordering-locked-banner', {}, UNTIL_STATE)).toHaveProperty(
      'textContent',
      text,
    );
    expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(2);
    const add = addButtonOf(MIE_AYAM.dishId) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-label')).toBe(`Tambah Mie Ayam: ${text}`);
    await waitFor(() => expect(screen.queryByTestId('ordering-add-sheet')).toBeNull());
  });
});

describe("the table's live updates", () => {
  it('refetches the cart on every message and on each (re)connection, and polls while the stream is down', async () => {
    let cart = cartData();
    const calls = seatedApi(() => cart);
    await renderOrdering(menuSearch(TABLE_QR));
    await screen.findByTestId('ordering-cart-bar');

    const stream = FakeEventSource.current();
    expect(stream?.url).toBe(
      `/api/ordering/table/events?tableSessionId=${SESSION}&participantToken=${encodeURIComponent(MY_TOKEN)}`,
    );
    // Until the stream is up, the cart is polled, and the bar says so.
    expect(screen.getByTestId('ordering-polling')).toBeTruthy();

    const beforeOpen = callsTo(calls, ORDERING_PATHS.cart).length;
    stream?.connect();
    await waitFor(() => expect(screen.queryByTestId('ordering-polling')).toBeNull());
    // The connection's own refetch can be sent just after the bar changes: count from after it.
    await waitFor(() => expect(callsTo(calls, ORDERING_PATHS.cart).length).toBeGreaterThan(beforeOpen));
    const afterOpen = callsTo(calls, ORDERING_PATHS.cart).length;

    cart = cartData([line('602', MIE_AYAM, { participantId: MATE, displayName: 'Sari Dewi', quantity: 3 })]);
    stream?.send('CART_CHANGED', SESSION);
    await waitFor(() => expect(screen.getByTestId('ordering-cart-count').textContent).toBe('3'));
    expect(callsTo(calls, ORDERING_PATHS.cart).length).toBe(afterOpen + 1);

    stream?.drop();
    expect(await screen.findByTestId('ordering-polling')).toBeTruthy();
  });
});
