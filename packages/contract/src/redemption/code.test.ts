import { ed25519 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { REDEEM_CODE_LOOKBACK_MS, REDEEM_CODE_PERIOD_S } from '../constants.js';
import {
  type HeldRedeemCode,
  type ScannedRedeemCode,
  checkScannedCode,
  currentRedeemCode,
  fromBase64Url,
  groupRedeemDigits,
  holdRedeemCode,
  issueRedeemCodeSeed,
  keyFromHex,
  keyToHex,
  parseRedeemCode,
  redeemCodeAtWindow,
  redeemOtp,
  redeemPublicKey,
  redeemVoucherSeed,
  redeemWindowOf,
  scannedCodeIsGenuine,
  toBase64Url,
  typedCodeEverMatched,
  typedCodeMatches,
} from './code.js';

const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
/** A merchant as the server knows it: its secret and its signing seed. */
const merchant = { secret: keyFromHex('11'.repeat(32)), signingSeed: keyFromHex('12'.repeat(32)) };
const otherMerchant = { secret: keyFromHex('21'.repeat(32)), signingSeed: keyFromHex('22'.repeat(32)) };
/** What a counter of each holds. */
const merchantPublicKey = redeemPublicKey(merchant.signingSeed);
const otherMerchantPublicKey = redeemPublicKey(otherMerchant.signingSeed);
const at = Date.UTC(2026, 10, 26, 5, 0, 0);

const held = (kind: 'V' | 'C', id: string, itemId: string, by = merchant): HeldRedeemCode =>
  holdRedeemCode(issueRedeemCodeSeed(by, { kind, id, itemId }))!;
const scanned = (text: string) => parseRedeemCode(text) as ScannedRedeemCode;

/** A code's text with one of its dot-separated parts replaced. */
function withPart(text: string, index: number, part: string): string {
  const parts = text.split('.');
  parts[index] = part;
  return parts.join('.');
}

describe('redemption codes', () => {
  it("type a TOTP that is RFC 6238's with SHA-256 (the RFC's own vectors, last six digits)", () => {
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

  it('write keys and signatures as canonical unpadded base64url', () => {
    for (const length of [1, 2, 3, 32, 64]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 250) % 256);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(fromBase64Url(text, length)).toEqual(bytes);
    }
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
    // One spelling only: unused low bits set, padding, a wrong length, another alphabet.
    expect(fromBase64Url('-_9', 2)).toBeNull();
    expect(fromBase64Url('-_8=', 2)).toBeNull();
    expect(fromBase64Url('-_8', 3)).toBeNull();
    expect(fromBase64Url('+/8', 2)).toBeNull();
  });

  it('write seeds as lower-case hex, every byte value included', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => 255 - i);
    expect(keyToHex(Uint8Array.of(0, 10, 255))).toBe('000aff');
    expect(keyFromHex(keyToHex(bytes))).toEqual(bytes);
  });

  it('give every voucher and coupon its own key pair, certified for its kind, id and item only', () => {
    const base = redeemVoucherSeed(merchant.secret, 'V', '600000001', '300001');
    expect(redeemVoucherSeed(otherMerchant.secret, 'V', '600000001', '300001')).not.toEqual(base);
    expect(redeemVoucherSeed(merchant.secret, 'C', '600000001', '300001')).not.toEqual(base);
    expect(redeemVoucherSeed(merchant.secret, 'V', '600000002', '300001')).not.toEqual(base);
    expect(redeemVoucherSeed(merchant.secret, 'V', '600000001', '300002')).not.toEqual(base);

    const seed = issueRedeemCodeSeed(merchant, { kind: 'V', id: '600000001', itemId: '300001' });
    expect(seed).toMatchObject({ kind: 'V', id: '600000001', itemId: '300001' });
    expect(seed.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(seed.cert).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(holdRedeemCode({ ...seed, cert: 'A'.repeat(86) })).not.toBeNull();
    expect(holdRedeemCode({ ...seed, cert: 'A'.repeat(85) })).toBeNull();
  });

  it('round-trip through the QR text and the typed digits', () => {
    const shown = currentRedeemCode(held('V', '600000001', '300001'), at);
    const window = redeemWindowOf(at);
    expect(shown.qrText).toMatch(
      new RegExp(`^LHP2\\.V\\.600000001\\.300001\\.${window}\\.[\\w-]{43}\\.[\\w-]{86}\\.[\\w-]{86}$`),
    );
    // Short enough for a QR a counter reads off a phone's screen.
    expect(shown.qrText.length).toBeLessThan(260);
    expect(shown.typed).toMatch(/^1600000001\d{6}$/);
    expect(parseRedeemCode(shown.qrText)).toMatchObject({
      form: 'QR',
      kind: 'V',
      id: '600000001',
      itemId: '300001',
      window,
    });
    expect(parseRedeemCode(groupRedeemDigits(shown.typed))).toEqual({
      form: 'TYPED',
      kind: 'V',
      id: '600000001',
      itemId: null,
      otp: shown.typed.slice(-6),
    });
    expect(groupRedeemDigits('1600000001123456')).toBe('1600 0000 0112 3456');
    expect(shown.changesInMs).toBeGreaterThan(0);
    expect(shown.changesInMs).toBeLessThanOrEqual(PERIOD_MS);
    // The same window makes the same code; the next window another.
    expect(currentRedeemCode(held('V', '600000001', '300001'), at + 1).qrText).toBe(shown.qrText);
    expect(currentRedeemCode(held('V', '600000001', '300001'), at + PERIOD_MS).qrText).not.toBe(shown.qrText);
  });

  it('refuse what is not a code, the old forgeable format among them', () => {
    const { qrText } = currentRedeemCode(held('V', '1', '2'), at);
    for (const text of [
      '',
      'hello',
      'LHP1.V.1.2.123456',
      withPart(qrText, 1, 'X'),
      withPart(qrText, 2, '01'),
      withPart(qrText, 4, '-1'),
      withPart(qrText, 5, `${qrText.split('.')[5]!}A`),
      withPart(qrText, 6, qrText.split('.')[6]!.slice(1)),
      withPart(qrText, 7, `${qrText.split('.')[7]!.slice(0, -1)}+`),
      `${qrText}.7`,
      '9600000001123456',
      '12345',
    ]) {
      expect(parseRedeemCode(text)).toBeNull();
    }
  });

  it("verify with the merchant's public key alone: current window either side, then expired, then unknown", () => {
    const code = scanned(currentRedeemCode(held('V', '600000001', '300001'), at).qrText);
    expect(checkScannedCode(merchantPublicKey, code, at)).toBe('VALID');
    // The phone and the counter may be a period apart either way.
    expect(checkScannedCode(merchantPublicKey, code, at + PERIOD_MS)).toBe('VALID');
    expect(checkScannedCode(merchantPublicKey, code, at - PERIOD_MS)).toBe('VALID');
    // A screenshot kept for later is expired; one from the future or long gone is no code of ours.
    expect(checkScannedCode(merchantPublicKey, code, at + 2 * PERIOD_MS)).toBe('EXPIRED');
    expect(checkScannedCode(merchantPublicKey, code, at + REDEEM_CODE_LOOKBACK_MS)).toBe('EXPIRED');
    expect(checkScannedCode(merchantPublicKey, code, at + REDEEM_CODE_LOOKBACK_MS + 2 * PERIOD_MS)).toBe(
      'INVALID',
    );
    expect(checkScannedCode(merchantPublicKey, code, at - 2 * PERIOD_MS)).toBe('INVALID');
    // Another merchant's counter does not recognise it, nor ours another merchant's code.
    expect(checkScannedCode(otherMerchantPublicKey, code, at)).toBe('INVALID');
    const theirs = scanned(currentRedeemCode(held('V', '600000001', '300001', otherMerchant), at).qrText);
    expect(checkScannedCode(merchantPublicKey, theirs, at)).toBe('INVALID');
  });

  it('refuse a tampered certificate, signature, window, id, item or voucher key', () => {
    const { qrText } = currentRedeemCode(held('V', '600000001', '300001'), at);
    const flip = (b64: string) => {
      const bytes = fromBase64Url(b64, b64.length === 43 ? 32 : 64)!;
      bytes[5] = bytes[5]! ^ 0x01;
      return toBase64Url(bytes);
    };
    const parts = qrText.split('.');
    const window = redeemWindowOf(at);
    const tampered = [
      withPart(qrText, 2, '600000002'),
      withPart(qrText, 3, '300002'),
      withPart(qrText, 4, String(window - 1)),
      withPart(qrText, 5, flip(parts[5]!)),
      withPart(qrText, 6, flip(parts[6]!)),
      withPart(qrText, 7, flip(parts[7]!)),
    ];
    for (const text of tampered) {
      const code = parseRedeemCode(text);
      expect(code?.form).toBe('QR');
      expect(checkScannedCode(merchantPublicKey, code as ScannedRedeemCode, at)).toBe('INVALID');
      expect(scannedCodeIsGenuine(merchantPublicKey, code as ScannedRedeemCode)).toBe(false);
    }
    // Another voucher's certified key and signature, presented for this voucher.
    const other = currentRedeemCode(held('V', '600000002', '300001'), at).qrText.split('.');
    for (const index of [5, 6, 7]) {
      const mixed = withPart(qrText, index, other[index]!);
      expect(checkScannedCode(merchantPublicKey, scanned(mixed), at)).toBe('INVALID');
    }
  });

  it('cannot be made from what a counter holds', () => {
    const window = redeemWindowOf(at);
    const victim = { kind: 'V' as const, id: '600000001', itemId: '300001' };
    // The counter's key pair: anything it can derive from the public key, used as a signing seed.
    const derived = [
      merchantPublicKey,
      hmac(sha256, merchantPublicKey, utf8ToBytes('lahap-redeem:v2:seed:V:600000001:300001')),
      sha256(merchantPublicKey),
    ];
    for (const seed of derived) {
      const forged = holdRedeemCode(issueRedeemCodeSeed({ secret: seed, signingSeed: seed }, victim))!;
      const code = scanned(redeemCodeAtWindow(forged, window).qrText);
      expect(checkScannedCode(merchantPublicKey, code, at)).toBe('INVALID');
    }
    // Nor by re-signing a genuine code's window with a key the counter made: the certificate binds the key.
    const genuine = scanned(currentRedeemCode(held('V', '600000002', '300001'), at).qrText);
    const counterSeed = sha256(merchantPublicKey);
    const resigned: ScannedRedeemCode = {
      ...genuine,
      voucherKey: ed25519.getPublicKey(counterSeed),
      signature: ed25519.sign(
        utf8ToBytes(`lahap-redeem:v2:window:V:600000002:300001:${window}`),
        counterSeed,
      ),
    };
    expect(checkScannedCode(merchantPublicKey, resigned, at)).toBe('INVALID');
  });

  it('check typed digits with the voucher seed only the server derives', () => {
    const voucher = held('V', '600000001', '300001');
    const { otp } = parseRedeemCode(currentRedeemCode(voucher, at).typed) as { otp: string };
    expect(typedCodeMatches(voucher.seed, otp, at)).toBe(true);
    expect(typedCodeMatches(voucher.seed, otp, at + PERIOD_MS)).toBe(true);
    expect(typedCodeMatches(voucher.seed, otp, at + 3 * PERIOD_MS)).toBe(false);
    expect(typedCodeEverMatched(voucher.seed, otp, at, at + 10 * PERIOD_MS)).toBe(true);
    const otherSeed = redeemVoucherSeed(merchant.secret, 'V', '600000002', '300001');
    expect(typedCodeMatches(otherSeed, otp, at)).toBe(false);
    expect(typedCodeMatches(voucher.seed, otp.slice(1), at)).toBe(false);
    // The typed digits do not carry the signature: they are no scanned code.
    expect(parseRedeemCode(currentRedeemCode(voucher, at).typed)?.form).toBe('TYPED');
  });
});
