import { createHmac } from 'node:crypto';

/** The keyed hash a deleted account's phone is kept as (countryCode and E.164 digits). */
export type PhoneHasher = (countryCode: string, phoneNo: string) => string;

/**
 * HMAC-SHA256 under a key derived from JWT_SECRET ('deleted-phone'): without the key the few
 * billion possible numbers cannot be tried against the table, with it login can still ask
 * "was this number's account deleted lately?".
 */
export function createPhoneHasher(key: Buffer): PhoneHasher {
  return (countryCode, phoneNo) =>
    createHmac('sha256', key).update(`${countryCode}:${phoneNo}`).digest('hex');
}
