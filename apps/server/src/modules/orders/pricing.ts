import type {
  OfferBlock,
  SettlementDiscount,
  SettlementOffer,
} from '@lahap/contract/orders/purchase-schemas';
import { ORDER_MIN_PAYABLE } from '@lahap/contract/constants';
import type { Coupon } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { LocalizedText } from '@lahap/contract/locale';
import { DomainError } from '../../lib/domain-error.js';

/** What the customer asked for a coupon or a red envelope: the best (absent), none ('0'), or one. */
export type OfferChoice = string | undefined;
export const NO_OFFER = '0';

export interface PricingInput {
  originalPrice: number;
  salePrice: number;
  /** A running COMMON promotion's price and tag. */
  promotionPrice: number | null;
  promotionTag: LocalizedText | null;
  /** The flash price, when the order is priced in a flash sale. */
  flashPrice: number | null;
  flashTag: LocalizedText;
  quantity: number;
  /** The customer's store coupons and red envelopes that apply to the product. */
  storeCoupons: readonly Coupon[];
  redEnvelopes: readonly Coupon[];
  couponChoice: OfferChoice;
  envelopeChoice: OfferChoice;
}

export interface Priced {
  originalUnitPrice: number;
  unitPrice: number;
  originalAmount: number;
  discounts: SettlementDiscount[];
  payableAmount: number;
  couponId: string | null;
  redEnvelopeId: string | null;
  coupons: SettlementOffer[];
  redEnvelopes: SettlementOffer[];
}

const PRICE_CUT_NAME: LocalizedText = {
  'id-ID': 'Diskon voucher',
  'en-US': 'Voucher discount',
  'zh-CN': '券包优惠',
};

interface Rated {
  offer: SettlementOffer;
  /** Rupiah it takes off this order (its amount, capped so the order stays at ORDER_MIN_PAYABLE). */
  applied: number;
}

/** How a coupon fares on an order of `base` rupiah. */
function rate(coupon: Coupon, base: number): Rated {
  const room = Math.max(0, base - ORDER_MIN_PAYABLE);
  const applied = Math.min(coupon.discountAmount, room);
  let block: OfferBlock | null = null;
  if (coupon.status === 'locked') block = 'LOCKED';
  else if (coupon.status === 'not_effective') block = 'NOT_EFFECTIVE';
  else if (coupon.status !== 'valid') block = 'NOT_EFFECTIVE';
  else if (coupon.minimumSpend > base || applied <= 0) block = 'BELOW_MINIMUM';
  const shortfall =
    block === 'BELOW_MINIMUM' ? Math.max(0, coupon.minimumSpend - base, ORDER_MIN_PAYABLE + 1 - base) : 0;
  return {
    offer: { coupon, usable: block === null, block, shortfall },
    applied: block === null ? applied : 0,
  };
}

/** Usable first; among them the biggest saving, then the one ending soonest. */
function ranked(coupons: readonly Coupon[], base: number): Rated[] {
  return coupons
    .map((coupon) => rate(coupon, base))
    .sort(
      (a, b) =>
        Number(b.offer.usable) - Number(a.offer.usable) ||
        b.applied - a.applied ||
        Date.parse(a.offer.coupon.effectiveEndTime) - Date.parse(b.offer.coupon.effectiveEndTime),
    );
}

/** The offer the customer chose, or the best usable one; refuses a chosen one that does not apply. */
function pick(rated: readonly Rated[], choice: OfferChoice, refusal: string): Rated | null {
  if (choice === NO_OFFER) return null;
  if (choice === undefined) return rated.find((r) => r.offer.usable) ?? null;
  const chosen = rated.find((r) => r.offer.coupon.id === choice);
  if (!chosen?.offer.usable) throw new DomainError(refusal);
  return chosen;
}

/**
 * Prices an order (spec §5 "Price display", "Coupons and red envelopes"): the unit price is the
 * flash price in a flash sale, else a running promotion's, else the sale price; then at most one
 * store coupon, measured against the line amount; then at most one red envelope, measured against
 * what remains. Discounts never bring the order under ORDER_MIN_PAYABLE. Integer rupiah only.
 */
export function priceOrder(input: PricingInput): Priced {
  const { quantity } = input;
  const promoted =
    input.promotionPrice !== null && input.promotionPrice < input.salePrice ? input.promotionPrice : null;
  const unitPrice = input.flashPrice ?? promoted ?? input.salePrice;
  const originalAmount = input.originalPrice * quantity;
  const lineAmount = unitPrice * quantity;
  const discounts: SettlementDiscount[] = [];
  const priceCut = originalAmount - lineAmount;
  if (priceCut > 0) {
    discounts.push({
      source: input.flashPrice !== null ? 'FLASH_SALE' : 'PROMOTION',
      amount: priceCut,
      couponId: null,
      name:
        input.flashPrice !== null
          ? input.flashTag
          : promoted !== null && input.promotionTag
            ? input.promotionTag
            : PRICE_CUT_NAME,
    });
  }

  const coupons = ranked(input.storeCoupons, lineAmount);
  const coupon = pick(coupons, input.couponChoice, ERROR_CODES.ORDER_COUPON_UNUSABLE);
  const afterCoupon = lineAmount - (coupon?.applied ?? 0);
  if (coupon) {
    discounts.push({
      source: 'COUPON',
      amount: coupon.applied,
      couponId: coupon.offer.coupon.id,
      name: coupon.offer.coupon.name,
    });
  }

  const envelopes = ranked(input.redEnvelopes, afterCoupon);
  const envelope = pick(envelopes, input.envelopeChoice, ERROR_CODES.ORDER_RED_ENVELOPE_UNUSABLE);
  const payableAmount = afterCoupon - (envelope?.applied ?? 0);
  if (envelope) {
    discounts.push({
      source: 'RED_ENVELOPE',
      amount: envelope.applied,
      couponId: envelope.offer.coupon.id,
      name: envelope.offer.coupon.name,
    });
  }

  return {
    originalUnitPrice: input.originalPrice,
    unitPrice,
    originalAmount,
    discounts,
    payableAmount,
    couponId: coupon?.offer.coupon.id ?? null,
    redEnvelopeId: envelope?.offer.coupon.id ?? null,
    coupons: coupons.map((r) => r.offer),
    redEnvelopes: envelopes.map((r) => r.offer),
  };
}
