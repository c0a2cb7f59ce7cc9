import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import { writeFileAtomic } from '../lib/atomic-write.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './storage-s3.js';
import { contentTypeOfKey, isStorageKey } from './storage-keys.js';

export { contentTypeOfKey, isImageKey, isStorageKey, isVideoKey } from './storage-keys.js';

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * A folder on the local disk. Writes go to a temporary name and are renamed into place, so a
 * reader never sees half a file and two processes writing the same key leave one whole file.
 */
export function createLocalStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertKey(key);
    const path = resolve(base, key);
    // Belt and braces: the key alphabet already rules out leaving the folder.
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the folder: ${key}`);
    return path;
  };
  return {
    driver: 'local',
    async put(key, bytes) {
      await writeFileAtomic(pathOf(key), bytes);
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        const body = createReadStream(path, range ? { start: range.start, end: range.end } : {});
        return { body, contentType: contentTypeOfKey(key), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded and generated files (images); see ObjectStorage. */
    storage: ObjectStorage;
  }
}

/** Decorates `app.storage` with the configured driver (STORAGE_DRIVER `local` or `s3`). */
export const storagePlugin = fp<{ storage?: ObjectStorage }>(
  async (app, options) => {
    const { s3, uploadsDir } = app.config;
    const storage = options.storage ?? (s3 ? createS3Storage(s3) : createLocalStorage(uploadsDir));
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
