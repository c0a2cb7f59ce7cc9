import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { MyCouponsData } from '@lahap/contract/coupons/schemas';
import { formatDate } from '@lahap/contract/format';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { ORDERING_PATHS } from '@lahap/contract/ordering/paths';
import type { MyFoodOrdersData } from '@lahap/contract/ordering/schemas';
import type { MyOrdersData } from '@lahap/contract/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiGet, apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { walletCouponFixture } from '@/shared/coupons/coupon-fixtures';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/format/date-time';
import { changeLocale, i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { useSessionStore } from '@/shared/session/session-store';
import { useUnreadStore } from '@/shared/unread/unread-store';
import { FakeIntersectionObserver, nearBottom, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { OrderCard } from '../components/order-card';
import { foodOrderCardFixture, foodOrdersPage, tableBillCardFixture } from '../test/food-order-fixtures';
import { orderCardFixture, ordersPage } from '../test/order-fixtures';
import OrdersPage from './orders-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);
const ot = i18n.getFixedT('id-ID', 'orders');
const ROUTE = '/platform/home/order';
const DAY_MS = 86_400_000;

/** my_orders answers per status filter, page by page; a missing page fails its request. */
let orderPages: Record<string, (MyOrdersData | Error)[]>;
/** my_coupons answers (SAAS, valid), page by page. */
let couponPages: MyCouponsData[];
/** ordering/my-orders answers, page by page; a failure answers once, as my_orders'. */
let foodPages: (MyFoodOrdersData | Error)[];

function orderQueries() {
  return get.mock.calls
    .filter(([path]) => path === ORDER_PATHS.myOrders)
    .map(([, query]) => query as Record<string, unknown>);
}

function postBodies(path: string) {
  return post.mock.calls
    .filter(([called]) => called === path)
    .map(([, body]) => body as Record<string, unknown>);
}
const couponBodies = () => postBodies(COUPON_PATHS.myCoupons);
const foodBodies = () => postBodies(ORDERING_PATHS.myFoodOrders);

/** The answer at `pageNo` of `list`; a failure answers once and the retry finds the next answer. */
function answerPage<T>(list: (T | Error)[], pageNo: number): Promise<never> {
  const answer = list[pageNo - 1];
  if (answer instanceof Error) {
    list.splice(pageNo - 1, 1);
    return Promise.reject(answer);
  }
  return answer ? Promise.resolve(answer as never) : Promise.reject(new Error(`no page ${String(pageNo)}`));
}

function renderOrders(query = '') {
  return renderPage(<OrdersPage />, `${ROUTE}${query}`, ROUTE);
}

function cards(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => orderCardFixture(String(910_000_000_000 + from + i)));
}

function couponPage(ids: string[], hasMore: boolean): MyCouponsData {
  return {
    couponList: ids.map((id) =>
      walletCouponFixture(id, { business: 'SAAS', name: { 'id-ID': `Kupon toko ${id}` } }),
    ),
    pageInfoVO: { hasMore },
  };
}

const ORIGIN = window.location.origin;

function pickups(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => foodOrderCardFixture(String(7_100_000_000 + from + i)));
}

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
  orderPages = { '': [ordersPage(cards(2), false)], wait_pay: [ordersPage([], false)], not_delivery: [] };
  couponPages = [couponPage([], false)];
  foodPages = [foodOrdersPage(pickups(2), false)];
  get.mockReset();
  post.mockReset();
  get.mockImplementation((path, query) => {
    if (path !== ORDER_PATHS.myOrders) return Promise.reject(new Error(`unexpected call ${path}`));
    const { status, pageNo } = query as { status: string; pageNo: number };
    return answerPage(orderPages[status] ?? [], pageNo);
  });
  post.mockImplementation((path, body) => {
    const { pageNo } = body as { pageNo: number };
    if (path === COUPON_PATHS.myCoupons) return answerPage(couponPages, pageNo);
    if (path === ORDERING_PATHS.myFoodOrders) return answerPage(foodPages, pageNo);
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
  useUnreadStore.getState().resetAll();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('the orders tab', () => {
  it('asks a guest to log in and loads nothing', async () => {
    useSessionStore.getState().clear();
    renderOrders();
    fireEvent.click(await screen.findByTestId('login-prompt-button'));
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'order' });
    expect(get).not.toHaveBeenCalled();
  });

  it('shows placeholders, then all orders, 10 a page', async () => {
    renderOrders();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    const list = await screen.findByTestId('order-list-all');
    expect(within(list).getAllByTestId('order-card')).toHaveLength(2);
    expect(orderQueries()[0]).toEqual({ pageNo: 1, pageSize: 10, status: '' });
    expect(screen.getByTestId('order-list-all-foot-no-more')).toBeTruthy();
  });

  it('keeps the sub-tab in `key`, each with its own list and status filter', async () => {
    orderPages.wait_pay = [ordersPage([orderCardFixture('920000000001', { status: 'wait_pay' })], false)];
    const app = renderOrders();
    await screen.findByTestId('order-list-all');

    fireEvent.click(screen.getByText(ot('tabs.waitPay')));
    await waitFor(() => expect(app.location()?.search).toBe('?key=waitPay'));
    expect(app.navigationType()).toBe('REPLACE');
    const waiting = await screen.findByTestId('order-list-waitPay');
    expect(within(waiting).getAllByTestId('order-card')).toHaveLength(1);
    expect(orderQueries().map((query) => query.status)).toEqual(['', 'wait_pay']);
    // The other list is kept, hidden, rather than loaded again.
    expect((screen.getByTestId('order-panel-all') as HTMLElement).hidden).toBe(true);

    fireEvent.click(screen.getByText(ot('tabs.all')));
    await waitFor(() => expect(app.location()?.search).toBe('?key=all'));
    expect((screen.getByTestId('order-panel-all') as HTMLElement).hidden).toBe(false);
    expect(orderQueries()).toHaveLength(2);
  });

  it('opens the sub-tab `key` names: useable asks for not_delivery', async () => {
    orderPages.not_delivery = [ordersPage(cards(1), false)];
    renderOrders('?key=useable');
    await screen.findByTestId('order-list-useable');
    expect(orderQueries()[0]).toMatchObject({ status: 'not_delivery', pageNo: 1 });
  });

  it('pages 250 px before the end and says when there is no more', async () => {
    orderPages[''] = [ordersPage(cards(10), true), ordersPage(cards(3, 11), false)];
    renderOrders();
    await screen.findByTestId('order-list-all');
    expect(screen.getAllByTestId('order-card')).toHaveLength(10);
    nearBottom();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(13));
    expect(orderQueries().map((query) => query.pageNo)).toEqual([1, 2]);
    expect(screen.getByTestId('order-list-all-foot-no-more')).toBeTruthy();
  });

  it('shows an empty view for a sub-tab with nothing in it', async () => {
    renderOrders('?key=waitPay');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain(ot('list.empty.waitPay.title'));
    expect(couponBodies()).toHaveLength(0);
  });

  it('shows an error with retry when the first page fails', async () => {
    orderPages[''] = [
      new ApiRequestError({ kind: 'network', code: 'NETWORK', message: '' }) as never,
      ordersPage(cards(1), false),
    ];
    renderOrders();
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    expect(within(await screen.findByTestId('order-list-all')).getAllByTestId('order-card')).toHaveLength(1);
  });

  it('goes on in useable with the valid store coupons once the orders run out', async () => {
    orderPages.not_delivery = [ordersPage(cards(10), true), ordersPage(cards(1, 11), false)];
    couponPages = [couponPage(['8001', '8002'], false)];
    renderOrders('?key=useable');
    await screen.findByTestId('order-list-useable');
    // Orders still to come: no coupons yet.
    expect(couponBodies()).toHaveLength(0);
    expect(screen.queryByTestId('order-store-coupons')).toBeNull();

    nearBottom();
    const coupons = await screen.findByTestId('order-store-coupons');
    expect(screen.getAllByTestId('order-card')).toHaveLength(11);
    expect(couponBodies()[0]).toMatchObject({ pageNo: 1, pageSize: 20, business: 'SAAS', status: 'valid' });
    expect(within(coupons).getAllByTestId('coupon-card')).toHaveLength(2);
    expect(coupons.textContent).toContain('Kupon toko 8001');
    expect(screen.getByText(ot('list.storeCoupons'))).toBeTruthy();
  });

  it('shows useable as empty only when it has neither orders nor store coupons', async () => {
    orderPages.not_delivery = [ordersPage([], false)];
    couponPages = [couponPage(['8001'], false)];
    renderOrders('?key=useable');
    expect(
      within(await screen.findByTestId('order-store-coupons')).getAllByTestId('coupon-card'),
    ).toHaveLength(1);
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('clears the orders tab’s red dot when it is opened', async () => {
    useUnreadStore.getState().increment('order', '910000000009');
    expect(useUnreadStore.getState().pages.order.totalUnread).toBe(1);
    renderOrders();
    await waitFor(() => expect(useUnreadStore.getState().pages.order.totalUnread).toBe(0));
  });
});

describe('an order card', () => {
  const NOW = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();

  /** One card per status of spec §4, each with its own times. */
  function everyStatus() {
    return [
      orderCardFixture('930000000001', { status: 'wait_pay', orderStatus: 'INIT', remainPayMinutes: 7 }),
      orderCardFixture('930000000002', {
        status: 'cancel',
        orderStatus: 'CANCEL',
        cancelTime: at(NOW - DAY_MS),
      }),
      orderCardFixture('930000000003', { status: 'valid', remainingConsumerDays: 12 }),
      orderCardFixture('930000000004', { status: 'used', usedTime: at(NOW - 2 * DAY_MS) }),
      orderCardFixture('930000000005', { status: 'expired', effectiveEndTime: at(NOW - 3 * DAY_MS) }),
      orderCardFixture('930000000006', { status: 'return', returnTime: at(NOW - 4 * DAY_MS) }),
      orderCardFixture('930000000007', {
        status: 'not_effective',
        effectiveStartTime: at(NOW + 2 * DAY_MS),
        effectiveEndTime: at(NOW + 9 * DAY_MS),
      }),
      orderCardFixture('930000000008', {
        status: 'not_delivery',
        thirdCodeType: 'CODE',
        exchangeEndTime: at(NOW + 5 * DAY_MS),
      }),
    ];
  }

  it('shows the product, where it is used, what was paid and the footer of its status', async () => {
    orderPages[''] = [ordersPage(everyStatus(), false)];
    renderOrders();
    await screen.findByTestId('order-list-all');
    const byId = (id: string) =>
      screen
        .getAllByTestId('order-card')
        .find((card) => card.querySelector(`a[href*="orderId=${id}"]`)) as HTMLElement;
    const footer = (id: string) => within(byId(id)).getByTestId('order-card-footer').textContent;
    const dateTime = (iso: string) => formatDateTime(iso, 'id-ID');

    const unpaid = byId('930000000001');
    expect(within(unpaid).getByTestId('order-card-status').textContent).toBe('Belum bayar');
    expect(footer('930000000001')).toBe(ot('card.footer.payWithin', { count: 7 }));
    expect(within(unpaid).getByTestId('order-card-amount').textContent).toContain('Total bayar Rp 85.000');
    const pay = within(unpaid).getByTestId('order-card-pay');
    expect(pay.getAttribute('href')).toBe(
      '/platform/payPage/cashier?orderId=930000000001&partnerCode=LAHAP_CASHIER',
    );
    expect(pay.getAttribute('aria-label')).toBe('Bayar sekarang: Paket Sate 930000000001');

    expect(footer('930000000002')).toBe(`Dibatalkan ${dateTime(at(NOW - DAY_MS))}`);
    expect(within(byId('930000000002')).queryByRole('link', { name: /Bayar/ })).toBeNull();

    const valid = byId('930000000003');
    expect(footer('930000000003')).toBe('Sisa 12 hari');
    expect(within(valid).getByTestId('order-card-amount').textContent).toContain('Dibayar Rp 85.000');
    expect(within(valid).getByTestId('order-card-view').getAttribute('href')).toBe(
      '/platform/groupCouponOrderDetail?orderId=930000000003&key=all',
    );

    expect(footer('930000000004')).toBe(`Selesai ${dateTime(at(NOW - 2 * DAY_MS))}`);
    expect(footer('930000000005')).toBe(`Kedaluwarsa ${formatDate(NOW - 3 * DAY_MS - 1, 'id-ID')}`);
    expect(footer('930000000006')).toBe(`Dikembalikan ${dateTime(at(NOW - 4 * DAY_MS))}`);
    expect(footer('930000000007')).toBe(
      `Berlaku ${formatDate(NOW + 2 * DAY_MS, 'id-ID')} – ${formatDate(NOW + 9 * DAY_MS - 1, 'id-ID')}`,
    );
    const notDelivered = byId('930000000008');
    expect(footer('930000000008')).toBe(`Tukar sebelum ${dateTime(at(NOW + 5 * DAY_MS))}`);
    expect(within(notDelivered).getByTestId('order-card-redeem').getAttribute('href')).toBe(
      '/platform/groupCouponOrderDetail?orderId=930000000008&key=all',
    );

    // Only wait_pay, valid and not_delivery carry an action.
    for (const id of ['930000000002', '930000000004', '930000000005', '930000000006', '930000000007']) {
      expect(within(byId(id)).getAllByRole('link')).toHaveLength(1);
    }
  });

  it('names the first store and says there are more', async () => {
    orderPages[''] = [
      ordersPage(
        [orderCardFixture('940000000001', { multiStoreSign: true, applicableStoreCount: 7 })],
        false,
      ),
    ];
    renderOrders();
    const card = (await screen.findAllByTestId('order-card'))[0]!;
    expect(card.textContent).toContain('Warung Sate Pak Kumis dan 6 toko lainnya');
  });

  it('without an orderId shows the parameter error and reports it, linking nowhere', () => {
    renderPage(<OrderCard order={orderCardFixture('', {})} tab="all" />, ROUTE);
    const card = screen.getByTestId('order-card-invalid');
    expect(card.textContent).toContain('Parameter salah');
    expect(card.querySelector('a')).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(reportError).mock.calls[0]![0])).toContain('orderId');
  });
});

