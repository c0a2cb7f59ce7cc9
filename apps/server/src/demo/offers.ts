import { formatRupiah } from '@lahap/contract/format';
import type {
  couponBatches,
  couponTemplateStores,
  couponTemplates,
  flashSaleItems,
  flashSales,
  productListItems,
  productListPages,
  productLists,
  productStores,
  products,
} from '../db/schema/index.js';
import { BRANDS, brandMerchantId } from './brands.js';
import { DRINKS, type DishSeed, isDrink } from './cuisines.js';
import type { ImageLibrary } from './image-library.js';
import { VOUCHER_VALUES, setPictureArts, setPictureName, voucherPictureName } from './product-pictures.js';
import { SeededRandom, at } from './random.js';
import type { SeededStore } from './stores.js';
import { type Text3, searchTextOf, t3 } from './text.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * HOUR_MS;
export const FLASH_SALE_DAYS = 60;
/** Coupon batches stay claimable this long after seeding. */
const COUPON_WINDOW_DAYS = 90;

const PROMOTION_TAGS: readonly Text3[] = [
  t3('Promo Gajian', 'Payday Deal', '发薪日特惠'),
  t3('Spesial Akhir Pekan', 'Weekend Special', '周末特惠'),
  t3('Hemat Makan Siang', 'Lunch Saver', '午餐特惠'),
];

export type SetKind = 'value' | 'duo' | 'family' | 'voucher';
/** The kinds that are meals: each lists the dishes it holds. */
export type MealKind = Exclude<SetKind, 'voucher'>;

export interface OfferCatalogue {
  products: (typeof products.$inferInsert)[];
  productStores: (typeof productStores.$inferInsert)[];
  couponTemplates: (typeof couponTemplates.$inferInsert)[];
  couponTemplateStores: (typeof couponTemplateStores.$inferInsert)[];
  couponBatches: (typeof couponBatches.$inferInsert)[];
  flashSales: (typeof flashSales.$inferInsert)[];
  flashSaleItems: (typeof flashSaleItems.$inferInsert)[];
  productListPages: (typeof productListPages.$inferInsert)[];
  productLists: (typeof productLists.$inferInsert)[];
  productListItems: (typeof productListItems.$inferInsert)[];
}

interface Seller {
  isBrand: boolean;
  merchantId: number;
  name: Text3;
  cuisineKey: string;
  menu: readonly DishSeed[];
  storeIds: number[];
  logoUrl: string;
}

const floorTo = (value: number, step: number): number => Math.max(step, Math.floor(value / step) * step);

/**
 * The dishes of a meal set, as its name and description list them: the set's dish (the first
 * main on the menu), for two also the next main, for a family also the one after, and a drink.
 */
export function setDishesOf(
  kind: MealKind,
  menu: readonly DishSeed[],
): { main: DishSeed; second: DishSeed; third: DishSeed; drink: DishSeed; listed: DishSeed[] } {
  const mains = menu.filter((d) => !isDrink(d));
  const main = mains[0] ?? at(menu, 0);
  const second = mains[1] ?? main;
  const third = mains[2] ?? second;
  const drink = menu.find(isDrink) ?? at(DRINKS, 0);
  const listed =
    kind === 'value' ? [main, drink] : kind === 'duo' ? [main, second, drink] : [main, second, third, drink];
  return { main, second, third, drink, listed };
}

