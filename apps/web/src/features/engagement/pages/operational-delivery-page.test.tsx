import { NEARBY_PATHS } from '@lahap/contract/nearby/paths';
import type { DeliveryStoreListData } from '@lahap/contract/nearby/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { setListPositionForTest } from '@/shared/location/list-position';
import { storeCardFixture } from '@/shared/stores/store-card-fixtures';
import OperationalDeliveryPage from './operational-delivery-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const post = vi.mocked(apiPost);
const nt = i18n.getFixedT(null, 'nearby');

function answer(ids: string[], hasMore = false): DeliveryStoreListData {
  return {
    storeList: ids.map((id) => ({
      ...storeCardFixture({ storeId: id }),
      deliveryQrCodeId: `QR${id}D`,
      deliveryRadiusMeters: 6_000,
    })),
    hasMore,
    total: ids.length,
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OperationalDeliveryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  setListPositionForTest({ lat: -6.2, lng: 106.8 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  post.mockReset();
  setListPositionForTest({});
});

describe('operational delivery', () => {
  it('shows a skeleton, then the stores delivering near the customer with their delivery links', async () => {
    post.mockResolvedValue(answer(['10', '11']) as never);
    renderPage();
    expect(screen.getByTestId('store-list-skeleton')).toBeTruthy();
    const items = await screen.findAllByTestId('delivery-store');
    expect(items.map((item) => item.dataset.storeId)).toEqual(['10', '11']);
    const order = within(items[0]!).getByTestId('delivery-order');
    expect(order.getAttribute('href')).toMatch(/\/menuQr\?qrCodeId=QR10D&orderFoodType=1$/);
    expect(order.getAttribute('aria-label')).toBe(
      nt('delivery.orderLabel', { name: 'Warung Sate Pak Kumis' }),
    );
    expect(screen.getByTestId('delivery-count').textContent).toBe(nt('delivery.count', { count: 2 }));
    expect(screen.getByTestId('hot-products-link').getAttribute('href')).toBe('/platform/hotProducts');
    expect(post).toHaveBeenCalledWith(
      NEARBY_PATHS.deliveryStoreList,
      expect.objectContaining({ pageNo: 1, lat: -6.2, lng: 106.8 }),
      expect.anything(),
    );
  });

  it('says when no store delivers near the customer', async () => {
    post.mockResolvedValue(answer([]) as never);
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain(nt('delivery.emptyTitle'));
  });

  it('offers a retry when the list fails, and shows it once the retry works', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    post.mockResolvedValue(answer(['12']) as never);
    renderPage();
    fireEvent.click(await screen.findByTestId('error-state-retry'));
    expect((await screen.findAllByTestId('delivery-store')).length).toBe(1);
  });
});
