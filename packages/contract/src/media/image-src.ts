import { IMAGE_WIDTHS } from '../constants.js';

/**
 * Where the server serves its own images. Spelled here rather than imported from the identity
 * schemas, which would bring zod into the first bundle.
 */
const OWN_IMAGE_PREFIX = '/api/images/';

export type ImageWidthName = keyof typeof IMAGE_WIDTHS;

/**
 * The address to load an image from at one of the resize widths, or null when the address is
 * not an image the product may show (spec §5 "Images": only http/https addresses, and our own
 * image paths). Our own images get `?w=` so the server answers a resized WebP.
 */
export function imageSrc(url: string | null | undefined, width: ImageWidthName): string | null {
  if (!url) return null;
  if (url.startsWith(OWN_IMAGE_PREFIX)) {
    return url.includes('?') ? url : `${url}?w=${String(IMAGE_WIDTHS[width])}`;
  }
  return /^https?:\/\//i.test(url) ? url : null;
}
