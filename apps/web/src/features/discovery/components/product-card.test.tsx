import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productCardFixture } from '@/shared/product/product-fixtures';
import { ProductCard } from './product-card';

function inRouter(node: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={node} />
        <Route path="/platform/groupCouponDetail" element={<p>coupon page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows name, discount, sale price and the struck original price', () => {
    inRouter(<ProductCard product={productCardFixture()} layout="grid" />);
    expect(screen.getByText('Paket Sate Ayam')).toBeTruthy();
    expect(screen.getByText('-38%')).toBeTruthy();
    expect(screen.getByText('Rp 25.000')).toBeTruthy();
    expect(screen.getByText('Rp 40.000').tagName).toBe('DEL');
    expect(screen.queryByTestId('product-mask')).toBeNull();
  });

  it('uses the promotion price and tag when there is a promotion', () => {
    inRouter(
      <ProductCard
        product={productCardFixture({
          promotionInfo: {
            promotionActivitySalePrice: 9000,
            promotionDiscountRatio: 78,
            activityType: 'FLASH_SALE',
            promotionActivityTagName: { 'id-ID': 'Flash Sale' },
          },
        })}
        layout="row"
      />,
    );
    expect(screen.getByText('Rp 9.000')).toBeTruthy();
    expect(screen.getByText('-78%')).toBeTruthy();
    expect(screen.getByText('Flash Sale')).toBeTruthy();
  });

  it.each([
    [{ isSoldOut: true }, 'Habis'],
    [{ purchaseCode: 2 }, 'Batas pembelian tercapai'],
  ])('masks a product that cannot be bought (%o)', (overrides, text) => {
    inRouter(<ProductCard product={productCardFixture(overrides)} layout="grid" />);
    expect(screen.getByTestId('product-mask').textContent).toBe(text);
  });

  it.each([
    [1, true],
    [10, true],
    [11, false],
    [0, false],
  ])('shows the low-stock badge for %i remaining: %s', (remainingStock, shown) => {
    inRouter(<ProductCard product={productCardFixture({ remainingStock })} layout="grid" />);
    expect(screen.queryByText(`Sisa ${String(remainingStock)}`) !== null).toBe(shown);
  });

  it('leads to the group-coupon page by sku id', () => {
    inRouter(
      <ProductCard product={productCardFixture({ isFlashSale: true, pageId: 'fs1' })} layout="grid" />,
    );
    expect(screen.getByTestId('product-card').getAttribute('href')).toBe(
      '/platform/groupCouponDetail?skuId=401&isFlashSale=true&pageId=fs1',
    );
  });
});
