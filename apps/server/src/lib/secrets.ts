import { hkdfSync } from 'node:crypto';

/** What each derived key is for; a key for one purpose never verifies another's data. */
export type SecretPurpose =
  | 'otp-code'
  | 'otp-challenge'
  | 'otp-challenge-key'
  | 'device-id'
  | 'deleted-phone'
  | 'claim-link'
  | 'settlement'
  | 'sandbox-webhook'
  | 'staff-token'
  | 'participant-token'
  | 'order-token'
  | `redeem:${string}`
  | `redeem-sign:${string}`;

/**
 * A 32-byte key for one purpose, derived (HKDF-SHA256) from JWT_SECRET, so production needs no
 * further secret and still refuses to start with the demo one.
 */
export function deriveSecret(masterSecret: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, 'lahap', `lahap:${purpose}`, 32));
}
