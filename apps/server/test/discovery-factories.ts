import type { LocalizedText } from '@lahap/contract/locale';
import type { FastifyInstance } from 'fastify';
import { indexTermsOf } from '../src/lib/search-terms.js';
import {
  banners,
  brands,
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
  storeCategories,
  storeHours,
  stores,
} from '../src/db/schema/index.js';

/** Small factories for discovery rows; every id comes from one counter so rows never collide. */
let nextId = 1_000;
const newId = () => (nextId += 1);

/** A text in all three languages (distinct unless told otherwise). */
export function text(idID: string, enUS = idID, zhCN = idID): LocalizedText {
  return { 'id-ID': idID, 'en-US': enUS, 'zh-CN': zhCN };
}

/** A search_text as the app writes it: the lower-cased words with their CJK grams (ADR 018). */
const lowerWords = (...texts: (LocalizedText | undefined)[]) =>
  indexTermsOf(texts.flatMap((t) => (t ? Object.values(t) : [])).join(' '));

export async function createRegion(app: FastifyInstance, id: number, name = text(`Region ${id}`)) {
  await app.db.insert(regions).values({ id, name, sort: id }).onConflictDoNothing();
  return id;
}

export async function createCategory(app: FastifyInstance, name: LocalizedText, sort = 0) {
  const id = newId();
  await app.db.insert(categories).values({ id, name, iconUrl: `/img/category/${id}.png`, sort });
  return { id: String(id), name };
}

export async function createBrand(
  app: FastifyInstance,
  options: { name?: LocalizedText; inPavilion?: boolean; sort?: number } = {},
) {
  const id = newId();
  const name = options.name ?? text(`Brand ${id}`);
  await app.db.insert(brands).values({
    id,
    name,
    subtitle: text(`Subtitle ${id}`),
    description: text(`About brand ${id}`),
    logoUrl: `/img/brand/${id}.png`,
    coverUrl: `/img/brand/${id}-cover.png`,
    inPavilion: options.inPavilion ?? true,
    sort: options.sort ?? id,
  });
  return { id: String(id), name };
}

export async function createMall(
  app: FastifyInstance,
  options: { lat: number; lng: number; name?: LocalizedText; regionId?: number },
) {
  const id = newId();
  const regionId = await createRegion(app, options.regionId ?? 1);
  await app.db.insert(malls).values({
    id,
    name: options.name ?? text(`Mall ${id}`),
    address: text(`Jalan Mall ${id}`),
    lat: options.lat,
    lng: options.lng,
    regionId,
    logoUrl: `/img/mall/${id}.png`,
    coverUrl: `/img/mall/${id}-cover.png`,
    mapLink: `https://maps.example.com/?q=${id}`,
    openingHours: '10:00–22:00',
    floors: ['LG', '1F'],
  });
  return String(id);
}

export interface StoreOptions {
  lat: number;
  lng: number;
  name?: LocalizedText;
  regionId?: number;
  merchantId?: number;
  brand?: { id: string; name: LocalizedText };
  mallId?: string;
  categories?: { id: string; name: LocalizedText }[];
  /** [day 1–7, channel 1–3, "HH:MM", "HH:MM"]. */
  hours?: [number, number, string, string][];
  dishes?: LocalizedText[];
  popularity?: number;
  address?: LocalizedText;
}

/** An open store; its search text holds its names, cuisines and brand in every language. */
export async function createStore(app: FastifyInstance, options: StoreOptions) {
  const id = newId();
  const regionId = await createRegion(app, options.regionId ?? 1);
  const name = options.name ?? text(`Toko ${id}`, `Store ${id}`, `门店 ${id}`);
  await app.db.insert(stores).values({
    id,
    merchantId: options.merchantId ?? id,
    brandId: options.brand ? Number(options.brand.id) : null,
    mallId: options.mallId ? Number(options.mallId) : null,
    regionId,
    storeType: 'SETTLED_STORE',
    name,
    address: options.address ?? text(`Jalan Test ${id}`, `Test Street ${id}`, `测试路 ${id}`),
    lat: options.lat,
    lng: options.lng,
    logoUrl: `/img/store/${id}.png`,
    halal: true,
    pricePerCapitaIdr: 50_000,
    pricePerCapita: text('Rp 50.000'),
    shareContent: text(`Share ${id}`),
    popularity: options.popularity ?? 0,
    searchText: lowerWords(name, ...(options.categories ?? []).map((c) => c.name), options.brand?.name),
  });
  for (const category of options.categories ?? []) {
    await app.db.insert(storeCategories).values({ storeId: id, categoryId: Number(category.id) });
  }
  for (const [dayPartCode, channelCode, startTime, endTime] of options.hours ?? []) {
    await app.db.insert(storeHours).values({ storeId: id, dayPartCode, channelCode, startTime, endTime });
  }
  for (const dishName of options.dishes ?? []) {
    const dishId = newId();
    await app.db.insert(dishes).values({
      id: dishId,
      storeId: id,
      name: dishName,
      description: text(''),
      price: 25_000,
      imageUrl: `/img/dish/${dishId}.png`,
      searchText: lowerWords(dishName),
    });
  }
  return String(id);
}

