import { describe, expect, it } from 'vitest';
import { carouselImages, sortStoreImages, storeImagesOfType } from './store-images.js';

describe('sortStoreImages', () => {
  it('sorts ascending by sort, a missing sort reading as 0, ties keeping their order', () => {
    const images = [
      { imageType: 'PHOTOS' as const, imageUrl: 'c', sort: 2 },
      { imageType: 'PHOTOS' as const, imageUrl: 'a' },
      { imageType: 'MENU_VIEW' as const, imageUrl: 'b', sort: 0 },
      { imageType: 'PHOTOS' as const, imageUrl: 'z', sort: -1 },
      { imageType: 'PHOTOS' as const, imageUrl: 'd', sort: null },
    ];
    expect(sortStoreImages(images).map((i) => i.imageUrl)).toEqual(['z', 'a', 'b', 'd', 'c']);
    expect(storeImagesOfType(images, 'PHOTOS').map((i) => i.imageUrl)).toEqual(['z', 'a', 'd', 'c']);
  });
});

describe('carouselImages', () => {
  const background = (imageUrl: string, sort: number) => ({
    imageType: 'BACKGROUND' as const,
    imageUrl,
    sort,
  });

  it('takes the BACKGROUND images in sort order, ignoring the other types', () => {
    const storeImageList = [
      background('/api/images/demo/b.webp', 5),
      { imageType: 'PHOTOS' as const, imageUrl: '/api/images/demo/p.webp', sort: 0 },
      background('/api/images/demo/a.webp', 1),
    ];
    expect(carouselImages({ storeImageList, merchantBackgroundImage: 'https://x.id/bg.jpg' })).toEqual([
      '/api/images/demo/a.webp',
      '/api/images/demo/b.webp',
    ]);
  });

  it('falls back to the merchant background, then to none', () => {
    const photos = [{ imageType: 'PHOTOS' as const, imageUrl: '/api/images/demo/p.webp' }];
    expect(
      carouselImages({ storeImageList: photos, merchantBackgroundImage: 'https://x.id/bg.jpg' }),
    ).toEqual(['https://x.id/bg.jpg']);
    expect(carouselImages({ storeImageList: photos, merchantBackgroundImage: null })).toEqual([]);
  });

  it('leaves out addresses the product may not show', () => {
    expect(
      carouselImages({
        storeImageList: [background('javascript:alert(1)', 0), background('relative/x.jpg', 1)],
        merchantBackgroundImage: 'ftp://x/bg.jpg',
      }),
    ).toEqual([]);
  });
});
