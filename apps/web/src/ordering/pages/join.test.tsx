import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { ORDERING_KEYS } from '../model/storage-keys';
import { stubEventSource } from '../test/fake-event-source';
import { callsTo, ok, refused, stubApi } from '../test/fake-api';
import { MY_TOKEN, STORE_QR, TABLE, TABLE_7, TABLE_QR, cartData, joinData, menuData } from '../test/fixtures';
import { menuSearch, renderOrdering } from '../test/render-ordering';

beforeEach(() => stubEventSource());
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

const tableRoutes = (join = () => ok(joinData())) => ({
  [ORDERING_PATHS.menu]: () => ok(menuData()),
  [ORDERING_PATHS.tableJoin]: join,
  [ORDERING_PATHS.cart]: () => ok(cartData()),
});

describe('joining a table', () => {
  it('asks a name, joins with it, and keeps the token so a reload comes back as the same participant', async () => {
    const calls = stubApi(tableRoutes());
    const first = await renderOrdering(menuSearch(TABLE_QR));

    expect((await screen.findByTestId('ordering-join-sheet')).textContent).toContain('Gabung di Meja 5');
    fireEvent.change(screen.getByTestId('ordering-join-name'), { target: { value: '  Budi ' } });
    fireEvent.click(screen.getByTestId('ordering-join'));

    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();
    const [joined] = callsTo(calls, ORDERING_PATHS.tableJoin);
    expect(joined?.body).toMatchObject({ qrCodeId: TABLE_QR, displayName: 'Budi' });
    expect(joined?.body).not.toHaveProperty('participantToken');
    expect(joined?.body).not.toHaveProperty('tableId');
    expect(callsTo(calls, ORDERING_PATHS.cart)[0]?.body).toMatchObject({
      tableSessionId: '9001',
      participantToken: MY_TOKEN,
    });
    expect(JSON.parse(localStorage.getItem(ORDERING_KEYS.seats) ?? '{}')).toEqual({
      [`${TABLE_QR}:${TABLE.tableId}`]: { participantToken: MY_TOKEN, displayName: 'Budi' },
    });
    first.unmount();

    // A reload: no sheet, the kept token is sent back.
    await renderOrdering(menuSearch(TABLE_QR));
    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();
    expect(screen.queryByTestId('ordering-join-sheet')).toBeNull();
    const rejoin = callsTo(calls, ORDERING_PATHS.tableJoin)[1];
    expect(rejoin?.body).toMatchObject({ qrCodeId: TABLE_QR, participantToken: MY_TOKEN });
    expect(rejoin?.body).not.toHaveProperty('displayName');
  });

  it('offers the last name again, lets the customer skip it, and sends their login when they have one', async () => {
    localStorage.setItem(ORDERING_KEYS.displayName, 'Sari');
    useSessionStore.getState().setTokens({ accessToken: 'customer-token', refreshToken: 'r', userId: '42' });
    const calls = stubApi(tableRoutes(() => ok(joinData({ displayName: 'Tamu 1' }))));
    await renderOrdering(menuSearch(TABLE_QR));

    expect((await screen.findByTestId<HTMLInputElement>('ordering-join-name')).value).toBe('Sari');
    fireEvent.click(screen.getByTestId('ordering-join-skip'));
    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();
    const [joined] = callsTo(calls, ORDERING_PATHS.tableJoin);
    expect(joined?.body).not.toHaveProperty('displayName');
    expect(joined?.token).toBe('customer-token');
  });

  it('forgets a kept token the server no longer knows (1007003) and asks again', async () => {
    localStorage.setItem(
      ORDERING_KEYS.seats,
      JSON.stringify({
        [`${TABLE_QR}:${TABLE.tableId}`]: { participantToken: MY_TOKEN, displayName: 'Budi' },
      }),
    );
    let refuse = true;
    const calls = stubApi(
      tableRoutes(() => (refuse ? refused(ERROR_CODES.TABLE_SESSION_INVALID) : ok(joinData()))),
    );
    await renderOrdering(menuSearch(TABLE_QR));

    expect(await screen.findByTestId('ordering-join-sheet')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(ORDERING_KEYS.seats)).toBe('{}'));
    expect(screen.queryByRole('alert')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByTestId('ordering-join'));
    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();
    expect(callsTo(calls, ORDERING_PATHS.tableJoin)[1]?.body).not.toHaveProperty('participantToken');
  });

  it('sits down again when the table session ends under the phone (the cart answers 1007003)', async () => {
    let ended = false;
    stubApi({
      [ORDERING_PATHS.menu]: () => ok(menuData()),
      [ORDERING_PATHS.tableJoin]: () => ok(joinData()),
      [ORDERING_PATHS.cart]: () => (ended ? refused(ERROR_CODES.TABLE_SESSION_INVALID) : ok(cartData())),
    });
    const view = await renderOrdering(menuSearch(TABLE_QR));
    fireEvent.click(await screen.findByTestId('ordering-join'));
    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();

    ended = true;
    await view.client.refetchQueries({ queryKey: ['ordering', 'table'] });
    expect(await screen.findByTestId('ordering-join-sheet')).toBeTruthy();
    expect(screen.queryByTestId('ordering-cart-bar')).toBeNull();
    expect(localStorage.getItem(ORDERING_KEYS.seats)).toBe('{}');
  });

  it('says when the cart cannot load, and loads it on retry', async () => {
    let lost = true;
    stubApi({
      [ORDERING_PATHS.menu]: () => ok(menuData()),
      [ORDERING_PATHS.tableJoin]: () => ok(joinData()),
      [ORDERING_PATHS.cart]: () => (lost ? 'network' : ok(cartData())),
    });
    await renderOrdering(menuSearch(TABLE_QR));
    fireEvent.click(await screen.findByTestId('ordering-join'));
    const problem = await screen.findByTestId('ordering-cart-problem');
    expect(problem.textContent).toContain('Keranjang meja belum bisa dimuat');
    lost = false;
    fireEvent.click(within(problem).getByRole('button'));
    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();
  });

  it("asks for the table first behind the store's own dine-in QR, and joins the one chosen", async () => {
    const calls = stubApi({
      [ORDERING_PATHS.menu]: () => ok(menuData({ table: null, tableList: [TABLE, TABLE_7] })),
      [ORDERING_PATHS.tableJoin]: () => ok(joinData({ table: TABLE_7 })),
      [ORDERING_PATHS.cart]: () => ok(cartData()),
    });
    await renderOrdering(menuSearch(STORE_QR));

    expect((await screen.findByTestId('ordering-table-picker')).textContent).toContain('Pilih mejamu');
    expect(screen.queryByTestId('ordering-join-sheet')).toBeNull();
    expect(screen.queryAllByTestId(/^ordering-dish-/)).toEqual([]);
    fireEvent.click(screen.getByTestId('ordering-table-507'));

    expect(screen.getByTestId('ordering-table-name').textContent).toBe('Di Meja 7');
    expect((await screen.findByTestId('ordering-join-sheet')).textContent).toContain('Gabung di Meja 7');
    fireEvent.click(screen.getByTestId('ordering-join-skip'));
    expect(await screen.findByTestId('ordering-cart-bar')).toBeTruthy();
    expect(callsTo(calls, ORDERING_PATHS.tableJoin)[0]?.body).toMatchObject({
      qrCodeId: STORE_QR,
      tableId: '507',
    });
  });

  it('says why a join was refused, in the sheet, and keeps it open', async () => {
    stubApi(tableRoutes(() => refused(ERROR_CODES.TABLE_FULL, 'Meja ini sudah penuh.')));
    await renderOrdering(menuSearch(TABLE_QR));
    fireEvent.click(await screen.findByTestId('ordering-join'));
    expect((await screen.findByRole('alert')).textContent).toBe('Meja ini sudah penuh.');
    expect(screen.getByTestId('ordering-join-sheet')).toBeTruthy();
    expect(screen.queryByTestId('ordering-cart-bar')).toBeNull();
  });
});
