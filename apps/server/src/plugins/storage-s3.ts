import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { contentTypeOfKey, isStorageKey } from './storage-keys.js';
import type { ObjectStorage } from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset: AWS itself. Set for MinIO, R2, Spaces and other S3-compatible services. */
  endpoint?: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most non-AWS services want it. */
  forcePathStyle: boolean;
}

/** S3 failures carry the status, so a caller's log says what the bucket answered. */
export class S3StorageError extends Error {
  override name = 'S3StorageError';
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with HTTP ${String(status)}: ${detail.slice(0, 300)}`);
  }
}

function objectUrl(options: S3StorageOptions, key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, '');
  if (options.forcePathStyle) return `${endpoint}/${options.bucket}/${key}`;
  const url = new URL(endpoint);
  url.hostname = `${options.bucket}.${url.hostname}`;
  return `${url.origin}/${key}`;
}

/**
 * An S3-compatible bucket, signed with SigV4. Objects are private; the server streams them
 * through `/api/images`, which also resizes and caches, so the bucket never needs public access.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    // Retries suit idempotent PUT/GET/DELETE of whole objects.
    retries: 3,
  });

  const fail = async (operation: string, response: Response): Promise<never> => {
    throw new S3StorageError(operation, response.status, await response.text().catch(() => ''));
  };

  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(options, key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.length) },
      });
      if (!response.ok) await fail('PutObject', response);
      await response.body?.cancel();
    },
    async get(key, range) {
      const response = await client.fetch(objectUrl(options, key), {
        method: 'GET',
        ...(range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {}),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return fail('GetObject', response);
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? contentTypeOfKey(key),
        // A ranged answer (206) names the whole object's size after the slash of Content-Range.
        size: Number(
          (response.status === 206 ? response.headers.get('content-range')?.split('/')[1] : undefined) ??
            response.headers.get('content-length') ??
            0,
        ),
      };
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(options, key), { method: 'DELETE' });
      // S3 answers 204 whether or not the key existed; some compatible services answer 404.
      if (!response.ok && response.status !== 404) await fail('DeleteObject', response);
      await response.body?.cancel();
    },
  };
}
