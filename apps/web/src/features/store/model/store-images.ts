import type { StoreDetailData } from '@lahap/contract/store/schemas';
import { storeImagesOfType } from '@lahap/contract/store/store-images';
import { imageSrc } from '../../../shared/ui/image-src';

/** The image sets a preview can show: the carousel's, the photos, the menu pages. */
export const PREVIEW_SETS = ['BACKGROUND', 'PHOTOS', 'MENU_VIEW'] as const;
export type PreviewSet = (typeof PREVIEW_SETS)[number];

export function isPreviewSet(value: string | null): value is PreviewSet {
  return (PREVIEW_SETS as readonly (string | null)[]).includes(value);
}

type ImageSource = Pick<StoreDetailData, 'storeImageList' | 'merchantBackgroundImage'>;

/** Only addresses the product may show (spec §5 "Images"). */
function usable(urls: string[]): string[] {
  return urls.filter((url) => imageSrc(url, 'banner') !== null);
}

/**
 * The carousel's images (spec §9 "Defaults"): the BACKGROUND images in sort order, else the
 * merchant background image; empty means the page draws its default banner.
 */
export function carouselImages(store: ImageSource): string[] {
  const backgrounds = usable(storeImagesOfType(store.storeImageList, 'BACKGROUND').map((i) => i.imageUrl));
  if (backgrounds.length > 0) return backgrounds;
  return usable(store.merchantBackgroundImage ? [store.merchantBackgroundImage] : []);
}

/** The images of one preview set, in the order the page shows them. */
export function previewImages(store: ImageSource, set: PreviewSet): string[] {
  if (set === 'BACKGROUND') return carouselImages(store);
  return usable(storeImagesOfType(store.storeImageList, set).map((i) => i.imageUrl));
}
