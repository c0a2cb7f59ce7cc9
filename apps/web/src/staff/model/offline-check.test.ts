import { randomUUID } from 'node:crypto';
import { REDEEM_CODE_PERIOD_S } from '@lahap/contract/constants';
import {
  fromBase64Url,
  groupRedeemDigits,
  holdRedeemCode,
  issueRedeemCodeSeed,
  redeemCodeAtWindow,
  redeemWindowOf,
  toBase64Url,
} from '@lahap/contract/redemption/code';
import { describe, expect, it } from 'vitest';
import {
  COUPON_ITEM,
  OTHER_MERCHANT,
  OTHER_STORE_ITEM,
  STAFF,
  VOUCHER_ITEM,
  customerCode,
  kitData,
} from '../test/staff-fixtures';
import { checkCodeOffline, isTypedCode, normalizeCode } from './offline-check';
import type { QueuedRedemption } from './offline-queue';

const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
const at = Date.UTC(2026, 10, 26, 5, 0, 0);
const kit = kitData();

/** A code's text with one of its dot-separated parts replaced. */
function withPart(text: string, index: number, part: string): string {
  return text
    .split('.')
    .map((each, i) => (i === index ? part : each))
    .join('.');
}

describe('checking a code offline with the kit', () => {
  it('accepts the current scanned code of a voucher the store takes, and names it from the kit', () => {
    const { qrText } = customerCode('V', '600000001', VOUCHER_ITEM, at);
    expect(checkCodeOffline(qrText, kit, at, [])).toEqual({
      ok: true,
      code: qrText,
      kind: 'V',
      id: '600000001',
      itemId: VOUCHER_ITEM,
      itemName: kit.vouchers[0]!.name,
    });
    // The counter's clock may be a period off the phone's either way.
    expect(checkCodeOffline(qrText, kit, at + PERIOD_MS, []).ok).toBe(true);
    expect(checkCodeOffline(qrText, kit, at - PERIOD_MS, []).ok).toBe(true);
  });

  it('refuses typed digits, even right ones: only the server can check them', () => {
    const { typed } = customerCode('V', '600000001', VOUCHER_ITEM, at);
    expect(isTypedCode(groupRedeemDigits(typed))).toBe(true);
    expect(checkCodeOffline(groupRedeemDigits(typed), kit, at, [])).toEqual({
      ok: false,
      reason: 'typedOffline',
    });
    expect(checkCodeOffline(typed, null, at, [])).toEqual({ ok: false, reason: 'typedOffline' });
  });

  it('takes a store coupon against the kit’s coupons, never its vouchers', () => {
    const coupon = customerCode('C', '700000001', COUPON_ITEM, at);
    expect(checkCodeOffline(coupon.qrText, kit, at, [])).toMatchObject({
      ok: true,
      kind: 'C',
      itemId: COUPON_ITEM,
    });
    // A coupon code made for the voucher product's id is not a coupon the store takes.
    const mixed = customerCode('C', '700000001', VOUCHER_ITEM, at);
    expect(checkCodeOffline(mixed.qrText, kit, at, [])).toEqual({ ok: false, reason: 'wrongStore' });
  });

  it('refuses an old code as expired: the customer must show the current one', () => {
    const old = customerCode('V', '600000001', VOUCHER_ITEM, at - 5 * PERIOD_MS);
    expect(checkCodeOffline(old.qrText, kit, at, [])).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a product this store does not take, and another merchant’s code', () => {
    const elsewhere = customerCode('V', '600000002', OTHER_STORE_ITEM, at);
    expect(checkCodeOffline(elsewhere.qrText, kit, at, [])).toEqual({ ok: false, reason: 'wrongStore' });
    const foreign = customerCode('V', '600000003', VOUCHER_ITEM, at, OTHER_MERCHANT);
    expect(checkCodeOffline(foreign.qrText, kit, at, [])).toEqual({ ok: false, reason: 'unknown' });
    // Another merchant's code for an item the store does not take is not "wrong store": it is none of ours.
    const foreignElsewhere = customerCode('V', '600000004', OTHER_STORE_ITEM, at, OTHER_MERCHANT);
    expect(checkCodeOffline(foreignElsewhere.qrText, kit, at, [])).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a code whose certificate, signature, window, id or item was altered', () => {
    const { qrText } = customerCode('V', '600000001', VOUCHER_ITEM, at);
    const flip = (b64: string, bytes: number) => {
      const raw = fromBase64Url(b64, bytes)!;
      raw[3] = raw[3]! ^ 0x10;
      return toBase64Url(raw);
    };
    const parts = qrText.split('.');
    for (const altered of [
      withPart(qrText, 2, '600000002'),
      withPart(qrText, 4, String(Number(parts[4]) - 1)),
      withPart(qrText, 5, flip(parts[5]!, 32)),
      withPart(qrText, 6, flip(parts[6]!, 64)),
      withPart(qrText, 7, flip(parts[7]!, 64)),
    ]) {
      expect(checkCodeOffline(altered, kit, at, [])).toEqual({ ok: false, reason: 'unknown' });
    }
  });

  it('cannot be fooled by a code made from the kit itself', () => {
    // Whatever the counter holds, taken as the merchant's secret and signing seed.
    const kitKey = fromBase64Url(kit.publicKey, 32)!;
    const forged = holdRedeemCode(
      issueRedeemCodeSeed(
        { secret: kitKey, signingSeed: kitKey },
        { kind: 'V', id: '600000001', itemId: VOUCHER_ITEM },
      ),
    )!;
    const { qrText } = redeemCodeAtWindow(forged, redeemWindowOf(at));
    expect(checkCodeOffline(qrText, kit, at, [])).toEqual({ ok: false, reason: 'unknown' });
    expect(kit).not.toHaveProperty('key');
  });

  it('refuses what is not a code, and says when there is no kit to check with', () => {
    expect(checkCodeOffline('https://example.com/menu', kit, at, [])).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkCodeOffline('1234', kit, at, [])).toEqual({ ok: false, reason: 'invalid' });
    // The first code format, which a counter's key could make, is no code any more.
    expect(checkCodeOffline('LHP1.V.600000001.300001.123456', kit, at, [])).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const { qrText } = customerCode('V', '600000001', VOUCHER_ITEM, at);
    expect(checkCodeOffline(qrText, null, at, [])).toEqual({ ok: false, reason: 'noKit' });
  });

  it('refuses a voucher this counter already confirmed offline (a double tap, a shared screenshot)', () => {
    const { qrText } = customerCode('V', '600000001', VOUCHER_ITEM, at);
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
    const next = customerCode('V', '600000001', VOUCHER_ITEM, at + PERIOD_MS);
    expect(checkCodeOffline(next.qrText, kit, at + PERIOD_MS, [waiting])).toMatchObject({
      ok: false,
      reason: 'alreadyConfirmed',
    });
    // Another voucher of the same product is fine.
    expect(
      checkCodeOffline(customerCode('V', '600000009', VOUCHER_ITEM, at).qrText, kit, at, [waiting]).ok,
    ).toBe(true);
  });

  it('keeps QR text as it is and typed digits without spaces or dashes', () => {
    const { qrText } = customerCode('V', '1', '2', at);
    expect(normalizeCode(`  ${qrText} `)).toBe(qrText);
    expect(normalizeCode('1600 0000 01-12 3456')).toBe('1600000001123456');
  });
});
