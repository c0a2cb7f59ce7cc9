import { LOCALES, type LocalizedText } from '@lahap/contract/locale';
import { and, asc, eq, gt, ilike, lte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  banners,
  brands,
  businessDistricts,
  categories,
  couponBatches,
  couponTemplates,
  dishes,
  flashSaleItems,
  flashSales,
  malls,
  productListPages,
  productLists,
  products,
  productStores,
  regions,
  resourcePositions,
  serviceFacilities,
  serviceFacilityCategories,
  storeChannels,
  storeHours,
  storeImages,
  stores,
} from '../src/db/schema/index.js';
import { planImageLibrary } from '../src/demo/image-library.js';
import { discoverySeed } from '../src/demo/index.js';
import { GREATER_JAKARTA_BOX } from '../src/demo/places.js';
import { buildTestApp, describeEachEngine } from './helper.js';

const IMAGE_TYPES = ['MENU_VIEW', 'PHOTOS', 'BACKGROUND', 'IN_SCENE'] as const;

/** The texts of a row that lack a language, as "where: locale" strings. */
function missingLanguages(where: string, text: LocalizedText | null | undefined): string[] {
  if (!text) return [`${where}: absent`];
  return LOCALES.filter((locale) => !text[locale]?.trim()).map((locale) => `${where}: ${locale}`);
}

