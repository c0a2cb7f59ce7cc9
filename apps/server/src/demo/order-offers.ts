import { formatRupiah } from '@lahap/contract/format';
import type { VoucherCodeType } from '@lahap/contract/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { productStores, products, thirdPartyCodes } from '../db/schema/index.js';
import type { SeedStep } from '../seed/seed-step.js';
import { type BrandSeed, BRANDS, brandMerchantId } from './brands.js';
import { CLAIM_LINK_STORE_ID } from './coupon-offers.js';
import { cuisineByKey } from './cuisines.js';
import { planImageLibrary } from './image-library.js';
import { voucherPictureName } from './product-pictures.js';
import { SeededRandom } from './random.js';
import { type Text3, searchTextOf, t3 } from './text.js';

/** The demo's vouchers of the other code types, in their own id range (the offers' start at 50,000,001). */
export const DEMO_PARTNER_CODE_PRODUCT_ID = 59_000_001;
export const DEMO_PARTNER_LINK_PRODUCT_ID = 59_000_002;
/** A physical voucher redeemed at a mall; the redemption seed puts its redemption points there. */
export const DEMO_PAPER_VOUCHER_PRODUCT_ID = 59_000_003;
export const DEMO_FIXED_TIME_PRODUCT_ID = 59_000_004;
const SKU_OFFSET = 10_000_000;
/** Codes in each partner's pool at seeding. */
export const DEMO_PARTNER_POOL_SIZE = 50;
/** New Year's Eve dinner: 31 Dec 2026 18:00 to 1 Jan 2027 02:00 in Jakarta (UTC+7). */
export const NEW_YEARS_EVE_WINDOW = {
  start: Date.UTC(2026, 11, 31, 11, 0, 0),
  end: Date.UTC(2026, 11, 31, 19, 0, 0),
} as const;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface Seller {
  brand: BrandSeed;
  merchantId: number;
  storeIds: number[];
  imageUrl: string;
}

interface DemoProduct {
  id: number;
  seller: Seller;
  productType: 'CASH_COUPON' | 'GROUP_COUPON';
  codeType: VoucherCodeType;
  name: Text3;
  description: Text3;
  salePrice: number;
  originalPrice: number;
  stock: number;
  validDays: number;
  window?: { start: number; end: number };
  /** A cash voucher's face value: its picture is a ticket with it, as the demo's other cash vouchers. */
  faceValue?: number;
}

