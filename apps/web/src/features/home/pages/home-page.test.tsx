import { COUPON_TOAST_MS, DEFAULT_LOCATION } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { Coupon, RedPacketActivity } from '@lahap/contract/coupons/schemas';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import type {
  HomeListData,
  PageCardListData,
  ResourcePos,
  StoreCard,
} from '@lahap/contract/discovery/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { addFirstPaintDrawing, firstPaintDrawing } from '@/shared/first-paint/first-paint-fixtures';
import { resetLocationForTest } from '@/shared/location/location-service';
import { useLocationStore } from '@/shared/location/location-store';
import { changeLocale } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast';
import { storeCardFixture } from '@/shared/stores/store-card-fixtures';
import { productCardFixture } from '@/shared/product/product-fixtures';
import {
  FakeIntersectionObserver,
  nearBottom,
  nearBottomOnceWatched,
  resetWatchers,
} from '@/test/intersection-observer';
import HomePage from './home-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn() }));
const post = vi.mocked(apiPost);
const GRAND_INDONESIA = { latitude: -6.1951, longitude: 106.82 };

function stubGeolocation(answer: { code: number } | typeof GRAND_INDONESIA) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (
        ok: PositionCallback,
        fail: (error: { code: number; message: string }) => void,
      ) => {
        if ('code' in answer) fail({ code: answer.code, message: 'denied' });
        else ok({ coords: answer } as GeolocationPosition);
      },
    },
  });
}

function page(storeIds: string[], hasMore: boolean, queryId: string): HomeListData {
  return {
    assetList: storeIds.map((storeId) =>
      storeCardFixture({ storeId, storeName: { 'id-ID': `Toko ${storeId}` } } satisfies Partial<StoreCard>),
    ),
    activityId: null,
    hasMore,
    queryId,
  };
}