function setProduct(
  kind: SetKind,
  seller: Seller,
  rnd: SeededRandom,
): { name: Text3; description: Text3; original: number; picture: string } {
  if (kind === 'voucher') {
    const value = rnd.pick(VOUCHER_VALUES);
    return {
      name: t3(
        `Voucher ${formatRupiah(value)}`,
        `${formatRupiah(value)} Voucher`,
        `${formatRupiah(value)} 代金券`,
      ),
      description: t3(
        'Berlaku untuk semua menu, tidak dapat digabung dengan promo lain.',
        'Valid on the whole menu; cannot be combined with other offers.',
        '全场通用，不与其他优惠同享。',
      ),
      original: value,
      picture: voucherPictureName(seller.menu, value),
    };
  }
  const { main, second, third, drink, listed } = setDishesOf(kind, seller.menu);
  const picture = setPictureName(setPictureArts(listed));
  switch (kind) {
    case 'value':
      return {
        name: t3(
          `Paket Hemat ${main.name['id-ID']}`,
          `${main.name['en-US']} Value Set`,
          `${main.name['zh-CN']}超值套餐`,
        ),
        description: t3(
          `Isi: 1× ${main.name['id-ID']}, 1× ${drink.name['id-ID']}. Berlaku untuk makan di tempat.`,
          `Includes 1× ${main.name['en-US']} and 1× ${drink.name['en-US']}. Dine-in only.`,
          `包含：${main.name['zh-CN']} ×1、${drink.name['zh-CN']} ×1。仅限堂食。`,
        ),
        original: main.price + drink.price,
        picture,
      };
    case 'duo':
      return {
        name: t3(
          `Paket Berdua ${main.name['id-ID']}`,
          `${main.name['en-US']} Set for Two`,
          `${main.name['zh-CN']}双人套餐`,
        ),
        description: t3(
          `Isi: 2× ${main.name['id-ID']}, 1× ${second.name['id-ID']}, 2× ${drink.name['id-ID']}.`,
          `Includes 2× ${main.name['en-US']}, 1× ${second.name['en-US']} and 2× ${drink.name['en-US']}.`,
          `包含：${main.name['zh-CN']} ×2、${second.name['zh-CN']} ×1、${drink.name['zh-CN']} ×2。`,
        ),
        original: 2 * main.price + second.price + 2 * drink.price,
        picture,
      };
    case 'family':
      return {
        name: t3(
          `Paket Keluarga ${seller.name['id-ID']}`,
          `${seller.name['en-US']} Family Feast`,
          `${seller.name['zh-CN']}家庭套餐`,
        ),
        description: t3(
          `Untuk 4 orang: 2× ${main.name['id-ID']}, 1× ${second.name['id-ID']}, 1× ${third.name['id-ID']}, 4× ${drink.name['id-ID']}.`,
          `For four: 2× ${main.name['en-US']}, 1× ${second.name['en-US']}, 1× ${third.name['en-US']} and 4× ${drink.name['en-US']}.`,
          `4人份：${main.name['zh-CN']} ×2、${second.name['zh-CN']} ×1、${third.name['zh-CN']} ×1、${drink.name['zh-CN']} ×4。`,
        ),
        original: 2 * main.price + second.price + third.price + 4 * drink.price,
        picture,
      };
  }
}

/** Stock as shoppers see it: mostly plenty, some nearly gone (1–10 left), some sold out. */
function stockOf(rnd: SeededRandom): { total: number; remaining: number } {
  const total = rnd.pick([50, 100, 200, 300, 500, 1000]);
  const roll = rnd.next();
  if (roll < 0.08) return { total, remaining: 0 };
  if (roll < 0.22) return { total, remaining: rnd.int(1, 10) };
  return { total, remaining: rnd.int(Math.floor(total * 0.2), total) };
}

function startOfJakartaDay(now: number): number {
  return Math.floor((now + JAKARTA_OFFSET_MS) / DAY_MS) * DAY_MS - JAKARTA_OFFSET_MS;
}

