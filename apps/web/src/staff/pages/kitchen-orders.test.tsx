import { ERROR_CODES } from '@lahap/contract/errors';
import type { FoodOrder } from '@lahap/contract/ordering/food-order-schemas';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import { focusManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/toast';
import { UNTIL_STATE } from '@/test/wait';
import { nextFoodOrderStep } from '../model/kitchen-food-orders';
import { startStaffSession } from '../model/staff-session';
import { ok, refused, stubApi } from '../test/fake-api';
import { renderStaff } from '../test/render-staff';
import { resetStaffState } from '../test/reset';
import { loginData } from '../test/staff-fixtures';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
const toast = vi.mocked(showToast);

function foodOrder(orderId: string, overrides: Partial<FoodOrder> = {}): FoodOrder {
  return {
    orderId,
    orderFoodType: 2,
    store: { storeId: '10000195', storeName: { 'id-ID': 'Warung' } },
    qrCodeId: 'QR10000195P',
    status: 'PAID',
    pickupNo: Number(orderId) % 100,
    lines: [
      { dishId: '301', name: { 'id-ID': 'Nasi Goreng' }, quantity: 2, unitPrice: 32_000, note: 'pedas' },
    ],
    itemsTotal: 64_000,
    deliveryFee: 0,
    payable: 64_000,
    pickupTime: '2026-11-26T05:30:00.000Z',
    address: null,
    distanceMeters: null,
    contactPhone: null,
    charge: null,
    payBefore: null,
    createTime: '2026-11-26T05:00:00.000Z',
    paidTime: '2026-11-26T05:01:00.000Z',
    statusTime: '2026-11-26T05:01:00.000Z',
    ...overrides,
  };
}

const groupIds = (status: string) =>
  within(screen.getByTestId(`kitchen-food-group-${status}`))
    .getAllByTestId('kitchen-food-order')
    .map((card) => card.dataset.orderId);

beforeEach(() => {
  resetStaffState();
  toast.mockClear();
  startStaffSession(loginData());
});
afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('the pickup and delivery tab', () => {
  it('takes each order one step on as its channel allows: a pickup is handed over from ready, a delivery goes out first', () => {
    expect(nextFoodOrderStep({ orderFoodType: 2, status: 'PAID' })).toBe('ACCEPTED');
    expect(nextFoodOrderStep({ orderFoodType: 2, status: 'READY' })).toBe('COMPLETED');
    expect(nextFoodOrderStep({ orderFoodType: 1, status: 'READY' })).toBe('DELIVERING');
    expect(nextFoodOrderStep({ orderFoodType: 1, status: 'DELIVERING' })).toBe('COMPLETED');
    expect(nextFoodOrderStep({ orderFoodType: 2, status: 'UNPAID' })).toBeNull();
    expect(nextFoodOrderStep({ orderFoodType: 2, status: 'COMPLETED' })).toBeNull();
  });

  it('lists the store’s orders by status, soonest pickup first, and moves one a step on', async () => {
    let orders = [
      foodOrder('5003', { pickupTime: '2026-11-26T06:00:00.000Z' }),
      foodOrder('5001'),
      foodOrder('5002', {
        orderFoodType: 1,
        status: 'READY',
        pickupTime: null,
        address: { text: 'Jl. Kemang Raya 10', lat: -6.29, lng: 106.81 },
        contactPhone: '081234567890',
      }),
    ];
    const calls = stubApi({
      [ORDERING_PATHS.staffFoodOrders]: () => ok({ orderList: orders }),
      [ORDERING_PATHS.staffFoodOrderStatus]: (body) => {
        orders = orders.map((order) =>
          order.orderId === body.orderId ? { ...order, status: body.status as FoodOrder['status'] } : order,
        );
        return ok(orders.find((order) => order.orderId === body.orderId));
      },
    });
    await renderStaff('/kitchen/orders');
    await screen.findByTestId('kitchen-food-group-PAID', {}, UNTIL_STATE);
    expect(screen.getByTestId('kitchen-tab-orders').getAttribute('aria-current')).toBe('page');
    expect(groupIds('PAID')).toEqual(['5001', '5003']);
    expect(calls.find((call) => call.path === ORDERING_PATHS.staffFoodOrders)?.body).toMatchObject({
      activeOnly: true,
    });

    const delivery = within(screen.getByTestId('kitchen-food-group-READY')).getByTestId('kitchen-food-order');
    expect(within(delivery).getByRole('heading').textContent).toBe('Pesan antar #2');
    expect(within(delivery).getByTestId('kitchen-food-where').textContent).toBe(
      'Ke Jl. Kemang Raya 10 · 081234567890',
    );
    expect(within(delivery).getByTestId('kitchen-food-step').textContent).toBe('Kirim ke kurir');

    const first = screen.getAllByTestId('kitchen-food-order')[0]!;
    expect(within(first).getByRole('heading').textContent).toBe('Ambil sendiri #1');
    const step = within(first).getByTestId('kitchen-food-step');
    expect(step.getAttribute('aria-label')).toBe('Terima: Ambil sendiri #1');
    fireEvent.click(step);
    await waitFor(() => expect(groupIds('ACCEPTED')).toEqual(['5001']));
    expect(calls.find((call) => call.path === ORDERING_PATHS.staffFoodOrderStatus)?.body).toMatchObject({
      orderId: '5001',
      status: 'ACCEPTED',
    });
  });

  it('shows the server’s words when an order was moved meanwhile, then where it stands', async () => {
    let orders = [foodOrder('5001')];
    stubApi({
      [ORDERING_PATHS.staffFoodOrders]: () => ok({ orderList: orders }),
      [ORDERING_PATHS.staffFoodOrderStatus]: () => {
        orders = [foodOrder('5001', { status: 'ACCEPTED' })];
        return refused(ERROR_CODES.FOOD_ORDER_STATUS_INVALID, 'Sudah dipindah');
      },
    });
    await renderStaff('/kitchen/orders');
    fireEvent.click(await screen.findByTestId('kitchen-food-step', {}, UNTIL_STATE));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sudah dipindah'));
    await waitFor(() => expect(groupIds('ACCEPTED')).toEqual(['5001']));
  });

  it('says when there is nothing to hand over, and offers a retry when the list fails', async () => {
    let online = false;
    stubApi({
      [ORDERING_PATHS.staffFoodOrders]: () =>
        online ? ok({ orderList: [foodOrder('5001', { status: 'COMPLETED' })] }) : 'network',
    });
    await renderStaff('/kitchen/orders');
    const failed = await screen.findByTestId('kitchen-food-failed', {}, UNTIL_STATE);
    online = true;
    fireEvent.click(within(failed).getByRole('button'));
    expect((await screen.findByTestId('kitchen-food-empty', {}, UNTIL_STATE)).textContent).toContain(
      'Belum ada pesanan ambil sendiri atau antar',
    );
  });
});
