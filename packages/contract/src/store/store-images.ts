import type { StoreImageType } from '../enums.js';
import { imageSrc } from '../media/image-src.js';

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

/** What the carousel is drawn from: the detail's image list and the merchant's own background. */
export interface CarouselSource {
  storeImageList: readonly SortableStoreImage[];
  merchantBackgroundImage?: string | null;
}

/** Only addresses the product may show (spec §5 "Images"). */
function showable(urls: string[]): string[] {
  return urls.filter((url) => imageSrc(url, 'banner') !== null);
}

/**
 * The store home carousel's images (spec §9 "Defaults"): the BACKGROUND images in sort order,
 * else the merchant background image; empty means the page draws its default banner. The server
 * reads the first one to put in a shared link's first paint, so both sides must agree.
 */
export function carouselImages(store: CarouselSource): string[] {
  const backgrounds = showable(storeImagesOfType(store.storeImageList, 'BACKGROUND').map((i) => i.imageUrl));
  if (backgrounds.length > 0) return backgrounds;
  return showable(store.merchantBackgroundImage ? [store.merchantBackgroundImage] : []);
}
