import { describe, expect, it } from 'vitest';
import { sortStoreImages, storeImagesOfType } from './store-images.js';

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
