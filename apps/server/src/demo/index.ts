import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  banners,
  brands,
  businessDistricts,
  categories,
  couponBatches,
  couponTemplateStores,
  couponTemplates,
  dishes,
  flashSaleItems,
  flashSales,
  malls,
  productListItems,
  productListPages,
  productLists,
  productStores,
  products,
  regions,
  resourcePositions,
  serviceFacilities,
  serviceFacilityCategories,
  storeBusinessDistricts,
  storeCategories,
  storeChannels,
  storeHours,
  storeImages,
  storeServiceFacilities,
  stores,
} from '../db/schema/index.js';
import type { SeedStep } from '../seed/seed-step.js';
import { BRANDS } from './brands.js';
import { CUISINES } from './cuisines.js';
import { HOME_BANNERS, type ImageLibrary, planImageLibrary } from './image-library.js';
import { buildOffers } from './offers.js';
import { DISTRICTS, MALLS, REGIONS, addressText, mapLinkOf } from './places.js';
import { addCouponShowcase } from './store-showcase.js';
import { buildStores } from './stores.js';
import { t3 } from './text.js';
import { FACILITY_CATEGORIES } from './vocabulary.js';

/**
 * Parameters per INSERT: well under PostgreSQL's 65,535, and few statements, so PGlite spends its
 * time on rows rather than on parsing (about 500 rows of the widest table, 2,000 narrow ones).
 */
const PARAMETERS_PER_INSERT = 16_000;

async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const batch = Math.max(1, Math.min(2_000, Math.floor(PARAMETERS_PER_INSERT / columns)));
  for (let i = 0; i < rows.length; i += batch) {
    await db.insert(table).values(rows.slice(i, i + batch));
  }
}

async function insertPlaces(db: Database, images: ImageLibrary): Promise<void> {
  await insertAll(
    db,
    regions,
    REGIONS.map((r, i) => ({ id: r.id, name: r.name, sort: i })),
  );
  await insertAll(
    db,
    categories,
    CUISINES.map((c, i) => ({ id: c.id, name: c.name, iconUrl: images.url(`badge:${c.key}:0`), sort: i })),
  );
  await insertAll(
    db,
    businessDistricts,
    DISTRICTS.map((d) => ({ id: d.id, name: d.name })),
  );
  await insertAll(
    db,
    serviceFacilityCategories,
    FACILITY_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sort: i })),
  );
  await insertAll(
    db,
    serviceFacilities,
    FACILITY_CATEGORIES.flatMap((c) =>
      c.items.map((item, i) => ({ id: item.id, categoryId: c.id, name: item.name, sort: i })),
    ),
  );
  await insertAll(
    db,
    malls,
    MALLS.map((m, i) => ({
      id: m.id,
      name: m.name,
      address: addressText(m.street, m.regionId, m.postcode),
      lat: m.lat,
      lng: m.lng,
      regionId: m.regionId,
      logoUrl: images.url(`mall-logo:${m.id}`),
      coverUrl: images.url(`mall-cover:${m.id}`),
      mapLink: mapLinkOf(m.lat, m.lng),
      openingHours: m.openingHours,
      floors: [...m.floors],
      sort: i,
    })),
  );
  let pavilionSort = 0;
  await insertAll(
    db,
    brands,
    BRANDS.map((b, i) => ({
      id: b.id,
      name: b.name,
      subtitle: b.subtitle,
      description: b.description,
      logoUrl: images.url(`brand:${b.id}`),
      coverUrl: images.url(`spread:${b.cuisine}:${i % 2}`),
      inPavilion: b.inPavilion,
      sort: b.inPavilion ? pavilionSort++ : 100 + i,
    })),
  );
}

async function insertResources(db: Database, images: ImageLibrary, now: number): Promise<void> {
  await insertAll(
    db,
    banners,
    HOME_BANNERS.map((banner, i) => ({
      id: 80_000_001 + i,
      imageUrlMap: images.localized(`banner:${banner.key}`),
      jumpUrlMap: t3(banner.jump, banner.jump, banner.jump),
      sort: i,
      startsAt: new Date(now - 86_400_000),
      endsAt: null,
    })),
  );
  await insertAll(db, resourcePositions, [
    {
      id: 81_000_001,
      kind: 'POPUP',
      code: 'HOME',
      title: t3('Hadiah pengguna baru', 'A treat for new diners', '新用户专享礼'),
      imageUrlMap: images.localized('popup'),
      jumpUrlMap: t3('/platform/flashDeal', '/platform/flashDeal', '/platform/flashDeal'),
      active: true,
      sort: 0,
    },
    {
      id: 81_000_002,
      kind: 'SINGLE',
      code: 'BRAND_PAVILION_HEAD_BANNER',
      title: t3('Brand Pilihan, Harga Teman', 'Top Brands, Friendly Prices', '精选品牌 超值价格'),
      imageUrlMap: images.localized('pavilion'),
      jumpUrlMap: t3('/platform/flashDeal', '/platform/flashDeal', '/platform/flashDeal'),
      active: true,
      sort: 0,
    },
  ]);
}

async function insertEverything(db: Database, images: ImageLibrary, seededAt: number): Promise<void> {
  await insertPlaces(db, images);

  const catalogue = buildStores(images);
  await insertAll(
    db,
    stores,
    catalogue.stores.map((s) => s.row),
  );
  await insertAll(db, storeCategories, catalogue.categories);
  await insertAll(db, storeHours, catalogue.hours);
  await insertAll(db, storeChannels, catalogue.channels);
  await insertAll(db, storeBusinessDistricts, catalogue.districts);
  await insertAll(db, storeServiceFacilities, catalogue.facilities);
  await insertAll(db, storeImages, catalogue.images);
  await insertAll(db, dishes, catalogue.dishes);

  const offers = buildOffers(catalogue.stores, images, seededAt);
  addCouponShowcase(catalogue.stores, offers, seededAt);
  await insertAll(db, products, offers.products);
  await insertAll(db, productStores, offers.productStores);
  await insertAll(db, couponTemplates, offers.couponTemplates);
  await insertAll(db, couponTemplateStores, offers.couponTemplateStores);
  await insertAll(db, couponBatches, offers.couponBatches);
  await insertAll(db, flashSales, offers.flashSales);
  await insertAll(db, flashSaleItems, offers.flashSaleItems);
  await insertAll(db, productListPages, offers.productListPages);
  await insertAll(db, productLists, offers.productLists);
  await insertAll(db, productListItems, offers.productListItems);

  await insertResources(db, images, seededAt);
}

/**
 * A believable Greater Jakarta: real malls, fictional restaurant brands and stores with
 * menus, pictures, coupons, group-coupon products, flash sales and home banners. The pictures
 * are drawn while the rows go in; the step ends (and commits) only when both are done.
 */
export const discoverySeed: SeedStep = {
  name: 'discovery-jakarta',
  async run(db, { storage, now = Date.now }) {
    if (!storage) throw new Error('the discovery seed needs a storage for its pictures');
    const pictures = planImageLibrary();
    await Promise.all([pictures.store(storage), insertEverything(db, pictures.library, now())]);
  },
};