const rowsOf = async <Row>(db: Database, statement: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/**
 * The first brand of the cuisines (in that order, then the brands' order) whose merchant is not
 * `avoid`, with its open stores — with `mallOnly`, those in the mall of its first store in one —
 * and the picture of its cheapest product (a meal set of its kitchen).
 */
async function sellerOf(
  db: Database,
  cuisines: readonly string[],
  avoid: number | undefined,
  mallOnly = false,
): Promise<Seller | undefined> {
  const candidates = cuisines.flatMap((cuisine) => BRANDS.filter((b) => b.cuisine === cuisine));
  for (const brand of candidates) {
    const merchantId = brandMerchantId(brand.id);
    if (merchantId === avoid) continue;
    const stores = await rowsOf<{ id: number | string; mall_id: number | string | null }>(
      db,
      sql`select id, mall_id from stores where brand_id = ${brand.id} and status = 'OPEN' order by id`,
    );
    const firstInMall = stores.find((s) => s.mall_id !== null);
    const chosen = mallOnly ? stores.filter((s) => firstInMall && s.mall_id === firstInMall.mall_id) : stores;
    const picture = await rowsOf<{ image_url: string }>(
      db,
      sql`select image_url from products where merchant_id = ${merchantId} order by sale_price, id limit 1`,
    );
    const imageUrl = picture[0]?.image_url;
    if (chosen.length === 0 || !imageUrl) continue;
    return { brand, merchantId, storeIds: chosen.map((s) => Number(s.id)), imageUrl };
  }
  return undefined;
}

/** A partner's pool: codes of 10 characters, the same on every database. */
function partnerCodes(seed: number, prefix: string, n: number): string[] {
  const rnd = new SeededRandom(seed);
  const codes = new Set<string>();
  while (codes.size < n) {
    codes.add(`${prefix}${Array.from({ length: 8 }, () => rnd.pick([...CODE_ALPHABET])).join('')}`);
  }
  return [...codes];
}

/**
 * Vouchers of every code type besides the store's own (ADR 017): a coffee brand's drink sold as
 * its own partner code, a fast-food brand's e-voucher redeemed through its link, a physical
 * voucher redeemed at a mall, and a New Year's Eve dinner that works only on that night. Runs
 * after the demo city (it reads its brands' stores); the store whose counter the staff demo
 * uses (10000195) keeps only ordinary vouchers. Nothing here depends on the seeding time.
 */
export const ordersDemoSeed: SeedStep = {
  name: 'orders-demo',
  async run(db) {
    const claimStore = await rowsOf<{ merchant_id: number | string }>(
      db,
      sql`select merchant_id from stores where id = ${CLAIM_LINK_STORE_ID}`,
    );
    const avoid = claimStore[0] ? Number(claimStore[0].merchant_id) : undefined;
    const coffee = await sellerOf(db, ['coffee'], avoid);
    const fastfood = await sellerOf(db, ['fastfood', 'western'], avoid);
    const mall = await sellerOf(db, ['western', 'japanese', 'korean', 'chinese'], avoid, true);
    const dinner = await sellerOf(db, ['seafood', 'chinese'], avoid);
    // A database without the demo city (a bare test database) gets none of these.
    if (!coffee || !fastfood || !mall || !dinner) return;

    const planned: DemoProduct[] = [
      {
        id: DEMO_PARTNER_CODE_PRODUCT_ID,
        seller: coffee,
        productType: 'GROUP_COUPON',
        codeType: 'CODE',
        name: t3(
          `Kode Minuman ${coffee.brand.name['id-ID']}: 2 Kopi Susu`,
          `${coffee.brand.name['en-US']} Drink Code: 2 Iced Milk Coffees`,
          `${coffee.brand.name['zh-CN']}饮品兑换码：冰奶咖 ×2`,
        ),
        description: t3(
          `Isi: 2× Es Kopi Susu. Tunjukkan kode mitra di kasir ${coffee.brand.name['id-ID']} atau masukkan di aplikasinya.`,
          `Includes 2× Iced Milk Coffee. Show the partner code at a ${coffee.brand.name['en-US']} counter or enter it in their app.`,
          `包含：冰奶咖 ×2。在${coffee.brand.name['zh-CN']}柜台出示合作方兑换码，或在其应用中输入。`,
        ),
        salePrice: 38_000,
        originalPrice: 56_000,
        stock: DEMO_PARTNER_POOL_SIZE,
        validDays: 30,
      },
      {
        id: DEMO_PARTNER_LINK_PRODUCT_ID,
        seller: fastfood,
        productType: 'CASH_COUPON',
        codeType: 'CODE_LINK',
        name: t3(
          `E-Voucher ${fastfood.brand.name['id-ID']} ${formatRupiah(50_000)}`,
          `${fastfood.brand.name['en-US']} ${formatRupiah(50_000)} E-Voucher`,
          `${fastfood.brand.name['zh-CN']} ${formatRupiah(50_000)} 电子券`,
        ),
        description: t3(
          'Buka tautan e-voucher dari mitra, lalu tunjukkan di kasir. Berlaku untuk semua menu.',
          "Open the partner's e-voucher link and show it at the counter. Valid on the whole menu.",
          '打开合作方的电子券链接，在柜台出示即可。全场通用。',
        ),
        salePrice: 42_000,
        originalPrice: 50_000,
        faceValue: 50_000,
        stock: DEMO_PARTNER_POOL_SIZE,
        validDays: 60,
      },
      {
        id: DEMO_PAPER_VOUCHER_PRODUCT_ID,
        seller: mall,
        productType: 'CASH_COUPON',
        codeType: 'PAPER_VOUCHER',
        name: t3(
          `Voucher Fisik ${mall.brand.name['id-ID']} ${formatRupiah(100_000)}`,
          `${mall.brand.name['en-US']} ${formatRupiah(100_000)} Paper Voucher`,
          `${mall.brand.name['zh-CN']} ${formatRupiah(100_000)} 纸质代金券`,
        ),
        description: t3(
          'Voucher fisik di mal: tukarkan sendiri di meja penukaran atau di toko, dalam jarak 200 m.',
          'A paper voucher at the mall: redeem it yourself at the redemption desk or the store, within 200 m.',
          '商场纸质代金券：在兑换台或门店 200 米内自助核销。',
        ),
        salePrice: 85_000,
        originalPrice: 100_000,
        faceValue: 100_000,
        stock: 200,
        validDays: 90,
      },
      {
        id: DEMO_FIXED_TIME_PRODUCT_ID,
        seller: dinner,
        productType: 'GROUP_COUPON',
        codeType: 'LAHAP',
        name: t3(
          `Makan Malam Tahun Baru ${dinner.brand.name['id-ID']}`,
          `${dinner.brand.name['en-US']} New Year's Eve Dinner`,
          `${dinner.brand.name['zh-CN']}跨年晚宴`,
        ),
        description: t3(
          'Untuk 2 orang: hidangan laut panggang, nasi, 2× minuman. Hanya 31 Desember 2026 18.00 – 1 Januari 2027 02.00.',
          'For two: grilled seafood platter, rice and 2× drinks. Only 31 December 2026 18:00 – 1 January 2027 02:00.',
          '双人份：烤海鲜拼盘、米饭、饮品 ×2。仅限 2026 年 12 月 31 日 18:00 至 2027 年 1 月 1 日 02:00。',
        ),
        salePrice: 450_000,
        originalPrice: 600_000,
        stock: 80,
        validDays: 1,
        window: NEW_YEARS_EVE_WINDOW,
      },
    ];

    // The picture addresses only (the demo city's step drew them): a cash voucher is a ticket with
    // its face value beside the brand's signature dish, as every other cash voucher of the demo.
    const { library } = planImageLibrary();
    const pictureOf = (p: DemoProduct) =>
      p.faceValue === undefined
        ? p.seller.imageUrl
        : library.url(voucherPictureName(cuisineByKey(p.seller.brand.cuisine).dishes, p.faceValue));
    await db.insert(products).values(
      planned.map((p) => ({
        id: p.id,
        skuId: p.id + SKU_OFFSET,
        merchantId: p.seller.merchantId,
        productType: p.productType,
        name: p.name,
        description: p.description,
        imageUrl: pictureOf(p),
        salePrice: p.salePrice,
        originalPrice: p.originalPrice,
        totalStock: p.stock,
        remainingStock: p.stock,
        userLimit: p.window ? 2 : 0,
        status: 'ON' as const,
        validDays: p.validDays,
        redeemStartsAt: p.window ? new Date(p.window.start) : null,
        redeemEndsAt: p.window ? new Date(p.window.end) : null,
        codeType: p.codeType,
        searchText: searchTextOf(p.name, p.seller.brand.name),
      })),
    );
    await db
      .insert(productStores)
      .values(planned.flatMap((p) => p.seller.storeIds.map((storeId) => ({ productId: p.id, storeId }))));
    await db.insert(thirdPartyCodes).values([
      ...partnerCodes(59_001, 'KS', DEMO_PARTNER_POOL_SIZE).map((code) => ({
        productId: DEMO_PARTNER_CODE_PRODUCT_ID,
        code,
      })),
      ...partnerCodes(59_002, 'EV', DEMO_PARTNER_POOL_SIZE).map((code) => ({
        productId: DEMO_PARTNER_LINK_PRODUCT_ID,
        code,
        link: `https://evoucher.example.co.id/r/${code}`,
      })),
    ]);
  },
};
