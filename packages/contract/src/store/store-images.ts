import type { StoreImageType } from '../enums.js';

/** An image of storeImageList as it may arrive: `sort` may be missing (spec §3: missing = 0). */
export interface SortableStoreImage {
  imageType: StoreImageType;
  imageUrl: string;
  sort?: number | null;
}

/** The images ascending by sort, a missing sort reading as 0; equal sorts keep their order. */
export function sortStoreImages<T extends SortableStoreImage>(images: readonly T[]): T[] {
  return images
    .map((image, position) => ({ image, position }))
    .sort((a, b) => (a.image.sort ?? 0) - (b.image.sort ?? 0) || a.position - b.position)
    .map(({ image }) => image);
}

/** The images of one type, sorted as `sortStoreImages` sorts them. */
export function storeImagesOfType<T extends SortableStoreImage>(
  images: readonly T[],
  type: StoreImageType,
): T[] {
  return sortStoreImages(images.filter((image) => image.imageType === type));
}
