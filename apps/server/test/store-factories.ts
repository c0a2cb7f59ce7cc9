import type { LocalizedText } from '@lahap/contract/locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  businessDistricts,
  couponBatches,
  couponTemplateStores,
  couponTemplates,
  dishes,
  serviceFacilities,
  serviceFacilityCategories,
  storeBusinessDistricts,
  storeChannels,
  storeImages,
  storeServiceFacilities,
  stores,
} from '../src/db/schema/index.js';
import { type StoreOptions, createCategory, createMall, createStore, text } from './discovery-factories.js';

/** Ids for store-page rows, apart from the discovery factories' counter (which starts at 1,000). */
let nextId = 7_000_000;
const newId = () => (nextId += 1);

type ImageType = 'MENU_VIEW' | 'PHOTOS' | 'BACKGROUND' | 'IN_SCENE';

export interface StorePageOptions extends Partial<StoreOptions> {
  lat: number;
  lng: number;
  storeType?: 'SETTLED_STORE' | 'POI_STORE';
  status?: 'OPEN' | 'CLOSED_DOWN';
  inMall?: boolean;
  /** [orderFoodType, qrCodeId]. */
  channels?: [number, string | null][];
  /** [type, sort], inserted in this order. */
  images?: [ImageType, number][];
  menu?: { name: LocalizedText; price: number; sort: number }[];
  withFacilities?: boolean;
}

/** An open store with everything the store page shows: mall, floors, channels, images, menu, facilities. */
export async function createStorePage(app: FastifyInstance, options: StorePageOptions) {
  const mallId =
    options.inMall === false ? undefined : await createMall(app, { lat: options.lat, lng: options.lng });
  const category = await createCategory(app, text('Sate', 'Satay', '沙爹'));
  const storeId = await createStore(app, {
    ...options,
    mallId,
    categories: options.categories ?? [category],
    hours: options.hours ?? [[7, 3, '22:00', '02:00']],
  });
  const id = Number(storeId);
  const poiId = options.storeType === 'POI_STORE' ? `POI-TEST-${id}` : null;
  await app.db
    .update(stores)
    .set({
      storeType: options.storeType ?? 'SETTLED_STORE',
      poiId,
      status: options.status ?? 'OPEN',
      mobile: '+62 812-1111-2222',
      mapLink: `https://maps.google.com/?q=${options.lat},${options.lng}`,
      backgroundUrl: `/img/store/${id}-background.png`,
      floors: mallId ? ['3F'] : [],
      locationRemark: mallId ? text('Dekat eskalator', 'Near the escalator', '扶梯旁') : null,
      shareContent: text(`Yuk makan di ${id}`, `Let's eat at ${id}`, `一起去 ${id} 吃饭`),
      tagList: [text('Halal', 'Halal', '清真')],
    })
    .where(eq(stores.id, id));

  const channels = options.channels ?? [
    [3, `QR${id}T`],
    [2, null],
  ];
  for (const [orderFoodType, qrCodeId] of channels) {
    await app.db.insert(storeChannels).values({ storeId: id, orderFoodType, qrCodeId });
  }
  for (const [imageType, sort] of options.images ?? []) {
    const imageId = newId();
    await app.db.insert(storeImages).values({
      id: imageId,
      storeId: id,
      imageType,
      imageUrl: `/img/${imageType}/${sort}/${imageId}.png`,
      sort,
    });
  }
  for (const dish of options.menu ?? []) {
    const dishId = newId();
    await app.db.insert(dishes).values({
      id: dishId,
      storeId: id,
      name: dish.name,
      description: text(`Enak ${dishId}`, `Tasty ${dishId}`, `好吃 ${dishId}`),
      price: dish.price,
      imageUrl: `/img/dish/${dishId}.png`,
      isSignature: dish.sort === 0,
      sort: dish.sort,
      searchText: Object.values(dish.name).join(' ').toLowerCase(),
    });
  }
  let facilities: { categoryIds: string[]; facilityIds: string[] } = { categoryIds: [], facilityIds: [] };
  if (options.withFacilities) facilities = await addFacilities(app, id);
  const districtId = newId();
  await app.db
    .insert(businessDistricts)
    .values({ id: districtId, name: text('Senayan', 'Senayan', '森那扬') });
  await app.db.insert(storeBusinessDistricts).values({ storeId: id, districtId });
  return {
    storeId,
    poiId,
    mallId: mallId ?? null,
    categoryId: category.id,
    districtId: String(districtId),
    ...facilities,
  };
}

/** Two facility groups, the second sorting first, each with two facilities in reverse id order. */
async function addFacilities(app: FastifyInstance, storeId: number) {
  const payment = newId();
  const amenities = newId();
  await app.db.insert(serviceFacilityCategories).values([
    { id: payment, name: text('Pembayaran', 'Payment', '支付'), sort: 2 },
    { id: amenities, name: text('Fasilitas', 'Facilities', '设施'), sort: 1 },
  ]);
  const rows = [
    { id: newId(), categoryId: payment, name: text('QRIS', 'QRIS', 'QRIS'), sort: 0 },
    { id: newId(), categoryId: amenities, name: text('Parkir', 'Parking', '停车场'), sort: 1 },
    { id: newId(), categoryId: amenities, name: text('Musala', 'Prayer room', '祈祷室'), sort: 0 },
  ];
  await app.db.insert(serviceFacilities).values(rows);
  await app.db.insert(storeServiceFacilities).values(rows.map((r) => ({ storeId, facilityId: r.id })));
  return {
    categoryIds: [String(amenities), String(payment)],
    facilityIds: rows.map((r) => String(r.id)),
  };
}

/** A coupon template usable at the stores, with one batch; by default claimable for a day either side. */
export async function createCouponBatch(
  app: FastifyInstance,
  options: {
    storeIds: string[];
    discountAmount: number;
    remaining?: number;
    startsAt?: Date;
    endsAt?: Date;
    status?: 'ON' | 'OFF';
  },
) {
  const templateId = newId();
  await app.db.insert(couponTemplates).values({
    id: templateId,
    merchantId: 1,
    name: text(
      `Potongan ${options.discountAmount}`,
      `${options.discountAmount} off`,
      `立减 ${options.discountAmount}`,
    ),
    subtitle: text('Min. belanja', 'Min. spend', '满减'),
    logoUrl: `/img/coupon/${templateId}.png`,
    discountAmount: options.discountAmount,
    minimumSpend: options.discountAmount * 4,
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
    remainingQuantity: options.remaining ?? 100,
    receiveTimesLimit: 1,
    receiveTimesDailyLimit: -1,
    startsAt: options.startsAt ?? new Date(Date.now() - 86_400_000),
    endsAt: options.endsAt ?? new Date(Date.now() + 86_400_000),
    status: options.status ?? 'ON',
  });
  return { templateId: String(templateId), batchId: String(batchId) };
}

export async function closeStore(app: FastifyInstance, storeId: string): Promise<void> {
  await app.db
    .update(stores)
    .set({ status: 'CLOSED_DOWN' })
    .where(eq(stores.id, Number(storeId)));
}