type Handler = (body: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler[] | Handler>;

function answer(path: string, body: Record<string, unknown>): Promise<unknown> {
  const handler = handlers[path];
  const next = Array.isArray(handler) ? handler.shift() : handler;
  if (!next) return Promise.reject(new Error(`unexpected call ${path}`));
  try {
    return Promise.resolve(next(body));
  } catch (error) {
    return Promise.reject(error);
  }
}

function bodiesOf(path: string): Record<string, unknown>[] {
  return post.mock.calls.filter(([p]) => p === path).map(([, body]) => body as Record<string, unknown>);
}

const NO_CARDS: PageCardListData = { cardList: [] };

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HomePage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** Resolves once the home has decided what comes up by itself on this visit. */
async function popupTurn(): Promise<string | undefined> {
  const marker = await screen.findByTestId('home-popups');
  await waitFor(() => expect(marker.dataset.turn).not.toBe('pending'));
  return marker.dataset.turn;
}

/** A popup that came up by itself takes taps once its first 400 ms have passed. */
async function armed(testId: string): Promise<HTMLElement> {
  const element = await screen.findByTestId(testId);
  await waitFor(() => expect(element.dataset.armed).toBe('true'));
  return element;
}

// The home's parts are chunks it loads on first render, compiled for seconds on a busy machine:
// compile them before the tests rather than inside the first one's time limit.
beforeAll(async () => {
  await Promise.all([
    import('@/features/home/components/page-cards'),
    import('@/features/home/components/home-stores'),
    import('@/features/home/components/home-popup'),
    import('@/features/home/components/home-popup-dialog'),
    import('@/features/home/components/red-packet-dialog'),
  ]);
});

beforeEach(() => {
  resetLocationForTest();
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  post.mockReset();
  post.mockImplementation((path, body) => answer(path, body as Record<string, unknown>) as never);
  handlers = {
    [DISCOVERY_PATHS.queryAllCategory]: () => ({ categoryList: [], regionList: [] }),
    [DISCOVERY_PATHS.pageCardList]: () => NO_CARDS,
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('HomePage store list', () => {
  it('lists by distance from the reading, then continues with recommend carrying the query id', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.findByDistance] = [
      () => page(['1', '2'], true, 'd1'),
      () => page(['3'], false, 'd2'),
    ];
    handlers[DISCOVERY_PATHS.findByRecommend] = [
      () => page(['4'], true, 'r1'),
      () => page(['5'], false, 'r2'),
    ];
    renderHome();

    await screen.findByText('Toko 1');
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)[0]).toMatchObject({
      lat: GRAND_INDONESIA.latitude,
      lng: GRAND_INDONESIA.longitude,
      distance: 10,
      pageSize: 10,
      categoryIdList: [],
    });
    expect(screen.queryByTestId('home-recommend-title')).toBeNull();

    await nearBottomOnceWatched();
    await screen.findByText('Toko 3');
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)[1]).toMatchObject({ queryId: 'd1' });

    await nearBottomOnceWatched();
    await screen.findByText('Toko 4');
    expect(screen.getByTestId('home-recommend-title').textContent).toBe('Rekomendasi untukmu');
    expect(bodiesOf(DISCOVERY_PATHS.findByRecommend)[0]).toMatchObject({ originQueryId: 'd2' });
    expect(bodiesOf(DISCOVERY_PATHS.findByRecommend)[0]).not.toHaveProperty('queryId', expect.anything());

    await nearBottomOnceWatched();
    await screen.findByText('Toko 5');
    expect(bodiesOf(DISCOVERY_PATHS.findByRecommend)[1]).toMatchObject({
      originQueryId: 'd2',
      queryId: 'r1',
    });
    expect(within(screen.getByTestId('home-nearby-list')).getAllByTestId('store-card')).toHaveLength(3);
    expect(within(screen.getByTestId('home-recommend-list')).getAllByTestId('store-card')).toHaveLength(2);

    // The list is complete: nothing more is asked.
    nearBottom();
    expect(post.mock.calls.filter(([p]) => p === DISCOVERY_PATHS.findByRecommend)).toHaveLength(2);
    expect(screen.getByText('Sudah semua ditampilkan')).toBeTruthy();
  });

  it('falls back to Jakarta with the location message when the position is denied', async () => {
    stubGeolocation({ code: 1 });
    handlers[DISCOVERY_PATHS.findByDistance] = () => page(['1'], false, 'd1');
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();

    await screen.findByText('Toko 1');
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)[0]).toMatchObject({
      lat: DEFAULT_LOCATION.latitude,
      lng: DEFAULT_LOCATION.longitude,
    });
    const message = 'Lokasi tidak tersedia. Menampilkan promo di sekitar Jakarta.';
    expect(screen.getByTestId('home-location-notice').textContent).toContain(message);
    // Said once, where the retry is: a toast with the same words on top would say it twice.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('stops paging after a failed page and goes on when asked to retry', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.findByDistance] = [
      () => page(['1'], true, 'd1'),
      () => {
        throw new ApiRequestError({ kind: 'server', code: '9200001', message: 'Server sibuk' });
      },
      () => page(['2'], false, 'd2'),
    ];
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();
    await screen.findByText('Toko 1');

    await nearBottomOnceWatched();
    await screen.findByText('Gagal memuat lebih banyak.');
    nearBottom();
    nearBottom();
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await screen.findByText('Toko 2');
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)[2]).toMatchObject({ queryId: 'd1' });
  });

  it('shows an error with retry when the first page fails', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.findByDistance] = [
      () => {
        throw new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' });
      },
      () => page(['1'], false, 'd1'),
    ];
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    await screen.findByText('Toko 1');
  });

  it('shows the empty state when neither list has stores', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.findByDistance] = () => page([], false, 'd1');
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();
    // An empty distance list goes straight on to recommend, its sentinel still in view.
    await screen.findByText('Memuat lebih banyak…');
    await nearBottomOnceWatched();
    await screen.findByText('Belum ada toko di sini');
    expect(bodiesOf(DISCOVERY_PATHS.findByRecommend)[0]).toMatchObject({ originQueryId: 'd1' });
  });

  it('lists one category when chosen, "All" first', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.queryAllCategory] = () => ({
      categoryList: [{ categoryId: '7', categoryName: { 'id-ID': 'Sate' }, iconUrl: '', storeCount: 3 }],
      regionList: [],
    });
    handlers[DISCOVERY_PATHS.findByDistance] = [
      () => page(['1'], false, 'd1'),
      () => page(['9'], false, 'd9'),
    ];
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();
    await screen.findByText('Toko 1');
    const filter = screen.getByRole('group', { name: 'Kategori' });
    const buttons = within(filter).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Semua', 'Sate']);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(filter).getByRole('button', { name: 'Sate' }));
    await screen.findByText('Toko 9');
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)[1]).toMatchObject({ categoryIdList: ['7'] });
    expect(screen.queryByText('Toko 1')).toBeNull();
  });

  it('sends each list call once while they are on their way, and keeps the lists mounted', async () => {
    stubGeolocation(GRAND_INDONESIA);
    // Every list call waits, as on a phone's network, until the first has been sent.
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const later = (value: unknown) => () => arrived.then(() => value);
    handlers[DISCOVERY_PATHS.queryAllCategory] = later({
      categoryList: [{ categoryId: '7', categoryName: { 'id-ID': 'Sate' }, iconUrl: '', storeCount: 3 }],
      regionList: [],
    });
    handlers[DISCOVERY_PATHS.pageCardList] = later(NO_CARDS);
    handlers[DISCOVERY_PATHS.findByDistance] = (body) =>
      (body.categoryIdList as string[]).includes('7')
        ? page(['9'], false, 'd9')
        : arrived.then(() => page(['1'], false, 'd1'));
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();
    await waitFor(() => expect(bodiesOf(DISCOVERY_PATHS.findByDistance)).toHaveLength(1));
    release();
    await screen.findByText('Toko 1');

    const sent = (path: string) => post.mock.calls.filter(([p]) => p === path);
    // The banner, and the cards measured from the position.
    expect(sent(DISCOVERY_PATHS.pageCardList)).toHaveLength(2);
    expect(sent(DISCOVERY_PATHS.findByDistance)).toHaveLength(1);
    expect(sent(DISCOVERY_PATHS.queryAllCategory)).toHaveLength(1);
    const aborted = post.mock.calls.filter(([, , opts]) => opts?.signal?.aborted);
    expect(aborted).toEqual([]);

    // The lists were not mounted again: a category chosen now stays chosen.
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Kategori' })).getByRole('button', { name: 'Sate' }),
    );
    await screen.findByText('Toko 9');
    const sate = within(screen.getByRole('group', { name: 'Kategori' })).getByRole('button', {
      name: 'Sate',
    });
    expect(sate.getAttribute('aria-pressed')).toBe('true');
  });

  it('fetches the list again when the position changes', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.findByDistance] = [
      () => page(['1'], false, 'd1'),
      () => page(['2'], false, 'd2'),
    ];
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    renderHome();
    await screen.findByText('Toko 1');
    act(() => useLocationStore.setState({ latitude: -6.3, longitude: 106.9 }));
    await screen.findByText('Toko 2');
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)[1]).toMatchObject({ lat: -6.3, lng: 106.9 });
  });
});

