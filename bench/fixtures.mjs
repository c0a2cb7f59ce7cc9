// The bench servers' fixtures, written straight into the database before a storm: a store with
// tables and a menu (the table storm, the soak), a batch of coupons (the claim storm, the soak) and
// a voucher on sale at the store (the soak).
import {
  couponBatches,
  couponTemplates,
  diningTables,
  dishes,
  menuEntries,
  menuSections,
  productStores,
  products,
  regions,
  stores,
} from '@lahap/server/dist/db/schema/index.js';

const DAY_MS = 86_400_000;

export const text = (words) => ({ 'id-ID': words, 'en-US': words, 'zh-CN': words });

/**
 * The menu's prices in whole rupiah: none divides another evenly or ends in round thousands, so a
 * line priced with the wrong dish, or a quantity applied twice, shows in the table's total.
 */
const PRICES = [33_333, 25_001, 7_499, 18_503, 41_017, 12_345, 9_999, 27_777, 3_501, 15_013];
const DISH_NAMES = [
  'Nasi Goreng',
  'Sate Ayam',
  'Es Teh',
  'Soto Betawi',
  'Rendang',
  'Gado-gado',
  'Bakso',
  'Ayam Bakar',
  'Kerupuk',
  'Mie Goreng',
];

/** One open store with `tableCount` tables, each with its QR code, and one menu section of `dishCount` dishes. */
export async function makeTableStore(db, { tableCount, dishCount }) {
  const run = Date.now();
  const storeId = 90_000_000 + (run % 1_000_000);
  await db
    .insert(regions)
    .values({ id: 1, name: text('Jakarta') })
    .onConflictDoNothing();
  await db.insert(stores).values({
    id: storeId,
    merchantId: storeId,
    regionId: 1,
    storeType: 'SETTLED_STORE',
    name: text('Warung Meja Badai'),
    address: text('Jalan Badai 2'),
    lat: -6.1951,
    lng: 106.82,
    logoUrl: `/img/store/${storeId}.png`,
    halal: true,
    pricePerCapitaIdr: 50_000,
    pricePerCapita: text('Rp 50.000'),
    shareContent: text('Warung Meja Badai'),
    searchText: 'warung meja badai',
  });
  const menu = Array.from({ length: dishCount }, (_, k) => ({
    dishId: storeId * 100 + k + 1,
    name: DISH_NAMES[k % DISH_NAMES.length],
    price: PRICES[k % PRICES.length],
  }));
  await db.insert(dishes).values(
    menu.map((dish, k) => ({
      id: dish.dishId,
      storeId,
      name: text(dish.name),
      description: text(''),
      price: dish.price,
      imageUrl: `/img/dish/${dish.dishId}.png`,
      sort: k,
      searchText: dish.name.toLowerCase(),
    })),
  );
  await db.insert(menuSections).values({ id: storeId, storeId, name: text('Makanan') });
  await db
    .insert(menuEntries)
    .values(menu.map((dish, k) => ({ dishId: dish.dishId, sectionId: storeId, soldOut: false, sort: k })));
  const tables = Array.from({ length: tableCount }, (_, i) => ({
    tableId: storeId * 1_000 + i + 1,
    qrCodeId: `TS${storeId}-${i + 1}`,
  }));
  await db.insert(diningTables).values(
    tables.map((table, i) => ({
      id: table.tableId,
      storeId,
      name: text(`Meja ${i + 1}`),
      qrCodeId: table.qrCodeId,
      sort: i + 1,
    })),
  );
  return {
    storeId: String(storeId),
    tables: tables.map((t) => ({ tableId: String(t.tableId), qrCodeId: t.qrCodeId })),
    dishes: menu.map((d) => ({ dishId: String(d.dishId), price: d.price })),
  };
}

/** A batch of `quantity` coupons, one per customer, claimable for a day either side of now. */
export async function makeCouponBatch(db, quantity) {
  const run = Date.now();
  const templateId = 90_000_000 + (run % 1_000_000);
  await db.insert(couponTemplates).values({
    id: templateId,
    merchantId: 1,
    name: { 'id-ID': 'Kupon badai' },
    subtitle: {},
    logoUrl: '',
    discountAmount: 10_000,
    validDays: 7,
  });
  await db.insert(couponBatches).values({
    id: templateId,
    templateId,
    totalQuantity: quantity,
    remainingQuantity: quantity,
    receiveTimesLimit: 1,
    startsAt: new Date(run - DAY_MS),
    endsAt: new Date(run + DAY_MS),
  });
  return { batchId: String(templateId), templateId: String(templateId) };
}

/** A dine-out voucher of `storeId` (merchant = store, as the table store is made) with stock for any soak. */
export async function makeVoucher(db, storeId) {
  const id = Number(storeId);
  await db.insert(products).values({
    id,
    skuId: id + 1_000_000,
    merchantId: id,
    productType: 'GROUP_COUPON',
    name: text('Paket Soak'),
    description: text('Isi: 2× nasi'),
    imageUrl: `/img/product/${id}.png`,
    salePrice: 80_000,
    originalPrice: 100_000,
    totalStock: 10_000_000,
    remainingStock: 10_000_000,
    searchText: 'paket soak',
  });
  await db.insert(productStores).values({ productId: id, storeId: id });
  return { productId: String(id), skuId: String(id + 1_000_000) };
}
