import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { IMAGE_MAX_DECODED_BYTES, IMAGE_MAX_INPUT_PIXELS } from '@lahap/contract/media/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsWebp } from '../src/modules/media/routes.js';
import { decodedBytes, sniffImageFormat } from '../src/modules/media/image-codec.js';
import { isStorageKey } from '../src/plugins/storage.js';
import { createUser } from './factories.js';
import { multipart } from './multipart.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signatureHeaders } from './helper.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lahap-media-'));
const uploadsDir = join(dataDir, 'uploads');
const cacheDir = join(dataDir, 'image-cache');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let encodes = 0;

/** Every file under a folder (relative paths), for "nothing was stored" checks. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

interface UploadOptions {
  token?: string;
  filename?: string;
  type?: string;
  /** Replaces the envelope + business fields. */
  fields?: Record<string, string>;
  requestId?: string;
}

/** An upload as the web client sends it: file first, then the envelope fields; Sign over ''. */
async function upload(
  app: FastifyInstance,
  data: Buffer,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const fields = options.fields ?? {
    business: 'user',
    sessionId: 'test-session',
    requestId: options.requestId ?? randomUUID(),
    timestamp: String(Date.now()),
  };
  const { body, contentType } = multipart([
    { name: 'file', filename: options.filename ?? 'avatar.png', type: options.type ?? 'image/png', data },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return app.inject({
    method: 'POST',
    url: api('/client/file/upload'),
    headers: {
      'content-type': contentType,
      ...(await signatureHeaders(app, '')),
      ...(options.token ? { [HEADERS.authorize]: options.token } : {}),
    },
    payload: body,
  });
}

const solid = (width: number, height: number, background = '#e0702a') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A key from an upload's visitUrl. */
const keyOf = (visitUrl: string) => visitUrl.replace(/^\/api\/images\//, '');

let png: Buffer;
let jpeg: Buffer;
let bomb: Buffer;
/** 16-bit RGBA, 3500×3500: 12 MP, within the pixel cap, but 98 MB decoded. */
let deep: Buffer;

beforeAll(async () => {
  png = await solid(1200, 600).png().toBuffer();
  jpeg = await solid(640, 480, '#2a9d8f').jpeg().toBuffer();
  // 400 megapixels of one colour compress to about a megabyte: the classic decompression bomb.
  bomb = await sharp({
    create: { width: 20_000, height: 20_000, channels: 3, background: '#ff0000' },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  deep = await sharp({ create: { width: 3500, height: 3500, channels: 4, background: '#336699' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);

describe('media helpers', () => {
  it('sniffs JPEG and PNG by their bytes only', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImageFormat(Buffer.from('<html>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
  });

  it('accepts only generated storage keys', () => {
    expect(isStorageKey('avatars/2026/0f8e2c1a-9b7d-4e6f-8a1b-2c3d4e5f6a7b.jpg')).toBe(true);
    for (const bad of [
      '../etc/passwd',
      'a/../b.jpg',
      '/abs.jpg',
      'a//b.jpg',
      '.hidden.jpg',
      'A.jpg',
      'a.gif',
      'a\\b.jpg',
      'a.jpg/',
    ]) {
      expect(isStorageKey(bad), bad).toBe(false);
    }
  });

  it('counts what a decode would allocate from the header: samples × bytes per sample', () => {
    expect(decodedBytes({ width: 6300, height: 6300, channels: 3, depth: 'ushort' })).toBe(6300 * 6300 * 6);
    expect(decodedBytes({ width: 4000, height: 3000, channels: 3, depth: 'uchar' })).toBe(36_000_000);
    expect(decodedBytes({ width: 4000, height: 3200, channels: 3, depth: 'ushort' })).toBeGreaterThan(
      IMAGE_MAX_DECODED_BYTES,
    );
    expect(decodedBytes({ width: 10, height: 10 })).toBe(10 * 10 * 4 * 8);
  });

  it('reads WebP from Accept, respecting q=0', () => {
    expect(acceptsWebp('image/avif,image/webp,*/*')).toBe(true);
    expect(acceptsWebp('image/webp;q=0, image/jpeg')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

describeEachEngine(
  'image upload and resize',
  (t) => {
    describe('upload', () => {
      it('accepts a real PNG, stores it as JPEG within 800 px and serves it back', async () => {
        const user = await createUser(t.app);
        const data = expectSuccess<{ visitUrl: string }>(await upload(t.app, png, { token: user.token }));
        expect(data.visitUrl).toMatch(/^\/api\/images\/avatars\/\d{4}\/[0-9a-f-]{36}\.jpg$/);
        const served = await t.app.inject(data.visitUrl);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 400 });
      });

      it('accepts a real JPEG, whatever its name says', async () => {
        const user = await createUser(t.app);
        const data = expectSuccess<{ visitUrl: string }>(
          await upload(t.app, jpeg, { token: user.token, filename: 'photo.gif', type: 'text/plain' }),
        );
        const stored = await readFile(join(uploadsDir, keyOf(data.visitUrl)));
        expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      });

      it('strips EXIF (GPS included) and turns the image upright', async () => {
        const user = await createUser(t.app);
        const withGps = await solid(300, 100)
          .jpeg()
          .withMetadata({
            orientation: 6,
            exif: { IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } },
          })
          .toBuffer();
        expect((await sharp(withGps).metadata()).exif).toBeDefined();
        const data = expectSuccess<{ visitUrl: string }>(await upload(t.app, withGps, { token: user.token }));
        const meta = await sharp(await readFile(join(uploadsDir, keyOf(data.visitUrl)))).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        // Orientation 6 means "rotate 90°": the upright picture is tall.
        expect(meta).toMatchObject({ width: 100, height: 300 });
      });

      it('refuses an HTML file renamed .png and stores nothing', async () => {
        const user = await createUser(t.app);
        const before = filesUnder(uploadsDir);
        const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
        const response = await upload(t.app, html, {
          token: user.token,
          filename: 'cat.png',
          type: 'image/png',
        });
        const message = expectRefusal(response, 400, ERROR_CODES.IMAGE_FORMAT_UNSUPPORTED);
        expect(message).toBe('Hanya gambar JPG atau PNG yang didukung');
        expect(filesUnder(uploadsDir)).toEqual(before);
      });

      it('refuses a 30 MB file with the size code and stores nothing', async () => {
        const user = await createUser(t.app);
        const before = filesUnder(uploadsDir);
        const huge = Buffer.alloc(30 * 1024 * 1024, 0);
        png.copy(huge, 0, 0, 64);
        const response = await upload(t.app, huge, { token: user.token });
        expectRefusal(response, 413, ERROR_CODES.IMAGE_TOO_LARGE);
        expect(filesUnder(uploadsDir)).toEqual(before);
      });

      it('refuses a 20000×20000 PNG (decompression bomb) and stores nothing', async () => {
        expect(20_000 * 20_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);
        const user = await createUser(t.app);
        const before = filesUnder(uploadsDir);
        const response = await upload(t.app, bomb, { token: user.token });
        expectRefusal(response, 400, ERROR_CODES.IMAGE_UNREADABLE);
        expect(filesUnder(uploadsDir)).toEqual(before);
      });

      it('refuses a 16-bit PNG whose decoded samples pass the budget, though its pixels are within the cap', async () => {
        const user = await createUser(t.app);
        const before = filesUnder(uploadsDir);
        const response = await upload(t.app, deep, { token: user.token });
        expectRefusal(response, 400, ERROR_CODES.IMAGE_UNREADABLE);
        expect(filesUnder(uploadsDir)).toEqual(before);
      });

      it('refuses a truncated PNG as unreadable', async () => {
        const user = await createUser(t.app);
        const response = await upload(t.app, png.subarray(0, 100), { token: user.token });
        expectRefusal(response, 400, ERROR_CODES.IMAGE_UNREADABLE);
      });

      it('refuses guests with 0310205', async () => {
        expectRefusal(await upload(t.app, png), 401, ERROR_CODES.SESSION_INVALID);
      });

      it('refuses a form without the envelope fields, naming them', async () => {
        const user = await createUser(t.app);
        const response = await upload(t.app, png, { token: user.token, fields: { business: 'user' } });
        const message = expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR);
        expect(message).toContain('requestId');
      });

      it('refuses another business and a missing file', async () => {
        const user = await createUser(t.app);
        const fields = {
          business: 'merchant',
          sessionId: 's',
          requestId: randomUUID(),
          timestamp: String(Date.now()),
        };
        const message = expectRefusal(
          await upload(t.app, png, { token: user.token, fields }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expect(message).toContain('business');
        const { body, contentType } = multipart(
          Object.entries({ ...fields, business: 'user', requestId: randomUUID() }).map(([name, value]) => ({
            name,
            value,
          })),
        );
        const response = await t.app.inject({
          method: 'POST',
          url: api('/client/file/upload'),
          headers: {
            'content-type': contentType,
            ...(await signatureHeaders(t.app, '')),
            [HEADERS.authorize]: user.token,
          },
          payload: body,
        });
        expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toContain('file');
      });

      it('refuses a replayed requestId', async () => {
        const user = await createUser(t.app);
        const requestId = randomUUID();
        expectSuccess(await upload(t.app, jpeg, { token: user.token, requestId }));
        expectRefusal(
          await upload(t.app, jpeg, { token: user.token, requestId }),
          409,
          ERROR_CODES.REQUEST_REPLAYED,
        );
      });

      it('keeps the signature check: Sign must cover the empty body', async () => {
        const user = await createUser(t.app);
        const { body, contentType } = multipart([
          { name: 'file', filename: 'a.png', type: 'image/png', data: png },
        ]);
        const response = await t.app.inject({
          method: 'POST',
          url: api('/client/file/upload'),
          headers: {
            'content-type': contentType,
            ...(await signatureHeaders(t.app, 'x')),
            [HEADERS.authorize]: user.token,
          },
          payload: body,
        });
        expectRefusal(response, 401, ERROR_CODES.SIGNATURE_INVALID);
      });

      it('refuses a JSON body on the upload call', async () => {
        const user = await createUser(t.app);
        const raw = JSON.stringify({ sessionId: 's', requestId: randomUUID(), timestamp: Date.now() });
        const response = await t.app.inject({
          method: 'POST',
          url: api('/client/file/upload'),
          headers: {
            'content-type': 'application/json',
            ...(await signatureHeaders(t.app, raw)),
            [HEADERS.authorize]: user.token,
          },
          payload: raw,
        });
        expectRefusal(response, 415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
      });

      it('limits uploads per user', async () => {
        const user = await createUser(t.app);
        const tiny = await solid(16, 16).png().toBuffer();
        for (let i = 0; i < 20; i += 1) expectSuccess(await upload(t.app, tiny, { token: user.token }));
        const refused = await upload(t.app, tiny, { token: user.token });
        expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
        // Another user is not affected.
        expectSuccess(await upload(t.app, tiny, { token: (await createUser(t.app)).token }));
      }, 60_000);
    });

    describe('resize', () => {
      let key: string;
      beforeAll(async () => {
        const user = await createUser(t.app);
        key = keyOf(
          expectSuccess<{ visitUrl: string }>(await upload(t.app, png, { token: user.token })).visitUrl,
        );
      });
      const image = (query = '', accept = 'image/avif,image/webp,*/*') =>
        t.app.inject({ url: api(`/images/${key}${query}`), headers: { accept } });

      it('serves w=320 as WebP and encodes it once', async () => {
        const startEncodes = encodes;
        const first = await image('?w=320');
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toBe('image/webp');
        expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(first.headers.vary).toMatch(/accept/i);
        expect(first.headers.etag).toBeTruthy();
        expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
        expect(filesUnder(cacheDir).some((file) => file.endsWith('-320.webp'))).toBe(true);
        const second = await image('?w=320');
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(encodes).toBe(startEncodes + 1);

        const revalidated = await t.app.inject({
          url: api(`/images/${key}?w=320`),
          headers: { accept: 'image/webp', 'if-none-match': String(first.headers.etag) },
        });
        expect(revalidated.statusCode).toBe(304);
      });

      it('encodes once for concurrent first requests and never enlarges', async () => {
        const startEncodes = encodes;
        const answers = await Promise.all(Array.from({ length: 5 }, () => image('?w=1440')));
        for (const answer of answers) expect(answer.statusCode).toBe(200);
        expect(encodes).toBe(startEncodes + 1);
        // The stored avatar is 800 px wide: 1440 does not blow it up.
        expect((await sharp(answers[0]!.rawPayload).metadata()).width).toBe(800);
      });

      it('answers JPEG to clients without image/webp in Accept', async () => {
        const response = await image('?w=672', 'image/jpeg,image/png,*/*;q=0.8');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 672 });
        expect(response.headers.etag).not.toBe((await image('?w=672')).headers.etag);
      });

      it('serves the phone banner width (780) as its own copy', async () => {
        const response = await image('?w=780');
        expect(response.statusCode).toBe(200);
        expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 780 });
        expect(filesUnder(cacheDir).some((file) => file.endsWith('-780.webp'))).toBe(true);
      });

      it('refuses other widths, naming w', async () => {
        for (const w of ['500', '0', 'abc', '320.0']) {
          const message = expectRefusal(await image(`?w=${w}`), 400, ERROR_CODES.PARAMETER_ERROR);
          expect(message).toContain('w');
        }
      });

      it('answers 404 in the envelope for an unknown key, without caching headers', async () => {
        for (const query of ['', '?w=320']) {
          const response = await t.app.inject(api(`/images/avatars/2026/${randomUUID()}.jpg${query}`));
          expectRefusal(response, 404, ERROR_CODES.NOT_FOUND);
          expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
        }
      });

      it('refuses traversal and foreign keys', async () => {
        for (const path of [
          '..%2F..%2Fetc%2Fpasswd',
          'avatars/..%2F..%2Fpackage.json',
          '.env',
          'avatars/x.svg',
        ]) {
          const response = await t.app.inject(api(`/images/${path}`));
          expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, path).toBeLessThan(500);
          expect(response.json<{ success: boolean }>().success).toBe(false);
        }
      });
    });
  },
  {
    env: { DATA_DIR: dataDir },
    media: {
      onEncode: () => {
        encodes += 1;
      },
    },
  },
);
