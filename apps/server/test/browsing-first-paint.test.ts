import { FLASH_DEAL_PAGE_PATH, VOUCHER_DETAIL_PAGE_PATH } from '@lahap/contract/discovery/paths';
import {
  FIRST_PAINT_HERO_ID,
  FLASH_DEAL_TITLES,
  PAGE_FIRST_PAINT_CLASSES,
  VOUCHER_DETAIL_TITLES,
} from '@lahap/contract/first-paint';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flashSales, products } from '../src/db/schema/index.js';
import { FIRST_PAINT_APP_ID } from '../src/lib/first-paint-gate.js';
import { BUILT_INDEX, appWithBuiltPage } from './built-page.js';
import { createFlashSale, createProduct, createStore } from './discovery-factories.js';

const HTML = { accept: 'text/html' };
const HOUR_MS = 3_600_000;

/** The image the page's HTML fetches ahead, if any. */
function preloaded(html: string): string | undefined {
  return /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html)?.[1];
}

/** The page's module script and preload, where the built page has them (nothing held back). */
function keepsItsScripts(html: string): boolean {
  const head = html.slice(0, html.indexOf('</head>'));
  return (
    head.includes('src="/assets/index-Bx7f9a1c.js"') && head.includes('href="/assets/react-Cc0ffee1.js"')
  );
}

describe('the first paint of the flash deal page and of a voucher’s detail', () => {
  const testApp = appWithBuiltPage(BUILT_INDEX);
  const page = async (url: string) => {
    const response = await testApp().app.inject({ url, headers: HTML });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  let skuId = '';
  let pageId = '';

  beforeAll(async () => {
    const { app } = testApp();
    const store = await createStore(app, { lat: -6.2, lng: 106.82 });
    const productId = await createProduct(app, { storeIds: [store] });
    await app.db
      .update(products)
      .set({ imageUrl: '/api/images/demo/voucher.jpg' })
      .where(eq(products.id, Number(productId)));
    const [row] = await app.db
      .select({ skuId: products.skuId })
      .from(products)
      .where(eq(products.id, Number(productId)));
    skuId = String(row?.skuId);
    const now = Date.now();
    const sale = await createFlashSale(app, {
      startsAt: new Date(now - HOUR_MS),
      endsAt: new Date(now + HOUR_MS),
      items: [{ productId, flashPrice: 50_000, stock: 10, sold: 0 }],
    });
    pageId = sale.pageId;
    await app.db
      .update(flashSales)
      .set({ bannerUrl: '/api/images/demo/flash.jpg' })
      .where(eq(flashSales.id, Number(sale.id)));
  });

  it('draws the flash deal page’s bar and the sale’s banner at the phone width, named or current, and holds its scripts', async () => {
    for (const url of [`${FLASH_DEAL_PAGE_PATH}?pageId=${pageId}`, FLASH_DEAL_PAGE_PATH]) {
      const html = await page(url);
      expect(preloaded(html), url).toBe('/api/images/demo/flash.jpg?w=780');
      expect(html, url).toMatch(
        new RegExp(`<div id="${FIRST_PAINT_HERO_ID}" data-placement="flash" lang="id-ID"`),
      );
      expect(html, url).toContain(
        `<div class="${PAGE_FIRST_PAINT_CLASSES.barTitle}">${FLASH_DEAL_TITLES['id-ID']}</div>`,
      );
      expect(html, url).toContain(
        `<img src="/api/images/demo/flash.jpg?w=780" alt="" fetchpriority="high" class="${PAGE_FIRST_PAINT_CLASSES.flashBanner}">`,
      );
      expect(keepsItsScripts(html), url).toBe(false);
    }
  });

  it('draws a voucher’s bar and own picture at the phone width, in the visitor’s language, and holds its scripts until the picture is in', async () => {
    const html = await page(`${VOUCHER_DETAIL_PAGE_PATH}?skuId=${skuId}`);
    expect(preloaded(html)).toBe('/api/images/demo/voucher.jpg?w=780');
    const hero = new RegExp(`<div id="${FIRST_PAINT_HERO_ID}" data-placement="gallery" lang="id-ID"[^>]*>`);
    expect(html).toMatch(hero);
    expect(html).toContain(
      `<div class="${PAGE_FIRST_PAINT_CLASSES.barTitle}">${VOUCHER_DETAIL_TITLES['id-ID']}</div>`,
    );
    expect(html).toContain(
      `<img src="/api/images/demo/voucher.jpg?w=780" alt="" fetchpriority="high" class="${PAGE_FIRST_PAINT_CLASSES.galleryImage}">`,
    );
    expect(keepsItsScripts(html)).toBe(false);
    expect(html).toContain(`<template id="${FIRST_PAINT_APP_ID}">`);

    const chinese = await testApp().app.inject({
      url: `${VOUCHER_DETAIL_PAGE_PATH}?skuId=${skuId}`,
      headers: { ...HTML, cookie: 'lahap_locale=zh-CN' },
    });
    expect(chinese.body).toContain(`>${VOUCHER_DETAIL_TITLES['zh-CN']}</div>`);
  });

  it('draws and fetches nothing ahead for a link naming nothing', async () => {
    for (const url of [
      `${FLASH_DEAL_PAGE_PATH}?pageId=fs-none`,
      `${FLASH_DEAL_PAGE_PATH}?pageId=${'x'.repeat(65)}`,
      `${FLASH_DEAL_PAGE_PATH}?pageId=${encodeURIComponent(`x'); drop table flash_sales; --"><script>`)}`,
      `${VOUCHER_DETAIL_PAGE_PATH}?skuId=999999999`,
      `${VOUCHER_DETAIL_PAGE_PATH}?skuId=abc`,
      `${VOUCHER_DETAIL_PAGE_PATH}?skuId=0`,
      `${VOUCHER_DETAIL_PAGE_PATH}?skuId=9223372036854775808`,
      `${VOUCHER_DETAIL_PAGE_PATH}?skuId=${'9'.repeat(30)}`,
      `${VOUCHER_DETAIL_PAGE_PATH}?skuId=${encodeURIComponent('1 or 1=1')}`,
      VOUCHER_DETAIL_PAGE_PATH,
    ]) {
      const html = await page(url);
      expect(preloaded(html), url).toBeUndefined();
      expect(html, url).not.toContain(FIRST_PAINT_HERO_ID);
      expect(keepsItsScripts(html), url).toBe(true);
    }
  });
});
