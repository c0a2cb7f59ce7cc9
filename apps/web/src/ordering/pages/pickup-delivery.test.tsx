import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { clock } from '../model/clock';
import { ORDERING_KEYS } from '../model/storage-keys';
import { callsTo, ok, refused, stubApi, type FakeRoute } from '../test/fake-api';
import {
  DELIVERY_QR,
  ES_TEH,
  NASI_GORENG,
  ORDER_ID,
  ORDER_TOKEN,
  PICKUP_QR,
  QRIS_CHARGE,
  STORE_POSITION,
  deliveryMenu,
  foodOrder,
  pickupMenu,
} from '../test/fixtures';
import { menuSearch, renderOrdering } from '../test/render-ordering';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Noon in Jakarta: the pickup channel (10:00–22:00) is open. */
const NOON = Date.parse('2025-03-04T12:05:00+07:00');

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOON);
  window.history.replaceState(null, '', '/menuQr');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function orderApi(menu: () => unknown, routes: Record<string, FakeRoute> = {}) {
  return stubApi({
    [ORDERING_PATHS.menu]: () => ok(menu()),
    [ORDERING_PATHS.orderSubmit]: () => ok({ ...foodOrder(), orderToken: ORDER_TOKEN }),
    [ORDERING_PATHS.orderPay]: () => ok({ orderId: ORDER_ID, amount: 64_000, charge: QRIS_CHARGE }),
    [ORDERING_PATHS.orderDetail]: () => ok(foodOrder({ charge: QRIS_CHARGE })),
    ...routes,
  });
}

async function addDish(dishId: string, times = 1) {
  fireEvent.click(within(await screen.findByTestId(`ordering-dish-${dishId}`)).getByTestId('ordering-add'));
  const sheet = await screen.findByTestId('ordering-add-sheet');
  for (let i = 1; i < times; i += 1)
    fireEvent.click(within(sheet).getByRole('button', { name: 'Tambah jumlah' }));
  fireEvent.click(within(sheet).getByTestId('ordering-add-submit'));
  await waitFor(() => expect(screen.queryByTestId('ordering-add-sheet')).toBeNull());
}

async function openCheckout() {
  fireEvent.click(screen.getByTestId('ordering-cart-bar'));
  fireEvent.click(await screen.findByTestId('ordering-basket-checkout'));
  return screen.findByTestId('ordering-checkout');
}

