import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NATIVE_APP_USER_AGENT_MARK } from '@lahap/contract/bridge';
import { parseClientBootConfig } from '@lahap/contract/client-config';
import { CONSENT_COOKIE } from '@lahap/contract/analytics/context';
import {
  CONSENT_NOTICE_CLASSES,
  CONSENT_NOTICE_TEXTS,
  FIRST_PAINT_HERO_ID,
  FIRST_PAINT_NOTICE_ID,
  HOME_FIRST_PAINT_CLASSES,
  HOME_HEADER_TEXTS,
  OPEN_APP_BANNER_TEXTS,
} from '@lahap/contract/first-paint';
import { API_PATHS } from '@lahap/contract/paths';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_APP_ID, FIRST_PAINT_GATE_SCRIPT } from '../src/lib/first-paint-gate.js';
import { type TestApp, api, buildTestApp, tempDir } from './helper.js';

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="lahap-client" content="{}" />
    <script type="module" crossorigin src="/assets/index-Bx7f9a1c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-C0ffee12.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A page's HTML as a browser parses it. */
function parse(html: string) {
  const document = new Window().document;
  document.write(html);
  return document;
}

/** The first-paint element of a page's HTML. */
const heroOf = (html: string) => parse(html).getElementById(FIRST_PAINT_HERO_ID);

