import { createHmac } from 'node:crypto';
import { PAYMENT_PATHS } from '@lahap/contract/payments/paths';
import type { PayCreateData } from '@lahap/contract/payments/schemas';
import type { RedeemKind, VoucherCodeType } from '@lahap/contract/enums';
import { HEADERS } from '@lahap/contract/headers';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import type { StaffKitData, StaffLoginData } from '@lahap/contract/redemption/counter-schemas';
import {
  currentRedeemCode,
  holdRedeemCode,
  issueRedeemCodeSeed,
  redeemOtp,
  redeemTypedCode,
} from '@lahap/contract/redemption/code';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { staffMembers } from '../src/db/schema/index.js';
import { as, createSaleProduct, placeOrder } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import type { TestUser } from './factories.js';
import { api, expectSuccess, signedPost } from './helper.js';
import { callerPost, codeFor, e164, newCaller, newPhone } from './identity-helper.js';

/** A voucher as the tests read it back. */
export interface TestVoucher {
  id: string;
  order_id: string;
  product_id: string;
  merchant_id: string;
  status: string;
  amount: number;
  used_store_id: string | null;
  used_point_id: string | null;
}

/** A product of the merchant's at the given stores, with the code type its vouchers get. */
export async function createVoucherProduct(
  app: FastifyInstance,
  options: { storeIds: string[]; merchantId: number; codeType?: VoucherCodeType; salePrice?: number },
) {
  const product = await createSaleProduct(app, {
    storeIds: options.storeIds,
    merchantId: options.merchantId,
    salePrice: options.salePrice,
  });
  if (options.codeType && options.codeType !== 'LAHAP') {
    await app.db.execute(
      sql`update products set code_type = ${options.codeType} where id = ${product.productId}::bigint`,
    );
  }
  return product;
}

/** Buys `quantity` units and pays through the sandbox bank: the order's vouchers, as issued. */
export async function buyVouchers(
  app: FastifyInstance,
  user: TestUser,
  skuId: string,
  quantity = 1,
  extra: Record<string, unknown> = {},
): Promise<TestVoucher[]> {
  const order = await placeOrder(app, user, { skuId, quantity, ...extra });
  const charge = expectSuccess<PayCreateData>(
    await signedPost(
      app,
      api(PAYMENT_PATHS.payCreate),
      { orderId: order.orderId, payMethod: 'QRIS' },
      as(user),
    ),
  );
  await app.paymentSandbox?.approve(charge.paymentId);
  return vouchersOf(app, order.orderId);
}

export async function vouchersOf(app: FastifyInstance, orderId: string): Promise<TestVoucher[]> {
  return rowsOf<TestVoucher>(
    app,
    sql`select id::text as id, order_id::text as order_id, product_id::text as product_id,
        merchant_id::text as merchant_id, status, amount, used_store_id::text as used_store_id,
        used_point_id::text as used_point_id
      from vouchers where order_id = ${orderId}::bigint order by unit_no`,
  );
}

export async function voucherById(app: FastifyInstance, voucherId: string): Promise<TestVoucher> {
  const [row] = await rowsOf<TestVoucher>(
    app,
    sql`select id::text as id, order_id::text as order_id, product_id::text as product_id,
        merchant_id::text as merchant_id, status, amount, used_store_id::text as used_store_id,
        used_point_id::text as used_point_id
      from vouchers where id = ${voucherId}::bigint`,
  );
  if (!row) throw new Error(`no voucher ${voucherId}`);
  return row;
}

export interface TestStaff {
  staffId: string;
  storeId: string;
  token: string;
  phone: string;
  name: string;
}

/** A staff member of the store, logged in through sendCode and staff/login as a counter does. */
export async function loginStaff(app: FastifyInstance, storeId: string, name = 'Kasir'): Promise<TestStaff> {
  const phone = newPhone();
  await app.db
    .insert(staffMembers)
    .values({ storeId: Number(storeId), countryCode: '62', phoneNo: e164(phone), name });
  const verificationCode = await codeFor(app, phone);
  const data = expectSuccess<StaffLoginData>(
    await callerPost(
      app,
      REDEMPTION_PATHS.staffLogin,
      { countryCode: '62', phoneNo: phone, verificationCode },
      newCaller(),
    ),
  );
  return { staffId: data.staff.staffId, storeId, token: data.staffToken, phone, name };
}

