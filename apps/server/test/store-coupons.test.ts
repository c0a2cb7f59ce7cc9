import { ERROR_CODES } from '@lahap/contract/errors';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { MerchantHomepageCouponData } from '@lahap/contract/store/schemas';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { createProduct, offset } from './discovery-factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { closeStore, createCouponBatch, createStorePage } from './store-factories.js';

const HOME = { lat: -6.15, lng: 106.9 };
const DAY = 86_400_000;

describeEachEngine('store home coupons', (t) => {
  const coupons = (body: Record<string, unknown>) =>
    signedPost(t.app, api(STORE_PATHS.merchantHomepageCoupon), body);

  it('lists the store’s ON products, purchasable first by discount, with stock, limits and prices', async () => {
    const made = await createStorePage(t.app, offset(HOME, 1, 0));
    const other = await createStorePage(t.app, offset(HOME, 1, 1));
    const small = await createProduct(t.app, {
      storeIds: [made.storeId],
      salePrice: 90_000,
      originalPrice: 100_000,
    });
    const big = await createProduct(t.app, {
      storeIds: [made.storeId],
      salePrice: 50_000,
      originalPrice: 100_000,
    });
    const promoted = await createProduct(t.app, {
      storeIds: [made.storeId, other.storeId],
      salePrice: 80_000,
      originalPrice: 100_000,
      promotionPrice: 70_000,
    });
    const soldOut = await createProduct(t.app, {
      storeIds: [made.storeId],
      salePrice: 10_000,
      originalPrice: 100_000,
      remainingStock: 0,
    });
    await createProduct(t.app, { storeIds: [made.storeId], status: 'OFF' });
    await createProduct(t.app, { storeIds: [other.storeId] });
    await t.app.db
      .update(products)
      .set({ userLimit: 2 })
      .where(eq(products.id, Number(big)));

    const data = expectSuccess<MerchantHomepageCouponData>(await coupons({ storeId: made.storeId, ...HOME }));
    const list = data.homepageCouponList.productList;
    expect(list.map((p) => p.productId)).toEqual([big, promoted, small, soldOut]);
    expect(list[0]).toMatchObject({
      assetType: 'PRODUCT',
      productType: 'GROUP_COUPON',
      status: 'ON',
      isSoldOut: false,
      purchaseCode: 0,
      userLimit: 2,
      remainingStock: 100,
      salePrice: 50_000,
      originalPrice: 100_000,
      discountRatio: 50,
      priceInfo: { salePrice: 50_000, originalPrice: 100_000, discountRatio: 50 },
      promotionInfo: null,
      storeInfo: { storeId: made.storeId, storeDistance: 1 },
    });
    expect(list[1]?.promotionInfo).toMatchObject({
      promotionActivitySalePrice: 70_000,
      promotionDiscountRatio: 30,
      activityType: 'COMMON',
      promotionActivityTagName: { 'id-ID': 'Promo' },
    });
    expect(list[3]).toMatchObject({ isSoldOut: true, purchaseCode: 1, remainingStock: 0 });
    expect(data.homepageCouponNotice?.content.noticeContent).toEqual({
      'id-ID': expect.stringMatching(/outlet/),
      'en-US': 'Vouchers can only be redeemed at this outlet.',
      'zh-CN': expect.stringMatching(/门店/),
    });
    expect(data.homepageCouponList.activityId).toBeNull();
  });

  it('lists the claimable coupon batches, largest discount first, none claimed yet', async () => {
    const made = await createStorePage(t.app, offset(HOME, 2, 0));
    const other = await createStorePage(t.app, offset(HOME, 2, 1));
    const ten = await createCouponBatch(t.app, { storeIds: [made.storeId], discountAmount: 10_000 });
    const fifty = await createCouponBatch(t.app, {
      storeIds: [made.storeId, other.storeId],
      discountAmount: 50_000,
    });
    const twenty = await createCouponBatch(t.app, { storeIds: [made.storeId], discountAmount: 20_000 });
    const five = await createCouponBatch(t.app, { storeIds: [made.storeId], discountAmount: 5_000 });
    await createCouponBatch(t.app, { storeIds: [made.storeId], discountAmount: 90_000, remaining: 0 });
    await createCouponBatch(t.app, {
      storeIds: [made.storeId],
      discountAmount: 80_000,
      endsAt: new Date(Date.now() - DAY),
      startsAt: new Date(Date.now() - 2 * DAY),
    });
    await createCouponBatch(t.app, {
      storeIds: [made.storeId],
      discountAmount: 70_000,
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 2 * DAY),
    });
    await createCouponBatch(t.app, { storeIds: [made.storeId], discountAmount: 60_000, status: 'OFF' });
    await createCouponBatch(t.app, { storeIds: [other.storeId], discountAmount: 40_000 });

    const data = expectSuccess<MerchantHomepageCouponData>(await coupons({ storeId: made.storeId }));
    const batches = data.homepageCouponList.couponBatchList;
    expect(batches.map((b) => b.batchId)).toEqual([fifty.batchId, twenty.batchId, ten.batchId, five.batchId]);
    expect(batches[0]).toMatchObject({
      isReceive: false,
      isNotCollected: false,
      isSoldOut: false,
      couponId: null,
      totalQuantity: 100,
      remainingQuantity: 100,
      receiveTimesLimit: 1,
      receiveTimesDailyLimit: -1,
      coupon: {
        templateId: fifty.templateId,
        status: 'ON',
        discountAmount: 50_000,
        minimumSpend: 200_000,
        validDays: 7,
        couponName: { 'id-ID': 'Potongan 50000', 'en-US': '50000 off', 'zh-CN': '立减 50000' },
        couponSubTitle: { 'en-US': 'Min. spend' },
      },
    });
    expect(Date.parse(batches[0]!.endTime)).toBeGreaterThan(Date.now());
    // No products: no dine-out tip.
    expect(data.homepageCouponList.productList).toEqual([]);
    expect(data.homepageCouponNotice).toBeNull();
  });

  it('answers 6410092 for an unknown store, 6410012 for a closed one, 1000400 for a malformed id', async () => {
    expectRefusal(await coupons({ storeId: '987654321' }), 400, ERROR_CODES.STORE_LINK_INVALID);
    const made = await createStorePage(t.app, offset(HOME, 3, 0));
    await closeStore(t.app, made.storeId);
    expectRefusal(await coupons({ storeId: made.storeId }), 400, ERROR_CODES.STORE_UNAVAILABLE);
    expect(expectRefusal(await coupons({ storeId: 'abc' }), 400, ERROR_CODES.PARAMETER_ERROR)).toMatch(
      /storeId/,
    );
    expectRefusal(await coupons({}), 400, ERROR_CODES.PARAMETER_ERROR);
  });
});
