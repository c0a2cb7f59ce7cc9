import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { productCardFixture } from '@/shared/product/product-fixtures';
import { StoreProductCard } from './store-product-card';

const st = i18n.getFixedT('id-ID', 'store');

function renderCard(overrides: Parameters<typeof productCardFixture>[0] = {}) {
  render(
    <MemoryRouter>
      <StoreProductCard product={productCardFixture(overrides)} />
    </MemoryRouter>,
  );
  return {
    buy: screen.getByTestId('store-product-buy'),
    open: screen.getByTestId('store-product-open'),
  };
}

describe('the store page’s product card', () => {
  it('buys a purchasable voucher at confirm order, and opens its detail from the name', () => {
    const { buy, open } = renderCard();
    expect(buy.textContent).toBe(st('coupons.buyNow'));
    expect(buy.getAttribute('aria-label')).toBe(st('coupons.buyNowLabel', { name: 'Paket Sate Ayam' }));
    expect(buy.getAttribute('href')).toBe('/platform/confirmOrder?skuId=401');
    expect(open.getAttribute('href')).toBe('/platform/groupCouponDetail?skuId=401');
  });

  it('buys a flash-sale item in its sale', () => {
    const { buy } = renderCard({ isFlashSale: true, pageId: 'fs-1' });
    expect(buy.getAttribute('href')).toBe('/platform/confirmOrder?skuId=401&isFlashSale=true&pageId=fs-1');
  });

  it.each([
    ['sold out', { isSoldOut: true, purchaseCode: 1 }],
    ['over its purchase limit', { purchaseCode: 2 }],
    ['not on sale', { purchaseCode: 3 }],
  ])('sends Buy now of a voucher %s to its detail, which says why', (_name, overrides) => {
    const { buy } = renderCard(overrides);
    expect(buy.getAttribute('href')).toBe('/platform/groupCouponDetail?skuId=401');
  });
});