describe('a pickup order', () => {
  it('fills a basket kept on the phone, picks a time in the hours, orders and pays, then shows the pickup number', async () => {
    const calls = orderApi(() => pickupMenu());
    await renderOrdering(menuSearch(PICKUP_QR, 2));
    await addDish(NASI_GORENG.dishId, 2);
    await addDish(ES_TEH.dishId);
    expect(screen.getByTestId('ordering-cart-count').textContent).toBe('3');
    expect(JSON.parse(localStorage.getItem(ORDERING_KEYS.baskets) ?? '{}')).toEqual({
      [PICKUP_QR]: [
        { dishId: NASI_GORENG.dishId, quantity: 2, note: '' },
        { dishId: ES_TEH.dishId, quantity: 1, note: '' },
      ],
    });

    const checkout = await openCheckout();
    const time = within(checkout).getByTestId('ordering-pickup-time') as HTMLSelectElement;
    // A quarter of an hour ahead at the earliest, on the quarter.
    expect(time.selectedOptions[0]?.textContent).toBe('Hari ini, 12:30');
    expect(within(checkout).queryByTestId('ordering-closed-now')).toBeNull();
    fireEvent.change(time, { target: { value: time.options[1]?.value } });
    expect(within(checkout).getByTestId('ordering-payable').textContent).toBe('Rp 72.000');
    fireEvent.click(within(checkout).getByTestId('ordering-checkout-submit'));

    expect((await screen.findByTestId('ordering-pickup-no', {}, UNTIL_STATE)).textContent).toBe('17');
    const [submit] = callsTo(calls, ORDERING_PATHS.orderSubmit);
    expect(submit?.body).toMatchObject({
      qrCodeId: PICKUP_QR,
      orderFoodType: 2,
      lines: [
        { dishId: NASI_GORENG.dishId, quantity: 2 },
        { dishId: ES_TEH.dishId, quantity: 1 },
      ],
      pickupTime: '2025-03-04T12:45:00+07:00',
    });
    expect(submit?.body.clientOrderId).toMatch(UUID);
    expect(callsTo(calls, ORDERING_PATHS.orderPay)[0]?.body).toMatchObject({
      orderId: ORDER_ID,
      orderToken: ORDER_TOKEN,
      payMethod: 'QRIS',
    });
    expect(window.location.pathname + window.location.search).toBe(`/menuQr/order?orderId=${ORDER_ID}`);
    expect(screen.getByTestId('ordering-charge').getAttribute('data-payment-id')).toBe(QRIS_CHARGE.paymentId);
    expect(await screen.findByTestId('qris-code', {}, UNTIL_STATE)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(ORDERING_KEYS.foodOrders) ?? '{}')).toEqual({
      [ORDER_ID]: ORDER_TOKEN,
    });
    expect(localStorage.getItem(ORDERING_KEYS.baskets)).toBe('{}');
  });

  it('sends the same clientOrderId when a lost answer is retried, and words a refusal in the checkout', async () => {
    let answers: ('network' | 'late' | 'ok')[] = ['network', 'late'];
    const calls = orderApi(() => pickupMenu(), {
      [ORDERING_PATHS.orderSubmit]: () => {
        const answer = answers.shift() ?? 'ok';
        if (answer === 'network') return 'network';
        if (answer === 'late') return refused('1007013');
        return ok({ ...foodOrder(), orderToken: ORDER_TOKEN });
      },
    });
    await renderOrdering(menuSearch(PICKUP_QR, 2));
    await addDish(NASI_GORENG.dishId);
    const checkout = await openCheckout();
    const submit = within(checkout).getByTestId('ordering-checkout-submit');

    fireEvent.click(submit);
    await within(checkout).findByTestId('ordering-checkout-error', {}, UNTIL_STATE);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(checkout).getByTestId('ordering-checkout-error').textContent).toBe(
        'Waktu ambil itu di luar jam buka toko atau terlalu dekat. Pilih waktu lain.',
      ),
    );
    const [first, second] = callsTo(calls, ORDERING_PATHS.orderSubmit);
    expect(second?.body.clientOrderId).toBe(first?.body.clientOrderId);

    // Another time is another order: a new id.
    const time = within(checkout).getByTestId('ordering-pickup-time') as HTMLSelectElement;
    fireEvent.change(time, { target: { value: time.options[2]?.value } });
    answers = ['ok'];
    fireEvent.click(submit);
    await screen.findByTestId('ordering-pickup-no', {}, UNTIL_STATE);
    expect(callsTo(calls, ORDERING_PATHS.orderSubmit)[2]?.body.clientOrderId).not.toBe(
      first?.body.clientOrderId,
    );
  });

  it('closed now, says so and offers the next opening’s times', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(Date.parse('2025-03-04T23:10:00+07:00'));
    orderApi(() => pickupMenu());
    await renderOrdering(menuSearch(PICKUP_QR, 2));
    await addDish(NASI_GORENG.dishId);
    const checkout = await openCheckout();
    expect(within(checkout).getByTestId('ordering-closed-now').textContent).toContain('sedang tutup');
    const time = within(checkout).getByTestId('ordering-pickup-time') as HTMLSelectElement;
    expect(time.selectedOptions[0]?.textContent).toBe('Besok, 10:00');
  });
});

