import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { ProductDetailData, SettlementData, SubmitData } from '@lahap/contract/orders/purchase-schemas';
import { ORDER_PAY_MINUTES, SETTLEMENT_TTL_MS } from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { MyCouponsData, ReceiveData } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  as,
  createFlashItem,
  createSaleProduct,
  holdings,
  placeOrder,
  settle,
  submit,
} from './purchase-factories.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';

const HOME = { lat: -6.2, lng: 106.8 };
const MINUTE_MS = 60_000;
const clock = testClock(Date.UTC(2026, 10, 25, 5, 0, 0));

describeEachEngine(
  'buying a dine-out voucher',
  (t) => {
    const storeOf = () => createStore(t.app, { ...HOME, merchantId: 1 });
    const claim = async (user: TestUser, batch: { batchId: string; templateId: string }) => {
      const { couponIds } = expectSuccess<ReceiveData>(
        await signedPost(
          t.app,
          api(COUPON_PATHS.receive),
          { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] },
          as(user),
        ),
      );
      return couponIds[0]!;
    };
    const detail = (skuId: string, user: TestUser | null, extra: Record<string, unknown> = {}) =>
      signedPost(t.app, api(ORDER_PATHS.productDetail), { skuId, ...extra }, as(user));

    describe('group coupon detail', () => {
      it('shows a guest the card, pictures, rules and the stores, and a buyer what the limit leaves', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, {
          storeIds: [store],
          userLimit: 2,
          promotionPrice: 70_000,
        });
        const guest = expectSuccess<ProductDetailData>(await detail(product.skuId, null, {}));
        expect(guest.product).toMatchObject({
          skuId: product.skuId,
          purchaseCode: 0,
          salePrice: 80_000,
          promotionInfo: { promotionActivitySalePrice: 70_000, activityType: 'COMMON' },
        });
        expect(guest.images[0]).toBe(`/img/product/${product.productId}.png`);
        expect(guest.rules).toContain('Maksimal 2 per pelanggan.');
        expect(guest).toMatchObject({ storeCount: 1, remainingLimit: 2, boughtCount: 0, flashSale: null });

        const user = await createUser(t.app);
        await placeOrder(t.app, user, { skuId: product.skuId, quantity: 2 });
        const bought = expectSuccess<ProductDetailData>(await detail(product.skuId, user));
        expect(bought).toMatchObject({ remainingLimit: 0, boughtCount: 2 });
        expect(bought.product.purchaseCode).toBe(2);
      });

      it('answers an unknown product with its code, and reads rules in the request language', async () => {
        expectRefusal(await detail('99999999999', null), 400, ERROR_CODES.PRODUCT_NOT_ON_SALE);
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store] });
        const english = expectSuccess<ProductDetailData>(
          await signedPost(
            t.app,
            api(ORDER_PATHS.productDetail),
            { skuId: product.skuId },
            {
              headers: { [HEADERS.locale]: 'en-US' },
            },
          ),
        );
        expect(english.rules[0]).toBe('Valid for 30 days from purchase.');
      });
    });

    describe('settlement', () => {
      it('stacks the price cut, the best store coupon and the best red envelope, in that order', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], promotionPrice: 70_000 });
        const user = await createUser(t.app);
        const small = await claim(
          user,
          await createBatch(t.app, { storeIds: [store], discountAmount: 5_000, minimumSpend: 50_000 }),
        );
        const big = await claim(
          user,
          await createBatch(t.app, { storeIds: [store], discountAmount: 15_000, minimumSpend: 100_000 }),
        );
        const envelope = await claim(
          user,
          await createBatch(t.app, {
            business: 'LOCAL_LIFE',
            productIds: [Number(product.productId)],
            discountAmount: 10_000,
            minimumSpend: 60_000,
          }),
        );

        const one = await settle(t.app, user, { skuId: product.skuId });
        // Rp 70.000 promotion price: the Rp 15.000 coupon needs Rp 100.000, so the Rp 5.000 one applies.
        expect(one).toMatchObject({
          quantity: 1,
          originalUnitPrice: 100_000,
          unitPrice: 70_000,
          originalAmount: 100_000,
          payableAmount: 55_000,
          couponId: small,
          redEnvelopeId: envelope,
          qrisAllowed: true,
        });
        expect(one.discounts.map((d) => [d.source, d.amount])).toEqual([
          ['PROMOTION', 30_000],
          ['COUPON', 5_000],
          ['RED_ENVELOPE', 10_000],
        ]);
        expect(one.coupons.map((o) => [o.coupon.id, o.usable, o.block, o.shortfall])).toEqual([
          [small, true, null, 0],
          [big, false, 'BELOW_MINIMUM', 30_000],
        ]);

        // Two units reach the big coupon's minimum: it is the best now.
        const two = await settle(t.app, user, { skuId: product.skuId, quantity: 2 });
        expect(two).toMatchObject({ couponId: big, payableAmount: 140_000 - 15_000 - 10_000 });

        // "No coupon" and a chosen envelope are honoured; a coupon that cannot apply is refused.
        const none = await settle(t.app, user, { skuId: product.skuId, couponId: '0', redEnvelopeId: '0' });
        expect(none).toMatchObject({ couponId: null, redEnvelopeId: null, payableAmount: 70_000 });
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.settlement),
            { skuId: product.skuId, quantity: 1, settlementType: 'COMMON', couponId: big },
            as(user),
          ),
          400,
          ERROR_CODES.ORDER_COUPON_UNUSABLE,
        );
      });

      it('lowers the quantity to what stock and the limit allow, and refuses when nothing is left', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], stock: 3, userLimit: 5 });
        const user = await createUser(t.app);
        const priced = await settle(t.app, user, { skuId: product.skuId, quantity: 8 });
        expect(priced).toMatchObject({ quantity: 3, maxQuantity: 3, remainingLimit: 5 });
        await placeOrder(t.app, user, { skuId: product.skuId, quantity: 3 });
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.settlement),
            { skuId: product.skuId, quantity: 1, settlementType: 'COMMON' },
            as(await createUser(t.app)),
          ),
          400,
          ERROR_CODES.PRODUCT_SOLD_OUT,
        );
      });

      it('refuses QRIS above Rp 10.000.000 and asks for a login', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, {
          storeIds: [store],
          salePrice: 6_000_000,
          originalPrice: 6_000_000,
        });
        const user = await createUser(t.app);
        expect((await settle(t.app, user, { skuId: product.skuId, quantity: 1 })).qrisAllowed).toBe(true);
        expect((await settle(t.app, user, { skuId: product.skuId, quantity: 2 })).qrisAllowed).toBe(false);
        expectRefusal(
          await signedPost(t.app, api(ORDER_PATHS.settlement), {
            skuId: product.skuId,
            quantity: 1,
            settlementType: 'COMMON',
          }),
          401,
          ERROR_CODES.SESSION_INVALID,
        );
      });
    });

    describe('submit', () => {
      it('places one order for one token, however often and however concurrently it is sent', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], stock: 10 });
        const user = await createUser(t.app);
        const { settlementToken } = await settle(t.app, user, { skuId: product.skuId, quantity: 2 });
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => submit(t.app, user, settlementToken)),
        );
        const orderIds = new Set(answers.map((answer) => expectSuccess<SubmitData>(answer).orderId));
        expect(orderIds.size).toBe(1);
        expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 8, live_orders: 1 });
      });

      it('refuses a forged, expired or borrowed token', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store] });
        const user = await createUser(t.app);
        const { settlementToken } = await settle(t.app, user, { skuId: product.skuId });
        const [payload, mac] = settlementToken.split('.') as [string, string];
        const tampered = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
          payableAmount: number;
        };
        tampered.payableAmount = 1_000;
        const forged = `${Buffer.from(JSON.stringify(tampered)).toString('base64url')}.${mac}`;
        expectRefusal(await submit(t.app, user, forged), 400, ERROR_CODES.SETTLEMENT_EXPIRED);
        expectRefusal(
          await submit(t.app, await createUser(t.app), settlementToken),
          400,
          ERROR_CODES.SETTLEMENT_EXPIRED,
        );
        clock.advance(SETTLEMENT_TTL_MS);
        expectRefusal(await submit(t.app, user, settlementToken), 400, ERROR_CODES.SETTLEMENT_EXPIRED);
        expect(await holdings(t.app, product.productId)).toMatchObject({ stock: 100, live_orders: 0 });
      });

      it('holds the coupon and envelope it used: they read locked, cannot go on another order, and a refusal writes nothing', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], stock: 5, userLimit: 3 });
        const user = await createUser(t.app);
        const coupon = await claim(
          user,
          await createBatch(t.app, { storeIds: [store], discountAmount: 5_000, minimumSpend: 10_000 }),
        );
        // Two settlements priced with the same coupon: only the first order may take it.
        const first = await settle(t.app, user, { skuId: product.skuId });
        const second = await settle(t.app, user, { skuId: product.skuId });
        expect(second.couponId).toBe(coupon);
        expectSuccess(await submit(t.app, user, first.settlementToken));
        const before = await holdings(t.app, product.productId);
        expectRefusal(
          await submit(t.app, user, second.settlementToken),
          400,
          ERROR_CODES.ORDER_COUPON_UNUSABLE,
        );
        expect(await holdings(t.app, product.productId)).toEqual(before);
        expect(before).toMatchObject({ stock: 4, counted: 1, locked_coupons: 1 });

        const wallet = expectSuccess<MyCouponsData>(
          await signedPost(t.app, api(COUPON_PATHS.myCoupons), { status: 'valid' }, as(user)),
        );
        expect(wallet.couponList.find((c) => c.id === coupon)?.status).toBe('locked');
        const again = await settle(t.app, user, { skuId: product.skuId });
        expect(again.couponId).toBeNull();
        expect(again.coupons[0]).toMatchObject({ usable: false, block: 'LOCKED' });
      });

      it('never lets a customer past the purchase limit, even with concurrent orders', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], userLimit: 2 });
        const user = await createUser(t.app);
        const tokens = await Promise.all(
          Array.from(
            { length: 4 },
            async () => (await settle(t.app, user, { skuId: product.skuId })).settlementToken,
          ),
        );
        const answers = await Promise.all(tokens.map((token) => submit(t.app, user, token)));
        const placed = answers.filter((answer) => answer.statusCode === 200);
        expect(placed).toHaveLength(2);
        for (const answer of answers.filter((a) => a.statusCode !== 200)) {
          expectRefusal(answer, 400, ERROR_CODES.PURCHASE_LIMIT_REACHED);
        }
        expect(await holdings(t.app, product.productId)).toMatchObject({
          stock: 98,
          counted: 2,
          live_orders: 2,
        });
      });
    });

    describe('auto-cancel', () => {
      it('cancels an unpaid order after its minutes and releases stock, limits, coupon and envelope', async () => {
        // Orders of the tests before run out first, so this pass counts only this test's order.
        clock.advance(ORDER_PAY_MINUTES * MINUTE_MS);
        await t.app.orders.cancelOverdue();
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], userLimit: 1 });
        const user = await createUser(t.app);
        const coupon = await claim(
          user,
          await createBatch(t.app, { storeIds: [store], discountAmount: 5_000, minimumSpend: 10_000 }),
        );
        const envelope = await claim(
          user,
          await createBatch(t.app, {
            business: 'LOCAL_LIFE',
            productIds: [Number(product.productId)],
            discountAmount: 8_000,
            minimumSpend: 20_000,
          }),
        );
        const order = await placeOrder(t.app, user, { skuId: product.skuId });
        expect(order.settlement).toMatchObject({ couponId: coupon, redEnvelopeId: envelope });
        expect(await holdings(t.app, product.productId)).toMatchObject({
          stock: 99,
          counted: 1,
          locked_coupons: 2,
        });

        clock.advance(ORDER_PAY_MINUTES * MINUTE_MS - 1_000);
        expect(await t.app.orders.cancelOverdue()).toBe(0);
        clock.advance(1_000);
        // Two processes running the job at once cancel it once.
        const [a, b] = await Promise.all([t.app.orders.cancelOverdue(), t.app.orders.cancelOverdue()]);
        expect(a + b).toBe(1);
        expect(await holdings(t.app, product.productId)).toMatchObject({
          stock: 100,
          counted: 0,
          locked_coupons: 0,
          live_orders: 0,
        });
        const [row] = await rowsOf<{ status: string; cancel_reason: string }>(
          t.app,
          sql`select status, cancel_reason from orders where id = ${order.orderId}::bigint`,
        );
        expect(row).toEqual({ status: 'CANCEL', cancel_reason: 'TIMEOUT' });
        // The coupon and envelope work again: a new order takes them.
        const next = await settle(t.app, user, { skuId: product.skuId });
        expect(next).toMatchObject({ couponId: coupon, redEnvelopeId: envelope });
      });
    });

    describe('flash sale', () => {
      it('prices at the flash price while it runs, with its own cap, and refuses once it ended', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store] });
        const sale = await createFlashItem(t.app, {
          productId: product.productId,
          flashPrice: 50_000,
          stock: 5,
          userLimit: 1,
          start: clock.now() - MINUTE_MS,
          end: clock.now() + 30 * MINUTE_MS,
        });
        const user = await createUser(t.app);
        const flashBody = { skuId: product.skuId, pageId: sale.pageId, quantity: 3 };
        const priced: SettlementData = await settle(t.app, user, flashBody, true);
        expect(priced).toMatchObject({ quantity: 1, unitPrice: 50_000, payableAmount: 50_000 });
        expect(priced.discounts[0]).toMatchObject({ source: 'FLASH_SALE', amount: 50_000 });
        expectSuccess(await submit(t.app, user, priced.settlementToken));
        expect(await holdings(t.app, product.productId)).toMatchObject({
          stock: 100,
          flash_sold: 1,
          flash_counted: 1,
        });
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.flashSettlement),
            { ...flashBody, settlementType: 'FLASH_SALE' },
            as(user),
          ),
          400,
          ERROR_CODES.PURCHASE_LIMIT_REACHED,
        );
        const later = await createUser(t.app);
        clock.advance(31 * MINUTE_MS);
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.flashSettlement),
            { ...flashBody, settlementType: 'FLASH_SALE' },
            as(later),
          ),
          400,
          ERROR_CODES.FLASH_SALE_ENDED,
        );
        // The flash route prices flash sales only, and the common one refuses them.
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.settlement),
            { ...flashBody, settlementType: 'FLASH_SALE' },
            as(later),
          ),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
      });

      it('quotes a flash item only what the product’s own lower limit lets it buy, and that quote can be bought', async () => {
        const store = await storeOf();
        const product = await createSaleProduct(t.app, { storeIds: [store], userLimit: 1 });
        const sale = await createFlashItem(t.app, {
          productId: product.productId,
          flashPrice: 50_000,
          stock: 5,
          userLimit: 2,
          start: clock.now() - MINUTE_MS,
          end: clock.now() + 30 * MINUTE_MS,
        });
        const user = await createUser(t.app);
        const shown = expectSuccess<ProductDetailData>(
          await signedPost(
            t.app,
            api(ORDER_PATHS.flashProductDetail),
            { skuId: product.skuId, pageId: sale.pageId },
            as(user),
          ),
        );
        expect(shown).toMatchObject({ remainingLimit: 1, product: { userLimit: 1 } });
        expect(shown.rules).toContain('Maksimal 1 per pelanggan.');
        const priced = await settle(
          t.app,
          user,
          { skuId: product.skuId, pageId: sale.pageId, quantity: 2 },
          true,
        );
        expect(priced).toMatchObject({
          quantity: 1,
          maxQuantity: 1,
          remainingLimit: 1,
          payableAmount: 50_000,
        });
        expectSuccess(await submit(t.app, user, priced.settlementToken));
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.flashSettlement),
            { skuId: product.skuId, pageId: sale.pageId, quantity: 1, settlementType: 'FLASH_SALE' },
            as(user),
          ),
          400,
          ERROR_CODES.PURCHASE_LIMIT_REACHED,
        );
      });
    });
  },
  { now: clock.now },
);
