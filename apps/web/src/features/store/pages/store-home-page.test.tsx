import { COUPON_TOAST_MS } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { MerchantHomepageCouponData, StoreDetailData } from '@lahap/contract/store/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { bridge } from '@/shared/bridge/bridge';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { openOrdering } from '../model/open-ordering';
import { batchFixture, couponsFixture, images, storeFixture } from '../test/store-fixtures';
import StoreHomePage from './store-home-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
vi.mock('../model/open-ordering', () => ({ openOrdering: vi.fn() }));
const native = vi.hoisted(() => ({ value: false }));
vi.mock(import('@/shared/bridge/bridge'), async (importOriginal) => ({
  ...(await importOriginal()),
  isNativeApp: () => native.value,
}));

const post = vi.mocked(apiPost);
const toast = vi.mocked(showToast);
const st = i18n.getFixedT(null, 'store');

type Handler = (body: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler>;

function bodiesOf(path: string) {
  return post.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);
}

/** Serves one store; favourite save and cancel change what its detail answers afterwards. */
function serve(store: StoreDetailData | (() => never), coupons = couponsFixture()) {
  let favourite = typeof store === 'function' ? false : store.favourite;
  handlers = {
    [STORE_PATHS.storeDetail]: () => (typeof store === 'function' ? store() : { ...store, favourite }),
    [STORE_PATHS.merchantHomepageCoupon]: () => coupons,
    [STORE_PATHS.favouriteSave]: () => {
      favourite = true;
      return null;
    },
    [STORE_PATHS.favouriteBatchCancel]: () => {
      favourite = false;
      return null;
    },
  };
}

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderStore(query = 'storeId=101') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/platform/merchant?${query}`]}>
        <Routes>
          <Route path="/platform/merchant" element={<StoreHomePage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const serverError = (code: string, message: string) => new ApiRequestError({ kind: 'server', code, message });

function logIn() {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
}

beforeEach(() => {
  // The first-time hint is tested on its own; elsewhere it has been seen.
  localStorage.setItem('lahap_favourite_hint_seen', '1');
  native.value = false;
  serve(storeFixture());
  post.mockReset();
  post.mockImplementation((path, body) => {
    const handler = handlers[path];
    if (!handler) return Promise.reject(new Error(`unexpected call ${path}`));
    try {
      return Promise.resolve(handler(body as Record<string, unknown>)) as never;
    } catch (error) {
      return Promise.reject(error as Error) as never;
    }
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.mockReset();
  vi.mocked(openOrdering).mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('store home', () => {
  it('shows the skeleton, then every section of a full store', async () => {
    renderStore('storeId=101&cpType=LAHAP&qrCodeId=q9&poiId=p7');
    expect(screen.getByTestId('store-skeleton')).toBeTruthy();

    expect((await screen.findByTestId('store-name')).textContent).toContain('Warung Sate Pak Kumis');
    expect(bodiesOf(STORE_PATHS.storeDetail)[0]).toMatchObject({
      storeId: '101',
      qrCodeId: 'q9',
      poiId: 'p7',
      cpType: 'LAHAP',
      sourceType: 'CUSTOMER',
    });
    expect(bodiesOf(STORE_PATHS.merchantHomepageCoupon)[0]).toMatchObject({ storeId: '101' });

    // Top bar: name and favourite; share only inside the native app.
    expect(screen.getByTestId('nav-bar').textContent).toContain('Warung Sate Pak Kumis');
    expect(screen.getByTestId('store-favourite').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('store-share')).toBeNull();

    // Carousel: the two BACKGROUND images with "n / total", each opening the preview.
    const slides = screen.getAllByTestId('store-carousel-slide');
    expect(slides).toHaveLength(2);
    expect(screen.getByTestId('store-carousel-counter').textContent).toBe('1 / 2');
    expect(slides[1]!.getAttribute('href')).toBe(
      '/platform/imagePreview?storeId=101&imageType=BACKGROUND&index=1',
    );

    // Info block.
    expect(screen.getByTestId('store-halal')).toBeTruthy();
    expect(screen.getByTestId('store-categories').textContent).toBe('Sate · Indonesia');
    expect(screen.getByTestId('store-price-per-person').textContent).toBe('Rp 50.000/orang');
    expect(screen.getByTestId('store-open-status').textContent).toBe(st('hours.open'));
    expect(screen.getByTestId('store-hours').textContent).toBe(st('hours.today', { hours: '00:00-24:00' }));
    expect(screen.getByTestId('store-phone').getAttribute('href')).toBe('tel:+6281234567890');
    expect(screen.getByTestId('store-place').textContent).toBe('Grand Indonesia · LG · 3F');
    expect(screen.getByTestId('store-distance').textContent).toBe('1.5 km');
    expect(screen.getByTestId('store-more-info').getAttribute('href')).toBe(
      '/platform/merchantDetail?storeId=101',
    );

    // Coupon section: vouchers first with the outlet-only tip, then the coupon batches.
    const vouchers = await screen.findByTestId('store-vouchers');
    expect(within(vouchers).getByTestId('store-vouchers-tip').textContent).toBe(st('coupons.outletOnly'));
    const cards = within(vouchers).getAllByTestId('store-product-card');
    expect(cards).toHaveLength(3);
    const [promo, lowStock, soldOut] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(promo).getByTestId('product-discount').textContent).toBe('-52%');
    expect(within(promo).getByTestId('product-promotion').textContent).toBe('Promo Gajian');
    expect(promo.textContent).toContain('Rp 19.000');
    expect(promo.querySelector('del')?.textContent).toBe('Rp 40.000');
    expect(within(promo).queryByTestId('product-stock')).toBeNull();
    expect(within(promo).getByTestId('store-product-open').getAttribute('href')).toBe(
      '/platform/groupCouponDetail?skuId=601',
    );
    expect(within(promo).getByTestId('store-product-buy').getAttribute('href')).toBe(
      '/platform/confirmOrder?skuId=601',
    );
    expect(within(lowStock).getByTestId('product-stock').textContent).toBe(
      i18n.t('discovery:cards.stockLeft', { count: 4 }),
    );
    expect(within(soldOut).getByTestId('product-mask').textContent).toBe(
      i18n.t('discovery:cards.mask.soldOut'),
    );
    expect(within(soldOut).getByTestId('store-product-buy').getAttribute('href')).toBe(
      '/platform/groupCouponDetail?skuId=603',
    );
    expect(within(screen.getByTestId('store-discounts')).getAllByTestId('coupon-batch-card')).toHaveLength(3);

    // Photos: five photos in a row of three (wide first) and a row of two.
    const rows = within(screen.getByTestId('photos-section')).getAllByTestId('photo-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByTestId('photo-tile')
          .map((tile) => tile.dataset.size),
      ),
    ).toEqual([
      ['wide', 'small', 'small'],
      ['wide', 'small'],
    ]);

    // Menu: its two pages and its dishes.
    const menu = screen.getByTestId('menu-section');
    expect(within(menu).getAllByTestId('menu-page')).toHaveLength(2);
    expect(
      within(menu)
        .getAllByTestId('menu-dish')
        .map((dish) => dish.textContent),
    ).toEqual([`${st('menu.signature')}Sate AyamRp 35.000`, 'Es TehRp 8.000']);

    // Channel 1 has no table-QR block.
    expect(screen.queryByTestId('table-order-block')).toBeNull();
  });

  it('falls back to the merchant background image, then to the default banner', async () => {
    serve(
      storeFixture({
        storeImageList: images('PHOTOS', 4),
        merchantBackgroundImage: '/api/images/demo/bg.webp',
      }),
    );
    const view = renderStore();
    expect((await screen.findByTestId('store-carousel-counter')).textContent).toBe('1 / 1');
    view.unmount();
    serve(storeFixture({ storeImageList: [], merchantBackgroundImage: null }));
    renderStore();
    expect(await screen.findByTestId('store-carousel-default')).toBeTruthy();
  });

  it.each([
    [3, false],
    [4, true],
  ])('with %i photos shows the photos section: %s', async (count, shown) => {
    serve(storeFixture({ storeImageList: images('PHOTOS', count) }));
    renderStore();
    await screen.findByTestId('store-name');
    expect(screen.queryByTestId('photos-section') !== null).toBe(shown);
  });

  it('opens a photo in the lightbox, steps through and links to the preview', async () => {
    renderStore();
    const tiles = await screen.findAllByTestId('photo-tile');
    fireEvent.click(tiles[3]!);
    const lightbox = screen.getByTestId('lightbox');
    expect(within(lightbox).getByTestId('lightbox-counter').textContent).toBe('4 / 5');
    fireEvent.click(within(lightbox).getByTestId('lightbox-next'));
    expect(within(lightbox).getByTestId('lightbox-counter').textContent).toBe('5 / 5');
    expect((within(lightbox).getByTestId('lightbox-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(lightbox).getByTestId('lightbox-previous'));
    expect(within(lightbox).getByTestId('lightbox-preview').getAttribute('href')).toBe(
      '/platform/imagePreview?storeId=101&imageType=PHOTOS&index=3',
    );
    fireEvent.click(within(lightbox).getByTestId('lightbox-close'));
    expect(screen.queryByTestId('lightbox')).toBeNull();
  });

  it('shows the table-QR block for channel_id 3 and orders through the ordering host', async () => {
    renderStore('storeId=101&channel_id=3&qrCodeId=table-9');
    const block = await screen.findByTestId('table-order-block');
    const entries = within(block).getAllByTestId('service-entry');
    expect(entries.map((entry) => entry.dataset.kind)).toEqual(['dineIn', 'delivery', 'pickup']);

    fireEvent.click(entries[0]!);
    expect(openOrdering).toHaveBeenCalledWith('qr-dine', 3);
    fireEvent.click(entries[1]!);
    expect(toast).toHaveBeenCalledWith(st('service.unavailable.delivery'));
    expect(openOrdering).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('lahap_channel_id')).toBe('3');
  });

  it('shows one card for a single service type, ordering with the scanned table QR', async () => {
    serve(storeFixture({ storeChannelList: [{ orderFoodType: 3, qrCodeId: null }] }));
    renderStore('storeId=101&channel_id=2&qrCodeId=table-9');
    const block = await screen.findByTestId('table-order-block');
    expect(within(block).getByTestId('table-order-single')).toBeTruthy();
    fireEvent.click(within(block).getByTestId('service-entry'));
    expect(openOrdering).toHaveBeenCalledWith('table-9', 3);
  });

  it('has no table-QR block for channel_id 1, and no address for channel_id 6', async () => {
    const view = renderStore('storeId=101&channel_id=1');
    await screen.findByTestId('store-name');
    expect(screen.queryByTestId('table-order-block')).toBeNull();
    expect(screen.getByTestId('store-address-line')).toBeTruthy();
    view.unmount();
    renderStore('storeId=101&channel_id=6');
    await screen.findByTestId('store-name');
    expect(screen.queryByTestId('store-address-line')).toBeNull();
    expect(screen.queryByTestId('table-order-block')).toBeNull();
  });

  it('shows three of each list and toggles the rest with View more / Close', async () => {
    renderStore();
    const toggle = await screen.findByTestId('store-voucher-list-toggle');
    const vouchers = () =>
      within(screen.getByTestId('store-voucher-list')).getAllByTestId('store-product-card');
    expect(vouchers()).toHaveLength(3);
    expect(toggle.textContent).toBe(st('coupons.viewMore'));
    fireEvent.click(toggle);
    expect(vouchers()).toHaveLength(4);
    expect(toggle.textContent).toBe(st('coupons.close'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(vouchers()).toHaveLength(3);

    const batches = () =>
      within(screen.getByTestId('store-discount-list')).getAllByTestId('coupon-batch-card');
    expect(batches()).toHaveLength(3);
    fireEvent.click(screen.getByTestId('store-discount-list-toggle'));
    expect(batches()).toHaveLength(4);
  });

  it('has no toggle with three or fewer items', async () => {
    const coupons = couponsFixture();
    serve(
      storeFixture(),
      couponsFixture({ productList: coupons.homepageCouponList.productList.slice(0, 3) }),
    );
    renderStore();
    await screen.findByTestId('store-voucher-list');
    expect(screen.queryByTestId('store-voucher-list-toggle')).toBeNull();
  });

  it("holds the coupon section's place while its answer comes after the store's", async () => {
    let answer: (value: unknown) => void = () => undefined;
    handlers[STORE_PATHS.merchantHomepageCoupon] = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    renderStore();
    await screen.findByTestId('store-name');
    expect(screen.getByTestId('coupon-section-skeleton').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(couponsFixture()));
    await screen.findByTestId('coupon-section');
    expect(screen.queryByTestId('coupon-section-skeleton')).toBeNull();
  });

  it('leaves the coupon section out, placeholder and all, when its call fails', async () => {
    handlers[STORE_PATHS.merchantHomepageCoupon] = () => {
      throw serverError('5000', 'coupons down');
    };
    renderStore();
    await screen.findByTestId('store-name');
    await waitFor(() => expect(screen.queryByTestId('coupon-section-skeleton')).toBeNull());
    expect(screen.queryByTestId('coupon-section')).toBeNull();
    expect(screen.getByTestId('photos-section')).toBeTruthy();
  });

  it('asks a guest to log in from Claim', async () => {
    renderStore();
    const [claim] = await screen.findAllByTestId('coupon-claim');
    fireEvent.click(claim!);
    expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' });
  });

  it.each([
    ['3800021', 'errors.qrNotLinked'],
    ['6410092', 'errors.linkInvalid'],
    ['6410012', 'errors.unavailable'],
  ] as const)('shows the store error page for %s', async (code, key) => {
    serve(() => {
      throw serverError(code, 'server words');
    });
    renderStore();
    const error = await screen.findByTestId('store-error');
    expect(error.textContent).toContain(st(key));
    expect(error.textContent).not.toContain('server words');
    expect(screen.getByTestId('store-error-home').getAttribute('href')).toBe('/');
  });

  it('shows the server message for any other code, and a retry when no answer came', async () => {
    serve(() => {
      throw serverError('9200001', 'Toko sedang sibuk');
    });
    const view = renderStore();
    expect((await screen.findByTestId('store-error')).textContent).toContain('Toko sedang sibuk');
    view.unmount();
    serve(() => {
      throw new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' });
    });
    renderStore();
    expect(await screen.findByTestId('error-state-retry')).toBeTruthy();
  });

  it('takes the server-drawn banner away once its own copy is ready, or at once when the store fails', async () => {
    const addHero = () => {
      const hero = document.createElement('div');
      hero.id = FIRST_PAINT_HERO_ID;
      document.body.prepend(hero);
    };
    const decoded = vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    addHero();
    const view = renderStore();
    // While it stays, the bar floats over it as it will over the carousel.
    expect(screen.getByTestId('store-skeleton')).toBeTruthy();
    expect(screen.getByTestId('nav-bar').dataset.variant).toBe('transparent');
    expect(document.getElementById(FIRST_PAINT_HERO_ID)).not.toBeNull();
    const first = (await screen.findAllByTestId('store-carousel-slide'))[0]!.querySelector('img')!;
    expect(document.getElementById(FIRST_PAINT_HERO_ID)).not.toBeNull();
    fireEvent.load(first);
    await waitFor(() => expect(document.getElementById(FIRST_PAINT_HERO_ID)).toBeNull());
    expect(decoded).toHaveBeenCalled();
    view.unmount();

    addHero();
    serve(() => {
      throw serverError('6410012', 'gone');
    });
    renderStore();
    await screen.findByTestId('store-error');
    expect(document.getElementById(FIRST_PAINT_HERO_ID)).toBeNull();
  });

  it('shows the parameter error without a storeId and asks nothing', async () => {
    renderStore('channel_id=3');
    expect(await screen.findByTestId('store-parameter-error')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('copies the address with a 1.5 s toast when there is no map link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve(storeFixture({ mapLinkAddress: null, mallInfo: null }));
    renderStore();
    fireEvent.click(await screen.findByTestId('store-place'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(st('address.copied'), 1500));
    expect(writeText).toHaveBeenCalledWith('Jl. Sabang No. 12, Jakarta Pusat');
  });

  it('opens the map link from the mall name and the distance', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderStore();
    fireEvent.click(await screen.findByTestId('store-place'));
    fireEvent.click(screen.getByTestId('store-distance'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open).toHaveBeenCalledWith('https://maps.example.com/?q=sabang', '_blank', 'noopener,noreferrer');
    expect(toast).not.toHaveBeenCalled();
  });
});

/**
 * Serves the store's coupons as the server keeps them across claims: a batch claimed through
 * `receive` answers isReceive with its new coupon from then on. `before` runs ahead of a batch's
 * claim: it throws to refuse it, or returns a promise to hold the answer back.
 */
function serveClaims(coupons = couponsFixture(), before: Record<string, () => unknown> = {}) {
  const claimed = new Map<string, string>();
  let next = 8001;
  handlers[STORE_PATHS.merchantHomepageCoupon] = () => ({
    ...coupons,
    homepageCouponList: {
      ...coupons.homepageCouponList,
      couponBatchList: coupons.homepageCouponList.couponBatchList.map((batch) => {
        const couponId = claimed.get(batch.batchId);
        return couponId ? { ...batch, isReceive: true, couponId } : batch;
      }),
    },
  });
  handlers[COUPON_PATHS.receive] = async (body) => {
    const batchId = body.couponBatchId as string;
    await before[batchId]?.();
    const couponId = String(next++);
    claimed.set(batchId, couponId);
    return { couponIds: [couponId] };
  };
}

/** The coupon card of one batch, once the coupon section is in. */
async function batchCard(batchId: string): Promise<HTMLElement> {
  const cards = await screen.findAllByTestId('coupon-batch-card');
  const card = cards.find((element) => element.dataset.batchId === batchId);
  if (!card) throw new Error(`no card for batch ${batchId}`);
  return card;
}

describe('store coupon claim', () => {
  it('claims: a 3 s toast, the card turns to Use with the new coupon, and the coupons are asked again', async () => {
    logIn();
    serveClaims();
    renderStore();
    const card = await batchCard('701');
    expect(within(card).queryByTestId('coupon-use')).toBeNull();
    fireEvent.click(within(card).getByTestId('coupon-claim'));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS));
    expect(bodiesOf(COUPON_PATHS.receive)).toEqual([
      expect.objectContaining({ couponBatchId: '701', couponTemplateIds: ['9701'] }),
    ]);
    expect(bodiesOf(COUPON_PATHS.receive)[0]).not.toHaveProperty('activityId');
    const use = await within(card).findByTestId('coupon-use');
    expect(use.textContent).toBe('Pakai');
    expect(use.getAttribute('href')).toBe('/platform/couponDetail?couponId=8001');
    expect(card.dataset.greyed).toBe('false');
    await waitFor(() => expect(bodiesOf(STORE_PATHS.merchantHomepageCoupon)).toHaveLength(2));
    expect(within(card).getByTestId('coupon-use').getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=8001',
    );

    fireEvent.click(within(card).getByTestId('coupon-use'));
    expect(screen.getByTestId('where').textContent).toBe('/platform/couponDetail?couponId=8001');
  });

  it("sends the batches' activity with the claim when they belong to one", async () => {
    logIn();
    serveClaims(couponsFixture({ activityId: '46000009' }));
    renderStore();
    fireEvent.click(within(await batchCard('702')).getByTestId('coupon-claim'));
    await waitFor(() =>
      expect(bodiesOf(COUPON_PATHS.receive)).toEqual([
        expect.objectContaining({
          couponBatchId: '702',
          couponTemplateIds: ['9702'],
          activityId: '46000009',
        }),
      ]),
    );
  });

  it("goes on with a guest's claim once they have logged in", async () => {
    serveClaims();
    renderStore();
    const card = await batchCard('701');
    fireEvent.click(within(card).getByTestId('coupon-claim'));
    await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'claim' }));
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(0);

    logIn();
    act(() => closeLoginGate(true));
    expect((await within(card).findByTestId('coupon-use')).getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=8001',
    );
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS);
  });

  it('claims nothing when the guest closes the login prompt', async () => {
    serveClaims();
    renderStore();
    const card = await batchCard('701');
    fireEvent.click(within(card).getByTestId('coupon-claim'));
    await waitFor(() => expect(useLoginGateStore.getState().open).toBe(true));
    act(() => closeLoginGate(false));
    await waitFor(() =>
      expect(within(card).getByTestId('coupon-claim').hasAttribute('disabled')).toBe(false),
    );
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('greys the card with the server message on 9000002, and keeps it greyed when the coupons come again', async () => {
    logIn();
    serveClaims(couponsFixture(), {
      '701': () => {
        throw serverError('9000002', 'Kupon ini sudah tidak bisa diambil');
      },
    });
    renderStore();
    const refused = await batchCard('701');
    fireEvent.click(within(refused).getByTestId('coupon-claim'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Kupon ini sudah tidak bisa diambil', COUPON_TOAST_MS),
    );
    await waitFor(() => expect(refused.dataset.greyed).toBe('true'));
    expect(within(refused).queryByTestId('coupon-claim')).toBeNull();
    expect(within(refused).getByTestId('coupon-unavailable').textContent).toBe(st('coupons.unavailable'));

    // Another claim asks for the coupons again; the server still says false, the card stays greyed.
    fireEvent.click(within(await batchCard('702')).getByTestId('coupon-claim'));
    await waitFor(() => expect(bodiesOf(STORE_PATHS.merchantHomepageCoupon)).toHaveLength(2));
    await within(await batchCard('702')).findByTestId('coupon-use');
    expect((await batchCard('701')).dataset.greyed).toBe('true');
    expect(within(await batchCard('701')).queryByTestId('coupon-claim')).toBeNull();
  });

  it.each([
    [
      'the server message',
      serverError('1003001', 'Kamu sudah mencapai batas kupon ini'),
      'Kamu sudah mencapai batas kupon ini',
    ],
    [
      '"failed to claim" without an answer',
      new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' }),
      'Gagal mengambil',
    ],
  ])('shows %s when a claim fails, and leaves Claim', async (_, error, text) => {
    logIn();
    serveClaims(couponsFixture(), {
      '701': () => {
        throw error;
      },
    });
    renderStore();
    const card = await batchCard('701');
    fireEvent.click(within(card).getByTestId('coupon-claim'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(text, COUPON_TOAST_MS));
    expect(card.dataset.greyed).toBe('false');
    await waitFor(() =>
      expect(within(card).getByTestId('coupon-claim').hasAttribute('disabled')).toBe(false),
    );
    expect(within(card).queryByTestId('coupon-use')).toBeNull();
  });

  it('makes one call for a double tap: busy while it runs, and taps ignored for 1 s', async () => {
    logIn();
    let answer: () => void = () => undefined;
    serveClaims(couponsFixture(), {
      '701': () => {
        throw serverError('1003002', 'Batas hari ini tercapai');
      },
      '702': () => new Promise<void>((resolve) => (answer = resolve)),
    });
    renderStore();
    const card = await batchCard('702');
    const claim = within(card).getByTestId('coupon-claim');
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(claim.getAttribute('aria-busy')).toBe('true'));
    expect(claim.hasAttribute('disabled')).toBe(true);
    fireEvent.click(claim);
    await act(async () => answer());
    await within(card).findByTestId('coupon-use');
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(1);

    // A claim that fails at once still holds the button for the rest of the second.
    vi.useFakeTimers({ toFake: ['Date'] });
    const refused = await batchCard('701');
    fireEvent.click(within(refused).getByTestId('coupon-claim'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Batas hari ini tercapai', COUPON_TOAST_MS));
    await waitFor(() =>
      expect(within(refused).getByTestId('coupon-claim').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(refused).getByTestId('coupon-claim'));
    expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(2);
    vi.setSystemTime(Date.now() + 1_000);
    fireEvent.click(within(refused).getByTestId('coupon-claim'));
    await waitFor(() => expect(bodiesOf(COUPON_PATHS.receive)).toHaveLength(3));
  });

  it('states the per-person limits of spec §5 under each coupon', async () => {
    const coupons: MerchantHomepageCouponData = couponsFixture({
      couponBatchList: [
        batchFixture('701', { receiveTimesLimit: 1, receiveTimesDailyLimit: -1 }),
        batchFixture('702', { receiveTimesLimit: -1, receiveTimesDailyLimit: 2 }),
        batchFixture('703', { receiveTimesLimit: 3, receiveTimesDailyLimit: 1 }),
        batchFixture('704', { receiveTimesLimit: -1, receiveTimesDailyLimit: -1 }),
        batchFixture('705', { receiveTimesLimit: 0, receiveTimesDailyLimit: -1 }),
      ],
    });
    serve(storeFixture(), coupons);
    renderStore();
    fireEvent.click(await screen.findByTestId('store-discount-list-toggle'));
    const limits = await Promise.all(
      ['701', '702', '703', '704', '705'].map(
        async (id) => within(await batchCard(id)).queryByTestId('coupon-limit')?.textContent ?? null,
      ),
    );
    expect(limits).toEqual([
      'Maks. 1x per orang',
      'Maks. 2x per hari',
      'Maks. 3x per orang, 1x per hari',
      null,
      null,
    ]);
  });

  it('shows Use on a coupon already held, sold out for the rest, and no Claim on an inactive batch', async () => {
    const coupons = couponsFixture({
      couponBatchList: [
        batchFixture('701', { isReceive: true, couponId: '8100', isSoldOut: true }),
        batchFixture('702', { isSoldOut: true, remainingQuantity: 0 }),
        batchFixture('703', { coupon: { ...batchFixture('703').coupon, status: 'OFF' } }),
      ],
    });
    serve(storeFixture(), coupons);
    renderStore();
    expect(
      within(await batchCard('701'))
        .getByTestId('coupon-use')
        .getAttribute('href'),
    ).toBe('/platform/couponDetail?couponId=8100');
    const soldOut = await batchCard('702');
    expect(soldOut.dataset.greyed).toBe('true');
    expect(soldOut.textContent).toContain(st('coupons.soldOut'));
    expect(within(soldOut).queryByRole('button')).toBeNull();
    const off = await batchCard('703');
    expect(off.dataset.greyed).toBe('true');
    expect(within(off).getByTestId('coupon-unavailable')).toBeTruthy();
    expect(within(off).queryByRole('button')).toBeNull();
  });
});

describe('store favourite', () => {
  it('shows the first-time hint until Got it, and remembers it', async () => {
    localStorage.removeItem('lahap_favourite_hint_seen');
    const view = renderStore();
    const hint = await screen.findByTestId('favourite-hint');
    expect(hint.textContent).toContain(st('favouriteHint.text'));
    fireEvent.click(screen.getByTestId('favourite-hint-got-it'));
    expect(screen.queryByTestId('favourite-hint')).toBeNull();
    expect(localStorage.getItem('lahap_favourite_hint_seen')).toBe('1');
    view.unmount();
    renderStore();
    await screen.findByTestId('store-name');
    expect(screen.queryByTestId('favourite-hint')).toBeNull();
  });

  it('asks a guest to log in, then saves the favourite and shows the hint with View', async () => {
    renderStore();
    fireEvent.click(await screen.findByTestId('store-favourite'));
    await waitFor(() =>
      expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'favourite' }),
    );
    expect(bodiesOf(STORE_PATHS.favouriteSave)).toHaveLength(0);

    logIn();
    // Logging in refreshes every query; that refetch must not undo the favourite.
    act(() => closeLoginGate(true));
    await waitFor(() =>
      expect(bodiesOf(STORE_PATHS.favouriteSave)).toEqual([
        expect.objectContaining({ businessId: '101', businessType: 'STORE' }),
      ]),
    );
    const feedback = await screen.findByTestId('favourite-feedback');
    expect(feedback.textContent).toContain(st('favourite.saved'));
    expect(screen.getByTestId('favourite-feedback-view').getAttribute('href')).toBe(
      '/platform/favoritesList',
    );
    expect(screen.getByTestId('store-favourite').getAttribute('aria-pressed')).toBe('true');
    // The store is asked again after the change, and the answer agrees with it.
    await waitFor(() => expect(bodiesOf(STORE_PATHS.storeDetail)).toHaveLength(2));
    expect(screen.getByTestId('store-favourite').getAttribute('aria-pressed')).toBe('true');
  });

  it('does nothing when the guest closes the login prompt', async () => {
    renderStore();
    fireEvent.click(await screen.findByTestId('store-favourite'));
    await waitFor(() => expect(useLoginGateStore.getState().open).toBe(true));
    act(() => closeLoginGate(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesOf(STORE_PATHS.favouriteSave)).toHaveLength(0);
    expect(screen.queryByTestId('favourite-feedback')).toBeNull();
  });

  it('debounces taps by 200 ms and removes a saved store, hiding the hint after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    serve(storeFixture({ favourite: true }));
    renderStore();
    const button = await screen.findByTestId('store-favourite');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(150));
    expect(bodiesOf(STORE_PATHS.favouriteBatchCancel)).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    expect(bodiesOf(STORE_PATHS.favouriteBatchCancel)).toEqual([
      expect.objectContaining({ businessIdList: ['101'], businessType: 'STORE' }),
    ]);
    const feedback = await screen.findByTestId('favourite-feedback');
    expect(feedback.textContent).toContain(st('favourite.removed'));
    expect(screen.getByTestId('store-favourite').getAttribute('aria-pressed')).toBe('false');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('favourite-feedback')).toBeNull();
  });

  it('shows the server message when saving fails', async () => {
    logIn();
    handlers[STORE_PATHS.favouriteSave] = () => {
      throw serverError('9200001', 'Gagal menyimpan favorit');
    };
    renderStore();
    fireEvent.click(await screen.findByTestId('store-favourite'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Gagal menyimpan favorit'));
    expect(screen.getByTestId('store-favourite').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('favourite-feedback')).toBeNull();
  });
});

describe('store share', () => {
  it('shows share only in the native app and locks the share buttons for 2 s after a tap', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    native.value = true;
    const whatsApp = vi
      .spyOn(bridge, 'shareToWhatsApp')
      .mockResolvedValue({ code: 0, data: { outcome: 'appNotInstalled' } });
    renderStore();
    fireEvent.click(await screen.findByTestId('store-share'));
    const sheet = await screen.findByTestId('share-sheet');
    fireEvent.click(within(sheet).getByTestId('share-whatsApp'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(st('share.appNotInstalled')));
    // Still locked 1.9 s later, for every share button.
    act(() => vi.advanceTimersByTime(1900));
    fireEvent.click(within(sheet).getByTestId('share-whatsApp'));
    fireEvent.click(within(sheet).getByTestId('share-copyLink'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(whatsApp).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(whatsApp.mock.calls[0]![0]).toMatchObject({
      title: 'Warung Sate Pak Kumis',
      text: 'Sate terenak di Sabang',
      url: `${window.location.origin}/platform/merchant?storeId=101`,
    });

    act(() => vi.advanceTimersByTime(100));
    whatsApp.mockResolvedValue({ code: 0, data: { outcome: 'cancelled' } });
    fireEvent.click(within(sheet).getByTestId('share-whatsApp'));
    await waitFor(() => expect(whatsApp).toHaveBeenCalledTimes(2));
    expect(toast).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(2000));
    whatsApp.mockResolvedValue({ code: -1, message: 'boom' });
    fireEvent.click(within(sheet).getByTestId('share-whatsApp'));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(st('share.failed')));
  });

  it('copies the link from the share sheet', async () => {
    native.value = true;
    const writeText = vi.fn().mockRejectedValueOnce(new Error('denied')).mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderStore();
    fireEvent.click(await screen.findByTestId('store-share'));
    fireEvent.click(within(await screen.findByTestId('share-sheet')).getByTestId('share-copyLink'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(st('share.copyFailed')));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByTestId('share-copyLink'));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(st('share.copied')));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/platform/merchant?storeId=101`);
  });
});
