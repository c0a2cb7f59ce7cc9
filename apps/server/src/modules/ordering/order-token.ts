import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeCanonicalBase64url } from '../../lib/base64url.js';

/**
 * Order tokens: `<orderId>.<mac>`, the mac an HMAC-SHA256 over the order in canonical base64url.
 * A pickup or delivery needs no account, so this is what lets the phone that ordered read and pay
 * it; one token names one order, and has one spelling.
 */
export function createOrderTokens(secret: Uint8Array) {
  const macOf = (orderId: string) => createHmac('sha256', secret).update(`food-order:${orderId}`).digest();

  return {
    issue: (orderId: string): string => `${orderId}.${macOf(orderId).toString('base64url')}`,

    /** Whether the token is the one issued for this order. */
    proves(orderId: string, token: string): boolean {
      const dot = token.indexOf('.');
      if (dot <= 0 || token.slice(0, dot) !== orderId) return false;
      const given = decodeCanonicalBase64url(token.slice(dot + 1));
      return given !== null && given.length === 32 && timingSafeEqual(given, macOf(orderId));
    },
  };
}

export type OrderTokens = ReturnType<typeof createOrderTokens>;
