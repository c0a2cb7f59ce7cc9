import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { REDEEM_CODE_PERIOD_S } from '../constants.js';
import {
  currentRedeemCode,
  groupRedeemDigits,
  keyFromHex,
  keyToHex,
  parseRedeemCode,
  redeemCodeEverMatched,
  redeemOtp,
  redeemSecret,
  verifyRedeemCode,
} from './code.js';

const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
const merchantKey = keyFromHex('11'.repeat(32));
const otherMerchantKey = keyFromHex('22'.repeat(32));
const at = Date.UTC(2026, 10, 26, 5, 0, 0);

describe('redemption codes', () => {
  it("are RFC 6238 TOTP with SHA-256 (the RFC's own vectors, last six digits)", () => {
    const seed = utf8ToBytes('12345678901234567890123456789012');
    const vectors: [number, string][] = [
      [59, '46119246'],
      [1111111109, '68084774'],
      [1111111111, '67062674'],
      [1234567890, '91819424'],
      [2000000000, '90698825'],
      [20000000000, '77737706'],
    ];
    for (const [seconds, eightDigits] of vectors) {
      expect(redeemOtp(seed, seconds * 1000)).toBe(eightDigits.slice(-6));
    }
  });

  it('derive a different secret per merchant, kind, id and item', () => {
    const base = keyToHex(redeemSecret(merchantKey, 'V', '600000001', '300001'));
    expect(keyToHex(redeemSecret(otherMerchantKey, 'V', '600000001', '300001'))).not.toBe(base);
    expect(keyToHex(redeemSecret(merchantKey, 'C', '600000001', '300001'))).not.toBe(base);
    expect(keyToHex(redeemSecret(merchantKey, 'V', '600000002', '300001'))).not.toBe(base);
    expect(keyToHex(redeemSecret(merchantKey, 'V', '600000001', '300002'))).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it('round-trip through the QR text and the typed digits', () => {
    const secret = redeemSecret(merchantKey, 'V', '600000001', '300001');
    const shown = currentRedeemCode({ kind: 'V', id: '600000001', itemId: '300001', secret }, at);
    expect(shown.qrText).toMatch(/^LHP1\.V\.600000001\.300001\.\d{6}$/);
    expect(shown.typed).toMatch(/^1600000001\d{6}$/);
    const fromQr = parseRedeemCode(shown.qrText);
    expect(fromQr).toEqual({ kind: 'V', id: '600000001', itemId: '300001', otp: shown.typed.slice(-6) });
    expect(parseRedeemCode(groupRedeemDigits(shown.typed))).toEqual({ ...fromQr, itemId: null });
    expect(groupRedeemDigits('1600000001123456')).toBe('1600 0000 0112 3456');
    expect(shown.changesInMs).toBeGreaterThan(0);
    expect(shown.changesInMs).toBeLessThanOrEqual(PERIOD_MS);
  });

  it('refuse what is not a code', () => {
    for (const text of [
      '',
      'hello',
      'LHP1.X.1.2.123456',
      'LHP1.V.1.2.12345',
      'LHP1.V.01.2.123456',
      '9600000001123456',
      '12345',
      'LHP1.V.1.2.123456.7',
    ]) {
      expect(parseRedeemCode(text)).toBeNull();
    }
  });

  it('verify offline with the merchant key: within the window, for the items the store accepts only', () => {
    const secret = redeemSecret(merchantKey, 'V', '600000001', '300001');
    const { qrText, typed } = currentRedeemCode({ kind: 'V', id: '600000001', itemId: '300001', secret }, at);
    const scanned = parseRedeemCode(qrText)!;
    const keyed = parseRedeemCode(typed)!;
    const accepted = ['300009', '300001', '300004'];

    expect(verifyRedeemCode(merchantKey, scanned, accepted, at)).toBe('300001');
    // A typed code names no item: the counter finds it among what its store accepts.
    expect(verifyRedeemCode(merchantKey, keyed, accepted, at)).toBe('300001');
    // The phone and the counter may be a period apart either way.
    expect(verifyRedeemCode(merchantKey, scanned, accepted, at + PERIOD_MS)).toBe('300001');
    expect(verifyRedeemCode(merchantKey, scanned, accepted, at - PERIOD_MS)).toBe('300001');
    // Refused after its window (a screenshot kept for later) …
    expect(verifyRedeemCode(merchantKey, scanned, accepted, at + 2 * PERIOD_MS)).toBeNull();
    expect(redeemCodeEverMatched(merchantKey, scanned, '300001', at - PERIOD_MS, at + 5 * PERIOD_MS)).toBe(
      true,
    );
    // … at another merchant's store …
    expect(verifyRedeemCode(otherMerchantKey, scanned, accepted, at)).toBeNull();
    expect(redeemCodeEverMatched(otherMerchantKey, scanned, '300001', at - 10 * PERIOD_MS, at)).toBe(false);
    // … and at a store of the same merchant that does not take this product.
    expect(verifyRedeemCode(merchantKey, scanned, ['300009', '300004'], at)).toBeNull();
    expect(verifyRedeemCode(merchantKey, keyed, ['300009', '300004'], at)).toBeNull();
    // A code changed by one digit is refused.
    const forged = { ...scanned, otp: String((Number(scanned.otp) + 1) % 1_000_000).padStart(6, '0') };
    expect(verifyRedeemCode(merchantKey, forged, accepted, at)).toBeNull();
  });
});
