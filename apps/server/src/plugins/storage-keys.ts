/**
 * Keys the server generates: 1–6 segments of lowercase letters, digits and dashes, then a file
 * extension, e.g. `avatars/2026/0f8e…-….jpg`. No dots inside segments, so no `..`, no hidden
 * files, and nothing a filesystem or URL would read specially.
 */
const STORAGE_KEY = /^[a-z0-9][a-z0-9-]{0,79}(?:\/[a-z0-9][a-z0-9-]{0,79}){0,5}\.(?:jpg|png|webp)$/;

/** True for a key of the generated alphabet (see STORAGE_KEY); everything else is refused. */
export function isStorageKey(key: string): boolean {
  return key.length <= 240 && STORAGE_KEY.test(key);
}

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The content type a key's extension implies (the local driver keeps no metadata). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
