import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { Secret, TOTP } from 'otpauth';
import { REDEEM_CODE_DIGITS, REDEEM_CODE_PERIOD_S, REDEEM_CODE_WINDOW } from '../constants.js';
import type { RedeemKind } from '../enums.js';

/**
 * Redemption codes a store's counter can check without a connection (ADR 017).
 *
 * Each merchant has a redemption key (32 bytes). A voucher's or store coupon's own secret is
 * HMAC-SHA256 of that key over what it is (`V` voucher, `C` coupon), its id and its item (the
 * voucher's product, the coupon's template). The customer's app holds only that secret and shows a
 * TOTP (RFC 6238, SHA-256, REDEEM_CODE_DIGITS digits, a new one every REDEEM_CODE_PERIOD_S
 * seconds). A counter holds its merchant's key and the items its store accepts, so it derives the
 * secret itself and checks the code offline: a code from another merchant's key, for an item the
 * store does not take, or older than the window is refused.
 *
 * The same code travels two ways:
 * - as QR text, `LHP1.<kind>.<id>.<itemId>.<otp>`;
 * - typed at the counter, as digits: the kind's digit (1 voucher, 2 coupon), the id, then the otp.
 *   A typed code does not say its item; the counter tries the items its store accepts.
 */

const KIND_DIGIT: Readonly<Record<RedeemKind, string>> = { V: '1', C: '2' };
const QR_PREFIX = 'LHP1';
const ALGORITHM = 'SHA256';
const ID = /^[1-9]\d{0,17}$/;

/** What a scanned or typed code names. `itemId` is null for a typed code. */
export interface ParsedRedeemCode {
  kind: RedeemKind;
  id: string;
  itemId: string | null;
  otp: string;
}

/** A 32-byte key or secret as it travels in JSON. */
export const keyToHex = (key: Uint8Array): string => bytesToHex(key);
export const keyFromHex = (hex: string): Uint8Array => hexToBytes(hex);

/** The secret of one voucher or coupon, derived from its merchant's key. */
export function redeemSecret(
  merchantKey: Uint8Array,
  kind: RedeemKind,
  id: string,
  itemId: string,
): Uint8Array {
  return hmac(sha256, merchantKey, utf8ToBytes(`lahap-redeem:v1:${kind}:${id}:${itemId}`));
}

const totpOptions = (secret: Uint8Array) => ({
  secret: new Secret({ buffer: secret.slice().buffer }),
  algorithm: ALGORITHM,
  digits: REDEEM_CODE_DIGITS,
  period: REDEEM_CODE_PERIOD_S,
});

/** The one-time part valid at `atMs`. */
export function redeemOtp(secret: Uint8Array, atMs: number): string {
  return TOTP.generate({ ...totpOptions(secret), timestamp: atMs });
}

/**
 * Whether `otp` is the secret's code at `atMs`, give or take REDEEM_CODE_WINDOW periods (the
 * customer's phone and the counter's clock differ a little). Older codes are refused.
 */
export function redeemOtpMatches(secret: Uint8Array, otp: string, atMs: number): boolean {
  if (!/^\d+$/.test(otp) || otp.length !== REDEEM_CODE_DIGITS) return false;
  return (
    TOTP.validate({ ...totpOptions(secret), token: otp, timestamp: atMs, window: REDEEM_CODE_WINDOW }) !==
    null
  );
}

/** Milliseconds until the code shown at `atMs` changes. */
export function redeemCodeChangesIn(atMs: number): number {
  const period = REDEEM_CODE_PERIOD_S * 1000;
  return period - (atMs % period);
}

/** The QR text of a code. */
export function redeemQrText(code: { kind: RedeemKind; id: string; itemId: string; otp: string }): string {
  return [QR_PREFIX, code.kind, code.id, code.itemId, code.otp].join('.');
}

/** The digits typed at a counter. */
export function redeemTypedCode(code: { kind: RedeemKind; id: string; otp: string }): string {
  return `${KIND_DIGIT[code.kind]}${code.id}${code.otp}`;
}

/** The typed code in groups of four, as the customer's screen shows it. */
export function groupRedeemDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Reads a scanned QR text or typed digits (spaces and dashes allowed); null when it is neither. */
export function parseRedeemCode(input: string): ParsedRedeemCode | null {
  const text = input.trim();
  if (text.startsWith(`${QR_PREFIX}.`)) {
    const [, kind, id, itemId, otp, ...rest] = text.split('.');
    if (rest.length > 0 || (kind !== 'V' && kind !== 'C')) return null;
    if (!id || !ID.test(id) || !itemId || !ID.test(itemId) || !otp || !/^\d+$/.test(otp)) return null;
    if (otp.length !== REDEEM_CODE_DIGITS) return null;
    return { kind, id, itemId, otp };
  }
  const digits = text.replace(/[\s-]/g, '');
  if (
    !/^\d+$/.test(digits) ||
    digits.length < REDEEM_CODE_DIGITS + 2 ||
    digits.length > REDEEM_CODE_DIGITS + 19
  ) {
    return null;
  }
  const kind = digits[0] === KIND_DIGIT.V ? 'V' : digits[0] === KIND_DIGIT.C ? 'C' : null;
  const id = digits.slice(1, -REDEEM_CODE_DIGITS);
  if (!kind || !ID.test(id)) return null;
  return { kind, id, itemId: null, otp: digits.slice(-REDEEM_CODE_DIGITS) };
}

/**
 * Checks a parsed code with a merchant's key against the items a store accepts, offline: the
 * item the code is for, or null when the key, the item or the moment does not match.
 */
export function verifyRedeemCode(
  merchantKey: Uint8Array,
  code: ParsedRedeemCode,
  acceptedItemIds: readonly string[],
  atMs: number,
): string | null {
  const candidates =
    code.itemId === null ? acceptedItemIds : acceptedItemIds.filter((id) => id === code.itemId);
  for (const itemId of candidates) {
    if (redeemOtpMatches(redeemSecret(merchantKey, code.kind, code.id, itemId), code.otp, atMs))
      return itemId;
  }
  return null;
}

/** Whether a code matches its item at all, ignoring the moment: tells "expired" from "forged". */
export function redeemCodeEverMatched(
  merchantKey: Uint8Array,
  code: ParsedRedeemCode,
  itemId: string,
  fromMs: number,
  toMs: number,
): boolean {
  const secret = redeemSecret(merchantKey, code.kind, code.id, itemId);
  const step = REDEEM_CODE_PERIOD_S * 1000;
  for (let at = toMs; at >= fromMs; at -= step) {
    if (redeemOtp(secret, at) === code.otp) return true;
  }
  return false;
}

/** The code to show at `atMs` for a voucher or coupon whose secret the app holds. */
export function currentRedeemCode(
  held: { kind: RedeemKind; id: string; itemId: string; secret: Uint8Array },
  atMs: number,
): { typed: string; qrText: string; changesInMs: number } {
  const otp = redeemOtp(held.secret, atMs);
  return {
    typed: redeemTypedCode({ kind: held.kind, id: held.id, otp }),
    qrText: redeemQrText({ kind: held.kind, id: held.id, itemId: held.itemId, otp }),
    changesInMs: redeemCodeChangesIn(atMs),
  };
}
