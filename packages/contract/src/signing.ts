/**
 * Request signing (ARCHITECTURE §3):
 *   Sign = hex(HMAC-SHA256(appSecret, appKey + "\n" + Timestamp + "\n" + rawBody))
 *
 * Web Crypto only, so the browser and Node (globalThis.crypto, Node ≥ 20) run the same code.
 * The app secret ships inside the web bundle, so the signature proves a request came from a
 * Lahap client and was not altered in flight; it is not a user credential.
 */

export interface SignInput {
  appKey: string;
  appSecret: string;
  /** Milliseconds since the epoch, as sent in the Timestamp header. */
  timestamp: string | number;
  /** The exact body bytes sent; the empty string for bodiless requests. */
  rawBody: string;
}

const encoder = new TextEncoder();

/** The string the signature covers. */
export function signingPayload({ appKey, timestamp, rawBody }: Omit<SignInput, 'appSecret'>): string {
  return `${appKey}\n${String(timestamp)}\n${rawBody}`;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keyCache.set(secret, key);
  }
  return key;
}

/** The lowercase hex signature of a request. */
export async function sign(input: SignInput): Promise<string> {
  const key = await hmacKey(input.appSecret);
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(signingPayload(input)));
  return toHex(mac);
}

/** Compares two hex strings in time independent of where they differ. */
export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when `signature` is the correct one for the request. */
export async function verifySignature(input: SignInput & { signature: string }): Promise<boolean> {
  const expected = await sign(input);
  return safeEqualHex(expected, input.signature.toLowerCase());
}
