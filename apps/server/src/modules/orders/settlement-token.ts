import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettlementDiscount } from '@lahap/contract/orders/purchase-schemas';
import type { SettlementKind } from '@lahap/contract/enums';
import { ERROR_CODES } from '@lahap/contract/errors';
import { decodeCanonicalBase64url } from '../../lib/base64url.js';
import { DomainError } from '../../lib/domain-error.js';

/** What a settlement froze: exactly the order `submit` places, for this customer, until `expiresAt`. */
export interface FrozenSettlement {
  userId: number;
  settlementType: SettlementKind;
  productId: string;
  skuId: string;
  merchantId: string;
  flashSaleId: string | null;
  /** The flash sale's page, to read its terms again at submit. */
  flashPageId: string | null;
  quantity: number;
  originalUnitPrice: number;
  unitPrice: number;
  originalAmount: number;
  discounts: SettlementDiscount[];
  payableAmount: number;
  couponId: string | null;
  redEnvelopeId: string | null;
  /** Epoch ms. */
  expiresAt: number;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Settlement tokens: the frozen result as JSON with an HMAC-SHA256 over it, so the server keeps
 * no state between settlement and submit and a customer cannot change a price. A random nonce
 * makes each settlement's token, and so its order key, its own.
 */
export function createSettlementCodec(secret: Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    encode(settlement: FrozenSettlement): string {
      const payload = base64url(Buffer.from(JSON.stringify({ ...settlement, n: base64url(randomBytes(9)) })));
      return `${payload}.${base64url(mac(payload))}`;
    },

    /**
     * The frozen settlement, or 1004006 when the token is forged, expired or another customer's,
     * or spelled other than as issued (padding, foreign characters, stray low bits: one token
     * has one spelling, so it has one order key).
     */
    decode(token: string, userId: number, now: number): FrozenSettlement {
      const expired = () => new DomainError(ERROR_CODES.SETTLEMENT_EXPIRED);
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) throw expired();
      const given = decodeCanonicalBase64url(signature);
      const frozen = decodeCanonicalBase64url(payload);
      if (!given || !frozen) throw expired();
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired();
      const settlement = JSON.parse(frozen.toString('utf8')) as FrozenSettlement;
      if (settlement.userId !== userId || settlement.expiresAt <= now) throw expired();
      return settlement;
    },
  };
}
export type SettlementCodec = ReturnType<typeof createSettlementCodec>;

/**
 * The order key of a token: a second submit of the same token finds the same order. It hashes
 * the token's canonical spelling — its payload and MAC re-encoded from their bytes — so any
 * spelling of one verified payload keys one order (`decode` refuses the others anyway), and a
 * token as issued keys what it always did.
 */
export function settlementKeyOf(token: string): string {
  const canonical = token
    .split('.')
    .map((part) => base64url(Buffer.from(part, 'base64url')))
    .join('.');
  return createHash('sha256').update(canonical).digest('base64url');
}
