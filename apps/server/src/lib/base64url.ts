const BASE64URL_TEXT = /^[A-Za-z0-9_-]*$/;

/**
 * The bytes of base64url text spelled exactly as `Buffer#toString('base64url')` writes them
 * (no padding, no other alphabet, zero unused bits); null for any other spelling. Node's own
 * decoder is lenient — it skips characters it does not know and accepts `=`, `+`, `/` and a
 * last character with stray low bits — so many texts decode to the same bytes. A token the
 * server signed has one spelling: anything keyed or compared by its text must see only that one.
 */
export function decodeCanonicalBase64url(text: string): Buffer | null {
  if (!BASE64URL_TEXT.test(text) || text.length % 4 === 1) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/**
 * Whether a compact JWS (`header.payload.signature`) has each part in canonical base64url: a
 * token the issuer wrote, not one of the other spellings a lenient decoder would verify too.
 */
export function isCanonicalJws(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part !== '' && decodeCanonicalBase64url(part) !== null);
}
