import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseClientBootConfig } from '@lahap/contract/client-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, tempDir } from './helper.js';

// The store staff console is a second page of the web build (apps/web/staff.html, src/staff):
// the server answers its paths with it, never with the customer app's index.html.

const page = (marker: string) => `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="lahap-client" content="{}" />
    <script type="module" crossorigin src="/assets/${marker}-Bx7f9a1c.js"></script>
  </head>
  <body><div id="root" data-page="${marker}"></div></body>
</html>
`;

/** What a browser reads from the attribute: unescape the HTML entities, then parse. */
function clientConfigOf(html: string) {
  const match = /<meta name="lahap-client" content="([^"]*)">/.exec(html);
  if (!match) return null;
  return parseClientBootConfig(
    match[1]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
  );
}

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the staff console page', () => {
  let dist: Awaited<ReturnType<typeof tempDir>>;
  let built: TestApp;

  beforeAll(async () => {
    dist = await tempDir('lahap-dist-staff-');
    await writeFile(join(dist.path, 'index.html'), page('index'));
    await writeFile(join(dist.path, 'staff.html'), page('staff'));
    await writeFile(join(dist.path, 'staff.webmanifest'), '{"name":"Lahap Staf","start_url":"/staff"}');
    built = await buildTestApp({ env: { WEB_DIST_DIR: dist.path } });
  });
  afterAll(async () => {
    await built.close();
    await dist.remove();
  });

  it('answers /staff and every page under it with staff.html, config filled in, not cached', async () => {
    for (const url of ['/staff', '/staff/', '/staff/today', '/staff/redeem?from=scan', '/staff/a/b']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('data-page="staff"');
      expect(response.body, url).not.toContain('content="{}"');
      expect(clientConfigOf(response.body)?.appKey, url).toBe('lahap-web');
    }
  });

  it('serves /staff.html, which the service worker precaches, with the config too', async () => {
    const response = await built.app.inject('/staff.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-page="staff"');
    expect(clientConfigOf(response.body)).toEqual(clientConfigOf((await built.app.inject('/')).body));
    expect(clientConfigOf(response.body)?.appSecret).toBeTruthy();
  });

  it("keeps the customer app's paths, and look-alikes of /staff, on index.html", async () => {
    for (const url of ['/', '/platform/home', '/staffing', '/staff-room', '/platform/staff']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-page="index"');
    }
  });

  it('serves the staff manifest as a file, and no page to what is not a browser navigation', async () => {
    const manifest = await built.app.inject('/staff.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain('Lahap Staf');
    const json = await built.app.inject({ url: '/staff/today', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('picks up a rebuilt staff.html, and says how to build when it is missing', async () => {
    await writeFile(
      join(dist.path, 'staff.html'),
      page('staff').replace('data-page="staff"', 'data-page="staff-2"'),
    );
    expect((await built.app.inject({ url: '/staff', headers: HTML })).body).toContain('data-page="staff-2"');

    await rm(join(dist.path, 'staff.html'));
    const missing = await built.app.inject({ url: '/staff/today', headers: HTML });
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toContain('npm run build');
    // The customer app is unaffected.
    expect((await built.app.inject({ url: '/', headers: HTML })).statusCode).toBe(200);
  });
});