describe('HomePage store list coupons', () => {
  /** A page of stores, each with coupons of the given batches (template = 9 + batch). */
  function couponPage(stores: Record<string, string[]>, hasMore: boolean, queryId: string): HomeListData {
    return {
      ...page(Object.keys(stores), hasMore, queryId),
      assetList: Object.entries(stores).map(([storeId, batchIds]) =>
        storeCardFixture({
          storeId,
          storeName: { 'id-ID': `Toko ${storeId}` },
          couponList: batchIds.map((batchId) => ({
            couponBatchId: batchId,
            couponTemplateId: `9${batchId}`,
            couponName: {},
            discountAmount: 10000,
            minimumSpend: 0,
          })),
        }),
      ),
    };
  }

  function couponOf(batchId: string): HTMLElement {
    const found = screen
      .getAllByTestId('store-card-coupon')
      .find((element) => element.dataset.batchId === batchId);
    if (!found) throw new Error(`no coupon ${batchId}`);
    return found;
  }

  it('asks which coupons are held once a page, and claims from a card into Use', async () => {
    serveHome(null, null);
    logIn();
    const held = new Map([
      ['702', '5002'],
      ['705', '5005'],
    ]);
    handlers[DISCOVERY_PATHS.findByDistance] = [
      () => couponPage({ '1': ['701', '702'], '2': ['703'], '6': [] }, true, 'd1'),
      () => couponPage({ '3': ['704'] }, false, 'd2'),
    ];
    handlers[DISCOVERY_PATHS.findByRecommend] = () => couponPage({ '4': ['705'], '5': [] }, false, 'r1');
    handlers[COUPON_PATHS.heldBatches] = (body) => ({
      heldList: (body.batchIds as string[])
        .filter((batchId) => held.has(batchId))
        .map((batchId) => ({ batchId, couponId: held.get(batchId) })),
    });
    handlers[COUPON_PATHS.receive] = (body) => {
      held.set(body.couponBatchId as string, '8001');
      return { couponIds: ['8001'] };
    };
    renderHome();

    await screen.findByText('Toko 1');
    await nearBottomOnceWatched();
    await screen.findByText('Toko 3');
    await nearBottomOnceWatched();
    await screen.findByText('Toko 4');
    await waitFor(() => expect(bodiesOf(COUPON_PATHS.heldBatches)).toHaveLength(3));
    expect(bodiesOf(COUPON_PATHS.heldBatches).map((body) => body.batchIds)).toEqual([
      ['701', '702', '703'],
      ['704'],
      ['705'],
    ]);
    const recommended = within(screen.getByTestId('home-recommend-list'));
    expect(
      (await recommended.findByRole('link', { name: 'Pakai: Potongan Rp 10.000' })).getAttribute('href'),
    ).toBe('/platform/couponDetail?couponId=5005');
    expect(within(couponOf('702')).getByTestId('coupon-use').getAttribute('href')).toBe(
      '/platform/couponDetail?couponId=5002',
    );

    // The card still opens its store; its coupons are beside the link, not in it.
    const nearby = within(screen.getByTestId('home-nearby-list'));
    const first = nearby.getAllByTestId('store-card')[0]!;
    expect(first.getAttribute('href')).toBe('/platform/merchant?storeId=1');
    expect(within(first).queryByRole('button')).toBeNull();

    fireEvent.click(within(couponOf('701')).getByRole('button', { name: 'Ambil: Potongan Rp 10.000' }));
    const use = await within(couponOf('701')).findByTestId('coupon-use');
    expect(use.getAttribute('href')).toBe('/platform/couponDetail?couponId=8001');
    expect(bodiesOf(COUPON_PATHS.receive)).toEqual([
      expect.objectContaining({ couponBatchId: '701', couponTemplateIds: ['9701'] }),
    ]);
    expect(showToast).toHaveBeenCalledWith('Berhasil diambil', COUPON_TOAST_MS);
    fireEvent.click(use);
    expect(screen.getByTestId('where').textContent).toBe('/platform/couponDetail?couponId=8001');
  });
});

