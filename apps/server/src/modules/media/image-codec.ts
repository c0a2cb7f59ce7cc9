import { ERROR_CODES } from '@lahap/contract/errors';
import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_EDGE_PX,
  IMAGE_MAX_DECODED_BYTES,
  IMAGE_MAX_INPUT_PIXELS,
} from '@lahap/contract/media/schemas';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { DomainError } from '../../lib/domain-error.js';

/** The formats an upload may have, told by the file's first bytes. */
export type UploadFormat = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the bytes start with, or null. The filename and the declared content type are
 * never consulted: both are whatever the client says.
 */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return 'png';
  }
  return null;
}

/** sharp options for anything we decode: refuse decompression bombs before allocating them. */
const DECODE_OPTIONS = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' } as const;

const unreadable = () => new DomainError(ERROR_CODES.IMAGE_UNREADABLE);

/**
 * Decodes running at once in this process; the others wait their turn. One decode already uses
 * every core libvips is given, so more at once only add their memory, not speed.
 */
const IMAGE_DECODES_AT_ONCE = 2;
const decodeSlot = pLimit(IMAGE_DECODES_AT_ONCE);

const BYTES_PER_SAMPLE: Readonly<Record<string, number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** What decoding would allocate, from the header sharp read; unknown sample types count as 8 bytes. */
export function decodedBytes(metadata: {
  width: number;
  height: number;
  channels?: number;
  depth?: string;
}): number {
  const bytesPerSample = BYTES_PER_SAMPLE[metadata.depth ?? ''] ?? 8;
  return metadata.width * metadata.height * (metadata.channels ?? 4) * bytesPerSample;
}

/**
 * An uploaded avatar made safe to store: the bytes must be a JPEG or PNG that sharp agrees is
 * one, no bigger than IMAGE_MAX_INPUT_PIXELS, and are decoded, turned upright by their EXIF
 * orientation, fitted within AVATAR_MAX_EDGE_PX and re-encoded as JPEG. Re-encoding drops
 * every piece of metadata (EXIF with GPS, XMP, ICC comments) because `withMetadata` is never
 * asked for, and anything hidden after the image data goes with it.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  const sniffed = sniffImageFormat(bytes);
  if (sniffed === null) throw new DomainError(ERROR_CODES.IMAGE_FORMAT_UNSUPPORTED);

  let metadata: { format?: string; width?: number; height?: number; channels?: number; depth?: string };
  try {
    // Reads the header only, so a bomb is caught here without decoding it.
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== sniffed) throw new DomainError(ERROR_CODES.IMAGE_FORMAT_UNSUPPORTED);
  const { width, height } = metadata;
  if (!width || !height || width * height > IMAGE_MAX_INPUT_PIXELS) throw unreadable();
  if (decodedBytes({ ...metadata, width, height }) > IMAGE_MAX_DECODED_BYTES) throw unreadable();

  try {
    return await decodeSlot(() =>
      sharp(bytes, DECODE_OPTIONS)
        .rotate()
        .resize({
          width: AVATAR_MAX_EDGE_PX,
          height: AVATAR_MAX_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        // A transparent PNG would turn black in JPEG; white is what the avatar circle sits on.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: AVATAR_JPEG_QUALITY, mozjpeg: true })
        .toBuffer(),
    );
  } catch {
    throw unreadable();
  }
}

/** The formats the resize endpoint answers in. */
export type VariantFormat = 'webp' | 'jpeg';

/** Quality of resized copies: photos on a phone screen, where bytes matter more than the last detail. */
const VARIANT_QUALITY = 80;

/**
 * A copy of a stored image `width` pixels wide (never wider than the original), without
 * metadata. Stored images are already upright, but generated or older ones may not be.
 */
export async function renderVariant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  return decodeSlot(() => {
    const pipeline = sharp(original, DECODE_OPTIONS).rotate().resize({ width, withoutEnlargement: true });
    return format === 'webp'
      ? pipeline.webp({ quality: VARIANT_QUALITY }).toBuffer()
      : pipeline
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: VARIANT_QUALITY, mozjpeg: true })
          .toBuffer();
  });
}
