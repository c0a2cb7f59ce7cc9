/** Reads a QR code from the camera's current frame; null when there is none in it. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The longest side a frame is scaled to for jsQR: enough for a phone's QR at arm's length. */
const MAX_FRAME_SIDE = 640;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's own detector when it reads QR codes (Chrome on Android, Safari 17+), else null. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * A decoder for camera frames: the browser's BarcodeDetector where it reads QR codes, else jsQR
 * on the frame drawn into a canvas. jsQR (and its 130 KB) is fetched only when needed.
 */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const detector = await nativeDetector();
  if (detector) {
    return async (video) => {
      const [found] = await detector.detect(video);
      return found?.rawValue || null;
    };
  }
  const { decodeQrImage } = await import('./qr-decode');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (!videoWidth || !videoHeight) return null;
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodeQrImage(context.getImageData(0, 0, width, height));
  };
}
