import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, tempDir } from './helper.js';

// The ordering site is the third page of the web build (apps/web/ordering.html, src/ordering): a
// table's QR code opens /menuQr, which the server answers with it, never with index.html.

const page = (marker: string) => `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="lahap-client" content="{}" />
  </head>
  <body><div id="root" data-page="${marker}"></div></body>
</html>
`;

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the ordering site page', () => {
  let dist: Awaited<ReturnType<typeof tempDir>>;
  let built: TestApp;

  beforeAll(async () => {
    dist = await tempDir('lahap-dist-ordering-');
    await writeFile(join(dist.path, 'index.html'), page('index'));
    await writeFile(join(dist.path, 'staff.html'), page('staff'));
    await writeFile(join(dist.path, 'ordering.html'), page('ordering'));
    built = await buildTestApp({ env: { WEB_DIST_DIR: dist.path } });
  });
  afterAll(async () => {
    await built.close();
    await dist.remove();
  });

  it('answers /menuQr and every page under it with ordering.html, config filled in, not cached', async () => {
    for (const url of ['/menuQr', '/menuQr?qrCodeId=T-1&orderFoodType=3', '/menuQr/', '/menuQr/bill']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('data-page="ordering"');
      expect(response.body, url).not.toContain('content="{}"');
    }
  });

  it('serves /ordering.html, which the service worker precaches, with the config too', async () => {
    const response = await built.app.inject('/ordering.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-page="ordering"');
    expect(response.body).not.toContain('content="{}"');
  });

  it('keeps look-alikes of /menuQr on index.html, and /staff on staff.html', async () => {
    for (const url of ['/menuQrs', '/menuQr-old', '/store/menuQr', '/menuqr']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-page="index"');
    }
    expect((await built.app.inject({ url: '/staff', headers: HTML })).body).toContain('data-page="staff"');
  });

  it('answers no page to what is not a browser navigation', async () => {
    const json = await built.app.inject({ url: '/menuQr', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });
});
