import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoreCard } from './store-card';
import { storeCardFixture } from './store-card-fixtures';

function inRouter(node: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={node} />
        <Route path="/platform/merchant" element={<p>store page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('StoreCard', () => {
  it('shows the store with halal mark, distance, open state, coupons and deals', () => {
    inRouter(
      <StoreCard
        store={storeCardFixture({
          couponList: [
            {
              couponBatchId: '1',
              couponTemplateId: '2',
              couponName: {},
              discountAmount: 10000,
              minimumSpend: 0,
            },
          ],
          productList: [
            {
              productId: '5',
              skuId: '6',
              productName: { 'id-ID': 'Nasi Goreng' },
              imageUrl: '',
              salePrice: 20000,
              originalPrice: 30000,
              discountRate: 33,
              promotionInfo: {
                promotionActivitySalePrice: 15000,
                promotionDiscountRatio: 50,
                activityType: 'COMMON',
                promotionActivityTagName: {},
              },
              remainingStock: 3,
              isSoldOut: false,
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: /Warung Sate Pak Kumis/ })).toBeTruthy();
    expect(screen.getByLabelText('Restoran halal')).toBeTruthy();
    expect(screen.getByText('1.5 km')).toBeTruthy();
    expect(screen.getByText('Buka')).toBeTruthy();
    expect(screen.getByText('Potongan Rp 10.000')).toBeTruthy();
    // The promotion price wins over the sale price; the original is struck through.
    expect(screen.getByText('Rp 15.000')).toBeTruthy();
    expect(screen.getByText('Rp 30.000').tagName).toBe('DEL');
    expect(screen.getByText('-50%')).toBeTruthy();
  });

  it('reads "under 100m" for a near store and hides the halal mark for others', () => {
    inRouter(<StoreCard store={storeCardFixture({ distance: 40, halalRestaurant: '0', isOpen: false })} />);
    expect(screen.getByText('Di bawah 100 m')).toBeTruthy();
    expect(screen.queryByLabelText('Restoran halal')).toBeNull();
    expect(screen.getByText('Sedang tutup')).toBeTruthy();
  });

  it('shows matched dishes when the search found some', () => {
    inRouter(
      <StoreCard
        store={storeCardFixture({ matchedDishes: [{ dishId: '9', dishName: { 'id-ID': 'Sate Kambing' } }] })}
      />,
    );
    expect(screen.getByRole('list', { name: 'Menu yang cocok' }).textContent).toContain('Sate Kambing');
  });

  it('opens the store page, or hands the id to onOpen instead', () => {
    const onOpen = vi.fn();
    const { unmount } = inRouter(<StoreCard store={storeCardFixture()} onOpen={onOpen} />);
    fireEvent.click(screen.getByTestId('store-card'));
    expect(onOpen).toHaveBeenCalledWith('101');
    expect(screen.queryByText('store page')).toBeNull();
    unmount();

    inRouter(<StoreCard store={storeCardFixture()} />);
    expect(screen.getByTestId('store-card').getAttribute('href')).toBe('/platform/merchant?storeId=101');
    fireEvent.click(screen.getByTestId('store-card'));
    expect(screen.getByText('store page')).toBeTruthy();
  });
});