describeEachEngine(
  'discovery seed',
  (t) => {
    it('fills Greater Jakarta with real malls, brands and over 400 stores', async () => {
      const count = async (table: typeof malls | typeof brands | typeof stores) =>
        (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
      expect(await count(malls)).toBeGreaterThanOrEqual(12);
      expect(await count(brands)).toBeGreaterThanOrEqual(25);
      expect(await count(stores)).toBeGreaterThanOrEqual(400);

      const grandIndonesia = await t.app.db.select().from(malls).where(eq(malls.id, 1001));
      expect(grandIndonesia[0]).toMatchObject({
        lat: expect.closeTo(-6.195, 2),
        lng: expect.closeTo(106.82, 2),
      });
      expect(grandIndonesia[0]?.mapLink).toMatch(/^https:\/\/maps\.google\.com\/\?q=-6\.\d+,106\.\d+$/);
      expect(grandIndonesia[0]?.floors.length).toBeGreaterThan(2);

      const inMalls = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stores)
        .where(sql`${stores.mallId} is not null and cardinality(${stores.floors}) > 0`);
      expect(inMalls[0]?.n).toBeGreaterThan(100);
      const pavilion = await t.app.db.select().from(brands).where(eq(brands.inPavilion, true));
      expect(pavilion.length).toBeGreaterThanOrEqual(8);
    });

    it('names and describes everything in all three languages', async () => {
      const { db } = t.app;
      const missing: string[] = [];
      for (const r of await db.select().from(regions))
        missing.push(...missingLanguages(`region ${r.id}`, r.name));
      for (const c of await db.select().from(categories))
        missing.push(...missingLanguages(`category ${c.id}`, c.name));
      for (const d of await db.select().from(businessDistricts))
        missing.push(...missingLanguages(`district ${d.id}`, d.name));
      for (const c of await db.select().from(serviceFacilityCategories))
        missing.push(...missingLanguages(`facility group ${c.id}`, c.name));
      for (const f of await db.select().from(serviceFacilities))
        missing.push(...missingLanguages(`facility ${f.id}`, f.name));
      for (const m of await db.select().from(malls)) {
        missing.push(
          ...missingLanguages(`mall ${m.id} name`, m.name),
          ...missingLanguages(`mall ${m.id} address`, m.address),
        );
      }
      for (const b of await db.select().from(brands)) {
        for (const [field, text] of Object.entries({
          name: b.name,
          subtitle: b.subtitle,
          description: b.description,
        }))
          missing.push(...missingLanguages(`brand ${b.id} ${field}`, text));
      }
      for (const s of await db.select().from(stores)) {
        const texts = { name: s.name, address: s.address, price: s.pricePerCapita, share: s.shareContent };
        for (const [field, text] of Object.entries(texts))
          missing.push(...missingLanguages(`store ${s.id} ${field}`, text));
        s.tagList.forEach((tag, i) => missing.push(...missingLanguages(`store ${s.id} tag ${i}`, tag)));
        if (s.mallId !== null) missing.push(...missingLanguages(`store ${s.id} remark`, s.locationRemark));
      }
      for (const d of await db.select().from(dishes)) {
        missing.push(
          ...missingLanguages(`dish ${d.id} name`, d.name),
          ...missingLanguages(`dish ${d.id} text`, d.description),
        );
      }
      for (const p of await db.select().from(products)) {
        missing.push(
          ...missingLanguages(`product ${p.id} name`, p.name),
          ...missingLanguages(`product ${p.id} text`, p.description),
        );
        if (p.promotionPrice !== null)
          missing.push(...missingLanguages(`product ${p.id} tag`, p.promotionTag));
      }
      for (const c of await db.select().from(couponTemplates)) {
        missing.push(
          ...missingLanguages(`coupon ${c.id} name`, c.name),
          ...missingLanguages(`coupon ${c.id} sub`, c.subtitle),
        );
      }
      for (const f of await db.select().from(flashSales))
        missing.push(...missingLanguages(`sale ${f.id}`, f.title));
      for (const p of await db.select().from(productListPages))
        missing.push(...missingLanguages(`page ${p.pageId}`, p.title));
      for (const l of await db.select().from(productLists))
        missing.push(...missingLanguages(`list ${l.id}`, l.title));
      for (const b of await db.select().from(banners)) {
        missing.push(
          ...missingLanguages(`banner ${b.id} image`, b.imageUrlMap),
          ...missingLanguages(`banner ${b.id} jump`, b.jumpUrlMap),
        );
      }
      expect(missing).toEqual([]);

      const satay = await db
        .select()
        .from(dishes)
        .where(sql`${dishes.name}->>'id-ID' = 'Sate Ayam Madura'`)
        .limit(1);
      expect(satay[0]?.name).toEqual({
        'id-ID': 'Sate Ayam Madura',
        'en-US': 'Madura Chicken Satay',
        'zh-CN': '马都拉鸡肉沙爹',
      });
      const price = await db.select({ text: stores.pricePerCapita }).from(stores).limit(1);
      expect(price[0]?.text['id-ID']).toMatch(/^Rp [\d.]+–[\d.]+\/orang$/);
      expect(price[0]?.text['en-US']).toMatch(/ per person$/);
      expect(price[0]?.text['zh-CN']).toMatch(/^人均 Rp /);
    });

    it('pins partner stores on the map and leaves listed places to copy their address', async () => {
      const rows = await t.app.db.select({ type: stores.storeType, mapLink: stores.mapLink }).from(stores);
      const settled = rows.filter((row) => row.type === 'SETTLED_STORE');
      const listed = rows.filter((row) => row.type === 'POI_STORE');
      expect(listed.length).toBeGreaterThan(10);
      expect(settled.every((row) => row.mapLink?.startsWith('https://maps.google.com/?q='))).toBe(true);
      expect(listed.every((row) => row.mapLink === null)).toBe(true);
    });

    it('places every store inside Greater Jakarta', async () => {
      const all = await t.app.db.select({ id: stores.id, lat: stores.lat, lng: stores.lng }).from(stores);
      const outside = all.filter(
        (s) =>
          s.lat < GREATER_JAKARTA_BOX.minLat ||
          s.lat > GREATER_JAKARTA_BOX.maxLat ||
          s.lng < GREATER_JAKARTA_BOX.minLng ||
          s.lng > GREATER_JAKARTA_BOX.maxLng,
      );
      expect(outside).toEqual([]);
    });

    it('gives every store a logo, a menu, hours and pictures of each type that the image endpoint serves', async () => {
      const { db } = t.app;
      const perType = await db
        .select({ storeId: storeImages.storeId, type: storeImages.imageType, n: sql<number>`count(*)::int` })
        .from(storeImages)
        .groupBy(storeImages.storeId, storeImages.imageType);
      const all = await db.select({ id: stores.id, logo: stores.logoUrl }).from(stores);
      for (const type of IMAGE_TYPES)
        expect(perType.filter((row) => row.type === type)).toHaveLength(all.length);
      const photos = perType.filter((row) => row.type === 'PHOTOS').map((row) => row.n);
      expect(Math.max(...photos)).toBeGreaterThan(3);
      expect(Math.max(...photos)).toBeLessThanOrEqual(12);
      expect(all.every((s) => s.logo.startsWith('/api/images/'))).toBe(true);

      const menuSizes = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(dishes)
        .groupBy(dishes.storeId);
      expect(menuSizes).toHaveLength(all.length);
      expect(menuSizes.every((m) => m.n >= 6 && m.n <= 15)).toBe(true);
      const hours = await db
        .select({ n: sql<number>`count(distinct ${storeHours.storeId})::int` })
        .from(storeHours);
      expect(hours[0]?.n).toBe(all.length);
      const lateNight = await db
        .select()
        .from(storeHours)
        .where(sql`${storeHours.endTime} < ${storeHours.startTime}`);
      expect(lateNight.length).toBeGreaterThan(0);
      const noQr = await db
        .select()
        .from(storeChannels)
        .where(sql`${storeChannels.qrCodeId} is null`);
      expect(noQr.length).toBeGreaterThan(0);

      const sample = await db
        .select({ url: storeImages.imageUrl })
        .from(storeImages)
        .where(sql`${storeImages.id} % 97 = 0`)
        .limit(4);
      const urls = [...sample.map((s) => s.url), all[0]?.logo ?? '', all[all.length - 1]?.logo ?? ''];
      for (const url of urls) {
        const response = await t.app.inject({ url: `${url}?w=320`, headers: { accept: 'image/webp,*/*' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\//);
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.width).toBe(320);
      }
    });

    it('has a flash sale running now with 8–12 items, and daily sales for the weeks ahead', async () => {
      const { db } = t.app;
      const now = new Date();
      const live = await db
        .select()
        .from(flashSales)
        .where(and(lte(flashSales.startsAt, now), gt(flashSales.endsAt, now)));
      expect(live.length).toBeGreaterThanOrEqual(1);
      const items = await db
        .select()
        .from(flashSaleItems)
        .where(eq(flashSaleItems.flashSaleId, live[0]?.id ?? 0));
      expect(items.length).toBeGreaterThanOrEqual(8);
      expect(items.length).toBeLessThanOrEqual(12);
      const ahead = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(flashSales)
        .where(gt(flashSales.startsAt, new Date(now.getTime() + 50 * 86_400_000)));
      expect(ahead[0]?.n).toBeGreaterThan(0);
      const partlySold = await db
        .select()
        .from(flashSaleItems)
        .where(sql`${flashSaleItems.sold} between 1 and ${flashSaleItems.stock} - 1`);
      expect(partlySold.length).toBeGreaterThan(0);
    });

    it('finds satay stores and dishes in each language', async () => {
      for (const word of ['sate', 'satay', '沙爹']) {
        const store = await t.app.db
          .select()
          .from(stores)
          .where(ilike(stores.searchText, `%${word}%`))
          .limit(1);
        const dish = await t.app.db
          .select()
          .from(dishes)
          .where(ilike(dishes.searchText, `%${word}%`))
          .limit(1);
        expect(store, word).toHaveLength(1);
        expect(dish, word).toHaveLength(1);
      }
    });

    it('sells products with low and sold-out stock and promotions, and coupons claimable for 90 days', async () => {
      const { db } = t.app;
      const all = await db.select().from(products);
      expect(all.some((p) => p.remainingStock === 0)).toBe(true);
      expect(all.some((p) => p.remainingStock >= 1 && p.remainingStock <= 10)).toBe(true);
      expect(all.some((p) => p.promotionPrice !== null && p.promotionPrice < p.salePrice)).toBe(true);
      expect(all.every((p) => p.salePrice <= p.originalPrice)).toBe(true);
      const linked = await db
        .select({ n: sql<number>`count(distinct ${productStores.productId})::int` })
        .from(productStores);
      expect(linked[0]?.n).toBe(all.length);

      const batches = await db.select().from(couponBatches);
      expect(batches.length).toBeGreaterThan(25);
      const in89Days = Date.now() + 89 * 86_400_000;
      expect(batches.every((b) => b.startsAt.getTime() <= Date.now() && b.endsAt.getTime() > in89Days)).toBe(
        true,
      );
    });

    it('has home banners, a home popup and the brand pavilion head banner', async () => {
      const { db } = t.app;
      const home = await db.select().from(banners).orderBy(asc(banners.sort));
      expect(home.length).toBeGreaterThanOrEqual(3);
      const jumps = home.map((b) => b.jumpUrlMap['id-ID']);
      expect(jumps).toContain('/platform/flashDeal');
      expect(jumps.some((j) => j?.startsWith('https://'))).toBe(true);
      // A picture per language, each with its own words.
      expect(new Set(Object.values(home[0]?.imageUrlMap ?? {})).size).toBe(3);
      const positions = await db.select().from(resourcePositions);
      expect(positions.find((p) => p.kind === 'POPUP' && p.code === 'HOME')).toBeDefined();
      const head = positions.find((p) => p.kind === 'SINGLE' && p.code === 'BRAND_PAVILION_HEAD_BANNER');
      expect(missingLanguages('head banner', head?.imageUrlMap)).toEqual([]);
      const served = await t.app.inject({
        url: `${head?.imageUrlMap['zh-CN'] ?? ''}?w=672`,
        headers: { accept: 'image/webp' },
      });
      expect(served.statusCode).toBe(200);
    });

    it('seeds the same stores on another database', async () => {
      const other = await buildTestApp({ engine: 'pglite', seed: true });
      try {
        const pick = (app: typeof t.app) =>
          app.db
            .select({ id: stores.id, name: stores.name, lat: stores.lat })
            .from(stores)
            .orderBy(asc(stores.id));
        const [mine, theirs] = await Promise.all([pick(t.app), pick(other.app)]);
        expect(theirs).toEqual(mine);
      } finally {
        await other.close();
      }
    }, 120_000);

    it('draws colourful food, not flat placeholders', async () => {
      const [dish] = await t.app.db.select({ url: dishes.imageUrl }).from(dishes).limit(1);
      const response = await t.app.inject({
        url: `${dish?.url ?? ''}?w=320`,
        headers: { accept: 'image/webp' },
      });
      const [red, green, blue] = (await sharp(response.rawPayload).stats()).channels;
      expect(Math.abs((red?.mean ?? 0) - (blue?.mean ?? 0))).toBeGreaterThan(10);
      expect(green?.stdev ?? 0).toBeGreaterThan(20);
    });

    it('draws no picture twice: a storage that has them all is left as it is', async () => {
      expect(await planImageLibrary().store(t.app.storage)).toBe(0);
    });

    it('refuses to run without a storage for its pictures', async () => {
      await expect(discoverySeed.run(t.app.db, {})).rejects.toThrow(/storage/);
    });
  },
  { seed: true },
);
