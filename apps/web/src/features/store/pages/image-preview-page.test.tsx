import { STORE_PATHS } from '@lahap/contract/store/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '@/shared/api-client/client';
import { i18n } from '@/shared/i18n/i18n';
import { images, storeFixture } from '../test/store-fixtures';
import ImagePreviewPage from './image-preview-page';

vi.mock('@/shared/api-client/client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
const post = vi.mocked(apiPost);

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderPreview(query: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/platform/imagePreview?${query}`]}>
        <Routes>
          <Route path="/platform/imagePreview" element={<ImagePreviewPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  post.mockImplementation((path) =>
    path === STORE_PATHS.storeDetail
      ? Promise.resolve(
          storeFixture({ storeImageList: [...images('PHOTOS', 5), ...images('BACKGROUND', 2)] }) as never,
        )
      : Promise.reject(new Error(`unexpected call ${path}`)),
  );
});

describe('image preview', () => {
  it("shows the store's photos full screen from the index asked for", async () => {
    renderPreview('storeId=101&imageType=PHOTOS&index=2');
    expect((await screen.findByTestId('preview-position')).textContent).toBe(
      i18n.t('store:preview.position', { index: 3, total: 5 }),
    );
    const shown = [...document.querySelectorAll('.adm-image-viewer-slides img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(shown).toContain('/api/images/demo/photos-3.webp?w=1440');
    expect(shown.some((src) => src?.includes('background'))).toBe(false);
  });

  it('closes back to the store when opened directly', async () => {
    renderPreview('storeId=101&imageType=BACKGROUND&index=0');
    fireEvent.click(await screen.findByTestId('preview-close'));
    expect(screen.getByTestId('where').textContent).toBe('/platform/merchant?storeId=101');
  });

  it('shows the parameter error without a store', async () => {
    renderPreview('imageType=PHOTOS');
    expect(await screen.findByTestId('preview-parameter-error')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