describe('HomePage cards', () => {
  it('shows the banner, flash sale, brands and malls the server answers', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.findByDistance] = () => page([], false, 'd1');
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    handlers[DISCOVERY_PATHS.pageCardList] = (body) => {
      const asked = body.cardIds as string[];
      const cardList: PageCardListData['cardList'] = [
        {
          cardId: 'PAGE_HOME_BANNER_CARD',
          data: {
            banners: [
              {
                bannerId: '1',
                imageUrlMap: { 'id-ID': '/api/images/b1.webp' },
                jumpUrlMap: { 'id-ID': '/platform/brands' },
              },
              { bannerId: '2', imageUrlMap: { 'id-ID': '/api/images/b2.webp' }, jumpUrlMap: {} },
            ],
          },
        },
        {
          cardId: 'FLASH_SALE_CARD',
          data: {
            pageId: 'fs1',
            productListId: 'pl1',
            title: { 'id-ID': 'Flash Sale Siang' },
            countdownTime: 26 * 3_600_000 + 61_000,
            started: true,
            startTime: '',
            endTime: '',
            items: [productCardFixture({ percent: 5, soldCount: 1200, isFlashSale: true, pageId: 'fs1' })],
            hasMore: false,
            pageType: 'FLASH_SALE',
          },
        },
        {
          cardId: 'BRAND_PAVILION_CARD',
          data: {
            title: { 'id-ID': 'Super Brand' },
            brands: [{ brandId: '55', name: { 'id-ID': 'Kopi Kenangan' }, brandLogo: '', url: '' }],
            hasMore: false,
          },
        },
        {
          cardId: 'MALL_NEARBY_CARD',
          data: {
            title: { 'id-ID': 'Mal terdekat' },
            malls: [
              {
                mallId: '66',
                mallName: { 'id-ID': 'Grand Indonesia' },
                logoUrl: '',
                coverImageUrl: '/api/images/mall.webp',
                address: {},
                distance: 350,
                storeDistance: 0.4,
                storeCount: 42,
              },
            ],
            hasMore: true,
          },
        },
      ];
      return { cardList: cardList.filter((card) => asked.includes(card.cardId)) };
    };
    renderHome();

    const banners = await screen.findAllByTestId('home-banner');
    // The banner is asked for alone, the other three in one call from the position.
    expect(bodiesOf(DISCOVERY_PATHS.pageCardList).map((body) => body.cardIds)).toEqual([
      ['PAGE_HOME_BANNER_CARD'],
      ['FLASH_SALE_CARD', 'BRAND_PAVILION_CARD', 'MALL_NEARBY_CARD'],
    ]);
    expect(bodiesOf(DISCOVERY_PATHS.pageCardList)[1]).toMatchObject({
      lat: GRAND_INDONESIA.latitude,
      lng: GRAND_INDONESIA.longitude,
    });
    expect(banners).toHaveLength(2);
    expect(
      within(banners[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/platform/brands');
    expect(within(banners[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(banners[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/images/b1.webp?w=780');

    // The cards render in the background once their answer is in, after the banner.
    const flash = await screen.findByTestId('home-flash-sale');
    expect(within(flash).getByText('Flash Sale Siang')).toBeTruthy();
    expect(within(flash).getByText('26:01:01')).toBeTruthy();
    expect(within(flash).getByText('Terjual 1.2k')).toBeTruthy();
    // The product image carries its discount badge, as on every product card.
    expect(within(flash).getByTestId('product-discount').textContent).toMatch(/^-\d+%$/);
    // 5 % sold still draws a readable bar.
    expect((flash.querySelector('[role="progressbar"] > span') as HTMLElement).style.width).toBe('35%');
    expect(
      within(flash)
        .getByRole('link', { name: /Lihat semua/ })
        .getAttribute('href'),
    ).toBe('/platform/flashDeal?pageId=fs1');

    const brands = screen.getByTestId('home-brands');
    expect(within(brands).getByRole('link', { name: 'Kopi Kenangan' }).getAttribute('href')).toBe(
      '/platform/brandsHomepage?brandId=55',
    );
    const malls = screen.getByTestId('home-malls');
    const mall = within(malls).getByRole('link', { name: /Grand Indonesia/ });
    expect(mall.getAttribute('href')).toBe('/platform/mall?id=66');
    expect(mall.textContent).toContain('350 m');
    expect(mall.textContent).toContain('42 toko');
  });
});

describe('HomePage banner', () => {
  it('shows the banner while the position is still being read, then the cards from it', async () => {
    let answerPosition: PositionCallback | undefined;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (ok: PositionCallback) => (answerPosition = ok) },
    });
    handlers[DISCOVERY_PATHS.findByDistance] = () => page([], false, 'd1');
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
    handlers[DISCOVERY_PATHS.pageCardList] = (body) =>
      (body.cardIds as string[]).includes('PAGE_HOME_BANNER_CARD')
        ? {
            cardList: [
              {
                cardId: 'PAGE_HOME_BANNER_CARD',
                data: {
                  banners: [
                    { bannerId: '1', imageUrlMap: { 'id-ID': '/api/images/b1.webp' }, jumpUrlMap: {} },
                  ],
                },
              },
            ],
          }
        : NO_CARDS;
    renderHome();

    expect(await screen.findByTestId('home-banner')).toBeTruthy();
    const [bannerCall, ...others] = bodiesOf(DISCOVERY_PATHS.pageCardList);
    expect(bannerCall?.cardIds).toEqual(['PAGE_HOME_BANNER_CARD']);
    expect(bannerCall).not.toHaveProperty('lat');
    expect(others).toHaveLength(0);
    expect(bodiesOf(DISCOVERY_PATHS.findByDistance)).toHaveLength(0);

    act(() => answerPosition?.({ coords: GRAND_INDONESIA } as GeolocationPosition));
    await waitFor(() => expect(bodiesOf(DISCOVERY_PATHS.pageCardList)).toHaveLength(2));
    expect(bodiesOf(DISCOVERY_PATHS.pageCardList)[1]).toMatchObject({ lat: GRAND_INDONESIA.latitude });
    expect(screen.getAllByTestId('home-banner')).toHaveLength(1);
  });
});

describe('HomePage over the server’s drawing of its top', () => {
  const bannerCard = (banners: number): PageCardListData => ({
    cardList: [
      {
        cardId: 'PAGE_HOME_BANNER_CARD',
        data: {
          banners: Array.from({ length: banners }, (_, i) => ({
            bannerId: String(i + 1),
            imageUrlMap: { 'id-ID': `/api/images/b${i + 1}.webp` },
            jumpUrlMap: {},
          })),
        },
      },
    ],
  });

  afterEach(() => firstPaintDrawing()?.remove());

  it('keeps it until the carousel’s first image can draw, then lets it go', async () => {
    stubGeolocation(GRAND_INDONESIA);
    let decoded: () => void = () => undefined;
    const decode = vi
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    handlers[DISCOVERY_PATHS.pageCardList] = (body) =>
      (body.cardIds as string[]).includes('PAGE_HOME_BANNER_CARD') ? bannerCard(2) : NO_CARDS;
    addFirstPaintDrawing();
    renderHome();
    await screen.findAllByTestId('home-banner');
    await waitFor(() => expect(decode).toHaveBeenCalledOnce());
    expect(firstPaintDrawing()).not.toBeNull();
    act(() => decoded());
    await waitFor(() => expect(firstPaintDrawing()).toBeNull());
    decode.mockRestore();
  });

  it('lets it go at once when the answer has no banner to show', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.pageCardList] = (body) =>
      (body.cardIds as string[]).includes('PAGE_HOME_BANNER_CARD') ? bannerCard(0) : NO_CARDS;
    addFirstPaintDrawing();
    renderHome();
    await waitFor(() => expect(firstPaintDrawing()).toBeNull());
    expect(screen.queryByTestId('home-banner')).toBeNull();
  });
});

describe('HomePage area and popup', () => {
  it('lists one area by region once chosen, then continues with recommend from its query id', async () => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.queryAllCategory] = () => ({
      categoryList: [],
      regionList: [
        { regionId: 0, regionName: { 'id-ID': 'Semua Jabodetabek' } },
        { regionId: 3, regionName: { 'id-ID': 'Jakarta Selatan' } },
      ],
    });
    handlers[DISCOVERY_PATHS.findByDistance] = () => page(['1'], true, 'd1');
    handlers[DISCOVERY_PATHS.findByRegion] = () => page(['7'], false, 'g1');
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page(['8'], false, 'r1');
    renderHome();
    await screen.findByText('Toko 1');

    fireEvent.change(await screen.findByTestId('home-area'), { target: { value: '3' } });
    await screen.findByText('Toko 7');
    expect(screen.queryByText('Toko 1')).toBeNull();
    expect(bodiesOf(DISCOVERY_PATHS.findByRegion)[0]).toMatchObject({
      regionId: 3,
      lat: GRAND_INDONESIA.latitude,
    });

    await nearBottomOnceWatched();
    await screen.findByText('Toko 8');
    expect(bodiesOf(DISCOVERY_PATHS.findByRecommend)[0]).toMatchObject({ originQueryId: 'g1' });
  });
});

