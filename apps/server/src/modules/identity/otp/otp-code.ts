import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@lahap/contract/constants';

/** A fresh code: OTP_LENGTH digits from the CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 under a server key, bound to the phone and scene so a
 * leaked table row neither reveals the code (a million guesses need the key) nor fits another
 * phone's row.
 */
export function hashOtpCode(key: Buffer, phone: string, scene: string, code: string): string {
  return createHmac('sha256', key).update(`${scene}\n${phone}\n${code}`).digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
