import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { writeFileAtomic } from '../lib/atomic-write.js';

/** A stored object as `get` answers it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes. */
  size: number;
}

/**
 * Where uploaded and generated files live. Keys are chosen by the server (never by a client)
 * and must pass `isStorageKey`. The shape fits an S3-compatible bucket as well as a folder:
 * put → PutObject, get → GetObject (null on NoSuchKey), delete → DeleteObject.
 */
export interface ObjectStorage {
  readonly driver: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

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
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), contentType: contentTypeOfKey(key), size: info.size };
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

/** Decorates `app.storage` with the configured driver (STORAGE_DRIVER; only `local` so far). */
export const storagePlugin = fp<{ storage?: ObjectStorage }>(
  async (app, options) => {
    const storage = options.storage ?? createLocalStorage(app.config.uploadsDir);
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
