import { FIRST_PAINT_HERO_ID } from '@lahap/contract/first-paint';
import { STORE_HOME_PAGE_PATH } from '@lahap/contract/store/paths';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { storeImages, stores } from '../src/db/schema/index.js';
import { BUILT_INDEX, appWithBuiltPage } from './built-page.js';
import { closeStore, createStorePage } from './store-factories.js';

const HTML = { accept: 'text/html' };
const PLACE = { lat: -6.2, lng: 106.82 };

/** Gives the store's BACKGROUND images (by sort) and its own background addresses a page may show. */
async function showableImages(app: FastifyInstance, storeId: string, background: string | null) {
  const id = Number(storeId);
  const rows = await app.db.select().from(storeImages).where(eq(storeImages.storeId, id));
  for (const row of rows) {
    await app.db
      .update(storeImages)
      .set({ imageUrl: `/api/images/demo/${row.imageType.toLowerCase()}-${String(row.sort)}.jpg` })
      .where(and(eq(storeImages.id, row.id)));
  }
  await app.db.update(stores).set({ backgroundUrl: background }).where(eq(stores.id, id));
}

function heroOf(html: string): { preload?: string; image?: string } {
  return {
    preload: /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html)?.[1],
    image: new RegExp(
      `<div id="${FIRST_PAINT_HERO_ID}" data-placement="top" aria-hidden="true"><img src="([^"]*)"`,
    ).exec(html)?.[1],
  };
}

describe('a store link’s first paint', () => {
  const testApp = appWithBuiltPage(BUILT_INDEX);
  const page = async (query: string) => {
    const response = await testApp().app.inject({ url: `${STORE_HOME_PAGE_PATH}${query}`, headers: HTML });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('preloads the first carousel image ahead of the scripts and draws it at the top of the body', async () => {
    const { storeId } = await createStorePage(testApp().app, {
      ...PLACE,
      images: [
        ['PHOTOS', 0],
        ['BACKGROUND', 2],
        ['BACKGROUND', 1],
      ],
    });
    await showableImages(testApp().app, storeId, 'https://cdn.lahap.id/bg.jpg');
    const html = await page(`?storeId=${storeId}&channel_id=3`);
    const first = '/api/images/demo/background-1.jpg?w=780';
    expect(heroOf(html)).toEqual({ preload: first, image: first });
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toMatch(new RegExp(`<body><div id="${FIRST_PAINT_HERO_ID}"`));
    // The rest of the page is the app as built.
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to the merchant background, as the carousel does', async () => {
    const { storeId } = await createStorePage(testApp().app, { ...PLACE, images: [['PHOTOS', 0]] });
    await showableImages(testApp().app, storeId, 'https://cdn.lahap.id/bg.jpg?x="1"&y=<2>');
    const html = await page(`?storeId=${storeId}`);
    const escaped = 'https://cdn.lahap.id/bg.jpg?x=&quot;1&quot;&amp;y=&lt;2&gt;';
    expect(heroOf(html)).toEqual({ preload: escaped, image: escaped });
  });

  it('adds nothing where the page will draw something else or nothing', async () => {
    const banner = await createStorePage(testApp().app, { ...PLACE, images: [] });
    await showableImages(testApp().app, banner.storeId, null);
    const closed = await createStorePage(testApp().app, { ...PLACE, images: [['BACKGROUND', 0]] });
    await showableImages(testApp().app, closed.storeId, null);
    await closeStore(testApp().app, closed.storeId);

    for (const query of [
      `?storeId=${banner.storeId}`, // the default banner
      `?storeId=${closed.storeId}`, // the error page
      '?storeId=99999999', // no such store
      '?storeId=abc', // not an id
      '?storeId=99999999999999999999999', // past bigint
      '', // no storeId: the parameter error
    ]) {
      const html = await page(query);
      expect(heroOf(html), query).toEqual({});
      // The same page as any other but for its link preview's tags in the head.
      const body = (page: string) => page.slice(page.indexOf('<body'));
      expect(body(html), query).toBe(
        body((await testApp().app.inject({ url: '/platform/favoritesList', headers: HTML })).body),
      );
    }
  });
});
