import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { visitUrlOf } from '../src/plugins/storage-keys.js';
import { createS3Storage, S3StorageError, type S3StorageOptions } from '../src/plugins/storage-s3.js';
import { api, testConfig } from './helper.js';

// A real S3 protocol server on loopback (s3rver), speaking the same HTTP API as AWS and MinIO.
const BUCKET = 'lahap-images';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const directory = mkdtempSync(join(tmpdir(), 'lahap-s3-'));
const dataDir = mkdtempSync(join(tmpdir(), 'lahap-s3-data-'));
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${String(address.port)}`;
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  ...CREDENTIALS,
  ...overrides,
});

describe('S3 storage driver', () => {
  it('puts, gets and deletes an object', async () => {
    const storage = createS3Storage(options());
    const bytes = Buffer.from('not really a png, but bytes are bytes');
    await storage.put('tests/round-trip.png', bytes, 'image/png');

    const stored = await storage.get('tests/round-trip.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(bytes.length);
    expect(await text(stored!.body)).toBe(bytes.toString());

    await storage.delete('tests/round-trip.png');
    expect(await storage.get('tests/round-trip.png')).toBeNull();
    // Deleting again is not an error.
    await storage.delete('tests/round-trip.png');
  });

  it('answers null for a key never stored', async () => {
    expect(await createS3Storage(options()).get('tests/never-stored.jpg')).toBeNull();
  });

  it('refuses keys outside the generated alphabet before any request', async () => {
    await expect(createS3Storage(options()).get('../etc/passwd.png')).rejects.toThrow(/invalid storage key/);
  });

  it('reports what the service answered when a write fails', async () => {
    const storage = createS3Storage(options({ bucket: 'no-such-bucket' }));
    const failure = storage.put('tests/nowhere.png', Buffer.from('x'), 'image/png');
    await expect(failure).rejects.toBeInstanceOf(S3StorageError);
    await expect(failure).rejects.toMatchObject({ operation: 'PutObject', status: 404 });
    await expect(failure).rejects.toThrow(/NoSuchBucket/);
  });

  // Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
  it('serves a stored image resized through /api/images when the server is configured for S3', async () => {
    const config = testConfig({
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
    expect(config.s3?.forcePathStyle).toBe(true);
    const app = await buildApp({
      config,
      database: { engine: 'pglite', dir: null },
      seed: false,
      logger: false,
    });
    try {
      await app.ready();
      expect(app.storage.driver).toBe('s3');
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d9480f' } })
        .jpeg()
        .toBuffer();
      await app.storage.put('tests/photo.jpg', photo, 'image/jpeg');
      const visitUrl = visitUrlOf('tests/photo.jpg');
      const response = await app.inject({
        method: 'GET',
        url: `${visitUrl}?w=320`,
        headers: { accept: 'image/webp' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(320);
      const missing = await app.inject({ method: 'GET', url: api('/images/tests/missing.jpg') });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses to start on S3 without a bucket and keys, naming what is missing', () => {
    expect(() => testConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET })).toThrow(ConfigError);
    expect(() => testConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
