import { ed25519 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { Secret, TOTP } from 'otpauth';
import {
  REDEEM_CODE_DIGITS,
  REDEEM_CODE_LOOKBACK_MS,
  REDEEM_CODE_PERIOD_S,
  REDEEM_CODE_WINDOW,
} from '../constants.js';
import type { RedeemKind } from '../enums.js';
import type { RedeemCodeSeed } from './schemas.js';

/**
 * Redemption codes a store's counter checks without a connection and cannot make (ADR 017).
 *
 * Each merchant has, on the server only, a secret and an Ed25519 signing key. A voucher's or
 * store coupon's own key pair comes from the merchant's secret over what it is (`V` voucher, `C`
 * coupon), its id and its item (the voucher's product, the coupon's template); the merchant's
 * signing key certifies that pair's public half for exactly that kind, id and item. The
 * customer's app holds the private seed and the certificate (`codeSeed`), and every
 * REDEEM_CODE_PERIOD_S seconds signs the period's number (the window) with it. A counter holds
 * only the merchant's PUBLIC key: it checks the certificate, then the signature, then that the
 * window is the current one (REDEEM_CODE_WINDOW either side). It can check every code of its
 * merchant and make none.
 *
 * The same moment's code travels two ways:
 * - as QR text, `LHP2.<kind>.<id>.<itemId>.<window>.<voucherKey>.<cert>.<signature>` (the last
 *   three base64url), checked offline by a counter and by the server;
 * - typed at the counter, as digits: the kind's digit (1 voucher, 2 coupon), the id, then a
 *   REDEEM_CODE_DIGITS-digit TOTP (RFC 6238, SHA-256) of a secret derived from the voucher's seed.
 *   Only the server can check it (it derives the seed again): a counter without a connection
 *   refuses a typed code.
 */

const KIND_DIGIT: Readonly<Record<RedeemKind, string>> = { V: '1', C: '2' };
/** What a scanned code's text starts with. */
export const REDEEM_QR_PREFIX = 'LHP2';
const ALGORITHM = 'SHA256';
const ID = /^[1-9]\d{0,17}$/;
const WINDOW = /^(0|[1-9]\d{0,11})$/;
const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
const KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

// ── encodings ────────────────────────────────────────────────────────────────

/** A 32-byte seed or secret as it travels in JSON. */
export const keyToHex = (key: Uint8Array): string => bytesToHex(key);
export const keyFromHex = (hex: string): Uint8Array => hexToBytes(hex);

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as unpadded base64url, the QR's and the kit's encoding of keys and signatures. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/**
 * Unpadded base64url of exactly `length` bytes, or null. Only the one canonical spelling is
 * read, so a code has one text.
 */
export function fromBase64Url(text: string, length: number): Uint8Array | null {
  if (text.length !== Math.ceil((length * 8) / 6)) return null;
  const bytes = new Uint8Array(length);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    const sextet = B64URL.indexOf(char);
    if (sextet < 0) return null;
    value = (value << 6) | sextet;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (at < length) bytes[at] = (value >> bits) & 0xff;
      at += 1;
      value &= (1 << bits) - 1;
    }
  }
  return toBase64Url(bytes) === text ? bytes : null;
}

// ── what the server derives ──────────────────────────────────────────────────

const label = (...parts: string[]) => utf8ToBytes(['lahap-redeem', 'v2', ...parts].join(':'));

/** The private seed of one voucher's or coupon's key pair, from its merchant's secret. */
export function redeemVoucherSeed(
  merchantSecret: Uint8Array,
  kind: RedeemKind,
  id: string,
  itemId: string,
): Uint8Array {
  return hmac(sha256, merchantSecret, label('seed', kind, id, itemId));
}

/** The Ed25519 public key of a 32-byte private seed (a merchant's, a voucher's). */
export const redeemPublicKey = (seed: Uint8Array): Uint8Array => ed25519.getPublicKey(seed);

/** What a merchant's certificate signs: the voucher key, for one kind, id and item only. */
const certMessage = (kind: RedeemKind, id: string, itemId: string, voucherKey: Uint8Array) =>
  concatBytes(label('cert', kind, id, itemId, ''), voucherKey);

/** What the customer's app signs for one window. */
const windowMessage = (kind: RedeemKind, id: string, itemId: string, window: number) =>
  label('window', kind, id, itemId, String(window));

/**
 * What the customer's app needs to make a voucher's or coupon's codes: its private seed and the
 * merchant's certificate of its public key. Never the merchant's secret or signing key.
 */
