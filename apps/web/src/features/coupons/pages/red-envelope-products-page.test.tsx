import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { CouponProductListData } from '@lahap/contract/coupons/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { reportError } from '@/shared/monitoring/monitor';
import { productCardFixture } from '@/shared/product/product-fixtures';
import { useSessionStore } from '@/shared/session/session-store';
import { FakeIntersectionObserver, nearBottomOnceWatched, resetWatchers } from '@/test/intersection-observer';
import { renderPage } from '@/test/render-page';
import { detailFixture, envelopeFixture } from '../test/coupon-fixtures';
import RedEnvelopeProductsPage from './red-envelope-products-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/shared/monitoring/monitor', () => ({ reportError: vi.fn() }));

const post = vi.mocked(apiPost);
const ct = i18n.getFixedT('id-ID', 'coupons');

function product(skuId: string) {
  return productCardFixture({
    skuId,
    productId: `3${skuId}`,
    productName: { 'id-ID': `Voucher ${skuId}` },
    storeInfo: {
      storeId: '10000195',
      storeName: { 'id-ID': 'Warung Sate' },
      storeCpType: 'LAHAP',
      storeDistance: 1.2,
    },
  });
}

let pages: CouponProductListData[];

function productBodies() {
  return post.mock.calls
    .filter(([path]) => path === COUPON_PATHS.productList)
    .map(([, body]) => body as Record<string, unknown>);
}

function renderProducts(query: string) {
  return renderPage(
    <RedEnvelopeProductsPage />,
    `/platform/redEnvelopeProducts${query}`,
    '/platform/redEnvelopeProducts',
  );
}

beforeEach(() => {
  resetWatchers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  pages = [
    { productList: [product('601'), product('602')], pageInfoVO: { hasMore: true } },
    { productList: [product('603')], pageInfoVO: { hasMore: false } },
  ];
  post.mockReset();
  post.mockImplementation((path, body) => {
    if (path === COUPON_PATHS.productList) {
      const answer = pages[(body as { pageNo: number }).pageNo - 1];
      return answer ? Promise.resolve(answer as never) : Promise.reject(new Error('no page'));
    }
    if (path === COUPON_PATHS.detail) {
      return Promise.resolve(
        detailFixture({ coupon: envelopeFixture('8002'), applicableStoreCount: 0 }) as never,
      );
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  vi.mocked(reportError).mockReset();
});

describe('red envelope products', () => {
  it('lists what an envelope not yet claimed can buy, page by page', async () => {
    renderProducts('?templateId=44000002');
    await screen.findByText('Voucher 601');
    expect(productBodies()[0]).toMatchObject({ templateId: '44000002', pageNo: 1, pageSize: 20 });
    await nearBottomOnceWatched();
    await screen.findByText('Voucher 603');
    expect(productBodies()[1]).toMatchObject({ templateId: '44000002', pageNo: 2 });
    expect(screen.getByTestId('envelope-products-foot-no-more')).toBeTruthy();
  });

  it('offers Buy now on each card, to confirm order; an envelope not claimed yet goes along with none', async () => {
    renderProducts('?templateId=44000002');
    const card = (await screen.findByText('Voucher 601')).closest('article')!;
    const buy = within(card).getByTestId('envelope-product-buy');
    expect(buy.textContent).toBe(ct('products.buyNow'));
    expect(buy.getAttribute('href')).toBe('/platform/confirmOrder?skuId=601');
    expect(buy.getAttribute('aria-label')).toBe(ct('products.buyNowLabel', { name: 'Voucher 601' }));
    const open = within(card).getByTestId('envelope-product-open');
    expect(open.getAttribute('href')).toBe('/platform/groupCouponDetail?skuId=601');
    expect(card.textContent).toContain('Warung Sate');
  });

  it('buys with the customer’s envelope, and sends a voucher that cannot be bought to its page', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
    pages = [
      {
        productList: [
          product('601'),
          { ...product('602'), isSoldOut: true, purchaseCode: 1 },
          { ...product('604'), isFlashSale: true, pageId: 'fs-1' },
        ],
        pageInfoVO: { hasMore: false },
      },
    ];
    renderProducts('?couponId=8002');
    const [open, soldOut, flash] = (await screen.findAllByTestId('envelope-product')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(open).getByTestId('envelope-product-buy').getAttribute('href')).toBe(
      '/platform/confirmOrder?skuId=601&redEnvelopeId=8002',
    );
    expect(within(open).getByTestId('envelope-product-open').getAttribute('href')).toBe(
      '/platform/groupCouponDetail?skuId=601&redEnvelopeId=8002',
    );
    expect(within(soldOut).getByTestId('envelope-product-buy').getAttribute('href')).toBe(
      '/platform/groupCouponDetail?skuId=602&redEnvelopeId=8002',
    );
    expect(within(flash).getByTestId('envelope-product-buy').getAttribute('href')).toBe(
      '/platform/confirmOrder?skuId=604&isFlashSale=true&pageId=fs-1&redEnvelopeId=8002',
    );
  });

  it('shows the customer’s envelope above what it can buy', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r', userId: 'u1' });
    renderProducts('?couponId=8002');
    await screen.findByText('Voucher 601');
    expect(productBodies()[0]).toMatchObject({ couponId: '8002' });
    expect((await screen.findByTestId('envelope-summary')).textContent).toContain('Rp 10.000');
  });

  it('asks a guest to log in for one of their own envelopes', async () => {
    renderProducts('?couponId=8002');
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the page load error with neither id', async () => {
    renderProducts('');
    expect(await screen.findByTestId('coupon-page-load-error')).toBeTruthy();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state when the envelope buys nothing yet', async () => {
    pages = [{ productList: [], pageInfoVO: { hasMore: false } }];
    renderProducts('?templateId=44000002');
    expect((await screen.findByTestId('empty-state')).textContent).toContain(ct('products.emptyTitle'));
  });
});