describe('HomePage location pill', () => {
  const REGION_LIST = [
    { regionId: 0, regionName: { 'id-ID': 'Semua', 'en-US': 'All', 'zh-CN': '全部' } },
    {
      regionId: 1,
      regionName: { 'id-ID': 'Jakarta Pusat', 'en-US': 'Central Jakarta', 'zh-CN': '中雅加达' },
    },
    {
      regionId: 3,
      regionName: { 'id-ID': 'Jakarta Selatan', 'en-US': 'South Jakarta', 'zh-CN': '南雅加达' },
    },
  ];
  /** The nearby cards with one mall at `distance` metres, in Central Jakarta. */
  const mallCards = (distance: number): PageCardListData => ({
    cardList: [
      {
        cardId: 'MALL_NEARBY_CARD',
        data: {
          title: { 'id-ID': 'Mal terdekat' },
          malls: [
            {
              mallId: '1001',
              mallName: { 'id-ID': 'Grand Indonesia' },
              logoUrl: '',
              coverImageUrl: '',
              address: { 'id-ID': 'Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310' },
              distance,
              storeDistance: distance / 1000,
              storeCount: 12,
            },
          ],
          hasMore: false,
        },
      },
    ],
  });

  beforeEach(() => {
    stubGeolocation(GRAND_INDONESIA);
    handlers[DISCOVERY_PATHS.queryAllCategory] = () => ({ categoryList: [], regionList: REGION_LIST });
    handlers[DISCOVERY_PATHS.findByDistance] = () => page(['1'], false, 'd1');
    handlers[DISCOVERY_PATHS.findByRegion] = () => page(['7'], false, 'g1');
    handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
  });

  it('names the area the customer is in and opens the area picker', async () => {
    // The banner call has no position; the nearby cards, measured from it, hold a mall 120 m off.
    handlers[DISCOVERY_PATHS.pageCardList] = (body) => ('lat' in body ? mallCards(120) : NO_CARDS);
    renderHome();
    await screen.findByText('Toko 1');

    const pill = await screen.findByRole('button', { name: 'Jakarta Pusat, pilih area' });
    expect(pill).toBe(screen.getByTestId('home-location'));
    // The accessible name holds what the pill shows.
    expect(pill.textContent).toBe('Jakarta Pusat');
    const select = await screen.findByTestId('home-area');
    expect(document.activeElement).not.toBe(select);
    fireEvent.click(pill);
    expect(document.activeElement).toBe(select);

    // The picker's choice lists that area; the pill still says where the customer is.
    fireEvent.change(select, { target: { value: '3' } });
    await screen.findByText('Toko 7');
    expect(screen.getByTestId('home-location').textContent).toBe('Jakarta Pusat');
  });

  it('names the chosen area when the position names none, else "Lokasimu saat ini"', async () => {
    handlers[DISCOVERY_PATHS.pageCardList] = (body) => ('lat' in body ? mallCards(8_000) : NO_CARDS);
    renderHome();
    await screen.findByText('Toko 1');
    const pill = await screen.findByRole('button', { name: 'Lokasimu saat ini, pilih area' });
    expect(pill.textContent).toBe('Lokasimu saat ini');

    fireEvent.change(await screen.findByTestId('home-area'), { target: { value: '3' } });
    await screen.findByText('Toko 7');
    expect(screen.getByRole('button', { name: 'Jakarta Selatan, pilih area' }).textContent).toBe(
      'Jakarta Selatan',
    );
  });

  it('is no button while there is no area picker to open', async () => {
    handlers[DISCOVERY_PATHS.queryAllCategory] = () => ({ categoryList: [], regionList: [] });
    renderHome();
    await screen.findByText('Toko 1');
    expect(screen.getByTestId('home-location').tagName).toBe('SPAN');
    expect(screen.getByTestId('home-location').textContent).toBe('Lokasimu saat ini');
    expect(screen.queryByRole('button', { name: /pilih area/ })).toBeNull();
  });

  it('speaks the interface language', async () => {
    handlers[DISCOVERY_PATHS.pageCardList] = (body) => ('lat' in body ? mallCards(120) : NO_CARDS);
    await changeLocale('en-US');
    try {
      renderHome();
      const pill = await screen.findByRole('button', { name: 'Central Jakarta, choose an area' });
      expect(pill.textContent).toBe('Central Jakarta');
    } finally {
      await changeLocale('id-ID');
    }
  });
});

