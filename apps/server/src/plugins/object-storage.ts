// The storage drivers' common shape, in a file of its own: the local driver (storage.ts) and the
// S3 driver (storage-s3.ts) both implement it, and storage.ts picks between them.
import type { Readable } from 'node:stream';

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
