import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { UploadBusiness } from '@lahap/contract/media/schemas';
import { EXTENSION_BY_FORMAT, visitUrlOf } from '../../plugins/storage-keys.js';
import type { ObjectStorage, StoredObject } from '../../plugins/object-storage.js';
import { writeFileAtomic } from '../../lib/atomic-write.js';
import { type VariantFormat, normaliseAvatar, renderVariant } from './image-codec.js';

/** A stored image's key and address. */
export interface SavedImage {
  key: string;
  visitUrl: string;
}

const FOLDER_BY_BUSINESS: Readonly<Record<UploadBusiness, string>> = { user: 'avatars' };

export interface ImageServiceOptions {
  /** Resized copies are kept here, one file per key, width and format. */
  cacheDir: string;
  /** Called once per actual encode of a resized copy (tests count them). */
  onEncode?: (key: string, width: number, format: VariantFormat) => void;
  /** The clock used for the year folder of upload keys. */
  now?: () => number;
}

export interface ImageService {
  /** Validates, cleans and stores an upload; throws the catalogued refusals, storing nothing. */
  saveUpload(bytes: Buffer, business: UploadBusiness): Promise<SavedImage>;
  /** The stored image as uploaded (after cleaning), or null. */
  original(key: string): Promise<StoredObject | null>;
  /** The copy `width` wide in `format`, from the disk cache or made once; null without the image. */
  variant(key: string, width: number, format: VariantFormat): Promise<Buffer | null>;
}

/**
 * Uploads and resized copies. A copy is encoded at most once per process however many
 * requests ask for it at the same moment (they share the one encode), then read from
 * `cacheDir`. Several processes may each encode a copy once; the atomic rename makes the
 * last write win with identical bytes.
 */
export function createImageService(storage: ObjectStorage, options: ImageServiceOptions): ImageService {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Buffer | null>>();

  // The key's hash names the cache file, so nothing in a key can reach the file system.
  const cachePathOf = (key: string, width: number, format: VariantFormat): string => {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(options.cacheDir, hash.slice(0, 2), `${hash}-${width}.${EXTENSION_BY_FORMAT[format]}`);
  };

  async function readCached(path: string): Promise<Buffer | null> {
    try {
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function encode(
    key: string,
    width: number,
    format: VariantFormat,
    path: string,
  ): Promise<Buffer | null> {
    const stored = await storage.get(key);
    if (!stored) return null;
    const original = await buffer(stored.body);
    options.onEncode?.(key, width, format);
    const bytes = await renderVariant(original, width, format);
    await writeFileAtomic(path, bytes);
    return bytes;
  }

  return {
    async saveUpload(bytes, business) {
      const cleaned = await normaliseAvatar(bytes);
      const year = new Date(now()).getUTCFullYear();
      const key = `${FOLDER_BY_BUSINESS[business]}/${year}/${randomUUID()}.jpg`;
      await storage.put(key, cleaned, 'image/jpeg');
      return { key, visitUrl: visitUrlOf(key) };
    },

    original: (key) => storage.get(key),

    async variant(key, width, format) {
      const path = cachePathOf(key, width, format);
      // Joined before the cache is even looked at, so no request can slip between a cache
      // miss and another request's encode.
      const pending = inFlight.get(path);
      if (pending) return pending;
      const job = readCached(path)
        .then((cached) => cached ?? encode(key, width, format, path))
        .finally(() => inFlight.delete(path));
      inFlight.set(path, job);
      return job;
    },
  };
}
