import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { ProductDetailData } from '@lahap/contract/orders/purchase-schemas';
import { ORDER_PAY_MINUTES, ORDERS_PAGE_SIZE } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import type { CancellationQueryData } from '@lahap/contract/identity/schemas';
import { jakartaDaysLeft } from '@lahap/contract/jakarta-day';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type {
  CancelOrderData,
  MyOrdersData,
  OrderCard,
  ThirdPartyCodesData,
} from '@lahap/contract/orders/schemas';
import {
  type ScannedRedeemCode,
  checkScannedCode,
  currentRedeemCode,
  holdRedeemCode,
  keyToHex,
  parseRedeemCode,
} from '@lahap/contract/redemption/code';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, placeOrder, settle } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';
import {
  addCodes,
  buyAndPay,
  createVoucherProduct,
  detailOf,
  openCharge,
  orderCall,
  vouchersOf,
} from './after-purchase-factories.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
// 26 Nov 2026, 10:00 in Jakarta.
const clock = testClock(Date.UTC(2026, 10, 26, 3, 0, 0));

describeEachEngine(
  'after the purchase: orders, vouchers, partner codes',
  (t) => {
    const myOrders = async (user: TestUser, query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const answer = await t.app.inject({
        method: 'GET',
        url: `${api(ORDER_PATHS.myOrders)}?${search.toString()}`,
        ...as(user),
      });
      return expectSuccess<MyOrdersData>(answer);
    };
    const allCards = async (user: TestUser, status = '') => {
      const cards: OrderCard[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const page = await myOrders(user, { pageNo, status });
        cards.push(...page.orderList);
        if (!page.pageInfoVO.hasMore) return cards;
      }
    };
    const cardOf = async (user: TestUser, orderId: string) => {
      const card = (await allCards(user)).find((c) => c.orderId === orderId);
      if (!card) throw new Error(`no card for ${orderId}`);
      return card;
    };

    describe('vouchers', () => {
      it('issues one voucher per unit at payment, whose shares add up to what was paid', async () => {
        const product = await createVoucherProduct(t.app, { salePrice: 33_333 });
        const user = await createUser(t.app);
        const order = await buyAndPay(t.app, user, product, 3);
        expect(order.payableAmount).toBe(99_999);
        const vouchers = await vouchersOf(t.app, user, order.orderId);
        expect(vouchers.map((v) => [v.unitNo, v.status, v.thirdCodeType])).toEqual([
          [1, 'VALID', 'LAHAP'],
          [2, 'VALID', 'LAHAP'],
          [3, 'VALID', 'LAHAP'],
        ]);
        expect(vouchers.reduce((sum, v) => sum + v.amount, 0)).toBe(order.payableAmount);
        expect(new Set(vouchers.map((v) => v.voucherId)).size).toBe(3);
        const detail = await detailOf(t.app, user, order.orderId);
        expect(detail).toMatchObject({
          status: 'COMPLETED',
          cardStatus: 'valid',
          redeemTimeType: 'RELATIVE_TIME',
          thirdCodeType: 'LAHAP',
          storeId: product.storeId,
          voucherCounts: { VALID: 3, NOT_DELIVERY: 0, USED: 0, REFUND: 0, EXPIRED: 0 },
          refundableAmount: 99_999,
          effectiveStartTime: new Date(clock.now()).toISOString(),
          effectiveEndTime: new Date(clock.now() + 30 * DAY_MS).toISOString(),
          cancelReason: null,
        });
        expect(detail.history).toEqual([
          {
            kind: 'CHARGE',
            amount: 99_999,
            time: new Date(clock.now()).toISOString(),
            reason: null,
            payMethod: 'QRIS',
            status: 'DONE',
          },
        ]);
      });

      it("shows each live voucher's code as the store's counter checks it offline, from the voucher's own key", async () => {
        const product = await createVoucherProduct(t.app);
        const user = await createUser(t.app);
        const order = await buyAndPay(t.app, user, product, 2);
        const [first, second] = await vouchersOf(t.app, user, order.orderId);
        const merchant = t.app.redemptionKeys.of(product.merchantId);
        for (const voucher of [first!, second!]) {
          expect(voucher).toMatchObject({ refundable: true, redeemableAtPoint: false, usedPlaceName: null });
          const parsed = parseRedeemCode(voucher.qrText ?? '');
          expect(parsed).toMatchObject({
            form: 'QR',
            kind: 'V',
            id: voucher.voucherId,
            itemId: product.productId,
          });
          // The counter's public key verifies it; another merchant's does not.
          expect(checkScannedCode(merchant.publicKey, parsed as ScannedRedeemCode, clock.now())).toBe(
            'VALID',
          );
          const other = t.app.redemptionKeys.of('99999').publicKey;
          expect(checkScannedCode(other, parsed as ScannedRedeemCode, clock.now())).toBe('INVALID');
          // The typed code names the voucher too.
          expect(parseRedeemCode(voucher.code ?? '')).toMatchObject({ form: 'TYPED', id: voucher.voucherId });
          // The seed is the voucher's own key pair's, certified by the merchant, and turns into the same code.
          const seed = voucher.codeSeed!;
          expect(seed).toMatchObject({ kind: 'V', id: voucher.voucherId, itemId: product.productId });
          expect(seed.secret).toBe(keyToHex(merchant.voucherSeed('V', voucher.voucherId, product.productId)));
          expect(currentRedeemCode(holdRedeemCode(seed)!, clock.now()).qrText).toBe(voucher.qrText);
        }
        expect(first!.codeSeed!.secret).not.toBe(second!.codeSeed!.secret);

        // Redeemed at the counter: the code is gone and the place is named.
        // Read outside the transaction: PGlite runs one connection, which the transaction holds.
        const row = await t.app.orders.voucher(first!.voucherId);
        await t.app.db.transaction(async (tx) => {
          await t.app.orders.redeemVoucher(tx, {
            voucher: row!,
            at: clock.now(),
            storeId: product.storeId,
            pointId: null,
          });
        });
        const [used] = await vouchersOf(t.app, user, order.orderId);
        expect(used).toMatchObject({
          status: 'USED',
          code: null,
          qrText: null,
          codeSeed: null,
          refundable: false,
          usedTime: new Date(clock.now()).toISOString(),
          usedPlaceName: { 'en-US': `Store ${product.storeId}` },
        });
      });
    });

    describe('my_orders', () => {
      it("pages a customer's orders newest first, 10 a page, and filters the useable and waitPay tabs", async () => {
        const product = await createVoucherProduct(t.app);
        const user = await createUser(t.app);
        const paid: string[] = [];
        const unpaid: string[] = [];
        for (let i = 0; i < 13; i += 1) {
          if (i % 3 === 0) unpaid.push((await placeOrder(t.app, user, { skuId: product.skuId })).orderId);
          else paid.push((await buyAndPay(t.app, user, product)).orderId);
        }
        const first = await myOrders(user);
        expect(first.orderList).toHaveLength(ORDERS_PAGE_SIZE);
        expect(first.pageInfoVO.hasMore).toBe(true);
        const second = await myOrders(user, { pageNo: 2 });
        expect(second.orderList).toHaveLength(3);
        expect(second.pageInfoVO.hasMore).toBe(false);
        const ids = [...first.orderList, ...second.orderList].map((c) => c.orderId);
        expect(ids).toEqual([...paid, ...unpaid].sort((a, b) => Number(b) - Number(a)));
        // Exactly a page: no further page is promised.
        const exact = await myOrders(user, { pageSize: 13 });
        expect(exact.pageInfoVO.hasMore).toBe(false);

        const waitPay = await allCards(user, 'wait_pay');
        expect(waitPay.map((c) => c.orderId)).toEqual([...unpaid].reverse());
        expect(
          waitPay.every((c) => c.status === 'wait_pay' && c.remainPayMinutes === ORDER_PAY_MINUTES),
        ).toBe(true);
        const useable = await allCards(user, 'not_delivery');
        expect(useable.map((c) => c.orderId)).toEqual([...paid].reverse());
        expect(useable[0]).toMatchObject({
          category: 'order',
          status: 'valid',
          orderStatus: 'COMPLETED',
          productId: product.productId,
          skuId: product.skuId,
          applicableStoreName: { 'en-US': `Store ${product.storeId}` },
          multiStoreSign: false,
          description: { 'en-US': 'Includes 2× rice' },
          realityAmount: 80_000,
          quantity: 1,
          orderUseLimitNum: 1,
          remainingConsumerDays: jakartaDaysLeft(clock.now(), clock.now() + 30 * DAY_MS),
        });

        // Another customer sees none of them.
        expect((await myOrders(await createUser(t.app))).orderList).toEqual([]);
        // Time to pay runs out: waitPay empties even before the job cancels them.
        clock.advance(ORDER_PAY_MINUTES * MINUTE_MS);
        expect(await allCards(user, 'wait_pay')).toEqual([]);
        const lapsed = await cardOf(user, unpaid[0]!);
        expect(lapsed).toMatchObject({ status: 'cancel', remainPayMinutes: 0, orderStatus: 'INIT' });
        await t.app.orders.cancelOverdue();
        expect(await cardOf(user, unpaid[0]!)).toMatchObject({ status: 'cancel', orderStatus: 'CANCEL' });
      });

      it('gives each card the status and footer fields of its state', async () => {
        const user = await createUser(t.app);
        const product = await createVoucherProduct(t.app, { validDays: 14 });

        const waiting = await placeOrder(t.app, user, { skuId: product.skuId });
        clock.advance(4 * MINUTE_MS + 1_000);
        expect(await cardOf(user, waiting.orderId)).toMatchObject({
          status: 'wait_pay',
          remainPayMinutes: ORDER_PAY_MINUTES - 4,
          cancelTime: null,
          effectiveStartTime: null,
        });

        const cancelled = await placeOrder(t.app, user, { skuId: product.skuId });
        const cancelAnswer = expectSuccess<CancelOrderData>(
          await orderCall(t.app, user, ORDER_PATHS.cancel, { orderId: cancelled.orderId }),
        );
        expect(cancelAnswer).toEqual({
          orderId: cancelled.orderId,
          orderStatus: 'CANCEL',
          cancelTime: new Date(clock.now()).toISOString(),
        });
        expect(await cardOf(user, cancelled.orderId)).toMatchObject({
          status: 'cancel',
          cancelTime: cancelAnswer.cancelTime,
        });
        expect((await detailOf(t.app, user, cancelled.orderId)).cancelReason).toBe('USER');

        const valid = await buyAndPay(t.app, user, product, 2);
        const paidAt = clock.now();
        clock.advance(3 * DAY_MS);
        expect(await cardOf(user, valid.orderId)).toMatchObject({
          status: 'valid',
          remainingConsumerDays: jakartaDaysLeft(clock.now(), paidAt + 14 * DAY_MS),
          effectiveEndTime: new Date(paidAt + 14 * DAY_MS).toISOString(),
          orderUseLimitNum: 2,
          usedTime: null,
        });

        const used = await buyAndPay(t.app, user, product);
        const [voucher] = await vouchersOf(t.app, user, used.orderId);
        clock.advance(MINUTE_MS);
        const row = await t.app.orders.voucher(voucher!.voucherId);
        await t.app.db.transaction(async (tx) => {
          await t.app.orders.redeemVoucher(tx, {
            voucher: row!,
            at: clock.now(),
            storeId: product.storeId,
            pointId: null,
          });
        });
        expect(await cardOf(user, used.orderId)).toMatchObject({
          status: 'used',
          usedTime: new Date(clock.now()).toISOString(),
          updateTime: new Date(clock.now()).toISOString(),
          remainingConsumerDays: null,
          orderUseLimitNum: 0,
        });

        const returned = await buyAndPay(t.app, user, product);
        clock.advance(MINUTE_MS);
        expectSuccess(
          await orderCall(t.app, user, ORDER_PATHS.refund, {
            orderId: returned.orderId,
            reason: 'CHANGED_PLANS',
          }),
        );
        expect(await cardOf(user, returned.orderId)).toMatchObject({
          status: 'return',
          orderStatus: 'REFUND',
          returnTime: new Date(clock.now()).toISOString(),
        });

        // A live voucher past its end reads as expired before the job has moved it.
        const expiring = await buyAndPay(t.app, user, product);
        const end = clock.now() + 14 * DAY_MS;
        clock.set(end);
        expect(await cardOf(user, expiring.orderId)).toMatchObject({
          status: 'expired',
          orderStatus: 'COMPLETED',
          effectiveEndTime: new Date(end).toISOString(),
          voucherCounts: { EXPIRED: 1, VALID: 0 },
          remainingConsumerDays: null,
        });
        expect(
          (await myOrders(user, { status: 'not_delivery', pageSize: 50 })).orderList.map((c) => c.orderId),
        ).not.toContain(expiring.orderId);
        // The earlier valid order ran out at the same moment.
        expect((await cardOf(user, valid.orderId)).status).toBe('expired');
      });

      it('shows a FIXED_TIME product as not effective until its window opens, with that window', async () => {
        const start = clock.now() + 10 * DAY_MS;
        const end = start + 8 * 3_600_000;
        const product = await createVoucherProduct(t.app, { fixedWindow: { start, end } });
        const user = await createUser(t.app);
        const order = await buyAndPay(t.app, user, product);
        const card = await cardOf(user, order.orderId);
        expect(card).toMatchObject({
          status: 'not_effective',
          redeemTimeType: 'FIXED_TIME',
          effectiveStartTime: new Date(start).toISOString(),
          effectiveEndTime: new Date(end).toISOString(),
        });
        // Not usable yet: no code to show, but it may go back.
        const [voucher] = await vouchersOf(t.app, user, order.orderId);
        expect(voucher).toMatchObject({ status: 'VALID', code: null, refundable: true });
        clock.set(start);
        expect((await cardOf(user, order.orderId)).status).toBe('valid');
        expect((await vouchersOf(t.app, user, order.orderId))[0]?.code).toMatch(/^1\d+$/);
      });
    });

    describe('partner codes', () => {
      it('issues codes at payment, leaves NOT_DELIVERY when the pool is dry, and delivers once it is refilled', async () => {
        const product = await createVoucherProduct(t.app, { codeType: 'CODE_LINK', codes: 3 });
        const user = await createUser(t.app);
        const full = await buyAndPay(t.app, user, product, 2);
        const partial = await buyAndPay(t.app, user, product, 2);
        const codes = expectSuccess<ThirdPartyCodesData>(
          await orderCall(t.app, user, ORDER_PATHS.thirdPartyCodes, { orderId: full.orderId }),
        );
        expect(codes.thirdCodeType).toBe('CODE_LINK');
        expect(codes.codeList.map((c) => c.status)).toEqual(['VALID', 'VALID']);
        expect(codes.codeList.every((c) => c.link === `https://partner.example.co.id/r/${c.code}`)).toBe(
          true,
        );
        const waiting = await cardOf(user, partial.orderId);
        expect(waiting).toMatchObject({
          status: 'not_delivery',
          thirdCodeType: 'CODE_LINK',
          voucherCounts: { VALID: 1, NOT_DELIVERY: 1 },
          exchangeEndTime: waiting.effectiveEndTime,
        });
        expect(waiting.exchangeEndTime).not.toBeNull();
        // A partner's code shows no code of ours; it is not refundable once issued.
        const partnerVouchers = await vouchersOf(t.app, user, partial.orderId);
        expect(partnerVouchers.map((v) => [v.status, v.code, v.refundable])).toEqual([
          ['VALID', null, false],
          ['NOT_DELIVERY', null, true],
        ]);

        expect(await t.app.orders.deliverPendingCodes()).toBe(0);
        await addCodes(t.app, product.productId, 2);
        expect(await t.app.orders.deliverPendingCodes()).toBe(1);
        expect(await t.app.orders.deliverPendingCodes()).toBe(0);
        expect((await cardOf(user, partial.orderId)).status).toBe('valid');
        const after = expectSuccess<ThirdPartyCodesData>(
          await orderCall(t.app, user, ORDER_PATHS.thirdPartyCodes, { orderId: partial.orderId }),
        );
        expect(after.codeList.every((c) => c.status === 'VALID' && c.code !== null)).toBe(true);
      });

      it('never gives one code to two vouchers when payments land together', async () => {
        const product = await createVoucherProduct(t.app, { codeType: 'CODE', codes: 5 });
        const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
        const charges = [];
        for (const buyer of buyers) {
          const order = await placeOrder(t.app, buyer, { skuId: product.skuId });
          charges.push(await openCharge(t.app, buyer, order.orderId));
        }
        await Promise.all(charges.map((paymentId) => t.app.paymentSandbox?.approve(paymentId)));
        const [row] = await rowsOf<{ valid: number; waiting: number; codes: number; distinct_codes: number }>(
          t.app,
          sql`select count(*) filter (where status = 'VALID')::int as valid,
            count(*) filter (where status = 'NOT_DELIVERY')::int as waiting,
            count(third_code)::int as codes, count(distinct third_code)::int as distinct_codes
            from vouchers where product_id = ${product.productId}::bigint`,
        );
        expect(row).toEqual({ valid: 5, waiting: 3, codes: 5, distinct_codes: 5 });
        const [pool] = await rowsOf<{ taken: number; matched: number }>(
          t.app,
          sql`select count(c.voucher_id)::int as taken,
            count(*) filter (where v.third_code = c.code)::int as matched
            from third_party_codes c left join vouchers v on v.id = c.voucher_id
            where c.product_id = ${product.productId}::bigint`,
        );
        expect(pool).toEqual({ taken: 5, matched: 5 });
      });
    });

    describe('cancel', () => {
      it('cancels an unpaid order once, and refuses a paid or closed one', async () => {
        const product = await createVoucherProduct(t.app, { stock: 5 });
        const user = await createUser(t.app);
        const order = await placeOrder(t.app, user, { skuId: product.skuId, quantity: 2 });
        await openCharge(t.app, user, order.orderId);
        await t.app.outbox.drain(); // what earlier tests left, so the count below is this test's
        expectSuccess(await orderCall(t.app, user, ORDER_PATHS.cancel, { orderId: order.orderId }));
        // The payments module heard of the cancellation before the call answered, and closed the open charge.
        expect(await t.app.outbox.drain()).toBe(0);
        const [stock] = await rowsOf<{ remaining_stock: number }>(
          t.app,
          sql`select remaining_stock from products where id = ${product.productId}::bigint`,
        );
        expect(stock?.remaining_stock).toBe(5);
        const [payment] = await rowsOf<{ status: string }>(
          t.app,
          sql`select status from payments where order_id = ${order.orderId}::bigint`,
        );
        expect(payment?.status).toBe('CLOSE');
        // Delivered again (a lost mark), the cancellation changes nothing more.
        await t.app.db.execute(sql`update outbox_deliveries set delivered_at = null
          where subscriber = 'payments.close-charge' and event_id = (select id from outbox_events
            where name = 'order.cancelled' and payload->>'orderId' = ${order.orderId})`);
        expect(await t.app.outbox.drain()).toBe(1);
        const charges = await rowsOf<{ status: string }>(
          t.app,
          sql`select status from payments where order_id = ${order.orderId}::bigint`,
        );
        expect(charges).toEqual([{ status: 'CLOSE' }]);
        expectRefusal(
          await orderCall(t.app, user, ORDER_PATHS.cancel, { orderId: order.orderId }),
          400,
          ERROR_CODES.ORDER_CLOSED,
        );
        const paid = await buyAndPay(t.app, user, product);
        expectRefusal(
          await orderCall(t.app, user, ORDER_PATHS.cancel, { orderId: paid.orderId }),
          400,
          ERROR_CODES.ORDER_ALREADY_PAID,
        );
      });
    });

    describe("another customer's order", () => {
      it('reads, cancels and refunds nothing of it', async () => {
        const product = await createVoucherProduct(t.app, { codeType: 'CODE', codes: 2 });
        const owner = await createUser(t.app);
        const stranger = await createUser(t.app);
        const paid = await buyAndPay(t.app, owner, product);
        const unpaid = await placeOrder(t.app, owner, { skuId: product.skuId });
        const [voucher] = await vouchersOf(t.app, owner, paid.orderId);
        const calls: [string, Record<string, unknown>][] = [
          [ORDER_PATHS.voucherList, { orderId: paid.orderId }],
          [PAYMENT_PATHS.orderDetail, { orderId: paid.orderId }],
          [ORDER_PATHS.thirdPartyCodes, { orderId: paid.orderId }],
          [ORDER_PATHS.cancel, { orderId: unpaid.orderId }],
          [ORDER_PATHS.refund, { orderId: paid.orderId, reason: 'OTHER' }],
          [ORDER_PATHS.refund, { orderId: paid.orderId, voucherIds: [voucher!.voucherId], reason: 'OTHER' }],
        ];
        for (const [path, body] of calls) {
          expectRefusal(await orderCall(t.app, stranger, path, body), 400, ERROR_CODES.ORDER_NOT_FOUND);
        }
        // An id no bigint holds is refused by the contract's id schema before any order is read.
        expectRefusal(
          await orderCall(t.app, stranger, ORDER_PATHS.voucherList, { orderId: '9999999999999999999' }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        // The stranger's own order cannot carry the owner's voucher away either.
        const own = await buyAndPay(t.app, stranger, product);
        expectRefusal(
          await orderCall(t.app, stranger, ORDER_PATHS.refund, {
            orderId: own.orderId,
            voucherIds: [voucher!.voucherId],
            reason: 'OTHER',
          }),
          400,
          ERROR_CODES.VOUCHER_NOT_FOUND,
        );
        expect((await detailOf(t.app, owner, unpaid.orderId)).status).toBe('INIT');
        expect((await vouchersOf(t.app, owner, paid.orderId))[0]?.status).toBe('VALID');
      });
    });

    describe('account deletion', () => {
      it('is blocked by an unpaid order and forfeits live vouchers', async () => {
        const product = await createVoucherProduct(t.app);
        const user = await createUser(t.app);
        const check = async () =>
          expectSuccess<CancellationQueryData>(
            await signedPost(t.app, api('/cancellation/query'), {}, as(user)),
          );
        expect(await check()).toEqual({ canCancel: true, blockers: [], forfeits: [] });
        const order = await placeOrder(t.app, user, { skuId: product.skuId, quantity: 2 });
        expect(await check()).toEqual({
          canCancel: false,
          blockers: [{ type: 'UNFINISHED_ORDER', count: 1 }],
          forfeits: [],
        });
        await t.app.paymentSandbox?.approve(await openCharge(t.app, user, order.orderId));
        expect(await check()).toEqual({
          canCancel: true,
          blockers: [],
          forfeits: [{ type: 'VOUCHER', count: 2 }],
        });
      });
    });

    describe('products with fixed dates', () => {
      it('shows the window in the rules, and refuses the product once the window has ended', async () => {
        const start = clock.now() + 2 * DAY_MS;
        const end = start + 8 * 3_600_000;
        const product = await createVoucherProduct(t.app, { fixedWindow: { start, end } });
        const detail = expectSuccess<ProductDetailData>(
          await signedPost(
            t.app,
            api(ORDER_PATHS.productDetail),
            { skuId: product.skuId },
            {
              headers: { [HEADERS.locale]: 'en-US' },
            },
          ),
        );
        expect(detail.rules.join(' ')).toContain('(Jakarta time)');
        expect(detail.rules.join(' ')).not.toContain('days from purchase');
        const user = await createUser(t.app);
        await settle(t.app, user, { skuId: product.skuId });
        clock.set(end);
        expectRefusal(
          await signedPost(t.app, api(ORDER_PATHS.productDetail), { skuId: product.skuId }),
          400,
          ERROR_CODES.PRODUCT_NOT_ON_SALE,
        );
        expectRefusal(
          await signedPost(
            t.app,
            api(ORDER_PATHS.settlement),
            { skuId: product.skuId, quantity: 1, settlementType: 'COMMON' },
            as(user),
          ),
          400,
          ERROR_CODES.PRODUCT_NOT_ON_SALE,
        );
      });
    });
  },
  { now: () => clock.now(), payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
