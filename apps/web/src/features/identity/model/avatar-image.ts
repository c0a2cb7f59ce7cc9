import {
  AVATAR_COMPRESS_MIN_QUALITY,
  AVATAR_COMPRESS_QUALITY_STEP,
  AVATAR_COMPRESS_START_QUALITY,
  IMAGE_COMPRESSION_TARGET_BYTES,
  IMAGE_MAX_BYTES,
} from '@lahap/contract/constants';

/** Spec §5: avatars may be JPEG or PNG only. Also the file picker's `accept`. */
export const AVATAR_ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;

/** Why a step of the avatar flow failed; each maps to one catalogue text. */
export type AvatarFailure =
  | 'unsupportedFormat'
  | 'sizeExceeded'
  | 'albumPermissionRequired'
  | 'permissionCheckFailed'
  | 'cropFailed'
  | 'notAnImage'
  | 'compressUnsupported'
  | 'readFailed'
  | 'readAborted'
  | 'loadFailed'
  | 'loadAborted'
  | 'compressFailed'
  | 'uploadFailed';

/** A failed avatar step, carrying the catalogue key of the message to show. */
export class AvatarError extends Error {
  readonly failure: AvatarFailure;

  constructor(failure: AvatarFailure, cause?: unknown) {
    super(failure, { cause });
    this.name = 'AvatarError';
    this.failure = failure;
  }
}

/** The picked file's first problem, or null when it may go on to the cropper. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFailure | null {
  if (!(AVATAR_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'unsupportedFormat';
  if (file.size > IMAGE_MAX_BYTES) return 'sizeExceeded';
  return null;
}

/**
 * The quality of the next compression try, or null to keep the last result: spec §5 starts at
 * 0.6 and lowers by 0.1 while the result is over the 10 MB target and quality is above 0.2.
 * Rounded to tenths so repeated subtraction never drifts to 0.19999.
 */
export function nextCompressionQuality(quality: number, resultBytes: number): number | null {
  if (resultBytes <= IMAGE_COMPRESSION_TARGET_BYTES) return null;
  if (quality <= AVATAR_COMPRESS_MIN_QUALITY) return null;
  const lowered = Math.round((quality - AVATAR_COMPRESS_QUALITY_STEP) * 10) / 10;
  return Math.max(lowered, AVATAR_COMPRESS_MIN_QUALITY);
}

/**
 * Compresses with `compress` at the starting quality, retrying lower while
 * {@link nextCompressionQuality} says so. Returns the last result.
 */
export async function compressWithRetries(
  compress: (quality: number) => Promise<Blob>,
  startQuality: number = AVATAR_COMPRESS_START_QUALITY,
): Promise<Blob> {
  let quality = startQuality;
  for (;;) {
    const result = await compress(quality);
    const next = nextCompressionQuality(quality, result.size);
    if (next === null) return result;
    quality = next;
  }
}

/** Compressor.js reports failures only as English sentences; these pick out which one. */
const COMPRESSOR_MESSAGES: readonly [RegExp, AvatarFailure][] = [
  [/must be (a|an image) File or Blob/i, 'notAnImage'],
  [/does not support image compression/i, 'compressUnsupported'],
  [/aborted to read/i, 'readAborted'],
  [/failed to read/i, 'readFailed'],
  [/aborted to load/i, 'loadAborted'],
  [/failed to load/i, 'loadFailed'],
];

/** The spec §8 compression text for a compressor error. */
export function compressionFailure(error: unknown): AvatarFailure {
  const message = error instanceof Error ? error.message : String(error);
  return COMPRESSOR_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? 'compressFailed';
}
