import { formatRupiah } from '@lahap/contract/format';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  claimLinks,
  couponBatches,
  couponTemplateProducts,
  couponTemplateStores,
  couponTemplates,
  redPacketActivities,
  redPacketActivityBatches,
} from '../db/schema/index.js';
import type { SeedStep } from '../seed/seed-step.js';
import { t3 } from './text.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The live red packet a first start shows on the home. */
export const DEMO_RED_PACKET_ID = 46_000_001;
/** The store whose coupon the demo's claim links give (many vouchers and photos). */
export const CLAIM_LINK_STORE_ID = 10_000_195;
/** The demo's claim links: ids 1–5, working until this moment; their tokens are in the README. */
export const CLAIM_LINK_IDS = [1, 2, 3, 4, 5] as const;
export const CLAIM_LINKS_EXPIRE_AT = Date.UTC(2027, 11, 31, 16, 59, 59);
/** The batch the home's new-customer popup gives. */
export const NEW_CUSTOMER_BATCH_ID = 45_000_201;
const HOME_POPUP_ID = 81_000_001;

/** Red envelopes of several amounts and thresholds; the first three are in the red packet. */
const ENVELOPES = [
  { amount: 5_000, minimum: 25_000, days: 7 },
  { amount: 10_000, minimum: 50_000, days: 7 },
  { amount: 20_000, minimum: 100_000, days: 14 },
  { amount: 25_000, minimum: 100_000, days: 30, newCustomers: true },
] as const;

function envelopeName(amount: number, minimum: number) {
  return {
    name: t3(
      `Angpao ${formatRupiah(amount)}`,
      `${formatRupiah(amount)} red envelope`,
      `${formatRupiah(amount)} 红包`,
    ),
    subtitle: t3(
      `Min. pesanan ${formatRupiah(minimum)}`,
      `Min. order ${formatRupiah(minimum)}`,
      `订单满 ${formatRupiah(minimum)} 可用`,
    ),
  };
}

/** Dine-out vouchers a red envelope of this threshold can buy: the cheapest that reach it. */
async function productsFrom(db: Database, minimum: number): Promise<number[]> {
  const result = (await db.execute(
    sql`select id from products where product_type = 'GROUP_COUPON' and status = 'ON' and sale_price >= ${minimum}
      order by sale_price, id limit 40`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/**
 * Coupons to try: red envelopes in a live red packet, a new-customer envelope the home's popup
 * gives, and single-use claim links for a store coupon. Runs after the demo city (it reads its
 * products and store).
 */
export const couponsDemoSeed: SeedStep = {
  name: 'coupons-demo',
  async run(db, { now: clock = Date.now }) {
    const now = clock();
    const startsAt = new Date(Math.floor((now - DAY_MS) / HOUR_MS) * HOUR_MS);
    const endsAt = new Date(now + 365 * DAY_MS);
    const store = (await db.execute(
      sql`select merchant_id, logo_url from stores where id = ${CLAIM_LINK_STORE_ID}`,
    )) as unknown as {
      rows: { merchant_id: number | string; logo_url: string }[];
    };
    const seller = store.rows[0];
    if (!seller) return;

    for (const [index, envelope] of ENVELOPES.entries()) {
      const templateId = 44_000_001 + index;
      const batchId = 'newCustomers' in envelope ? NEW_CUSTOMER_BATCH_ID : 45_000_001 + index;
      await db.insert(couponTemplates).values({
        id: templateId,
        merchantId: 0,
        business: 'LOCAL_LIFE',
        ...envelopeName(envelope.amount, envelope.minimum),
        logoUrl: '',
        discountAmount: envelope.amount,
        minimumSpend: envelope.minimum,
        validDays: envelope.days,
      });
      const products = await productsFrom(db, envelope.minimum);
      if (products.length > 0) {
        await db
          .insert(couponTemplateProducts)
          .values(products.map((productId) => ({ templateId, productId })));
      }
      await db.insert(couponBatches).values({
        id: batchId,
        templateId,
        totalQuantity: 100_000,
        remainingQuantity: 100_000,
        receiveTimesLimit: 1,
        receiveTimesDailyLimit: -1,
        newUserOnly: 'newCustomers' in envelope,
        claimChannel: 'newCustomers' in envelope ? 'OPEN' : 'ACTIVITY',
        startsAt,
        endsAt,
      });
    }

    await db.insert(redPacketActivities).values({
      id: DEMO_RED_PACKET_ID,
      title: t3('Angpao makan hemat', 'Red envelopes for your next meal', '美食红包'),
      display: 'BIG_IMAGE',
      imageUrl: {},
      whatsappLink: 'https://wa.me/?text=Ambil%20angpao%20makan%20di%20Lahap',
      startsAt,
      endsAt,
    });
    await db.insert(redPacketActivityBatches).values(
      [0, 1, 2].map((index) => ({
        activityId: DEMO_RED_PACKET_ID,
        batchId: 45_000_001 + index,
        sort: index,
      })),
    );

    // The popup promises the new-customer envelope: it opens that envelope's page, where it is claimed.
    const popupJump = `/platform/couponDetail?detailId=${NEW_CUSTOMER_BATCH_ID}`;
    await db.execute(
      sql`update resource_positions set jump_url_map = ${JSON.stringify(t3(popupJump, popupJump, popupJump))}::jsonb
        where id = ${HOME_POPUP_ID}`,
    );

    const linkTemplateId = 44_000_101;
    const linkBatchId = 45_000_101;
    await db.insert(couponTemplates).values({
      id: linkTemplateId,
      merchantId: Number(seller.merchant_id),
      name: t3(
        `Potongan ${formatRupiah(15_000)} dari tautan`,
        `${formatRupiah(15_000)} off from a link`,
        `链接专享立减 ${formatRupiah(15_000)}`,
      ),
      subtitle: t3(
        `Min. belanja ${formatRupiah(60_000)}`,
        `Min. spend ${formatRupiah(60_000)}`,
        `满 ${formatRupiah(60_000)} 可用`,
      ),
      logoUrl: seller.logo_url,
      discountAmount: 15_000,
      minimumSpend: 60_000,
      validDays: 14,
    });
    await db
      .insert(couponTemplateStores)
      .values({ templateId: linkTemplateId, storeId: CLAIM_LINK_STORE_ID });
    await db.insert(couponBatches).values({
      id: linkBatchId,
      templateId: linkTemplateId,
      totalQuantity: 1_000,
      remainingQuantity: 1_000,
      // Links only: each gives one coupon, and one customer may hold several.
      receiveTimesLimit: -1,
      receiveTimesDailyLimit: -1,
      claimChannel: 'LINK',
      startsAt,
      endsAt,
      status: 'ON',
    });
    await db.insert(claimLinks).values(
      CLAIM_LINK_IDS.map((id) => ({
        id,
        batchId: linkBatchId,
        expiresAt: new Date(CLAIM_LINKS_EXPIRE_AT),
      })),
    );
  },
};