describe('the food sub-tab', () => {
  it('is the `food` key of the orders tab', () => {
    expect(paths.orderTab.getHref('food')).toBe('/platform/home/order?key=food');
  });

  it('shows placeholders, then the food orders, 10 a page, and no voucher orders', async () => {
    renderOrders('?key=food');
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    const list = await screen.findByTestId('order-list-food');
    expect(within(list).getAllByTestId('food-order-card')).toHaveLength(2);
    expect(foodBodies()).toEqual([{ pageNo: 1, pageSize: 10 }]);
    expect(orderQueries()).toHaveLength(0);
    expect(screen.getByTestId('order-list-food-foot-no-more')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: ot('tabs.food') })).toBeTruthy();
  });

  it('opens from the tab bar and keeps its key', async () => {
    const app = renderOrders();
    await screen.findByTestId('orders-page');
    fireEvent.click(screen.getByText(ot('tabs.food')));
    await waitFor(() => expect(app.location()?.search).toBe('?key=food'));
    expect(await screen.findAllByTestId('food-order-card')).toHaveLength(2);
  });

  it('pages 250 px before the end and says when there is no more', async () => {
    foodPages = [foodOrdersPage(pickups(10), true), foodOrdersPage(pickups(3, 11), false)];
    renderOrders('?key=food');
    await screen.findByTestId('order-list-food');
    expect(screen.getAllByTestId('food-order-card')).toHaveLength(10);
    nearBottom();
    await waitFor(() => expect(screen.getAllByTestId('food-order-card')).toHaveLength(13));
    expect(foodBodies().map((body) => body.pageNo)).toEqual([1, 2]);
    expect(screen.getByTestId('order-list-food-foot-no-more')).toBeTruthy();
  });

  it('shows an empty view when the customer ordered no food', async () => {
    foodPages = [foodOrdersPage([], false)];
    renderOrders('?key=food');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain(ot('list.empty.food.title'));
  });

  it('shows an error with retry when the first page fails', async () => {
    foodPages = [
      new ApiRequestError({ kind: 'network', code: 'NETWORK', message: '' }),
      foodOrdersPage(pickups(1), false),
    ];
    renderOrders('?key=food');
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    expect(
      within(await screen.findByTestId('order-list-food')).getAllByTestId('food-order-card'),
    ).toHaveLength(1);
  });
});