describe('a delivery order', () => {
  function stubPosition(lat: number, lng: number) {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  }

  it('pins the position, shows the distance and fee as the server computes them, and orders with the address and phone', async () => {
    stubPosition(STORE_POSITION.lat - 0.03, STORE_POSITION.lng);
    const calls = orderApi(() => deliveryMenu(), {
      [ORDERING_PATHS.orderSubmit]: () =>
        ok({ ...foodOrder({ orderFoodType: 1, qrCodeId: DELIVERY_QR }), orderToken: ORDER_TOKEN }),
    });
    await renderOrdering(menuSearch(DELIVERY_QR, 1));
    await addDish(NASI_GORENG.dishId);
    const checkout = await openCheckout();
    const submit = within(checkout).getByTestId('ordering-checkout-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(within(checkout).getByTestId('ordering-delivery-fee').textContent).toBe('Dihitung dari lokasimu');

    fireEvent.click(within(checkout).getByTestId('ordering-locate'));
    expect((await within(checkout).findByTestId('ordering-distance')).textContent).toBe('3,3 km');
    expect(within(checkout).getByTestId('ordering-delivery-map').getAttribute('data-in-range')).toBe('true');
    expect(within(checkout).getByTestId('ordering-delivery-fee').textContent).toBe('Rp 13.000');
    expect(within(checkout).getByTestId('ordering-payable').textContent).toBe('Rp 45.000');

    fireEvent.click(submit);
    expect(within(checkout).getByText('Tulis alamatmu.')).toBeTruthy();
    expect(within(checkout).getByText('Tulis nomor HP 8–15 angka.')).toBeTruthy();
    expect(callsTo(calls, ORDERING_PATHS.orderSubmit)).toEqual([]);

    fireEvent.change(within(checkout).getByTestId('ordering-address'), {
      target: { value: 'Jl. Kemang Raya 10' },
    });
    fireEvent.change(within(checkout).getByTestId('ordering-phone'), { target: { value: '0812-3456 7890' } });
    fireEvent.click(submit);
    await screen.findByTestId('ordering-pickup-no', {}, UNTIL_STATE);
    expect(callsTo(calls, ORDERING_PATHS.orderSubmit)[0]?.body).toMatchObject({
      qrCodeId: DELIVERY_QR,
      orderFoodType: 1,
      address: { text: 'Jl. Kemang Raya 10', lat: STORE_POSITION.lat - 0.03, lng: STORE_POSITION.lng },
      contactPhone: '081234567890',
    });
    expect(localStorage.getItem(ORDERING_KEYS.contactPhone)).toBe('081234567890');
  });

  it('says before the tap that a position is beyond the delivery range', async () => {
    stubPosition(STORE_POSITION.lat - 0.1, STORE_POSITION.lng);
    orderApi(() => deliveryMenu());
    await renderOrdering(menuSearch(DELIVERY_QR, 1));
    await addDish(NASI_GORENG.dishId);
    const checkout = await openCheckout();
    fireEvent.click(within(checkout).getByTestId('ordering-locate'));
    expect((await within(checkout).findByTestId('ordering-out-of-range')).textContent).toContain(
      'di luar jangkauan antar 5 km',
    );
    expect(within(checkout).getByTestId('ordering-checkout-submit').hasAttribute('disabled')).toBe(true);
  });

  it('says the store is not delivering outside its delivery hours, with today’s hours, and takes no order', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(Date.parse('2025-03-04T06:09:00+07:00'));
    stubPosition(STORE_POSITION.lat - 0.03, STORE_POSITION.lng);
    orderApi(() => deliveryMenu());
    await renderOrdering(menuSearch(DELIVERY_QR, 1));
    await addDish(NASI_GORENG.dishId);
    const checkout = await openCheckout();
    expect(within(checkout).getByTestId('ordering-delivery-closed').textContent).toBe(
      'Toko sedang tidak mengantar. Jam antar hari ini: 10:30-21:30.',
    );
    fireEvent.click(within(checkout).getByTestId('ordering-locate'));
    await within(checkout).findByTestId('ordering-distance');
    expect(within(checkout).getByTestId('ordering-checkout-submit').hasAttribute('disabled')).toBe(true);
  });

  it('says when the position cannot be read', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    orderApi(() => deliveryMenu());
    await renderOrdering(menuSearch(DELIVERY_QR, 1));
    await addDish(NASI_GORENG.dishId);
    const checkout = await openCheckout();
    fireEvent.click(within(checkout).getByTestId('ordering-locate'));
    expect((await within(checkout).findByTestId('ordering-locate-failed')).textContent).toContain(
      'Izinkan akses lokasi',
    );
  });
});
