import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@lahap/contract/errors';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { RefundData } from '@lahap/contract/orders/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { voucherShares } from '../src/modules/orders/voucher-repository.js';
import { placeOrder } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { type TestUser, createUser } from './factories.js';
import { describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import { testClock } from './identity-helper.js';
import {
  books,
  buyAndPay,
  createVoucherProduct,
  detailOf,
  expectBooksAgree,
  moneyRows,
  orderCall,
  vouchersOf,
} from './after-purchase-factories.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const clock = testClock(Date.UTC(2026, 10, 26, 3, 0, 0));

describe("a voucher's share of what the order paid", () => {
  it('adds up to the payable amount exactly, each share within a rupiah of the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 10 }), (payable, n) => {
        const shares = voucherShares(payable, n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(payable);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describeEachEngine(
  'refunds through the provider, with the ledger',
  (t) => {
    const refund = (user: TestUser, body: Record<string, unknown>) =>
      orderCall(t.app, user, ORDER_PATHS.refund, { reason: 'CHANGED_PLANS', ...body });
    const orderStatus = async (orderId: string) =>
      (
        await rowsOf<{ status: string }>(t.app, sql`select status from orders where id = ${orderId}::bigint`)
      )[0]?.status;
    const ledgerOf = (orderId: string) =>
      rowsOf<{ kind: string; amount: number; reason: string | null; refund_id: string | null }>(
        t.app,
        sql`select kind, amount, reason, refund_id::text as refund_id from ledger_entries
          where order_id = ${orderId}::bigint order by id`,
      );

    it('gives vouchers back one by one, then the rest: COMPLETED → RETURN → REFUND, the ledger and the bank agreeing', async () => {
      const product = await createVoucherProduct(t.app, { salePrice: 25_000 });
      const user = await createUser(t.app);
      const order = await buyAndPay(t.app, user, product, 3);
      const [first, second, third] = await vouchersOf(t.app, user, order.orderId);

      const one = expectSuccess<RefundData>(
        await refund(user, { orderId: order.orderId, voucherIds: [first!.voucherId], note: 'plans changed' }),
      );
      expect(one).toMatchObject({
        orderId: order.orderId,
        voucherIds: [first!.voucherId],
        amount: first!.amount,
        status: 'DONE',
        orderStatus: 'RETURN',
      });
      expect(await orderStatus(order.orderId)).toBe('RETURN');
      const afterOne = await detailOf(t.app, user, order.orderId);
      expect(afterOne).toMatchObject({
        status: 'RETURN',
        cardStatus: 'valid',
        refundableAmount: second!.amount + third!.amount,
        voucherCounts: { VALID: 2, REFUND: 1 },
      });

      clock.advance(MINUTE_MS);
      const rest = expectSuccess<RefundData>(await refund(user, { orderId: order.orderId }));
      expect(rest).toMatchObject({
        voucherIds: [second!.voucherId, third!.voucherId],
        amount: second!.amount + third!.amount,
        status: 'DONE',
        orderStatus: 'REFUND',
      });
      expect(await ledgerOf(order.orderId)).toEqual([
        { kind: 'CHARGE', amount: 75_000, reason: null, refund_id: null },
        { kind: 'REFUND', amount: first!.amount, reason: 'USER', refund_id: one.refundId },
        { kind: 'REFUND', amount: second!.amount + third!.amount, reason: 'USER', refund_id: rest.refundId },
      ]);
      const detail = await detailOf(t.app, user, order.orderId);
      expect(detail).toMatchObject({ status: 'REFUND', cardStatus: 'return', refundableAmount: 0 });
      expect(detail.history.map((m) => [m.kind, m.amount, m.reason, m.payMethod, m.status])).toEqual([
        ['CHARGE', 75_000, null, 'QRIS', 'DONE'],
        ['REFUND', first!.amount, 'USER', 'QRIS', 'DONE'],
        ['REFUND', second!.amount + third!.amount, 'USER', 'QRIS', 'DONE'],
      ]);
      const vouchers = await vouchersOf(t.app, user, order.orderId);
      expect(vouchers.every((v) => v.status === 'REFUND' && v.refundTime !== null && !v.refundable)).toBe(
        true,
      );
      const [row] = await rowsOf<{ reason_code: string; note: string | null }>(
        t.app,
        sql`select reason_code, note from refunds where id = ${one.refundId}::bigint`,
      );
      expect(row).toEqual({ reason_code: 'CHANGED_PLANS', note: 'plans changed' });
      expectBooksAgree(await books(t.app));

      // Nothing is left to give back.
      expectRefusal(await refund(user, { orderId: order.orderId }), 400, ERROR_CODES.VOUCHER_NOT_REFUNDABLE);
    });

    it('refunds a voucher once when five requests ask at the same moment', async () => {
      const product = await createVoucherProduct(t.app);
      const user = await createUser(t.app);
      const order = await buyAndPay(t.app, user, product, 2);
      const [voucher] = await vouchersOf(t.app, user, order.orderId);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          refund(user, { orderId: order.orderId, voucherIds: [voucher!.voucherId] }),
        ),
      );
      const won = answers.filter((a) => a.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((a) => a.statusCode !== 200)) {
        expectRefusal(lost, 400, ERROR_CODES.VOUCHER_NOT_REFUNDABLE);
      }
      const ledger = await ledgerOf(order.orderId);
      expect(ledger.filter((e) => e.kind === 'REFUND')).toHaveLength(1);
      const [count] = await rowsOf<{ n: number }>(
        t.app,
        sql`select count(*)::int as n from refunds where order_id = ${order.orderId}::bigint`,
      );
      expect(count?.n).toBe(1);
      expect(await orderStatus(order.orderId)).toBe('RETURN');
      expectBooksAgree(await books(t.app));
    });

    it('answers a retried refund request (same requestId, at once and later) with the refund it made, once', async () => {
      const product = await createVoucherProduct(t.app);
      const user = await createUser(t.app);
      const order = await buyAndPay(t.app, user, product, 2);
      const [voucher] = await vouchersOf(t.app, user, order.orderId);
      const body = { orderId: order.orderId, voucherIds: [voucher!.voucherId], requestId: randomUUID() };
      const answers = await Promise.all(Array.from({ length: 3 }, () => refund(user, body)));
      const later = await refund(user, body);
      const refunds = [...answers, later].map((a) => expectSuccess<RefundData>(a));
      expect(new Set(refunds.map((r) => r.refundId)).size).toBe(1);
      expect(refunds.every((r) => r.voucherIds.join() === voucher!.voucherId)).toBe(true);
      expect((await ledgerOf(order.orderId)).filter((e) => e.kind === 'REFUND')).toHaveLength(1);
      // A new request for the same voucher is a second ask, and it is refused.
      expectRefusal(
        await refund(user, { orderId: order.orderId, voucherIds: [voucher!.voucherId] }),
        400,
        ERROR_CODES.VOUCHER_NOT_REFUNDABLE,
      );
      expectBooksAgree(await books(t.app));
    });

    it('refuses to refund a used voucher, and a list with one among refundable ones, writing nothing', async () => {
      const product = await createVoucherProduct(t.app);
      const user = await createUser(t.app);
      const order = await buyAndPay(t.app, user, product, 2);
      const [used, live] = await vouchersOf(t.app, user, order.orderId);
      const row = await t.app.orders.voucher(used!.voucherId);
      await t.app.db.transaction(async (tx) => {
        await t.app.orders.redeemVoucher(tx, {
          voucher: row!,
          at: clock.now(),
          storeId: product.storeId,
          pointId: null,
        });
      });
      const before = await moneyRows(t.app);
      expectRefusal(
        await refund(user, { orderId: order.orderId, voucherIds: [used!.voucherId] }),
        400,
        ERROR_CODES.VOUCHER_NOT_REFUNDABLE,
      );
      expectRefusal(
        await refund(user, { orderId: order.orderId, voucherIds: [live!.voucherId, used!.voucherId] }),
        400,
        ERROR_CODES.VOUCHER_NOT_REFUNDABLE,
      );
      expect(await moneyRows(t.app)).toEqual(before);
      expect((await vouchersOf(t.app, user, order.orderId)).map((v) => v.status)).toEqual(['USED', 'VALID']);
      expect(await orderStatus(order.orderId)).toBe('COMPLETED');
      // An unpaid order has nothing to give back.
      const unpaid = await placeOrder(t.app, user, { skuId: product.skuId });
      expectRefusal(await refund(user, { orderId: unpaid.orderId }), 400, ERROR_CODES.VOUCHER_NOT_REFUNDABLE);
      expect(await moneyRows(t.app)).toEqual(before);
    });

    it('keeps a refund the provider failed PENDING, and the job completes it once', async () => {
      const product = await createVoucherProduct(t.app);
      const user = await createUser(t.app);
      const order = await buyAndPay(t.app, user, product);
      const provider = t.app.paymentSandbox!.provider;
      const failing = vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('provider down'));
      const answer = expectSuccess<RefundData>(await refund(user, { orderId: order.orderId }));
      failing.mockRestore();
      expect(answer).toMatchObject({ status: 'PENDING', orderStatus: 'REFUND' });
      const pending = await detailOf(t.app, user, order.orderId);
      expect(pending.history.map((m) => [m.kind, m.status])).toEqual([
        ['CHARGE', 'DONE'],
        ['REFUND', 'PENDING'],
      ]);
      expect((await ledgerOf(order.orderId)).map((e) => e.kind)).toEqual(['CHARGE']);
      // Just asked: the job leaves it to the request a while; then asks, twice at once, and it is done once.
      expect(await t.app.payments.retryPendingRefunds()).toBe(0);
      clock.advance(2 * MINUTE_MS);
      await Promise.all([t.app.payments.retryPendingRefunds(), t.app.payments.retryPendingRefunds()]);
      expect(await t.app.payments.retryPendingRefunds()).toBe(0);
      expect((await ledgerOf(order.orderId)).map((e) => [e.kind, e.refund_id])).toEqual([
        ['CHARGE', null],
        ['REFUND', answer.refundId],
      ]);
      expect((await detailOf(t.app, user, order.orderId)).history.map((m) => m.status)).toEqual([
        'DONE',
        'DONE',
      ]);
      const [sandbox] = await rowsOf<{ n: number }>(
        t.app,
        sql`select count(*)::int as n from sandbox_refunds where merchant_ref = ${`refund:${answer.refundId}`}`,
      );
      expect(sandbox?.n).toBe(1);
      expectBooksAgree(await books(t.app));
    });

    it('expires vouchers past their end and refunds ours through the provider, but not a partner code already issued', async () => {
      const ours = await createVoucherProduct(t.app, { validDays: 2, salePrice: 40_000 });
      const partner = await createVoucherProduct(t.app, { validDays: 2, codeType: 'CODE', codes: 1 });
      const user = await createUser(t.app);
      const mine = await buyAndPay(t.app, user, ours, 2);
      const codes = await buyAndPay(t.app, user, partner, 2);
      const [, kept] = await vouchersOf(t.app, user, mine.orderId);
      const row = await t.app.orders.voucher(kept!.voucherId);
      await t.app.db.transaction(async (tx) => {
        await t.app.orders.redeemVoucher(tx, {
          voucher: row!,
          at: clock.now(),
          storeId: ours.storeId,
          pointId: null,
        });
      });
      clock.advance(2 * DAY_MS);
      // Twice at once, as two processes would: each voucher expires, and is refunded, once.
      await Promise.all([t.app.orders.expireDueVouchers(), t.app.orders.expireDueVouchers()]);
      expect(await t.app.orders.expireDueVouchers()).toBe(0);
      // Payments heard what is owed, and the refund job asks the provider at once for an expiry.
      await Promise.all([t.app.payments.retryPendingRefunds(), t.app.payments.retryPendingRefunds()]);

      expect(await orderStatus(mine.orderId)).toBe('RETURN');
      expect(
        (await vouchersOf(t.app, user, mine.orderId)).map((v) => [v.status, v.refundTime !== null]),
      ).toEqual([
        ['EXPIRED', true],
        ['USED', false],
      ]);
      expect(await ledgerOf(mine.orderId)).toMatchObject([
        { kind: 'CHARGE', amount: 80_000 },
        { kind: 'REFUND', amount: 40_000, reason: 'EXPIRED' },
      ]);
      // The partner's issued code may have been used at the partner: expired, not refunded; the
      // one never issued was never the customer's: refunded.
      expect(await orderStatus(codes.orderId)).toBe('EXPIRED');
      const partnerVouchers = await vouchersOf(t.app, user, codes.orderId);
      expect(partnerVouchers.map((v) => [v.status, v.refundTime !== null])).toEqual([
        ['EXPIRED', false],
        ['EXPIRED', true],
      ]);
      expect((await ledgerOf(codes.orderId)).map((e) => [e.kind, e.amount, e.reason])).toEqual([
        ['CHARGE', 160_000, null],
        ['REFUND', partnerVouchers[1]!.amount, 'EXPIRED'],
      ]);
      const detail = await detailOf(t.app, user, codes.orderId);
      expect(detail).toMatchObject({ cardStatus: 'expired', refundableAmount: 0 });
      expect(detail.history.at(-1)).toMatchObject({ kind: 'REFUND', reason: 'EXPIRED', status: 'DONE' });
      expectBooksAgree(await books(t.app));
    });

    it("keeps the ledger equal to the bank over a day of random orders, and every order's history to its payments and refunds", async () => {
      const fates = ['unpaid', 'paid', 'refund-one', 'refund-all', 'use-one', 'expire'] as const;
      const step = fc.record({
        product: fc.constantFrom('fixed', 'relative', 'partner'),
        quantity: fc.integer({ min: 1, max: 4 }),
        fate: fc.constantFrom(...fates),
        gapMinutes: fc.integer({ min: 1, max: 60 }),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
          // Each run is its own day, with products of its own: one with the day's dates, one valid a
          // day from purchase, one of a partner's codes with a small pool.
          const dayStart = clock.now();
          const products = {
            fixed: await createVoucherProduct(t.app, {
              salePrice: 30_000,
              fixedWindow: { start: dayStart, end: dayStart + 20 * HOUR_MS },
            }),
            relative: await createVoucherProduct(t.app, { salePrice: 17_777, validDays: 1 }),
            partner: await createVoucherProduct(t.app, {
              salePrice: 12_345,
              validDays: 1,
              codeType: 'CODE_LINK',
              codes: 5,
            }),
          };
          const user = await createUser(t.app);
          const placed: string[] = [];
          for (const s of steps) {
            const product = products[s.product];
            clock.advance(s.gapMinutes * MINUTE_MS);
            if (s.fate === 'unpaid') {
              placed.push(
                (await placeOrder(t.app, user, { skuId: product.skuId, quantity: s.quantity })).orderId,
              );
              continue;
            }
            const order = await buyAndPay(t.app, user, product, s.quantity);
            placed.push(order.orderId);
            const vouchers = await vouchersOf(t.app, user, order.orderId);
            const refundable = vouchers.filter((v) => v.refundable);
            if (s.fate === 'refund-one' && refundable[0]) {
              expectSuccess(
                await refund(user, { orderId: order.orderId, voucherIds: [refundable[0].voucherId] }),
              );
            } else if (s.fate === 'refund-all' && refundable.length > 0) {
              expectSuccess(await refund(user, { orderId: order.orderId }));
            } else if (s.fate === 'use-one' && vouchers[0]?.status === 'VALID' && vouchers[0].code !== null) {
              const row = await t.app.orders.voucher(vouchers[0].voucherId);
              await t.app.db.transaction(async (tx) => {
                await t.app.orders.redeemVoucher(tx, {
                  voucher: row!,
                  at: clock.now(),
                  storeId: product.storeId,
                  pointId: null,
                });
              });
            }
          }
          // The day ends: every voucher of it runs out, and the jobs run.
          clock.advance(DAY_MS);
          await t.app.payments.reconcileOverdue();
          await t.app.orders.cancelOverdue();
          await t.app.orders.expireDueVouchers();
          await t.app.payments.retryPendingRefunds();
          expectBooksAgree(await books(t.app));

          for (const orderId of placed) {
            const [facts] = await rowsOf<{
              paid: number;
              refunds_done: number;
              refunded_vouchers: number;
              ledger_charge: number;
              ledger_refund: number;
              live: number;
            }>(
              t.app,
              sql`select
                (select coalesce(sum(amount), 0)::float8 from payments where order_id = o.id and status = 'PAY_SUCCESS') as paid,
                (select coalesce(sum(amount), 0)::float8 from refunds where order_id = o.id and status = 'DONE') as refunds_done,
                (select coalesce(sum(amount), 0)::float8 from vouchers where order_id = o.id and refund_id is not null)
                  as refunded_vouchers,
                (select coalesce(sum(amount), 0)::float8 from ledger_entries where order_id = o.id and kind = 'CHARGE') as ledger_charge,
                (select coalesce(sum(amount), 0)::float8 from ledger_entries where order_id = o.id and kind = 'REFUND') as ledger_refund,
                (select count(*)::int from vouchers where order_id = o.id and status in ('VALID', 'NOT_DELIVERY')) as live
                from orders o where o.id = ${orderId}::bigint`,
            );
            expect(facts!.ledger_charge).toBe(facts!.paid);
            expect(facts!.ledger_refund).toBe(facts!.refunds_done);
            expect(facts!.refunds_done).toBe(facts!.refunded_vouchers);
            expect(facts!.live).toBe(0);
            // The history the customer reads is the ledger, in order.
            const history = (await detailOf(t.app, user, orderId)).history;
            expect(history.every((m) => m.status === 'DONE')).toBe(true);
            expect(history.filter((m) => m.kind === 'CHARGE').reduce((a, m) => a + m.amount, 0)).toBe(
              facts!.paid,
            );
            expect(history.filter((m) => m.kind === 'REFUND').reduce((a, m) => a + m.amount, 0)).toBe(
              facts!.refunds_done,
            );
          }
        }),
        { numRuns: 6, seed: 20_261_126 },
      );
    });
  },
  { now: () => clock.now(), payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