export function issueRedeemCodeSeed(
  merchant: { secret: Uint8Array; signingSeed: Uint8Array },
  target: { kind: RedeemKind; id: string; itemId: string },
): RedeemCodeSeed {
  const seed = redeemVoucherSeed(merchant.secret, target.kind, target.id, target.itemId);
  const cert = ed25519.sign(
    certMessage(target.kind, target.id, target.itemId, redeemPublicKey(seed)),
    merchant.signingSeed,
  );
  // Spelled out, not spread: V8 gives each object spread and then extended a hidden class of
  // its own, and the server keeps thousands of these seeds.
  return {
    kind: target.kind,
    id: target.id,
    itemId: target.itemId,
    secret: keyToHex(seed),
    cert: toBase64Url(cert),
  };
}

// ── the customer's app ───────────────────────────────────────────────────────

/** A code seed read once: what every moment's code is made from. */
export interface HeldRedeemCode {
  kind: RedeemKind;
  id: string;
  itemId: string;
  seed: Uint8Array;
  publicKey: Uint8Array;
  cert: Uint8Array;
}

/** Reads a `codeSeed`; null when its secret or certificate is malformed. */
export function holdRedeemCode(codeSeed: RedeemCodeSeed): HeldRedeemCode | null {
  const cert = fromBase64Url(codeSeed.cert, SIGNATURE_BYTES);
  if (!/^[0-9a-f]{64}$/.test(codeSeed.secret) || !cert) return null;
  const seed = keyFromHex(codeSeed.secret);
  return {
    kind: codeSeed.kind,
    id: codeSeed.id,
    itemId: codeSeed.itemId,
    seed,
    publicKey: redeemPublicKey(seed),
    cert,
  };
}

/** The window (period number) of a moment. */
export const redeemWindowOf = (atMs: number): number => Math.floor(atMs / PERIOD_MS);

/** The TOTP secret of the typed code: the voucher's seed's, for this use only. */
export const redeemTypedSecret = (voucherSeed: Uint8Array): Uint8Array =>
  hmac(sha256, voucherSeed, label('typed'));

const totpOptions = (secret: Uint8Array) => ({
  secret: new Secret({ buffer: secret.slice().buffer }),
  algorithm: ALGORITHM,
  digits: REDEEM_CODE_DIGITS,
  period: REDEEM_CODE_PERIOD_S,
});

/** The one-time part of a typed code valid at `atMs`, from its TOTP secret. */
export function redeemOtp(secret: Uint8Array, atMs: number): string {
  return TOTP.generate({ ...totpOptions(secret), timestamp: atMs });
}

/** Milliseconds until the code shown at `atMs` changes. */
export function redeemCodeChangesIn(atMs: number): number {
  return PERIOD_MS - (((atMs % PERIOD_MS) + PERIOD_MS) % PERIOD_MS);
}

/** The digits typed at a counter. */
export function redeemTypedCode(code: { kind: RedeemKind; id: string; otp: string }): string {
  return `${KIND_DIGIT[code.kind]}${code.id}${code.otp}`;
}

/** The typed code in groups of four, as the customer's screen shows it. */
export function groupRedeemDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The code of one window: the QR text (signed) and the digits to type. */
export function redeemCodeAtWindow(held: HeldRedeemCode, window: number): { typed: string; qrText: string } {
  const signature = ed25519.sign(windowMessage(held.kind, held.id, held.itemId, window), held.seed);
  const otp = redeemOtp(redeemTypedSecret(held.seed), window * PERIOD_MS);
  return {
    typed: redeemTypedCode({ kind: held.kind, id: held.id, otp }),
    qrText: [
      REDEEM_QR_PREFIX,
      held.kind,
      held.id,
      held.itemId,
      String(window),
      toBase64Url(held.publicKey),
      toBase64Url(held.cert),
      toBase64Url(signature),
    ].join('.'),
  };
}

/** The code to show at `atMs`, and how long until it changes. */
export function currentRedeemCode(
  held: HeldRedeemCode,
  atMs: number,
): { typed: string; qrText: string; changesInMs: number } {
  return { ...redeemCodeAtWindow(held, redeemWindowOf(atMs)), changesInMs: redeemCodeChangesIn(atMs) };
}

// ── reading and checking a code ──────────────────────────────────────────────

/** A scanned code: everything a counter needs to check it with the merchant's public key. */
export interface ScannedRedeemCode {
  form: 'QR';
  kind: RedeemKind;
  id: string;
  itemId: string;
  window: number;
  voucherKey: Uint8Array;
  cert: Uint8Array;
  signature: Uint8Array;
}

