import { OWN_IMAGE_PATH_PREFIX } from '@lahap/contract/identity/schemas';

/**
 * Keys the server generates: 1–6 segments of lowercase letters, digits and dashes, then a file
 * extension, e.g. `avatars/2026/0f8e…-….jpg`. No dots inside segments, so no `..`, no hidden
 * files, and nothing a filesystem or URL would read specially. Images, and the feed's clips (mp4).
 */
const STORAGE_KEY = /^[a-z0-9][a-z0-9-]{0,79}(?:\/[a-z0-9][a-z0-9-]{0,79}){0,5}\.(?:jpg|png|webp|mp4)$/;

/** True for a key of the generated alphabet (see STORAGE_KEY); everything else is refused. */
export function isStorageKey(key: string): boolean {
  return key.length <= 240 && STORAGE_KEY.test(key);
}

/** True for a stored image's key (what the image route serves); a clip's key is not one. */
export function isImageKey(key: string): boolean {
  return isStorageKey(key) && !key.endsWith('.mp4');
}

/** True for a stored clip's key (what the content module's video route serves). */
export function isVideoKey(key: string): boolean {
  return isStorageKey(key) && key.endsWith('.mp4');
}

/** The image formats the server stores, their key extensions and content types. */
export const EXTENSION_BY_FORMAT = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
export const CONTENT_TYPE_BY_FORMAT = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type StoredImageFormat = keyof typeof EXTENSION_BY_FORMAT;

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXTENSION_BY_FORMAT).map(([format, extension]) => [
    extension,
    CONTENT_TYPE_BY_FORMAT[format as StoredImageFormat],
  ]),
);

/** The content type a key's extension implies (the local driver keeps no metadata). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  if (extension === 'mp4') return 'video/mp4';
  return CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** Where a stored image is served: `/api/images/<key>`. */
export function visitUrlOf(key: string): string {
  return `${OWN_IMAGE_PATH_PREFIX}${key}`;
}