/** What a browser reads from the attribute: unescape the HTML entities, then parse. */
function metaContent(html: string): string | null {
  const match = /<meta name="lahap-client" content="([^"]*)">/.exec(html);
  if (!match) return null;
  return match[1]!
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A built asset and the brotli file the build writes beside it. */
const APP_SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`;
const APP_SCRIPT_BR = brotliCompressSync(APP_SCRIPT);

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app hosting', () => {
  let dist: Awaited<ReturnType<typeof tempDir>>;
  let built: TestApp;

  beforeAll(async () => {
    dist = await tempDir('lahap-dist-');
    await mkdir(join(dist.path, 'assets'));
    await writeFile(join(dist.path, 'index.html'), INDEX);
    await writeFile(join(dist.path, 'staff.html'), INDEX);
    await writeFile(join(dist.path, 'assets', 'index-Bx7f9a1c.js'), 'console.log("lahap");');
    await writeFile(join(dist.path, 'assets', 'app-C0ffee12.js'), APP_SCRIPT);
    await writeFile(join(dist.path, 'assets', 'app-C0ffee12.js.br'), APP_SCRIPT_BR);
    await writeFile(join(dist.path, 'assets', 'app-C0ffee12.js.gz'), gzipSync(APP_SCRIPT, { level: 9 }));
    // A map a hand-made build left in the dist folder.
    await writeFile(
      join(dist.path, 'assets', 'app-C0ffee12.js.map'),
      '{"version":3,"sources":["src/secret.ts"]}',
    );
    await writeFile(join(dist.path, 'assets', 'app-C0ffee12.js.map.gz'), gzipSync('{"version":3}'));
    await writeFile(join(dist.path, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(dist.path, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
    await writeFile(join(dist.path, 'manifest.webmanifest'), '{"name":"Lahap"}');
    built = await buildTestApp({
      env: { WEB_DIST_DIR: dist.path },
      extraRoutes: (scope) => {
        scope.webApp.addFirstPaint('/platform/hinted', async (query) => ({
          heroImage: `/api/images/demo/${query.get('id') ?? ''}.jpg`,
          placement: 'top',
        }));
        scope.webApp.addFirstPaint('/platform/banner', async (_query, locale) => ({
          heroImage: `/api/images/demo/banner-${locale}.jpg`,
          placement: 'home',
          locale,
        }));
        scope.webApp.addFirstPaint('/platform/slow', () => new Promise(() => undefined));
        scope.webApp.addFirstPaint('/platform/broken', () => Promise.reject(new Error('database down')));
      },
    });
  });
  afterAll(async () => {
    await built.close();
    await dist.remove();
  });

  it('serves index.html at / with the client config in the meta tag, not cached', async () => {
    const response = await built.app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('content="{}"');
    expect(parseClientBootConfig(metaContent(response.body))).toEqual({
      appKey: 'lahap-web',
      appSecret: 'lahap-demo-app-secret',
      demo: true,
    });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('adds a page’s first-paint hero from its source, and goes without it when the source fails or is slow', async () => {
    const plain = (await built.app.inject({ url: '/platform/other', headers: HTML })).body;
    const hinted = await built.app.inject({ url: '/platform/hinted?id=a1', headers: HTML });
    expect(hinted.body).toContain(
      '<link rel="preload" as="image" href="/api/images/demo/a1.jpg" fetchpriority="high">',
    );
    expect(hinted.body).toContain('<img src="/api/images/demo/a1.jpg" alt="" fetchpriority="high">');
    // The pages differ only in their own address (og:url, the canonical link).
    const withoutAddress = (html: string, url: string) => html.replaceAll(url, '');
    for (const url of ['/platform/slow', '/platform/broken']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(withoutAddress(response.body, url), url).toBe(withoutAddress(plain, '/platform/other'));
    }
  });

  it("draws the home's top in the language the cookie names, else the default", async () => {
    const page = async (cookie?: string) =>
      (await built.app.inject({ url: '/platform/banner', headers: cookie ? { ...HTML, cookie } : HTML }))
        .body;
    const preload = (locale: string) =>
      `<link rel="preload" as="image" href="/api/images/demo/banner-${locale}.jpg" fetchpriority="high">`;
    const plain = await page();
    expect(plain).toContain(preload('id-ID'));
    const hero = heroOf(plain);
    expect(hero?.getAttribute('data-placement')).toBe('home');
    expect(hero?.getAttribute('lang')).toBe('id-ID');
    expect(hero?.getAttribute('aria-hidden')).toBe('true');
    // The parts the home draws, with the classes whose rules the home's own parts share.
    const part = (name: keyof typeof HOME_FIRST_PAINT_CLASSES) =>
      hero?.getElementsByClassName(HOME_FIRST_PAINT_CLASSES[name])[0]?.textContent;
    expect(part('openAppTitle')).toBe(OPEN_APP_BANNER_TEXTS['id-ID'].title);
    expect(part('openAppOpen')).toBe(OPEN_APP_BANNER_TEXTS['id-ID'].open);
    expect(part('brand')).toBe('Lahap');
    expect(part('greeting')).toBe(HOME_HEADER_TEXTS['id-ID'].greeting);
    expect(part('search')).toBe(HOME_HEADER_TEXTS['id-ID'].searchPlaceholder);
    const image = hero?.getElementsByClassName(HOME_FIRST_PAINT_CLASSES.bannerImage)[0];
    expect(image?.getAttribute('src')).toBe('/api/images/demo/banner-id-ID.jpg');

    const chinese = await page('theme=dark; lahap_locale=zh-CN');
    expect(chinese).toContain(preload('zh-CN'));
    expect(heroOf(chinese)?.getElementsByClassName(HOME_FIRST_PAINT_CLASSES.greeting)[0]?.textContent).toBe(
      HOME_HEADER_TEXTS['zh-CN'].greeting,
    );
    expect(await page('lahap_locale=en-US')).toContain(preload('en-US'));
    // A language the app does not speak, or a cookie of another name, reads as the default.
    expect(await page('lahap_locale=fr-FR')).toContain(preload('id-ID'));
    expect(await page('xlahap_locale=en-US')).toContain(preload('id-ID'));
  });

  it('draws the home’s top without the bar inviting to the app inside the native app', async () => {
    const inApp = await built.app.inject({
      url: '/platform/banner',
      headers: {
        ...HTML,
        'user-agent': `Mozilla/5.0 (Linux; Android 14) Chrome/131.0 ${NATIVE_APP_USER_AGENT_MARK}`,
      },
    });
    const hero = heroOf(inApp.body);
    expect(hero?.getElementsByClassName(HOME_FIRST_PAINT_CLASSES.greeting)).toHaveLength(1);
    expect(hero?.getElementsByClassName(HOME_FIRST_PAINT_CLASSES.openApp)).toHaveLength(0);
    const inBrowser = await built.app.inject({
      url: '/platform/banner',
      headers: { ...HTML, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
    });
    expect(heroOf(inBrowser.body)?.getElementsByClassName(HOME_FIRST_PAINT_CLASSES.openApp)).toHaveLength(1);
  });

  it('draws the analytics notice for a visitor who has not answered it, in their language, where the app will', async () => {
    const page = async (url: string, cookie?: string) =>
      (await built.app.inject({ url, headers: cookie ? { ...HTML, cookie } : HTML })).body;
    const noticeOf = (html: string) => parse(html).getElementById(FIRST_PAINT_NOTICE_ID);
    const text = (notice: ReturnType<typeof noticeOf>, name: keyof typeof CONSENT_NOTICE_CLASSES) =>
      notice?.getElementsByClassName(CONSENT_NOTICE_CLASSES[name])[0]?.textContent;

    const first = noticeOf(await page('/platform/other'));
    expect(first?.getAttribute('class')).toBe(`${CONSENT_NOTICE_CLASSES.notice} lahap-fixed-frame`);
    expect(first?.getAttribute('lang')).toBe('id-ID');
    // Its answers work only once the app's own notice takes its place: until then it is inert.
    expect(first?.hasAttribute('inert')).toBe(true);
    expect(first?.getAttribute('aria-hidden')).toBe('true');
    expect(first?.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    const texts = CONSENT_NOTICE_TEXTS['id-ID'];
    expect(text(first, 'title')).toBe(texts.title);
    expect(text(first, 'description')).toBe(`${texts.description} ${texts.privacy}`);
    expect(text(first, 'deny')).toBe(texts.deny);
    expect(text(first, 'accept')).toBe(texts.accept);
    // Before the app's root, beside a drawn top.
    const drawn = parse(await page('/platform/banner'));
    expect(drawn.getElementById(FIRST_PAINT_NOTICE_ID)?.nextElementSibling?.id).toBe('root');
    expect(drawn.getElementById(FIRST_PAINT_HERO_ID)).not.toBeNull();

    const chinese = noticeOf(await page('/platform/other', 'lahap_locale=zh-CN'));
    expect(chinese?.getAttribute('lang')).toBe('zh-CN');
    expect(text(chinese, 'title')).toBe(CONSENT_NOTICE_TEXTS['zh-CN'].title);

    // A device that has answered gets none; a value the app never writes is no answer.
    for (const answer of ['granted', 'denied']) {
      const cookie = `lahap_locale=en-US; ${CONSENT_COOKIE}=${answer}`;
      expect(await page('/platform/other', cookie), answer).not.toContain(FIRST_PAINT_NOTICE_ID);
      expect(await page('/platform/banner', cookie), answer).not.toContain(FIRST_PAINT_NOTICE_ID);
    }
    for (const cookie of [`${CONSENT_COOKIE}=yes`, `${CONSENT_COOKIE}=`, `x${CONSENT_COOKIE}=granted`]) {
      expect(noticeOf(await page('/platform/other', cookie)), cookie).not.toBeNull();
    }
    // The staff console asks nothing of the kind.
    expect(await page('/staff/redeem')).not.toContain(FIRST_PAINT_NOTICE_ID);
  });

  it('holds the scripts of a page the server draws the top of until its image is in, and only of such a page', async () => {
    const appTags = /<script\b[^>]*type="module"[^>]*><\/script>|<link\b[^>]*modulepreload[^>]*>/g;
    const drawnAnswer = await built.app.inject({ url: '/platform/banner', headers: HTML });
    const drawn = drawnAnswer.body;
    const plain = (await built.app.inject({ url: '/platform/other', headers: HTML })).body;
    const plainTags = plain.match(appTags) ?? [];
    expect(plainTags.length).toBeGreaterThan(1);
    expect(plain).not.toContain(FIRST_PAINT_APP_ID);

    // The same tags, all inside the template and none outside it.
    const template = new RegExp(`<template id="${FIRST_PAINT_APP_ID}">(.*?)</template>`, 's').exec(drawn);
    expect(template?.[1]?.match(appTags)).toEqual(plainTags);
    expect(drawn.replace(template?.[0] ?? '', '').match(appTags)).toBeNull();

    // One inline script, the gate, right after the template, which the CSP allows by its hash.
    const inline = [...drawn.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(inline).toEqual([FIRST_PAINT_GATE_SCRIPT]);
    expect(drawn).toContain(`</template><script>${FIRST_PAINT_GATE_SCRIPT}</script>`);
    const hash = createHash('sha256').update(FIRST_PAINT_GATE_SCRIPT).digest('base64');
    expect(drawnAnswer.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves the same page for /index.html', async () => {
    const response = await built.app.inject('/index.html');
    expect(parseClientBootConfig(metaContent(response.body))?.appKey).toBe('lahap-web');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await built.app.inject('/assets/index-Bx7f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    for (const file of ['/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const response = await built.app.inject(file);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('no-cache');
    }
  });

  it("sends an asset's precompressed file as it is, in the encoding the browser takes", async () => {
    const url = '/assets/app-C0ffee12.js';
    const br = await built.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(APP_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT);

    const gzip = await built.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);

    const plain = await built.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('never sends a source map, in any encoding or spelling', async () => {
    for (const url of [
      '/assets/app-C0ffee12.js.map',
      '/assets/app-C0ffee12.js.MAP',
      '/assets/app-C0ffee12.js%2Emap',
      '/assets/app-C0ffee12.js.map.gz',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await built.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('sources');
      }
    }
    // The script itself is still served.
    expect((await built.app.inject('/assets/app-C0ffee12.js')).statusCode).toBe(200);
  });

  it('answers app routes in a browser with index.html', async () => {
    for (const url of ['/platform/merchant?storeId=42&channel_id=3', '/platform/home/account', '/nowhere']) {
      const response = await built.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer missing files or non-HTML requests off the app’s pages with index.html', async () => {
    expect((await built.app.inject({ url: '/assets/gone-123.js', headers: HTML })).statusCode).toBe(404);
    for (const url of ['/nowhere', '/platform/nowhere', '/logo-old.svg']) {
      const response = await built.app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers an app page with index.html whatever it accepts (a link previewer asks for */*)', async () => {
    for (const url of ['/platform/merchant?storeId=42', '/platform/home', '/platform/payPage/cashier']) {
      const response = await built.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('never swallows /api paths', async () => {
    const unknown = await built.app.inject({ url: api('/nothing'), headers: HTML });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: '1000404' } });
    const known = await built.app.inject({ url: api(`${API_PATHS.configInfo}?key=x`), headers: HTML });
    expect(known.json()).toEqual({ success: true, data: null, error: null });
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    await writeFile(
      join(dist.path, 'index.html'),
      INDEX.replace('<div id="root">', '<div id="root" data-build="2">'),
    );
    const response = await built.app.inject({ url: '/', headers: HTML });
    expect(response.body).toContain('data-build="2"');
    expect(parseClientBootConfig(metaContent(response.body))).not.toBeNull();
  });
});

describe('web app hosting in production', () => {
  // Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
  it('escapes the config for the attribute and says demo: false', async () => {
    const dist = await tempDir('lahap-dist-');
    await writeFile(join(dist.path, 'index.html'), INDEX);
    const secret = `q"uo<te>&'s-${'x'.repeat(20)}`;
    const built = await buildTestApp({
      env: {
        WEB_DIST_DIR: dist.path,
        NODE_ENV: 'production',
        APP_SECRET: secret,
        JWT_SECRET: 'j'.repeat(40),
        TEAM_TOKEN: 't'.repeat(40),
        ORDERING_HOST: 'https://order.example.co.id/',
      },
    });
    try {
      const response = await built.app.inject('/');
      expect(response.body).not.toContain(secret);
      expect(response.body).toContain('&quot;');
      expect(parseClientBootConfig(metaContent(response.body))).toEqual({
        appKey: 'lahap-web',
        appSecret: secret,
        demo: false,
        orderingHost: 'https://order.example.co.id',
      });
    } finally {
      await built.close();
      await dist.remove();
    }
  }, 60_000);
});

describe('web app not built', () => {
  // Builds its own app on a fresh PGlite in the test: the 60 s the hooks get for that start-up.
  it('answers / with a 503 text saying how to build, while the API works', async () => {
    const built = await buildTestApp();
    try {
      const page = await built.app.inject({ url: '/', headers: HTML });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('npm run build');
      const route = await built.app.inject({ url: '/platform/home', headers: HTML });
      expect(route.statusCode).toBe(503);
      const apiCall = await built.app.inject(api(`${API_PATHS.configInfo}?key=x`));
      expect(apiCall.statusCode).toBe(200);
    } finally {
      await built.close();
    }
  }, 60_000);
});
