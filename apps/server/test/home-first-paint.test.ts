import { HOME_PAGE_PATHS } from '@lahap/contract/discovery/paths';
import { FIRST_PAINT_HERO_ID, HOME_FIRST_PAINT_CLASSES } from '@lahap/contract/first-paint';
import { describe, expect, it } from 'vitest';
import { banners } from '../src/db/schema/index.js';
import { appWithBuiltPage } from './built-page.js';
import { text } from './discovery-factories.js';

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta name="lahap-client" content="{}" />
    <script type="module" crossorigin src="/assets/index-Bx7f9a1c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HTML = { accept: 'text/html' };
const DAY_MS = 86_400_000;
let lastBannerId = 0;

/** The image the page's HTML fetches ahead of its scripts, if any. */
function preloaded(html: string): string | undefined {
  const preload = /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html);
  const script = html.indexOf('<script type="module"');
  return preload && script > preload.index ? preload[1] : undefined;
}

/** The banner image of the HTML's drawing of the home's top, if it drew one. */
function drawnBanner(html: string): string | undefined {
  const hero = new RegExp(`<div id="${FIRST_PAINT_HERO_ID}" data-placement="home"[^>]*>`).test(html);
  const image = new RegExp(`<img src="([^"]*)"[^>]* class="${HOME_FIRST_PAINT_CLASSES.bannerImage}">`).exec(
    html,
  );
  return hero ? image?.[1] : undefined;
}

describe('the home’s first paint', () => {
  const testApp = appWithBuiltPage(INDEX);
  const home = async (path: string, cookie?: string) => {
    const response = await testApp().app.inject({ url: path, headers: cookie ? { ...HTML, cookie } : HTML });
    expect(response.statusCode, path).toBe(200);
    return response.body;
  };
  const banner = async (name: string, sort: number, startsAt: Date | null = null) => {
    await testApp()
      .app.db.insert(banners)
      .values({
        id: (lastBannerId += 1),
        imageUrlMap: text(
          `/api/images/demo/${name}-id.jpg`,
          `/api/images/demo/${name}-en.jpg`,
          `/api/images/demo/${name}-zh.jpg`,
        ),
        jumpUrlMap: text('/platform/flashDeal'),
        sort,
        startsAt,
        endsAt: null,
      });
  };

  it('fetches and draws nothing ahead when there is no banner', async () => {
    const html = await home('/');
    expect(preloaded(html)).toBeUndefined();
    expect(html).not.toContain(FIRST_PAINT_HERO_ID);
  });

  it('fetches the first active banner ahead of the scripts, at the width the app asks, and draws it under the header', async () => {
    await banner('second', 2);
    await banner('first', 1);
    await banner('not-yet', 0, new Date(Date.now() + DAY_MS));
    for (const path of HOME_PAGE_PATHS) {
      const html = await home(path);
      expect(preloaded(html), path).toBe('/api/images/demo/first-id.jpg?w=780');
      expect(drawnBanner(html), path).toBe('/api/images/demo/first-id.jpg?w=780');
    }
  });

  it('fetches the banner of the language the app chose', async () => {
    expect(preloaded(await home('/', 'lahap_locale=en-US'))).toBe('/api/images/demo/first-en.jpg?w=780');
    expect(drawnBanner(await home('/', 'lahap_locale=en-US'))).toBe('/api/images/demo/first-en.jpg?w=780');
    expect(preloaded(await home('/', 'lahap_locale=zh-CN'))).toBe('/api/images/demo/first-zh.jpg?w=780');
  });

  it('leaves the other tabs alone', async () => {
    const html = await home('/platform/home/account');
    expect(preloaded(html)).toBeUndefined();
    expect(html).not.toContain(FIRST_PAINT_HERO_ID);
  });
});
