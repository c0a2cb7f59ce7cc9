import fp from 'fastify-plugin';
import { deriveSecret } from '../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each merchant's redemption key (ADR 017), for the codes its vouchers and coupons show. */
    redemptionKeys: RedemptionKeys;
  }
}

export interface RedemptionKeys {
  /**
   * The merchant's 32-byte key: the customer's app gets only per-voucher secrets derived from it;
   * its stores' counters get the key itself, to check codes offline.
   */
  of(merchantId: string): Uint8Array;
}

/**
 * Derives the merchants' redemption keys from JWT_SECRET (HKDF, one purpose per merchant), so no
 * key table is kept and changing the secret re-keys every merchant at once. Keys are cached:
 * every voucher list and every counter check asks.
 */
export const redemptionKeysPlugin = fp(
  async (app) => {
    const cache = new Map<string, Uint8Array>();
    app.decorate('redemptionKeys', {
      of(merchantId: string): Uint8Array {
        let key = cache.get(merchantId);
        if (!key) {
          key = new Uint8Array(deriveSecret(app.config.jwtSecret, `redeem:${merchantId}`));
          cache.set(merchantId, key);
        }
        return key;
      },
    });
  },
  { name: 'redemption-keys', dependencies: ['config'] },
);
