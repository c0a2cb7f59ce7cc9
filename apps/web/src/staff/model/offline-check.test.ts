import { randomUUID } from 'node:crypto';
import { REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import type { RedeemKind } from '@lahap/contract/enums';
import { currentRedeemCode, groupRedeemDigits, redeemSecret } from '@lahap/contract/redemption/code';
import { describe, expect, it } from 'vitest';
import {
  COUPON_ITEM,
  MERCHANT_KEY,
  OTHER_MERCHANT_KEY,
  OTHER_STORE_ITEM,
  STAFF,
  VOUCHER_ITEM,
  kitData,
} from '../test/staff-fixtures';
import { checkCodeOffline, normalizeCode } from './offline-check';
import type { QueuedRedemption } from './offline-queue';

const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
const at = Date.UTC(2026, 10, 26, 5, 0, 0);
const kit = kitData();

/** The code a customer's phone shows at `when`, made as the customer app makes it. */
function customerCode(kind: RedeemKind, id: string, itemId: string, when = at, key = MERCHANT_KEY) {
  return currentRedeemCode({ kind, id, itemId, secret: redeemSecret(key, kind, id, itemId) }, when);
}

describe('checking a code offline with the kit', () => {
  it('accepts the current code of a voucher the store takes, scanned or typed, and names it from the kit', () => {
    const { qrText, typed } = customerCode('V', '600000001', VOUCHER_ITEM);
    expect(checkCodeOffline(qrText, kit, at, [])).toEqual({
      ok: true,
      code: qrText,
      kind: 'V',
      id: '600000001',
      itemId: VOUCHER_ITEM,
      itemName: kit.vouchers[0]!.name,
    });
    // Typed as the customer's screen shows it, in groups of four: synced without the spaces.
    const keyed = checkCodeOffline(groupRedeemDigits(typed), kit, at, []);
    expect(keyed).toMatchObject({ ok: true, code: typed, itemId: VOUCHER_ITEM });
    // The counter's clock may be a period off the phone's either way.
    expect(checkCodeOffline(qrText, kit, at + PERIOD_MS, []).ok).toBe(true);
  });

  it('takes a store coupon against the kit’s coupons, never its vouchers', () => {
    const coupon = customerCode('C', '700000001', COUPON_ITEM);
    expect(checkCodeOffline(coupon.qrText, kit, at, [])).toMatchObject({
      ok: true,
      kind: 'C',
      itemId: COUPON_ITEM,
    });
    expect(checkCodeOffline(coupon.typed, kit, at, [])).toMatchObject({ ok: true, itemId: COUPON_ITEM });
    // A coupon code made for the voucher product's id is not a coupon the store takes.
    const mixed = customerCode('C', '700000001', VOUCHER_ITEM);
    expect(checkCodeOffline(mixed.qrText, kit, at, []).ok).toBe(false);
  });

  it('refuses an old code as expired: the customer must show the current one', () => {
    const old = customerCode('V', '600000001', VOUCHER_ITEM, at - 5 * PERIOD_MS);
    expect(checkCodeOffline(old.qrText, kit, at, [])).toEqual({ ok: false, reason: 'expired' });
    expect(checkCodeOffline(old.typed, kit, at, [])).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a product this store does not take, and another merchant’s code', () => {
    const elsewhere = customerCode('V', '600000002', OTHER_STORE_ITEM);
    expect(checkCodeOffline(elsewhere.qrText, kit, at, [])).toEqual({ ok: false, reason: 'wrongStore' });
    // Typed, the code does not say its product: it is simply none of this store's.
    expect(checkCodeOffline(elsewhere.typed, kit, at, [])).toEqual({ ok: false, reason: 'unknown' });

    const foreign = customerCode('V', '600000003', VOUCHER_ITEM, at, OTHER_MERCHANT_KEY);
    expect(checkCodeOffline(foreign.qrText, kit, at, [])).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses what is not a code, and says when there is no kit to check with', () => {
    expect(checkCodeOffline('https://example.com/menu', kit, at, [])).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkCodeOffline('1234', kit, at, [])).toEqual({ ok: false, reason: 'invalid' });
    const { qrText } = customerCode('V', '600000001', VOUCHER_ITEM);
    expect(checkCodeOffline(qrText, null, at, [])).toEqual({ ok: false, reason: 'noKit' });
  });

  it('refuses a voucher this counter already confirmed offline (a double tap, a shared screenshot)', () => {
    const { qrText, typed } = customerCode('V', '600000001', VOUCHER_ITEM);
    const waiting: QueuedRedemption = {
      clientId: randomUUID(),
      code: qrText,
      storeId: STAFF.storeId,
      confirmedAt: new Date(at).toISOString(),
      kind: 'V',
      id: '600000001',
      itemId: VOUCHER_ITEM,
      itemName: {},
      staffName: STAFF.name,
    };
    expect(checkCodeOffline(typed, kit, at, [waiting])).toMatchObject({
      ok: false,
      reason: 'alreadyConfirmed',
    });
    // Another voucher of the same product is fine.
    expect(checkCodeOffline(customerCode('V', '600000009', VOUCHER_ITEM).qrText, kit, at, [waiting]).ok).toBe(
      true,
    );
  });

  it('keeps QR text as it is and typed digits without spaces or dashes', () => {
    expect(normalizeCode('  LHP1.V.1.2.123456 ')).toBe('LHP1.V.1.2.123456');
    expect(normalizeCode('1600 0000 01-12 3456')).toBe('1600000001123456');
  });
});