describe('a food card', () => {
  async function cardsOf(list: MyFoodOrdersData['list']) {
    foodPages = [foodOrdersPage(list, false)];
    renderOrders('?key=food');
    return screen.findAllByTestId('food-order-card');
  }
  const text = (card: HTMLElement, testId: string) => within(card).getByTestId(testId).textContent;

  it('shows an open table: the table and bill, the total and the customer’s share, back to the table', async () => {
    const [card] = await cardsOf([tableBillCardFixture('61')]);
    expect(card!.textContent).toContain('Warung Sate Pak Kumis');
    expect(text(card!, 'food-order-status')).toBe('Dibayar sebagian');
    expect(text(card!, 'food-order-kind')).toBe('Makan di tempat · Meja 3 · Tagihan #1');
    expect(text(card!, 'food-order-amount')).toBe('Tagihan meja Rp 120.000');
    expect(text(card!, 'food-order-my-share')).toBe('Bagianmu Rp 40.000');
    expect(text(card!, 'food-order-footer')).toBe(
      `Dipesan ${formatDateTime('2025-05-12T03:00:00.000Z', 'id-ID')}`,
    );
    const back = within(card!).getByRole('link', { name: 'Kembali ke meja: Warung Sate Pak Kumis' });
    expect(back.getAttribute('href')).toBe(`${ORIGIN}/menuQr?qrCodeId=QR10000195T3&orderFoodType=3`);
  });

  it('gives a table whose sitting closed no link', async () => {
    const [card] = await cardsOf([
      tableBillCardFixture('62', { status: 'PAID', qrCodeId: null, paidTime: '2025-05-12T04:00:00.000Z' }),
    ]);
    expect(text(card!, 'food-order-status')).toBe('Lunas');
    expect(text(card!, 'food-order-footer')).toBe(
      `Dibayar ${formatDateTime('2025-05-12T04:00:00.000Z', 'id-ID')}`,
    );
    expect(within(card!).queryByRole('link')).toBeNull();
  });

  it('asks an unpaid pickup to be paid on its order page, with its pickup number', async () => {
    const [card] = await cardsOf([
      foodOrderCardFixture('7100000000000009', { status: 'UNPAID', paidTime: null }),
    ]);
    expect(text(card!, 'food-order-status')).toBe('Belum bayar');
    expect(text(card!, 'food-order-kind')).toBe('Ambil sendiri · Nomor ambil 12');
    expect(text(card!, 'food-order-amount')).toBe('Total bayar Rp 64.000');
    expect(within(card!).queryByTestId('food-order-my-share')).toBeNull();
    const pay = within(card!).getByRole('link', { name: 'Bayar sekarang: Warung Sate Pak Kumis' });
    expect(pay.textContent).toBe('Bayar sekarang');
    expect(pay.getAttribute('href')).toBe(`${ORIGIN}/menuQr/order?orderId=7100000000000009`);
  });

  it('follows a delivery on its way, and a ready one reads as ready to deliver', async () => {
    const [onTheWay, ready] = await cardsOf([
      foodOrderCardFixture('7100000000000010', { kind: 'DELIVERY', status: 'DELIVERING', pickupNo: null }),
      foodOrderCardFixture('7100000000000011', { kind: 'DELIVERY', status: 'READY' }),
    ]);
    expect(text(onTheWay!, 'food-order-status')).toBe('Sedang diantar');
    expect(text(onTheWay!, 'food-order-kind')).toBe('Pesan antar');
    expect(text(onTheWay!, 'food-order-amount')).toBe('Dibayar Rp 64.000');
    expect(within(onTheWay!).getByTestId('food-order-viewOrder').getAttribute('href')).toBe(
      `${ORIGIN}/menuQr/order?orderId=7100000000000010`,
    );
    expect(text(ready!, 'food-order-status')).toBe('Siap diantar');
    expect(text(ready!, 'food-order-kind')).toBe('Pesan antar · No. 12');
  });

  it('speaks the customer’s language', async () => {
    await changeLocale('zh-CN');
    try {
      const [card] = await cardsOf([foodOrderCardFixture('7100000000000012', { status: 'READY' })]);
      expect(card!.textContent).toContain('库米斯沙爹');
      expect(text(card!, 'food-order-status')).toBe('待取餐');
      expect(text(card!, 'food-order-kind')).toBe('自取 · 取餐号 12');
    } finally {
      await changeLocale('id-ID');
    }
  });
});