/** A signed staff call with the staff token (or any token: a customer's, garbage). */
export function staffPost(
  app: FastifyInstance,
  token: string | null,
  path: string,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return signedPost(app, api(path), body, token === null ? {} : { headers: { [HEADERS.authorize]: token } });
}

export async function kitOf(app: FastifyInstance, staff: TestStaff): Promise<StaffKitData> {
  return expectSuccess<StaffKitData>(await staffPost(app, staff.token, REDEMPTION_PATHS.staffKit));
}

/**
 * The code the customer's app shows at `at` for a voucher ('V', item = its product) or store
 * coupon ('C', item = its template): from the seed and certificate the server gives the customer.
 */
export function codeShownAt(
  app: FastifyInstance,
  held: { kind: RedeemKind; id: string; itemId: string; merchantId: string },
  at: number,
): { typed: string; qrText: string } {
  const seed = app.redemptionKeys.of(held.merchantId).codeSeed(held.kind, held.id, held.itemId);
  return currentRedeemCode(holdRedeemCode(seed)!, at);
}

/** Every 32-byte value a kit carries, read as hex or as base64url: all a counter could make codes from. */
export function kitKeyMaterial(kit: StaffKitData): Uint8Array[] {
  const found: Uint8Array[] = [];
  for (const value of Object.values(kit)) {
    if (typeof value !== 'string') continue;
    if (/^[0-9a-f]{64}$/.test(value)) found.push(new Uint8Array(Buffer.from(value, 'hex')));
    if (/^[\w-]{43}$/.test(value)) found.push(new Uint8Array(Buffer.from(value, 'base64url')));
  }
  return found;
}

/**
 * The codes a counter could make at `at` for a voucher or coupon nobody showed it, from its kit
 * alone: each of the kit's keys taken as the merchant key of the first code format (the QR text
 * `LHP1.…` and its typed digits, a TOTP of the HMAC of the key over the target), and as the
 * merchant secret and signing seed of the present one.
 */
export function codesFromKit(
  kit: StaffKitData,
  target: { kind: RedeemKind; id: string; itemId: string },
  at: number,
): string[] {
  return kitKeyMaterial(kit).flatMap((key) => {
    const secret = createHmac('sha256', key)
      .update(`lahap-redeem:v1:${target.kind}:${target.id}:${target.itemId}`)
      .digest();
    const otp = redeemOtp(new Uint8Array(secret), at);
    const made = currentRedeemCode(
      holdRedeemCode(issueRedeemCodeSeed({ secret: key, signingSeed: key }, target))!,
      at,
    );
    return [
      `LHP1.${target.kind}.${target.id}.${target.itemId}.${otp}`,
      redeemTypedCode({ kind: target.kind, id: target.id, otp }),
      made.qrText,
      made.typed,
    ];
  });
}

/** The voucher's QR text at `at`. */
export const voucherCodeAt = (
  app: FastifyInstance,
  voucher: Pick<TestVoucher, 'id' | 'product_id' | 'merchant_id'>,
  at: number,
) =>
  codeShownAt(
    app,
    { kind: 'V', id: voucher.id, itemId: voucher.product_id, merchantId: voucher.merchant_id },
    at,
  ).qrText;

/** What the redemption tables hold for a voucher or coupon. */
export async function redemptionRecords(
  app: FastifyInstance,
  column: 'voucher_id' | 'coupon_id',
  id: string,
) {
  const target = sql.raw(column);
  const [row] = await rowsOf<{
    redemptions: { id: string; channel: string; client_id: string | null; store_id: string | null }[] | null;
    conflicts:
      { reason: string; client_id: string; first_redemption_id: string | null; store_id: string }[] | null;
  }>(
    app,
    sql`select
      (select json_agg(json_build_object('id', id::text, 'channel', channel, 'client_id', client_id::text,
          'store_id', store_id::text) order by id)
        from redemptions where ${target} = ${id}::bigint) as redemptions,
      (select json_agg(json_build_object('reason', reason, 'client_id', client_id::text,
          'first_redemption_id', first_redemption_id::text, 'store_id', store_id::text) order by id)
        from redemption_conflicts where ${target} = ${id}::bigint) as conflicts`,
  );
  return { redemptions: row?.redemptions ?? [], conflicts: row?.conflicts ?? [] };
}
