// The storage drivers' common shape, in a file of its own: the local driver (storage.ts) and the
// S3 driver (storage-s3.ts) both implement it, and storage.ts picks between them.
import type { Readable } from 'node:stream';

/** A stored object as `get` answers it. */
export interface StoredObject {
  /** The object's bytes, or only those of the range asked for. */
  body: Readable;
  contentType: string;
  /** Bytes of the whole object, whatever range the body holds. */
  size: number;
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range's reading). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and generated files live. Keys are chosen by the server (never by a client)
 * and must pass `isStorageKey`. The shape fits an S3-compatible bucket as well as a folder:
 * put → PutObject, get → GetObject (null on NoSuchKey), delete → DeleteObject.
 */
export interface ObjectStorage {
  readonly driver: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * The object, or null when there is none under the key. With `range`, the body holds only
   * those bytes; the range must lie within the object (the caller reads the size first).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
