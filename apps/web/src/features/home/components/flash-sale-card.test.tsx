import type { FlashSaleCardData } from '@lahap/contract/discovery/schemas';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCardFixture } from '@/shared/product/product-fixtures';
import { FlashSaleCard } from './flash-sale-card';

const priceDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/shared/product/price', () => ({
  Price: () => {
    priceDraws.count += 1;
    return null;
  },
}));

const sale = (countdownTime: number): FlashSaleCardData => ({
  pageId: 'fs1',
  productListId: 'pl1',
  title: { 'id-ID': 'Flash Sale Siang' },
  countdownTime,
  started: true,
  startTime: '2026-11-30T04:00:00.000Z',
  endTime: '2026-11-30T06:00:00.000Z',
  items: [productCardFixture({ skuId: 's1' }), productCardFixture({ skuId: 's2' })],
  hasMore: false,
  pageType: 'FLASH_SALE',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  priceDraws.count = 0;
});
afterEach(() => vi.useRealTimers());

describe('FlashSaleCard', () => {
  it('ticks its countdown every second without drawing its items again', () => {
    const onEnd = vi.fn();
    render(
      <MemoryRouter>
        <FlashSaleCard data={sale(10_000)} fetchedAt={Date.now()} onCountdownEnd={onEnd} />
      </MemoryRouter>,
    );
    expect(screen.getByText('00:00:10')).toBeTruthy();
    const drawnOnce = priceDraws.count;
    expect(drawnOnce).toBe(2);

    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('00:00:07')).toBeTruthy();
    expect(priceDraws.count).toBe(drawnOnce);

    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.getByText('00:00:00')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
