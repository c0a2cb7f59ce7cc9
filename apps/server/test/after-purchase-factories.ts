import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { OrderDetailData, PayCreateData } from '@lahap/contract/payments/schemas';
import type { VoucherCodeType } from '@lahap/contract/enums';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { VoucherListData } from '@lahap/contract/orders/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { products, thirdPartyCodes } from '../src/db/schema/index.js';
import { as, createSaleProduct, placeOrder } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import type { TestUser } from './factories.js';
import { api, expectSuccess, signedPost } from './helper.js';

export interface VoucherProductOptions {
  salePrice?: number;
  stock?: number;
  validDays?: number;
  codeType?: VoucherCodeType;
  /** FIXED_TIME: the product's own window (epoch ms, end exclusive). */
  fixedWindow?: { start: number; end: number };
  /** CODE / CODE_LINK: how many partner codes its pool starts with. */
  codes?: number;
  merchantId?: number;
}

let nextCode = 1;

/** A dine-out voucher at one new store, of the code type and window asked for. */
export async function createVoucherProduct(app: FastifyInstance, options: VoucherProductOptions = {}) {
  const merchantId = options.merchantId ?? 7;
  const store = await createStore(app, { lat: -6.2, lng: 106.8, merchantId });
  const product = await createSaleProduct(app, {
    storeIds: [store],
    merchantId,
    salePrice: options.salePrice ?? 80_000,
    originalPrice: Math.max(100_000, options.salePrice ?? 0),
    stock: options.stock ?? 100,
  });
  await app.db
    .update(products)
    .set({
      codeType: options.codeType ?? 'LAHAP',
      validDays: options.validDays ?? 30,
      redeemStartsAt: options.fixedWindow ? new Date(options.fixedWindow.start) : null,
      redeemEndsAt: options.fixedWindow ? new Date(options.fixedWindow.end) : null,
    })
    .where(eq(products.id, Number(product.productId)));
  if (options.codes) await addCodes(app, product.productId, options.codes);
  return { ...product, storeId: store, merchantId: String(merchantId) };
}

/** Puts `n` more partner codes (with links) in a product's pool. */
export async function addCodes(app: FastifyInstance, productId: string, n: number): Promise<string[]> {
  const codes = Array.from({ length: n }, () => `P${String((nextCode += 1)).padStart(8, '0')}`);
  await app.db.insert(thirdPartyCodes).values(
    codes.map((code) => ({
      productId: Number(productId),
      code,
      link: `https://partner.example.co.id/r/${code}`,
    })),
  );
  return codes;
}

/** Opens a QRIS charge for an order; its payment id. */
export async function openCharge(app: FastifyInstance, user: TestUser, orderId: string): Promise<string> {
  const charge = expectSuccess<PayCreateData>(
    await signedPost(app, api(PAYMENT_PATHS.payCreate), { orderId, payMethod: 'QRIS' }, as(user)),
  );
  return charge.paymentId;
}

/** Places an order and pays it through the sandbox bank; the order id and what it paid. */
export async function buyAndPay(
  app: FastifyInstance,
  user: TestUser,
  product: { skuId: string },
  quantity = 1,
): Promise<{ orderId: string; payableAmount: number; paymentId: string }> {
  const order = await placeOrder(app, user, { skuId: product.skuId, quantity });
  const paymentId = await openCharge(app, user, order.orderId);
  await app.paymentSandbox?.approve(paymentId);
  return { orderId: order.orderId, payableAmount: order.payableAmount, paymentId };
}

export const orderCall = (
  app: FastifyInstance,
  user: TestUser,
  path: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> => signedPost(app, api(path), body, as(user));

export async function vouchersOf(app: FastifyInstance, user: TestUser, orderId: string) {
  return expectSuccess<VoucherListData>(await orderCall(app, user, ORDER_PATHS.voucherList, { orderId }))
    .voucherList;
}

export async function detailOf(app: FastifyInstance, user: TestUser, orderId: string) {
  return expectSuccess<OrderDetailData>(await orderCall(app, user, PAYMENT_PATHS.orderDetail, { orderId }));
}

/** Row counts of everything a refund writes, to prove a refusal wrote nothing. */
export async function moneyRows(app: FastifyInstance) {
  const [row] = await rowsOf<Record<string, number>>(
    app,
    sql`select (select count(*)::int from refunds) as refunds,
      (select count(*)::int from ledger_entries) as ledger,
      (select count(*)::int from sandbox_refunds) as sandbox_refunds,
      (select count(*)::int from vouchers where status = 'REFUND') as refunded_vouchers`,
  );
  return row!;
}

/** The ledger's and the sandbox bank's totals, which must always agree. */
export async function books(app: FastifyInstance) {
  const [ledger] = await rowsOf<{ charged: number; refunded: number }>(
    app,
    sql`select coalesce(sum(amount) filter (where kind = 'CHARGE'), 0)::float8 as charged,
      coalesce(sum(amount) filter (where kind = 'REFUND'), 0)::float8 as refunded from ledger_entries`,
  );
  const bank = await app.paymentSandbox!.books();
  return { ledger: ledger!, bank };
}

export function expectBooksAgree(b: Awaited<ReturnType<typeof books>>): void {
  expect(b.ledger.charged - b.ledger.refunded).toBe(b.bank.charged - b.bank.refunded);
  expect(b.ledger).toEqual({ charged: b.bank.charged, refunded: b.bank.refunded });
}
