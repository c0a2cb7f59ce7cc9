import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { ProductDetailData } from '@lahap/contract/orders/purchase-schemas';
import { DISCOVERY_PATHS } from '@lahap/contract/discovery/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api-client/api-error';
import { apiPost } from '@/shared/api-client/client';
import { closeLoginGate, useLoginGateStore } from '@/shared/auth/login-gate';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { productCardFixture } from '@/shared/product/product-fixtures';
import { useSessionStore } from '@/shared/session/session-store';
import { renderPage } from '@/test/render-page';
import { detailFixture, flashWindow } from '../test/purchase-fixtures';
import GroupCouponDetailPage from './group-coupon-detail-page';
import GroupCouponDetailPreviewPage from './group-coupon-detail-preview-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const tc = i18n.getFixedT('id-ID', 'purchase');
const td = i18n.getFixedT('id-ID', 'discovery');

/** Detail answers in turn; the last repeats. A function answer may throw. */
let details: (ProductDetailData | (() => ProductDetailData))[];

function bodiesOf(path: string) {
  return post.mock.calls
    .filter(([called]) => called === path)
    .map(([, body]) => body as Record<string, unknown>);
}

function nextDetail(): Promise<never> {
  const next = details.length > 1 ? details.shift() : details[0];
  try {
    const data = typeof next === 'function' ? next() : next;
    return data ? Promise.resolve(data as never) : Promise.reject(new Error('no detail'));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function renderDetail(query: string) {
  return renderPage(
    <GroupCouponDetailPage />,
    `/platform/groupCouponDetail${query}`,
    '/platform/groupCouponDetail',
  );
}

function logIn() {
  useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
}

beforeEach(() => {
  details = [detailFixture()];
  post.mockReset();
  post.mockImplementation((path) => {
    if (path === ORDER_PATHS.productDetail || path === ORDER_PATHS.flashProductDetail) return nextDetail();
    if (path === DISCOVERY_PATHS.productApplicableStores) {
      return Promise.resolve({
        storeList: [
          {
            storeId: '10000195',
            storeName: { 'id-ID': 'Warung Sate Pak Kumis' },
            storeLogo: '',
            storeAddress: { 'id-ID': 'Jl. Sabang 12' },
            distance: 1200,
            storeDistance: 1.2,
            mapLinkAddress: null,
          },
        ],
        hasMore: false,
        queryId: 'q1',
        storeCount: 1,
      } as never);
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.mocked(reportError).mockReset();
  useSessionStore.getState().clear();
  if (useLoginGateStore.getState().open) closeLoginGate(false);
});

describe('group coupon detail', () => {
  it('shows a skeleton while loading, then the voucher: pictures, price with promotion, counts, facts, rules', async () => {
    renderDetail('?skuId=401');
    expect(screen.getByTestId('group-coupon-detail').dataset.status).toBe('LOADING');
    expect(screen.getByTestId('detail-skeleton')).toBeTruthy();

    const price = await screen.findByTestId('detail-price');
    expect(screen.getByTestId('group-coupon-detail').dataset.status).toBe('SUCCESS');
    expect(bodiesOf(ORDER_PATHS.productDetail)[0]).toMatchObject({ skuId: '401' });
    expect(bodiesOf(ORDER_PATHS.flashProductDetail)).toHaveLength(0);
    // Spec §5: the promotion price wins; the original is struck; the badge is the promotion's.
    expect(within(price).getAllByText('Rp 19.000')).toHaveLength(1);
    expect(price.querySelector('del')?.textContent).toBe('Rp 40.000');
    expect(screen.getByTestId('detail-discount').textContent).toBe('-52%');
    expect(screen.getByTestId('product-promotion').textContent).toBe('Promo Gajian');
    expect(screen.getByRole('heading', { name: 'Paket Sate Ayam' })).toBeTruthy();
    expect(screen.getByTestId('detail-sold').textContent).toBe(tc('detail.sold', { sold: '1.250' }));
    expect(screen.getByTestId('detail-stock').textContent).toBe(td('cards.stockLeft', { count: 4 }));
    expect(screen.queryByTestId('detail-mask')).toBeNull();

    const images = screen.getAllByTestId('product-gallery-image') as HTMLImageElement[];
    expect(images.map((image) => image.alt)).toEqual([
      tc('detail.imageAlt', { name: 'Paket Sate Ayam', index: 1, total: 2 }),
      tc('detail.imageAlt', { name: 'Paket Sate Ayam', index: 2, total: 2 }),
    ]);
    expect(screen.getByTestId('product-gallery-counter').textContent).toBe('1 / 2');

    expect(screen.getByTestId('detail-validity').textContent).toBe(tc('detail.validDays', { count: 30 }));
    expect(screen.getByTestId('detail-limit').textContent).toBe(
      `${tc('detail.limit', { limit: 2 })} · ${tc('detail.limitLeft', { count: 2 })}`,
    );
    expect(within(screen.getByTestId('detail-rules')).getAllByRole('listitem')).toHaveLength(2);
    const buy = screen.getByTestId('buy-now') as HTMLButtonElement;
    expect(buy.textContent).toBe(tc('buy.button'));
    expect(buy.disabled).toBe(false);
  });

  it('lists the stores the voucher works at in a searchable sheet', async () => {
    renderDetail('?skuId=401');
    fireEvent.click(await screen.findByTestId('detail-stores'));
    const store = await screen.findByTestId('product-store');
    expect(store.textContent).toContain('Warung Sate Pak Kumis');
    expect(store.getAttribute('href')).toBe('/platform/merchant?storeId=10000195');
    expect(bodiesOf(DISCOVERY_PATHS.productApplicableStores)[0]).toMatchObject({
      productId: '301',
      pageSize: 20,
      keywords: '',
    });
    const search = screen.getByTestId('product-stores-search');
    fireEvent.change(search, { target: { value: 'sabang' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(bodiesOf(DISCOVERY_PATHS.productApplicableStores).at(-1)).toMatchObject({ keywords: 'sabang' }),
    );
  });

  it.each([
    ['sold out', { isSoldOut: true, purchaseCode: 1 }, 'soldOut'],
    ['purchase limit reached', { purchaseCode: 2 }, 'limitReached'],
    ['not on sale', { purchaseCode: 3 }, 'notOnSale'],
  ] as const)('masks a voucher %s and greys Buy now with the reason', async (_name, card, mask) => {
    details = [detailFixture({ product: productCardFixture({ remainingStock: 4, ...card }) })];
    renderDetail('?skuId=401');
    const overlay = await screen.findByTestId('detail-mask');
    expect(overlay.dataset.mask).toBe(mask);
    expect(overlay.textContent).toBe(td(`cards.mask.${mask}`));
    const buy = screen.getByTestId('buy-now') as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(buy.textContent).toBe(td(`cards.mask.${mask}`));
    // A masked voucher shows no low-stock badge.
    expect(screen.queryByTestId('detail-stock')).toBeNull();
  });

  it('prices a flash sale at its page and counts down to its end', async () => {
    details = [
      detailFixture({
        product: productCardFixture({ isFlashSale: true, soldCount: 1_250, pageId: 'fs-1' }),
        flashSale: flashWindow(true),
      }),
    ];
    renderDetail('?skuId=401&isFlashSale=true&pageId=fs-1');
    const strip = await screen.findByTestId('flash-countdown');
    expect(bodiesOf(ORDER_PATHS.flashProductDetail)[0]).toMatchObject({ skuId: '401', pageId: 'fs-1' });
    expect(bodiesOf(ORDER_PATHS.productDetail)).toHaveLength(0);
    expect(strip.dataset.phase).toBe('live');
    expect(strip.textContent).toContain(tc('flash.endsIn'));
    expect(within(strip).getByRole('timer').textContent).toMatch(/^(02:00:00|01:59:5\d)$/);
    // Flash-sale numbers are shortened with k (spec §9).
    expect(screen.getByTestId('detail-sold').textContent).toBe(tc('detail.sold', { sold: '1.2k' }));
    expect((screen.getByTestId('buy-now') as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts down to the start of a flash sale not yet started, and does not sell yet', async () => {
    details = [
      detailFixture({ product: productCardFixture({ isFlashSale: true }), flashSale: flashWindow(false) }),
    ];
    renderDetail('?skuId=401&isFlashSale=1&pageId=fs-1');
    const strip = await screen.findByTestId('flash-countdown');
    expect(strip.dataset.phase).toBe('upcoming');
    expect(strip.textContent).toContain(tc('flash.startsIn'));
    expect(within(strip).getByRole('timer').textContent).toMatch(/^(01:00:00|00:59:5\d)$/);
    const buy = screen.getByTestId('buy-now') as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(buy.textContent).toBe(tc('buy.notStarted'));
  });

  it.each([
    ['no skuId', ''],
    ['a malformed skuId', '?skuId=abc'],
    ['a flash sale without its page', '?skuId=401&isFlashSale=true'],
  ])('shows the page load error and logs it with %s', async (_name, query) => {
    renderDetail(query);
    const view = await screen.findByTestId('group-coupon-parameter-error');
    expect(view.textContent).toContain(i18n.t('browse:common.pageLoadError'));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the error with a retry, and the voucher once the retry works', async () => {
    details = [
      () => {
        throw new ApiRequestError({ kind: 'network', code: 'network', message: 'offline' });
      },
      detailFixture(),
    ];
    renderDetail('?skuId=401');
    await screen.findByTestId('error-state');
    expect(screen.getByTestId('group-coupon-detail').dataset.status).toBe('ERROR');
    fireEvent.click(screen.getByTestId('error-state-retry'));
    expect(await screen.findByTestId('detail-price')).toBeTruthy();
    expect(bodiesOf(ORDER_PATHS.productDetail)).toHaveLength(2);
  });

  it('says why a voucher cannot be shown with the server’s message', async () => {
    details = [
      () => {
        throw new ApiRequestError({
          kind: 'server',
          code: '1004001',
          message: 'Voucher ini sedang tidak dijual.',
        });
      },
    ];
    renderDetail('?skuId=401');
    const view = await screen.findByTestId('error-state');
    expect(view.textContent).toContain(tc('detail.unavailableTitle'));
    expect(view.textContent).toContain('Voucher ini sedang tidak dijual.');
  });

  it('says the flash sale is busy and holds the retry for its countdown', async () => {
    details = [
      () => {
        throw new ApiRequestError({
          kind: 'server',
          code: '1004005',
          message: 'Terlalu banyak yang berebut.',
        });
      },
    ];
    renderDetail('?skuId=401&isFlashSale=true&pageId=fs-1');
    await screen.findByTestId('busy-view');
    const retry = screen.getByTestId('busy-retry') as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    expect(retry.textContent).toBe(tc('busy.tryLater', { seconds: 10 }));
  });

  it('goes to confirm order for a logged-in customer, keeping the flash sale', async () => {
    logIn();
    details = [
      detailFixture({ product: productCardFixture({ isFlashSale: true }), flashSale: flashWindow(true) }),
    ];
    const app = renderDetail('?skuId=401&isFlashSale=true&pageId=fs-1');
    fireEvent.click(await screen.findByTestId('buy-now'));
    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/confirmOrder'));
    expect(app.location()?.search).toBe('?skuId=401&isFlashSale=true&pageId=fs-1');
    expect(useLoginGateStore.getState().open).toBe(false);
  });

  it('carries the red envelope the customer came with on to confirm order', async () => {
    logIn();
    const app = renderDetail('?skuId=401&redEnvelopeId=9001');
    fireEvent.click(await screen.findByTestId('buy-now'));
    await waitFor(() => expect(app.location()?.search).toBe('?skuId=401&redEnvelopeId=9001'));
  });

  it('asks a guest to log in first and goes on to confirm order after login', async () => {
    const app = renderDetail('?skuId=401');
    fireEvent.click(await screen.findByTestId('buy-now'));
    await waitFor(() => expect(useLoginGateStore.getState()).toMatchObject({ open: true, scene: 'buy' }));
    expect(app.location()?.pathname).toBe('/platform/groupCouponDetail');
    logIn();
    closeLoginGate(true);
    await waitFor(() => expect(app.location()?.pathname).toBe('/platform/confirmOrder'));
    expect(app.location()?.search).toBe('?skuId=401');
  });

  it('stays put when a guest closes the login sheet', async () => {
    const app = renderDetail('?skuId=401');
    fireEvent.click(await screen.findByTestId('buy-now'));
    await waitFor(() => expect(useLoginGateStore.getState().open).toBe(true));
    closeLoginGate(false);
    await waitFor(() => expect(useLoginGateStore.getState().open).toBe(false));
    expect(app.location()?.pathname).toBe('/platform/groupCouponDetail');
  });
});

describe('group coupon detail preview', () => {
  it('shows the voucher with a preview notice and no way to buy', async () => {
    renderPage(
      <GroupCouponDetailPreviewPage />,
      '/platform/groupCouponDetailPreview?skuId=401',
      '/platform/groupCouponDetailPreview',
    );
    expect(await screen.findByTestId('detail-price')).toBeTruthy();
    expect(screen.getByTestId('preview-notice').textContent).toContain(tc('detail.previewNotice'));
    expect(screen.queryByTestId('buy-bar')).toBeNull();
    // The limit per account, but nothing of a customer's own purchases.
    expect(screen.getByTestId('detail-limit').textContent).toBe(tc('detail.limit', { limit: 2 }));
    expect(screen.queryByRole('button', { name: tc('buy.button') })).toBeNull();
  });
});