const NEW_CUSTOMER_POPUP: ResourcePos = {
  resourceId: '900',
  title: { 'id-ID': 'Hadiah pengguna baru' },
  imageUrlMap: { 'id-ID': '/api/images/demo/popup.jpg' },
  jumpUrlMap: { 'id-ID': '/platform/couponDetail?detailId=45000201' },
};

function packetFixture(overrides: Partial<RedPacketActivity> = {}): RedPacketActivity {
  const envelope = (index: number, amount: number, minimum: number) => ({
    batchId: String(45000001 + index),
    templateId: String(44000001 + index),
    name: { 'id-ID': `Angpao Rp ${amount / 1000}.000` },
    discountAmount: amount,
    minimumSpend: minimum,
  });
  return {
    activityId: '46000001',
    title: { 'id-ID': 'Angpao makan hemat' },
    display: 'BIG_IMAGE',
    imageUrl: {},
    envelopes: [envelope(0, 5000, 25000), envelope(1, 10000, 50000), envelope(2, 20000, 0)],
    totalAmount: 35000,
    opened: false,
    endTime: '2030-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A red envelope in the wallet, as `claim_award_v2` answers it. */
function envelopeCoupon(id: string, amount: number, minimum: number): Coupon {
  return {
    id,
    templateId: '44000001',
    batchId: '45000001',
    business: 'LOCAL_LIFE',
    name: { 'id-ID': `Angpao ${id}` },
    couponSubTitle: {},
    couponLabel: { 'id-ID': 'Angpao' },
    logoUrl: '',
    status: 'valid',
    couponStatus: 'VALID',
    discountAmount: amount,
    minimumSpend: minimum,
    effectiveStartTime: '2025-01-01T00:00:00Z',
    effectiveEndTime: '2030-01-01T00:00:00Z',
    usedTime: null,
    receivedTime: '2025-01-01T00:00:00Z',
    remainingDays: 6,
    scopeOrderFoodTypes: [3],
    applicableStoreName: null,
    multiStoreSign: true,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
  };
}

const OPENED_ENVELOPES = [envelopeCoupon('7001', 5000, 25000), envelopeCoupon('7002', 20000, 0)];

/** The home with stores, a campaign popup and a red packet as given (none when null). */
function serveHome(popup: ResourcePos | null, packet: RedPacketActivity | null) {
  stubGeolocation(GRAND_INDONESIA);
  handlers[DISCOVERY_PATHS.findByDistance] = () => page(['1'], false, 'd1');
  handlers[DISCOVERY_PATHS.findByRecommend] = () => page([], false, 'r1');
  handlers[DISCOVERY_PATHS.resourcePagePop] = () => popup;
  handlers[COUPON_PATHS.redPacketActivity] = () => ({ activity: packet });
}

function logIn() {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: '1001' });
}