export async function createProduct(
  app: FastifyInstance,
  options: {
    storeIds: string[];
    name?: LocalizedText;
    salePrice?: number;
    originalPrice?: number;
    promotionPrice?: number;
    status?: 'ON' | 'OFF';
    remainingStock?: number;
  },
) {
  const id = newId();
  const name = options.name ?? text(`Voucher ${id}`);
  await app.db.insert(products).values({
    id,
    skuId: id + 500_000,
    merchantId: 1,
    productType: 'GROUP_COUPON',
    name,
    description: text(''),
    imageUrl: `/img/product/${id}.png`,
    salePrice: options.salePrice ?? 80_000,
    originalPrice: options.originalPrice ?? 100_000,
    totalStock: 100,
    remainingStock: options.remainingStock ?? 100,
    status: options.status ?? 'ON',
    promotionPrice: options.promotionPrice ?? null,
    promotionTag: options.promotionPrice ? text('Promo') : null,
    searchText: lowerWords(name),
  });
  for (const storeId of options.storeIds) {
    await app.db.insert(productStores).values({ productId: id, storeId: Number(storeId) });
  }
  return String(id);
}

export async function createCoupon(
  app: FastifyInstance,
  options: { storeIds: string[]; discountAmount: number },
) {
  const templateId = newId();
  await app.db.insert(couponTemplates).values({
    id: templateId,
    merchantId: 1,
    name: text(`Diskon ${options.discountAmount}`),
    subtitle: text(''),
    logoUrl: '/img/coupon.png',
    discountAmount: options.discountAmount,
    validDays: 7,
  });
  for (const storeId of options.storeIds) {
    await app.db.insert(couponTemplateStores).values({ templateId, storeId: Number(storeId) });
  }
  const batchId = newId();
  await app.db.insert(couponBatches).values({
    id: batchId,
    templateId,
    totalQuantity: 100,
    remainingQuantity: 100,
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  return String(templateId);
}

export async function createBanner(
  app: FastifyInstance,
  options: { startsAt?: Date; endsAt?: Date; sort?: number },
) {
  const id = newId();
  await app.db.insert(banners).values({
    id,
    imageUrlMap: text(`/img/banner/${id}-id.png`, `/img/banner/${id}-en.png`, `/img/banner/${id}-zh.png`),
    jumpUrlMap: text('/platform/flashDeal'),
    sort: options.sort ?? 0,
    startsAt: options.startsAt ?? null,
    endsAt: options.endsAt ?? null,
  });
  return String(id);
}

export async function createResourcePosition(
  app: FastifyInstance,
  options: { kind: 'POPUP' | 'SINGLE'; code: string; active?: boolean },
) {
  const id = newId();
  await app.db.insert(resourcePositions).values({
    id,
    kind: options.kind,
    code: options.code,
    title: text(`Slot ${id}`),
    imageUrlMap: text(`/img/slot/${id}.png`),
    jumpUrlMap: text('/platform/brands'),
    active: options.active ?? true,
  });
  return String(id);
}

export async function createFlashSale(
  app: FastifyInstance,
  options: {
    startsAt: Date;
    endsAt: Date;
    items: { productId: string; flashPrice: number; stock: number; sold: number }[];
  },
) {
  const id = newId();
  await app.db.insert(flashSales).values({
    id,
    pageId: `fs-${id}`,
    productListId: `fs-list-${id}`,
    title: text('Flash Sale Siang', 'Noon Flash Sale', '午间秒杀'),
    bannerUrl: `/img/flash/${id}.png`,
    startsAt: options.startsAt,
    endsAt: options.endsAt,
  });
  let sort = 0;
  for (const item of options.items) {
    await app.db.insert(flashSaleItems).values({
      flashSaleId: id,
      productId: Number(item.productId),
      flashPrice: item.flashPrice,
      stock: item.stock,
      sold: item.sold,
      sort: (sort += 1),
    });
  }
  return { id: String(id), pageId: `fs-${id}` };
}

export async function createProductListPage(app: FastifyInstance, productIds: string[]) {
  const pageId = `page-${newId()}`;
  await app.db.insert(productListPages).values({ pageId, title: text('Pilihan', 'Picks', '精选') });
  const listId = `${pageId}-list`;
  await app.db.insert(productLists).values({ id: listId, pageId, title: text('Semua', 'All', '全部') });
  let sort = 0;
  for (const productId of productIds) {
    await app.db
      .insert(productListItems)
      .values({ productListId: listId, productId: Number(productId), sort: (sort += 1) });
  }
  return { pageId, listId };
}

/** Great-circle metres by the haversine formula (mean earth radius), the test's reference. */
export function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6_371_008.8;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** A point `northKm` north and `eastKm` east of `from` (small distances). */
export function offset(from: { lat: number; lng: number }, northKm: number, eastKm: number) {
  return {
    lat: from.lat + northKm / 111.32,
    lng: from.lng + eastKm / (111.32 * Math.cos((from.lat * Math.PI) / 180)),
  };
}
