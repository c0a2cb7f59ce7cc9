import { IMAGE_COMPRESS_CONVERT_SIZE_BYTES, IMAGE_COMPRESS_DEFAULT_QUALITY } from '@lahap/contract/constants';
import { AVATAR_MAX_EDGE_PX } from '@lahap/contract/media/schemas';
import { AvatarError, compressionFailure, compressWithRetries } from './avatar-image';

/**
 * One Compressor.js pass: longest edge at most AVATAR_MAX_EDGE_PX, PNGs over the convert size
 * turned into JPEG. The library is fetched on first use so it never weighs on the first page.
 */
export async function compressImage(
  blob: Blob,
  quality: number = IMAGE_COMPRESS_DEFAULT_QUALITY,
): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs');
  return new Promise<Blob>((resolve, reject) => {
    new Compressor(blob, {
      quality,
      maxWidth: AVATAR_MAX_EDGE_PX,
      maxHeight: AVATAR_MAX_EDGE_PX,
      convertSize: IMAGE_COMPRESS_CONVERT_SIZE_BYTES,
      success: resolve,
      error: reject,
    });
  });
}

/** The cropped avatar, compressed under the target size (spec §5); AvatarError on failure. */
export async function compressAvatar(blob: Blob): Promise<Blob> {
  try {
    return await compressWithRetries((quality) => compressImage(blob, quality));
  } catch (error) {
    throw new AvatarError(compressionFailure(error), error);
  }
}
