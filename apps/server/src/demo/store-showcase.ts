import { STORE_ITEMS_BEFORE_VIEW_MORE } from '@lahap/contract/constants';
import { formatRupiah } from '@lahap/contract/format';
import type { OfferCatalogue } from './offers.js';
import { SeededRandom } from './random.js';
import type { SeededStore } from './stores.js';
import { t3 } from './text.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** As long as the other coupon batches stay claimable. */
const COUPON_WINDOW_DAYS = 90;
/** Every this-many-th open partner store gets the extra coupons. */
const SHOWCASE_EVERY = 12;
/** Their own id ranges, clear of the offers' (40,000,001 and 41,000,001 onwards). */
const FIRST_TEMPLATE_ID = 42_000_001;
const FIRST_BATCH_ID = 43_000_001;

/**
 * Store-only coupons for some partner stores, so their store page has more claimable batches
 * than it shows before "View more coupons" (spec §2 "Coupon section"). Stores with more than
 * three products already come from the brands' offers. A generator of its own keeps every other
 * demo row (ids, names, prices) as it was.
 */
export function addCouponShowcase(stores: readonly SeededStore[], offers: OfferCatalogue, now: number): void {
  const rnd = new SeededRandom(5_005);
  const held = new Map<number, number>();
  for (const link of offers.couponTemplateStores) held.set(link.storeId, (held.get(link.storeId) ?? 0) + 1);
  const startsAt = new Date(Math.floor((now - DAY_MS) / HOUR_MS) * HOUR_MS);
  const endsAt = new Date(now + COUPON_WINDOW_DAYS * DAY_MS);
  let templateId = FIRST_TEMPLATE_ID;
  let batchId = FIRST_BATCH_ID;
  const partners = stores.filter((s) => s.row.status === 'OPEN' && s.row.storeType === 'SETTLED_STORE');
  partners.forEach((store, index) => {
    if (index % SHOWCASE_EVERY !== 0) return;
    const target = rnd.int(STORE_ITEMS_BEFORE_VIEW_MORE + 1, STORE_ITEMS_BEFORE_VIEW_MORE + 3);
    for (let n = held.get(store.row.id) ?? 0; n < target; n += 1) {
      const discount = rnd.pick([3_000, 8_000, 12_000, 30_000, 40_000]);
      const minimum = discount * rnd.pick([2, 3, 5]);
      offers.couponTemplates.push({
        id: templateId,
        merchantId: store.row.merchantId,
        name: t3(
          `Potongan ${formatRupiah(discount)} khusus outlet`,
          `${formatRupiah(discount)} off at this outlet`,
          `本店专享立减 ${formatRupiah(discount)}`,
        ),
        subtitle: t3(
          `Min. belanja ${formatRupiah(minimum)}`,
          `Min. spend ${formatRupiah(minimum)}`,
          `满 ${formatRupiah(minimum)} 可用`,
        ),
        logoUrl: store.row.logoUrl,
        discountAmount: discount,
        minimumSpend: minimum,
        validDays: rnd.pick([7, 14]),
        status: 'ON',
      });
      offers.couponTemplateStores.push({ templateId, storeId: store.row.id });
      const total = rnd.pick([100, 300, 500]);
      offers.couponBatches.push({
        id: batchId,
        templateId,
        totalQuantity: total,
        remainingQuantity: rnd.int(Math.floor(total * 0.2), total),
        receiveTimesLimit: 1,
        receiveTimesDailyLimit: -1,
        startsAt,
        endsAt,
        status: 'ON',
      });
      templateId += 1;
      batchId += 1;
    }
  });
}