function jakartaDate(time: number): string {
  return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Group-coupon products, free coupons, flash sales and curated pages. Products and coupons
 * come from the fixed seed; only the sale and claim windows follow the seeding time.
 */
export function buildOffers(
  stores: readonly SeededStore[],
  images: ImageLibrary,
  now: number,
): OfferCatalogue {
  const rnd = new SeededRandom(90_210);
  const out: OfferCatalogue = {
    products: [],
    productStores: [],
    couponTemplates: [],
    couponTemplateStores: [],
    couponBatches: [],
    flashSales: [],
    flashSaleItems: [],
    productListPages: [],
    productLists: [],
    productListItems: [],
  };
  const open = stores.filter((s) => s.row.status === 'OPEN');
  const sellers: Seller[] = [];
  for (const brand of BRANDS) {
    const outlets = open.filter((s) => s.brand?.id === brand.id);
    const first = outlets[0];
    if (!first) continue;
    sellers.push({
      isBrand: true,
      merchantId: brandMerchantId(brand.id),
      name: brand.name,
      cuisineKey: brand.cuisine,
      menu: first.menu,
      storeIds: outlets.map((s) => s.row.id),
      logoUrl: images.url(`brand:${brand.id}`),
    });
  }
  for (const store of open) {
    if (store.brand || store.row.storeType !== 'SETTLED_STORE' || !rnd.chance(0.4)) continue;
    sellers.push({
      isBrand: false,
      merchantId: store.row.merchantId,
      name: store.row.name as Text3,
      cuisineKey: store.cuisine.key,
      menu: store.menu,
      storeIds: [store.row.id],
      logoUrl: store.row.logoUrl,
    });
  }

  const kindsOf = new Map<number, SetKind>();
  let productId = 50_000_001;
  let skuId = 60_000_001;
  for (const seller of sellers) {
    const kinds: SetKind[] = seller.isBrand
      ? rnd.sample<SetKind>(['value', 'duo', 'family', 'voucher'], rnd.int(2, 4))
      : rnd.sample<SetKind>(['value', 'duo', 'voucher'], rnd.int(1, 2));
    for (const kind of kinds) {
      const { name, description, original, picture } = setProduct(kind, seller, rnd);
      const originalPrice = floorTo(original, 1000);
      const salePrice =
        kind === 'voucher'
          ? floorTo(originalPrice * rnd.pick([0.8, 0.85, 0.9]), 1000)
          : floorTo(originalPrice * (0.6 + rnd.next() * 0.25), 1000);
      const { total, remaining } = stockOf(rnd);
      const promoted = kind !== 'voucher' && rnd.chance(0.22);
      out.products.push({
        id: productId,
        skuId,
        merchantId: seller.merchantId,
        productType: kind === 'voucher' ? 'CASH_COUPON' : 'GROUP_COUPON',
        name,
        description,
        imageUrl: images.url(picture),
        salePrice,
        originalPrice,
        totalStock: total,
        remainingStock: remaining,
        soldCount: total - remaining,
        userLimit: rnd.pick([0, 1, 2, 5]),
        status: 'ON',
        promotionPrice: promoted ? floorTo(salePrice * 0.85, 1000) : null,
        promotionTag: promoted ? rnd.pick(PROMOTION_TAGS) : null,
        validDays: rnd.pick([14, 30, 60, 90]),
        searchText: searchTextOf(name, seller.name),
      });
      kindsOf.set(productId, kind);
      for (const storeId of seller.storeIds) out.productStores.push({ productId, storeId });
      productId += 1;
      skuId += 1;
    }
  }

  // Free coupons: every brand, and some independent partner stores.
  const couponStart = floorTo(now - DAY_MS, HOUR_MS);
  const couponEnd = now + COUPON_WINDOW_DAYS * DAY_MS;
  // Total and daily claim limits covering each way the limit text reads (spec §5).
  const limits: readonly (readonly [number, number])[] = [
    [1, -1],
    [-1, 1],
    [3, 1],
    [2, -1],
    [-1, -1],
  ];
  let templateId = 40_000_001;
  let batchId = 41_000_001;
  sellers.forEach((seller, s) => {
    if (!seller.isBrand && !rnd.chance(0.35)) return;
    const count = seller.isBrand && rnd.chance(0.4) ? 2 : 1;
    for (let c = 0; c < count; c += 1) {
      const discount = rnd.pick([5_000, 10_000, 15_000, 20_000, 25_000, 50_000]);
      const minimum = discount * rnd.pick([3, 4, 5, 6]);
      out.couponTemplates.push({
        id: templateId,
        merchantId: seller.merchantId,
        name: t3(
          `Potongan ${formatRupiah(discount)}`,
          `${formatRupiah(discount)} off`,
          `立减 ${formatRupiah(discount)}`,
        ),
        subtitle: t3(
          `Min. belanja ${formatRupiah(minimum)}`,
          `Min. spend ${formatRupiah(minimum)}`,
          `满 ${formatRupiah(minimum)} 可用`,
        ),
        logoUrl: seller.logoUrl,
        discountAmount: discount,
        minimumSpend: minimum,
        validDays: rnd.pick([3, 7, 14, 30]),
        status: 'ON',
      });
      for (const storeId of seller.storeIds) out.couponTemplateStores.push({ templateId, storeId });
      const total = rnd.pick([200, 500, 1000, 5000]);
      const [receiveTimesLimit, receiveTimesDailyLimit] = at(limits, (s + c) % limits.length);
      out.couponBatches.push({
        id: batchId,
        templateId,
        totalQuantity: total,
        remainingQuantity: rnd.chance(0.06) ? 0 : rnd.int(Math.floor(total * 0.1), total),
        receiveTimesLimit,
        receiveTimesDailyLimit,
        startsAt: new Date(couponStart),
        endsAt: new Date(couponEnd),
        status: 'ON',
      });
      templateId += 1;
      batchId += 1;
    }
  });

  // Flash sales: lunch and dinner every day for two months, plus one running from now.
  const flashPool = out.products.filter(
    (p) => p.productType === 'GROUP_COUPON' && (p.remainingStock ?? 0) > 0,
  );
  const flashBanner = images.url('flash-banner');
  const windows: { pageId: string; title: Text3; startsAt: number; endsAt: number }[] = [];
  const liveStart = floorTo(now, 60_000);
  windows.push({
    pageId: `flash-live-${jakartaDate(liveStart)}`,
    title: t3('Flash Sale Spesial', 'Special Flash Sale', '特别限时抢购'),
    startsAt: liveStart,
    endsAt: liveStart + 3 * HOUR_MS,
  });
  const today = startOfJakartaDay(now);
  for (let day = 0; day < FLASH_SALE_DAYS; day += 1) {
    const midnight = today + day * DAY_MS;
    const date = jakartaDate(midnight);
    windows.push({
      pageId: `flash-${date}-lunch`,
      title: t3('Flash Sale Makan Siang', 'Lunch Flash Sale', '午餐限时抢购'),
      startsAt: midnight + 11 * HOUR_MS,
      endsAt: midnight + 14 * HOUR_MS,
    });
    windows.push({
      pageId: `flash-${date}-dinner`,
      title: t3('Flash Sale Makan Malam', 'Dinner Flash Sale', '晚餐限时抢购'),
      startsAt: midnight + 17 * HOUR_MS,
      endsAt: midnight + 21 * HOUR_MS,
    });
  }
  windows.forEach((window, w) => {
    const flashSaleId = 70_000_001 + w;
    out.flashSales.push({
      id: flashSaleId,
      pageId: window.pageId,
      productListId: `${window.pageId}-items`,
      title: window.title,
      bannerUrl: flashBanner,
      startsAt: new Date(window.startsAt),
      endsAt: new Date(window.endsAt),
    });
    rnd.sample(flashPool, rnd.int(8, 12)).forEach((product, i) => {
      const stock = rnd.pick([10, 20, 30, 50, 100]);
      const roll = rnd.next();
      const sold = roll < 0.1 ? stock : roll < 0.7 ? rnd.int(1, stock - 1) : 0;
      out.flashSaleItems.push({
        flashSaleId,
        productId: product.id,
        flashPrice: floorTo(product.salePrice * (0.5 + rnd.next() * 0.2), 1000),
        stock,
        sold,
        userLimit: rnd.pick([1, 1, 2]),
        sort: i,
      });
    });
  });

  // Curated pages of product lists.
  const byCuisine = (key: string): number[] =>
    out.products
      .filter(
        (p) =>
          p.productType === 'GROUP_COUPON' &&
          sellers.find((s) => s.merchantId === p.merchantId)?.cuisineKey === key,
      )
      .map((p) => p.id);
  const byKind = (kind: SetKind): number[] =>
    out.products.filter((p) => kindsOf.get(p.id) === kind).map((p) => p.id);
  const pages: {
    pageId: string;
    title: Text3;
    banner: string;
    lists: { id: string; title: Text3; items: number[] }[];
  }[] = [
    {
      pageId: 'weekend-feast',
      title: t3('Pesta Akhir Pekan', 'Weekend Feast', '周末盛宴'),
      banner: images.url('spread:padang:0'),
      lists: [
        {
          id: 'weekend-feast-family',
          title: t3('Paket keluarga', 'Family sets', '家庭套餐'),
          items: byKind('family'),
        },
        {
          id: 'weekend-feast-duo',
          title: t3('Berdua lebih hemat', 'Better for two', '双人更划算'),
          items: byKind('duo'),
        },
      ],
    },
    {
      pageId: 'ngopi-hemat',
      title: t3('Ngopi Hemat', 'Coffee for Less', '咖啡省钱攻略'),
      banner: images.url('spread:coffee:0'),
      lists: [
        {
          id: 'ngopi-hemat-all',
          title: t3('Kopi & camilan', 'Coffee & snacks', '咖啡与小食'),
          items: byCuisine('coffee'),
        },
      ],
    },
    {
      pageId: 'sate-festival',
      title: t3('Festival Sate Nusantara', 'Nusantara Satay Festival', '努山塔拉沙爹美食节'),
      banner: images.url('spread:satay:0'),
      lists: [
        {
          id: 'sate-festival-all',
          title: t3('Semua sate', 'All satay', '全部沙爹'),
          items: byCuisine('satay'),
        },
      ],
    },
    {
      pageId: 'vouchers',
      title: t3('Voucher Belanja Makan', 'Dining Vouchers', '餐饮代金券'),
      banner: images.url('spread:western:0'),
      lists: [
        {
          id: 'vouchers-all',
          title: t3('Semua voucher', 'All vouchers', '全部代金券'),
          items: byKind('voucher'),
        },
      ],
    },
  ];
  for (const page of pages) {
    out.productListPages.push({ pageId: page.pageId, title: page.title, bannerUrl: page.banner });
    page.lists.forEach((list, l) => {
      out.productLists.push({ id: list.id, pageId: page.pageId, title: list.title, sort: l });
      list.items
        .slice(0, 40)
        .forEach((productId, i) => out.productListItems.push({ productListId: list.id, productId, sort: i }));
    });
  }
  return out;
}