/** Typed digits: no item, and only a one-time part the server can check. */
export interface TypedRedeemCode {
  form: 'TYPED';
  kind: RedeemKind;
  id: string;
  itemId: null;
  otp: string;
}

export type ParsedRedeemCode = ScannedRedeemCode | TypedRedeemCode;

/** Whether a text is meant as a scanned code (it is kept as is; typed digits lose spaces and dashes). */
export const isScannedCodeText = (text: string): boolean => text.trim().startsWith(`${REDEEM_QR_PREFIX}.`);

function parseScanned(text: string): ScannedRedeemCode | null {
  const [, kind, id, itemId, window, voucherKey, cert, signature, ...rest] = text.split('.');
  if (rest.length > 0 || (kind !== 'V' && kind !== 'C')) return null;
  if (!id || !ID.test(id) || !itemId || !ID.test(itemId) || !window || !WINDOW.test(window)) return null;
  const key = fromBase64Url(voucherKey ?? '', KEY_BYTES);
  const certificate = fromBase64Url(cert ?? '', SIGNATURE_BYTES);
  const signed = fromBase64Url(signature ?? '', SIGNATURE_BYTES);
  if (!key || !certificate || !signed) return null;
  return {
    form: 'QR',
    kind,
    id,
    itemId,
    window: Number(window),
    voucherKey: key,
    cert: certificate,
    signature: signed,
  };
}

/** Reads a scanned QR text or typed digits (spaces and dashes allowed); null when it is neither. */
export function parseRedeemCode(input: string): ParsedRedeemCode | null {
  const text = input.trim();
  if (isScannedCodeText(text)) return parseScanned(text);
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
  return { form: 'TYPED', kind, id, itemId: null, otp: digits.slice(-REDEEM_CODE_DIGITS) };
}

const verifies = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean => {
  try {
    return ed25519.verify(signature, message, publicKey);
  } catch {
    return false;
  }
};

/**
 * Whether a scanned code was made by the holder of a voucher key the merchant certified, at any
 * moment: its certificate verifies under the merchant's public key for its kind, id and item, and
 * its signature under the certified key for its window.
 */
export function scannedCodeIsGenuine(merchantPublicKey: Uint8Array, code: ScannedRedeemCode): boolean {
  return (
    verifies(code.cert, certMessage(code.kind, code.id, code.itemId, code.voucherKey), merchantPublicKey) &&
    verifies(code.signature, windowMessage(code.kind, code.id, code.itemId, code.window), code.voucherKey)
  );
}

/**
 * Checks a scanned code with its merchant's public key at `atMs`: VALID when genuine and of the
 * current window (REDEEM_CODE_WINDOW either side: the phone's and the checker's clocks differ);
 * EXPIRED when genuine but older, within REDEEM_CODE_LOOKBACK_MS ("ask for the current one");
 * INVALID otherwise (forged, tampered, another merchant's, from the future or long gone).
 */
export function checkScannedCode(
  merchantPublicKey: Uint8Array,
  code: ScannedRedeemCode,
  atMs: number,
): 'VALID' | 'EXPIRED' | 'INVALID' {
  const now = redeemWindowOf(atMs);
  const oldest = redeemWindowOf(atMs - REDEEM_CODE_LOOKBACK_MS);
  if (code.window > now + REDEEM_CODE_WINDOW || code.window < oldest) return 'INVALID';
  if (!scannedCodeIsGenuine(merchantPublicKey, code)) return 'INVALID';
  return code.window >= now - REDEEM_CODE_WINDOW ? 'VALID' : 'EXPIRED';
}

/**
 * Whether a typed code's one-time part is the voucher's at `atMs`, REDEEM_CODE_WINDOW periods
 * either side. The server's check: it alone can derive the voucher's seed.
 */
export function typedCodeMatches(voucherSeed: Uint8Array, otp: string, atMs: number): boolean {
  if (!/^\d+$/.test(otp) || otp.length !== REDEEM_CODE_DIGITS) return false;
  return (
    TOTP.validate({
      ...totpOptions(redeemTypedSecret(voucherSeed)),
      token: otp,
      timestamp: atMs,
      window: REDEEM_CODE_WINDOW,
    }) !== null
  );
}

/** Whether a typed code was the voucher's at some moment from `fromMs` to `toMs`: "expired", not "forged". */
export function typedCodeEverMatched(
  voucherSeed: Uint8Array,
  otp: string,
  fromMs: number,
  toMs: number,
): boolean {
  const secret = redeemTypedSecret(voucherSeed);
  for (let at = toMs; at >= fromMs; at -= PERIOD_MS) {
    if (redeemOtp(secret, at) === otp) return true;
  }
  return false;
}
