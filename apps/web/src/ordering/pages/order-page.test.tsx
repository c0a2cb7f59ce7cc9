import { ERROR_CODES } from '@lahap/contract/errors';
import type { FoodOrderCharge } from '@lahap/contract/ordering/food-order-schemas';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_STATE } from '@/test/wait';
import { keepOrderToken } from '../model/food-order-tokens';
import { openWallet } from '../model/open-wallet';
import { FOOD_ORDER_POLL_MS } from '../model/food-order-view';
import { callsTo, ok, refused, stubApi } from '../test/fake-api';
import { DELIVERY_QR, ORDER_ID, ORDER_TOKEN, QRIS_CHARGE, foodOrder } from '../test/fixtures';
import { renderOrdering } from '../test/render-ordering';

vi.mock('../model/open-wallet', () => ({ openWallet: vi.fn() }));

const ORDER_PAGE = '/menuQr/order';
const orderSearch = `?orderId=${ORDER_ID}`;

beforeEach(() => keepOrderToken(ORDER_ID, ORDER_TOKEN));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a pickup or delivery order’s page', () => {
  it('reads the order with the token kept on the phone, and follows it by polling until it is ready', async () => {
    let order = foodOrder({
      status: 'PAID',
      charge: null,
      payBefore: null,
      paidTime: '2025-03-04T11:02:00+07:00',
    });
    const calls = stubApi({ [ORDERING_PATHS.orderDetail]: () => ok(order) });
    await renderOrdering(orderSearch, ORDER_PAGE);

    expect((await screen.findByTestId('ordering-pickup-no')).textContent).toBe('17');
    expect(callsTo(calls, ORDERING_PATHS.orderDetail)[0]?.body).toMatchObject({
      orderId: ORDER_ID,
      orderToken: ORDER_TOKEN,
    });
    expect(screen.getByTestId('ordering-order-status').textContent).toBe('Dibayar');
    expect(screen.getByTestId('ordering-order-pickup-time').textContent).toBe('Ambil 04-03-2025 12:00');
    expect(screen.getByTestId('ordering-order-step-PAID').getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('ordering-order-step-UNPAID').getAttribute('data-state')).toBe('done');
    expect(screen.queryByTestId('ordering-order-step-DELIVERING')).toBeNull();
    expect(screen.queryByTestId('ordering-pay-panel')).toBeNull();
    expect(screen.getByTestId('ordering-payable').textContent).toBe('Rp 64.000');

    order = { ...order, status: 'READY' };
    await waitFor(() => expect(screen.getByTestId('ordering-order-status').textContent).toBe('Siap'), {
      timeout: FOOD_ORDER_POLL_MS + 3_000,
    });
    expect(screen.getByTestId('ordering-order-note').textContent).toContain('Sebutkan nomor ambil di kasir');
    expect(screen.getByTestId('ordering-order-step-READY').getAttribute('aria-current')).toBe('step');
  }, 15_000);

  it('shows the open QRIS charge of an unpaid order, and opens another with a chosen e-wallet', async () => {
    let order = foodOrder({ charge: QRIS_CHARGE });
    const calls = stubApi({
      [ORDERING_PATHS.orderDetail]: () => ok(order),
      [ORDERING_PATHS.orderPay]: (body) => {
        const charge: FoodOrderCharge = {
          ...QRIS_CHARGE,
          paymentId: '7002',
          payMethod: body.payMethod as FoodOrderCharge['payMethod'],
          qrisPayload: null,
          redirectUrl: '/sandbox/pay/7002',
        };
        order = { ...order, charge };
        return ok({ orderId: ORDER_ID, amount: 64_000, charge });
      },
    });
    await renderOrdering(orderSearch, ORDER_PAGE);
    expect(await screen.findByTestId('qris-code', {}, UNTIL_STATE)).toBeTruthy();
    expect(screen.getByTestId('ordering-pay-before').textContent).toContain('11:15');

    fireEvent.click(screen.getByTestId('ordering-change-method'));
    fireEvent.click(screen.getByTestId('ordering-method-OVO'));
    fireEvent.click(screen.getByTestId('ordering-pay'));
    const wallet = await screen.findByTestId('ordering-open-wallet', {}, UNTIL_STATE);
    expect(openWallet).toHaveBeenCalledWith('/sandbox/pay/7002');
    expect(wallet.getAttribute('href')).toBe('/sandbox/pay/7002');
    expect(callsTo(calls, ORDERING_PATHS.orderPay)[0]?.body).toMatchObject({
      orderId: ORDER_ID,
      orderToken: ORDER_TOKEN,
      payMethod: 'OVO',
    });
  });

  it('words a refusal to pay: the order was cancelled meanwhile', async () => {
    stubApi({
      [ORDERING_PATHS.orderDetail]: () => ok(foodOrder({ charge: null })),
      [ORDERING_PATHS.orderPay]: () => refused(ERROR_CODES.FOOD_ORDER_CLOSED),
    });
    await renderOrdering(orderSearch, ORDER_PAGE);
    fireEvent.click(await screen.findByTestId('ordering-pay'));
    expect((await screen.findByTestId('ordering-pay-error')).textContent).toContain('sudah dibatalkan');
  });

  it('shows a delivery’s address, distance, fee and its way to the door; a completed one offers to order again', async () => {
    stubApi({
      [ORDERING_PATHS.orderDetail]: () =>
        ok(
          foodOrder({
            orderFoodType: 1,
            qrCodeId: DELIVERY_QR,
            status: 'COMPLETED',
            pickupTime: null,
            address: { text: 'Jl. Kemang Raya 10', lat: -6.29, lng: 106.81 },
            distanceMeters: 3_336,
            contactPhone: '081234567890',
            deliveryFee: 13_000,
            payable: 77_000,
          }),
        ),
    });
    await renderOrdering(orderSearch, ORDER_PAGE);
    const address = await screen.findByTestId('ordering-order-address');
    expect(address.textContent).toContain('Jl. Kemang Raya 10');
    expect(address.textContent).toContain('3,3 km dari toko');
    expect(screen.getByTestId('ordering-delivery-fee').textContent).toBe('Rp 13.000');
    expect(screen.getByTestId('ordering-payable').textContent).toBe('Rp 77.000');
    expect(within(screen.getByTestId('ordering-order-steps')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByTestId('ordering-order-again').getAttribute('href')).toBe(
      `/menuQr?qrCodeId=${DELIVERY_QR}&orderFoodType=1`,
    );
  });

  it('says an order this phone cannot read cannot be opened, and a broken link is one', async () => {
    stubApi({ [ORDERING_PATHS.orderDetail]: () => refused(ERROR_CODES.FOOD_ORDER_NOT_FOUND) });
    const view = await renderOrdering(orderSearch, ORDER_PAGE);
    expect((await screen.findByTestId('ordering-link-problem')).textContent).toContain(
      'Pesanan ini tidak bisa dibuka',
    );
    view.unmount();
    await renderOrdering('?orderId=abc', ORDER_PAGE);
    expect(screen.getByTestId('ordering-link-problem').textContent).toContain(
      'Tautan pesanan ini tidak lengkap',
    );
  });

  it('offers a retry when the order could not be loaded', async () => {
    let fail = true;
    stubApi({
      [ORDERING_PATHS.orderDetail]: () => (fail ? 'network' : ok(foodOrder({ status: 'ACCEPTED' }))),
    });
    await renderOrdering(orderSearch, ORDER_PAGE);
    const retry = within(await screen.findByTestId('error-state', {}, UNTIL_STATE)).getByRole('button');
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('ordering-order-status')).textContent).toBe('Disiapkan');
  });
});
