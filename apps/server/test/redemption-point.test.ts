import { REDEEM_POINT_RADIUS_M } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { RedeemAtPointData } from '@lahap/contract/orders/schemas';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { redemptionPoints } from '../src/db/schema/index.js';
import { as } from './purchase-factories.js';
import { createStore, haversineMetres, offset, text } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';
import {
  buyVouchers,
  createVoucherProduct,
  kitOf,
  loginStaff,
  redemptionRecords,
  staffPost,
  voucherById,
  voucherCodeAt,
} from './redemption-factories.js';

const clock = testClock(Date.now());
const STORE = { lat: -6.2249, lng: 106.8093 };
/** A redemption desk a kilometre north of the store. */
const DESK = offset(STORE, 1, 0);
const MERCHANT = 501;

describeEachEngine(
  'the customer redeems a physical voucher at a point',
  (t) => {
    const redeem = (user: TestUser, voucherId: string, at: { lat: number; lng: number }) =>
      signedPost(t.app, api(ORDER_PATHS.redeemAtPoint), { voucherId, ...at }, as(user));

    async function physicalVouchers(quantity: number) {
      const storeId = await createStore(t.app, {
        ...STORE,
        merchantId: MERCHANT,
        name: text('Toko Kertas', 'Paper Store'),
      });
      const product = await createVoucherProduct(t.app, {
        storeIds: [storeId],
        merchantId: MERCHANT,
        codeType: 'PAPER_VOUCHER',
      });
      const user = await createUser(t.app);
      const vouchers = await buyVouchers(t.app, user, product.skuId, quantity);
      return { storeId, product, user, vouchers };
    }

    it('redeems near the store or a desk of its merchant, once; refuses from 500 m away with the distance', async () => {
      await t.app.db.insert(redemptionPoints).values({
        id: 92_000_001,
        merchantId: MERCHANT,
        name: text('Meja Penukaran', 'Voucher desk'),
        address: text('Lobi'),
        ...DESK,
      });
      const { storeId, user, vouchers } = await physicalVouchers(2);
      const [first, second] = vouchers;

      const far = offset(STORE, -0.5, 0);
      const refused = expectRefusal(await redeem(user, first!.id, far), 400, ERROR_CODES.REDEEM_TOO_FAR);
      expect(refused).toContain(`(${Math.round(haversineMetres(far, STORE))} m)`);
      expect((await voucherById(t.app, first!.id)).status).toBe('VALID');

      const near = offset(STORE, 0.15, 0.05);
      const used = expectSuccess<RedeemAtPointData>(await redeem(user, first!.id, near));
      expect(used).toMatchObject({
        voucherId: first!.id,
        status: 'USED',
        placeName: { 'en-US': 'Paper Store' },
      });
      expect(used.distance).toBe(Math.round(haversineMetres(near, STORE)));
      expect(used.distance).toBeLessThanOrEqual(REDEEM_POINT_RADIUS_M);
      expect(Date.parse(used.usedTime)).toBe(clock.now());
      expect(await voucherById(t.app, first!.id)).toMatchObject({
        status: 'USED',
        used_store_id: storeId,
        used_point_id: null,
      });
      expect((await redemptionRecords(t.app, 'voucher_id', first!.id)).redemptions).toEqual([
        expect.objectContaining({ channel: 'POINT', store_id: storeId, client_id: null }),
      ]);
      // Redemption cannot be undone, nor repeated.
      expectRefusal(await redeem(user, first!.id, near), 400, ERROR_CODES.VOUCHER_NOT_REDEEMABLE);

      const atDesk = expectSuccess<RedeemAtPointData>(await redeem(user, second!.id, offset(DESK, 0, 0.1)));
      expect(atDesk).toMatchObject({ placeName: { 'en-US': 'Voucher desk' }, distance: 100 });
      expect(await voucherById(t.app, second!.id)).toMatchObject({
        used_store_id: null,
        used_point_id: '92000001',
      });
    });

    it('also takes a physical voucher at its store’s counter, by its rotating code, and then not at a point', async () => {
      const { storeId, product, user, vouchers } = await physicalVouchers(1);
      const [voucher] = vouchers;
      const staff = await loginStaff(t.app, storeId);
      expect((await kitOf(t.app, staff)).vouchers.map((item) => item.itemId)).toContain(product.productId);
      const redeemed = expectSuccess<{ kind: string; id: string }>(
        await staffPost(t.app, staff.token, REDEMPTION_PATHS.redeemConfirm, {
          code: voucherCodeAt(t.app, voucher!, clock.now()),
          storeId,
        }),
      );
      expect(redeemed).toMatchObject({ kind: 'VOUCHER', id: voucher!.id });
      expectRefusal(await redeem(user, voucher!.id, STORE), 400, ERROR_CODES.VOUCHER_NOT_REDEEMABLE);
    });

    it('redeems only the customer’s own physical vouchers, valid ones', async () => {
      const { user, vouchers } = await physicalVouchers(1);
      const [voucher] = vouchers;
      const stranger = await createUser(t.app);
      expectRefusal(await redeem(stranger, voucher!.id, STORE), 400, ERROR_CODES.VOUCHER_NOT_FOUND);
      expectRefusal(await redeem(user, '999999999', STORE), 400, ERROR_CODES.VOUCHER_NOT_FOUND);
      expectRefusal(await redeem(user, '9999999999999999999', STORE), 400, ERROR_CODES.PARAMETER_ERROR);
      expectRefusal(
        await signedPost(t.app, api(ORDER_PATHS.redeemAtPoint), { voucherId: voucher!.id, ...STORE }),
        401,
        ERROR_CODES.SESSION_INVALID,
      );

      // A voucher the store's counter scans is not redeemed by the customer.
      const counterStore = await createStore(t.app, { ...STORE, merchantId: MERCHANT + 1 });
      const lahap = await createVoucherProduct(t.app, { storeIds: [counterStore], merchantId: MERCHANT + 1 });
      const [scanned] = await buyVouchers(t.app, user, lahap.skuId);
      expectRefusal(await redeem(user, scanned!.id, STORE), 400, ERROR_CODES.VOUCHER_NOT_REDEEMABLE);

      // Refunded, or past its window before the expiry job ran.
      await t.app.db.execute(sql`update vouchers set status = 'REFUND' where id = ${voucher!.id}::bigint`);
      expectRefusal(await redeem(user, voucher!.id, STORE), 400, ERROR_CODES.VOUCHER_NOT_REDEEMABLE);
      const later = await physicalVouchers(1);
      const start = clock.now();
      clock.advance(31 * 86_400_000);
      try {
        expectRefusal(
          await redeem(later.user, later.vouchers[0]!.id, STORE),
          400,
          ERROR_CODES.VOUCHER_NOT_REDEEMABLE,
        );
      } finally {
        clock.set(start);
      }
      expect((await redemptionRecords(t.app, 'voucher_id', later.vouchers[0]!.id)).redemptions).toEqual([]);
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
