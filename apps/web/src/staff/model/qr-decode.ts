import jsQR from 'jsqr';

/** RGBA pixels, as a canvas's `getImageData` gives them. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The text of the QR code in an image, or null when none can be read. jsQR reads dark codes on a
 * light ground only ("dontInvert"): the customer's screen shows exactly that, and skipping the
 * inverted pass halves the work per camera frame.
 */
export function decodeQrImage(image: RgbaImage): string | null {
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return found && found.data !== '' ? found.data : null;
}