describe('HomePage campaign popup', () => {
  it("comes up for a guest once the home has painted, ignores the first moment's taps, and leads to the server's link", async () => {
    serveHome(NEW_CUSTOMER_POPUP, null);
    const first = renderHome();
    expect(await popupTurn()).toBe('campaign');
    const popup = await screen.findByTestId('home-popup');
    // A tap meant for the card under it, landing as it comes up, does nothing.
    fireEvent.click(popup);
    fireEvent.click(screen.getByTestId('home-popup-close'));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByTestId('home-popup')).toBeTruthy();

    fireEvent.click(await armed('home-popup'));
    expect(screen.getByTestId('where').textContent).toBe('/platform/couponDetail?detailId=45000201');
    expect(bodiesOf(DISCOVERY_PATHS.resourcePagePop)[0]).toMatchObject({ pageCode: 'HOME' });
    first.unmount();

    // Seen on this device: the next visit has nothing to bring up.
    renderHome();
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('home-popup')).toBeNull();
  });

  it('never comes up for a logged-in customer', async () => {
    logIn();
    serveHome(NEW_CUSTOMER_POPUP, null);
    renderHome();
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('home-popup')).toBeNull();
    expect(bodiesOf(DISCOVERY_PATHS.resourcePagePop)).toHaveLength(0);
  });

  it.each([
    ['scrolled', () => fireEvent.scroll(document)],
    ['touched', () => fireEvent.pointerDown(document.body)],
    ['pressed a key', () => fireEvent.keyDown(document.body, { key: 'ArrowDown' })],
  ])('skips the visit once the person has %s, and comes up on the next', async (_, interact) => {
    serveHome(NEW_CUSTOMER_POPUP, null);
    let answer: (value: ResourcePos) => void = () => undefined;
    handlers[DISCOVERY_PATHS.resourcePagePop] = () =>
      new Promise<ResourcePos>((resolve) => (answer = resolve));
    const first = renderHome();
    await screen.findByText('Toko 1');
    await waitFor(() => expect(bodiesOf(DISCOVERY_PATHS.resourcePagePop)).toHaveLength(1));
    interact();
    await act(async () => answer(NEW_CUSTOMER_POPUP));
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('home-popup')).toBeNull();
    first.unmount();

    // Not seen, so the next visit brings it up.
    handlers[DISCOVERY_PATHS.resourcePagePop] = () => NEW_CUSTOMER_POPUP;
    renderHome();
    expect(await popupTurn()).toBe('campaign');
    expect(await screen.findByTestId('home-popup')).toBeTruthy();
  });

  it('never stacks with the red packet: the packet first, the popup on the next visit', async () => {
    serveHome(NEW_CUSTOMER_POPUP, packetFixture());
    const first = renderHome();
    expect(await popupTurn()).toBe('redPacket');
    expect(await screen.findByTestId('red-packet-dialog')).toBeTruthy();
    expect(screen.queryByTestId('home-popup')).toBeNull();
    fireEvent.click(await armed('red-packet-close'));
    expect(screen.queryByTestId('home-popup')).toBeNull();
    first.unmount();

    renderHome();
    expect(await popupTurn()).toBe('campaign');
    expect(await screen.findByTestId('home-popup')).toBeTruthy();
    expect(screen.queryByTestId('red-packet-dialog')).toBeNull();
  });
});

