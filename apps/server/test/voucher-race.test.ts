import { ERROR_CODES } from '@lahap/contract/errors';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { as } from './purchase-factories.js';
import { rowsOf } from './coupon-factories.js';
import { createStore } from './discovery-factories.js';
import { createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';
import {
  buyVouchers,
  createVoucherProduct,
  loginStaff,
  redemptionRecords,
  staffPost,
  voucherById,
  voucherCodeAt,
} from './redemption-factories.js';

const clock = testClock(Date.now());

describeEachEngine(
  'a voucher refunded and redeemed at the same moment',
  (t) => {
    it('is either refunded or redeemed, never both, whichever request comes first', async () => {
      const storeId = await createStore(t.app, { lat: -6.21, lng: 106.82, merchantId: 611 });
      const product = await createVoucherProduct(t.app, { storeIds: [storeId], merchantId: 611 });
      const staff = await loginStaff(t.app, storeId);
      // Several rounds, so both orders of arrival are met on an engine that runs requests in parallel.
      for (let round = 0; round < 6; round += 1) {
        const user = await createUser(t.app);
        const [voucher] = await buyVouchers(t.app, user, product.skuId, 1);
        const code = voucherCodeAt(t.app, voucher!, clock.now());
        const askRefund = () =>
          signedPost(
            t.app,
            api(ORDER_PATHS.refund),
            { orderId: voucher!.order_id, voucherIds: [voucher!.id], reason: 'CHANGED_PLANS' },
            as(user),
          );
        const confirm = () =>
          staffPost(t.app, staff.token, REDEMPTION_PATHS.redeemConfirm, { code, storeId });
        const [refund1, redeem1, refund2, redeem2] = await Promise.all([
          askRefund(),
          confirm(),
          askRefund(),
          confirm(),
        ]);
        const refunds = [refund1!, refund2!].filter((r) => r.statusCode === 200);
        const redemptions = [redeem1!, redeem2!].filter((r) => r.statusCode === 200);
        expect(refunds.length + redemptions.length, `round ${round}`).toBe(1);

        const stored = await voucherById(t.app, voucher!.id);
        const records = await redemptionRecords(t.app, 'voucher_id', voucher!.id);
        const [ledger] = await rowsOf<{ refunds: number }>(
          t.app,
          sql`select count(*)::int as refunds from ledger_entries
            where order_id = ${voucher!.order_id}::bigint and kind = 'REFUND'`,
        );
        if (refunds.length === 1) {
          expect(stored.status).toBe('REFUND');
          expect(records.redemptions).toEqual([]);
          expect(ledger?.refunds).toBe(1);
          for (const lost of [redeem1!, redeem2!]) expectRefusal(lost, 400, ERROR_CODES.REDEEM_NOT_VALID);
        } else {
          expect(stored.status).toBe('USED');
          expect(records.redemptions).toHaveLength(1);
          expect(ledger?.refunds).toBe(0);
          for (const lost of [refund1!, refund2!]) {
            expectRefusal(lost, 400, ERROR_CODES.VOUCHER_NOT_REFUNDABLE);
          }
        }
      }
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
