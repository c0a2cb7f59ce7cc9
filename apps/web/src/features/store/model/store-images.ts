import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { carouselImages, storeImagesOfType } from '@lahap/contract/store/store-images';
import { imageSrc } from '@lahap/contract/media/image-src';

/** The image sets a preview can show: the carousel's, the photos, the menu pages. */
export const PREVIEW_SETS = ['BACKGROUND', 'PHOTOS', 'MENU_VIEW'] as const;
export type PreviewSet = (typeof PREVIEW_SETS)[number];

export function isPreviewSet(value: string | null): value is PreviewSet {
  return (PREVIEW_SETS as readonly (string | null)[]).includes(value);
}

type ImageSource = Pick<StoreDetailData, 'storeImageList' | 'merchantBackgroundImage'>;

/** The images of one preview set, in the order the page shows them. */
export function previewImages(store: ImageSource, set: PreviewSet): string[] {
  if (set === 'BACKGROUND') return carouselImages(store);
  return storeImagesOfType(store.storeImageList, set)
    .map((i) => i.imageUrl)
    .filter((url) => imageSrc(url, 'banner') !== null);
}