describe('HomePage red packet', () => {
  it('BIG_IMAGE comes up once a session; a guest opens it after logging in and sees each envelope', async () => {
    serveHome(null, packetFixture());
    handlers[COUPON_PATHS.claimAward] = () => ({ couponList: OPENED_ENVELOPES });
    const first = renderHome();
    const dialog = await screen.findByTestId('red-packet-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Angpao makan hemat');
    expect(within(dialog).getByTestId('red-packet-total').textContent).toBe('hingga Rp 35.000');
    const open = within(dialog).getByTestId('red-packet-open');
    expect(open.textContent).toBe('Buka');

    await armed('red-packet-dialog');
    fireEvent.click(open);
    await waitFor(() =>
      expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'redPacket' }),
    );
    expect(bodiesOf(COUPON_PATHS.claimAward)).toHaveLength(0);
    logIn();
    handlers[COUPON_PATHS.redPacketActivity] = () => ({ activity: packetFixture({ opened: true }) });
    act(() => closeLoginGate(true));

    const envelopes = await screen.findAllByTestId('red-packet-envelope');
    expect(bodiesOf(COUPON_PATHS.claimAward)).toEqual([expect.objectContaining({ activityId: '46000001' })]);
    expect(envelopes.map((envelope) => envelope.textContent)).toEqual([
      'Rp 5.000Angpao 7001Min. pesanan Rp 25.000',
      'Rp 20.000Angpao 7002Tanpa min. pesanan',
    ]);
    const wallet = screen.getByTestId('red-packet-wallet');
    expect(wallet.textContent).toBe('Lihat di dompet');
    expect(wallet.getAttribute('href')).toBe('/platform/myCouponList?tab=redEnvelope');
    // The packet is asked again after the opening: it now says opened.
    await waitFor(() => {
      const asked = post.mock.calls.map(([path]) => path);
      expect(asked.lastIndexOf(COUPON_PATHS.redPacketActivity)).toBeGreaterThan(
        asked.indexOf(COUPON_PATHS.claimAward),
      );
    });
    first.unmount();

    // Once a session: the next visit keeps it behind its button, and it says it was opened.
    renderHome();
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('red-packet-dialog')).toBeNull();
    const button = await screen.findByTestId('red-packet-button');
    expect(button.textContent).toBe('Sudah dibuka');
  });

  it('comes up again in a new session while still not opened, but not for a guest who closes the login', async () => {
    serveHome(null, packetFixture());
    const first = renderHome();
    fireEvent.click(within(await armed('red-packet-dialog')).getByTestId('red-packet-open'));
    await waitFor(() => expect(useLoginGateStore.getState().open).toBe(true));
    act(() => closeLoginGate(false));
    // Still sealed, still there to open.
    await waitFor(() =>
      expect(within(screen.getByTestId('red-packet-dialog')).getByTestId('red-packet-open')).toBeTruthy(),
    );
    expect(bodiesOf(COUPON_PATHS.claimAward)).toHaveLength(0);
    first.unmount();

    sessionStorage.clear();
    renderHome();
    expect(await popupTurn()).toBe('redPacket');
  });

  it('SMALL_IMAGE waits behind a floating button that opens the same packet', async () => {
    serveHome(null, packetFixture({ display: 'SMALL_IMAGE' }));
    renderHome();
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('red-packet-dialog')).toBeNull();
    const button = await screen.findByRole('button', { name: 'Buka paket angpao hingga Rp 35.000' });
    expect(button.textContent).toBe('Buka');
    fireEvent.click(button);
    const dialog = await screen.findByTestId('red-packet-dialog');
    expect(dialog.dataset.armed).toBe('true');
    expect(within(dialog).getByTestId('red-packet-open')).toBeTruthy();
  });

  it('CLOSED shows nothing at all', async () => {
    serveHome(null, packetFixture({ display: 'CLOSED' }));
    renderHome();
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('red-packet-dialog')).toBeNull();
    expect(screen.queryByTestId('red-packet-button')).toBeNull();
  });

  it('does not come up once opened; its button shows the envelopes', async () => {
    logIn();
    serveHome(null, packetFixture({ opened: true }));
    handlers[COUPON_PATHS.claimAward] = () => ({ couponList: OPENED_ENVELOPES });
    renderHome();
    expect(await popupTurn()).toBe('none');
    expect(screen.queryByTestId('red-packet-dialog')).toBeNull();
    const button = await screen.findByRole('button', { name: 'Paket angpao sudah dibuka: lihat angpaomu' });
    fireEvent.click(button);
    expect(await screen.findAllByTestId('red-packet-envelope')).toHaveLength(2);
    expect(screen.getByTestId('red-packet-dialog').dataset.state).toBe('opened');
  });

  it.each([
    ['9000002', 'Angpao di paket ini sudah habis diambil'],
    ['1003008', 'Paket angpao ini sudah berakhir'],
  ])('shows the server message for %s, with Close', async (code, message) => {
    logIn();
    serveHome(null, packetFixture());
    handlers[COUPON_PATHS.claimAward] = () => {
      throw new ApiRequestError({ kind: 'server', code, message });
    };
    renderHome();
    fireEvent.click(within(await armed('red-packet-dialog')).getByTestId('red-packet-open'));
    expect((await screen.findByTestId('red-packet-error')).textContent).toBe(message);
    expect(screen.queryByTestId('red-packet-open')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    fireEvent.click(screen.getByTestId('red-packet-close'));
    expect(await screen.findByTestId('red-packet-button')).toBeTruthy();
  });

  it('offers to try again when opening got no answer', async () => {
    logIn();
    serveHome(null, packetFixture());
    handlers[COUPON_PATHS.claimAward] = [
      () => {
        throw new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' });
      },
      () => ({ couponList: OPENED_ENVELOPES }),
    ];
    renderHome();
    fireEvent.click(within(await armed('red-packet-dialog')).getByTestId('red-packet-open'));
    expect((await screen.findByTestId('red-packet-error')).textContent).toBe('Gagal membuka paket angpao');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByTestId('red-packet-envelope')).toHaveLength(2);
  });
});
