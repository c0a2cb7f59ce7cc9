import type { RedeemKind } from '@lahap/contract/enums';
import { issueRedeemCodeSeed, redeemPublicKey, redeemVoucherSeed } from '@lahap/contract/redemption/code';
import type { RedeemCodeSeed } from '@lahap/contract/redemption/schemas';
import fp from 'fastify-plugin';
import { deriveSecret } from '../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each merchant's redemption keys (ADR 017), for the codes its vouchers and coupons show. */
    redemptionKeys: RedemptionKeys;
  }
}

/** One merchant's redemption keys, as the server uses them. Only `publicKey` ever leaves it. */
export interface MerchantRedemptionKeys {
  /** The Ed25519 public key its stores' counters check codes with (`staff/kit`): it makes no code. */
  readonly publicKey: Uint8Array;
  /** What the customer's app gets for one voucher or coupon: its own seed and the merchant's certificate. */
  codeSeed(kind: RedeemKind, id: string, itemId: string): RedeemCodeSeed;
  /** The seed of one voucher's or coupon's key pair: the server checks typed codes and scanned keys with it. */
  voucherSeed(kind: RedeemKind, id: string, itemId: string): Uint8Array;
}

export interface RedemptionKeys {
  of(merchantId: string): MerchantRedemptionKeys;
}

/** Code seeds kept: each costs a key derivation and a signature, and voucher lists ask again and again. */
const SEED_CACHE_MAX = 10_000;

/**
 * Derives the merchants' redemption keys from JWT_SECRET (HKDF, one purpose each per merchant),
 * so no key table is kept and changing the secret re-keys every merchant at once: the merchant's
 * secret (`redeem:v2:<merchantId>`), from which each voucher's key pair comes, and its signing
 * seed (`redeem-sign:<merchantId>`), which certifies them. Neither leaves the server. The keys
 * counters held before (`redeem:<merchantId>`) are derived no more: what a counter kept of them
 * makes nothing the server accepts.
 */
export const redemptionKeysPlugin = fp(
  async (app) => {
    const merchants = new Map<string, MerchantRedemptionKeys>();
    const seeds = new Map<string, RedeemCodeSeed>();

    function merchantKeys(merchantId: string): MerchantRedemptionKeys {
      const secret = new Uint8Array(deriveSecret(app.config.jwtSecret, `redeem:v2:${merchantId}`));
      const signingSeed = new Uint8Array(deriveSecret(app.config.jwtSecret, `redeem-sign:${merchantId}`));
      return {
        publicKey: redeemPublicKey(signingSeed),
        codeSeed(kind, id, itemId) {
          const key = `${merchantId}:${kind}:${id}:${itemId}`;
          let seed = seeds.get(key);
          if (!seed) {
            seed = issueRedeemCodeSeed({ secret, signingSeed }, { kind, id, itemId });
            if (seeds.size >= SEED_CACHE_MAX) seeds.delete(seeds.keys().next().value as string);
            seeds.set(key, seed);
          }
          return seed;
        },
        voucherSeed: (kind, id, itemId) => redeemVoucherSeed(secret, kind, id, itemId),
      };
    }

    app.decorate('redemptionKeys', {
      of(merchantId: string): MerchantRedemptionKeys {
        let keys = merchants.get(merchantId);
        if (!keys) {
          keys = merchantKeys(merchantId);
          merchants.set(merchantId, keys);
        }
        return keys;
      },
    });
  },
  { name: 'redemption-keys', dependencies: ['config'] },
);
