import { z } from 'zod';
import { ORDER_MAX_QUANTITY } from '../constants.js';
import { couponSchema } from '../coupons/schemas.js';
import {
  idSchema,
  latitudeSchema,
  localizedTextSchema,
  longitudeSchema,
  productCardSchema,
} from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import { DISCOUNT_SOURCES, SETTLEMENT_KINDS } from '../enums.js';
import { plainText } from '../text.js';

/**
 * Buying a dine-out voucher (spec §2 Group coupon detail, Place order; §3 Product / asset card,
 * Order settlement kinds; §5 Coupons and red envelopes, Price display, Stock). Money is whole
 * rupiah computed by the server only; the client shows what the answers say. Times are ISO 8601.
 * Paying for the order is the payments contract's (`../payments/schemas.ts`).
 *
 * Refusals (docs/api.md, the 10040xx range): `1004001` not on sale, `1004002` sold out,
 * `1004003` purchase limit reached, `1004004` flash sale ended or not started, `1004005` flash
 * sale busy (retry), `1004006` settlement expired or not this customer's, `1004007` coupon not
 * usable on this order, `1004008` red envelope not usable on this order.
 */

const pageIdSchema = plainText().min(1).max(64);

// ── Group coupon detail ──────────────────────────────────────────────────────

export const productDetailBodySchema = bodyOf({
  skuId: idSchema,
  /** The list entry the customer came from (a red envelope's products, a curated list). */
  detailId: idSchema.optional(),
  pageId: pageIdSchema.optional(),
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});
export type ProductDetailBody = z.input<typeof productDetailBodySchema>;

/** The flash-sale twin names the sale's page. */
export const flashProductDetailBodySchema = bodyOf({
  skuId: idSchema,
  pageId: pageIdSchema,
  detailId: idSchema.optional(),
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});
export type FlashProductDetailBody = z.input<typeof flashProductDetailBodySchema>;

/** The flash sale a detail or a settlement is priced in. */
export const flashSaleWindowSchema = z.object({
  pageId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Whether it has started at the moment of the answer. */
  started: z.boolean(),
});
export type FlashSaleWindow = z.infer<typeof flashSaleWindowSchema>;

export const productDetailDataSchema = z.object({
  /**
   * The card: price with promotion, sold count, stock, and `purchaseCode` for this customer
   * (0 buy, 1 sold out, 2 purchase limit reached, 3 not on sale).
   */
  product: productCardSchema,
  /** The large pictures, the card's first. */
  images: z.array(z.string()).min(1),
  description: localizedTextSchema,
  /** The rules in the request's language, one per line. */
  rules: z.array(z.string()),
  /** Days a bought voucher stays valid. */
  validDays: z.number().int().positive(),
  /** Units this customer may still buy; null when the product has no limit. */
  remainingLimit: z.number().int().nonnegative().nullable(),
  /** Units this customer has bought (paid or awaiting payment). */
  boughtCount: z.number().int().nonnegative(),
  /** The stores the voucher is redeemed at (the applicable-stores popup lists them). */
  storeCount: z.number().int().nonnegative(),
  merchantId: idSchema,
  flashSale: flashSaleWindowSchema.nullable(),
});
export type ProductDetailData = z.infer<typeof productDetailDataSchema>;

// ── Settlement ───────────────────────────────────────────────────────────────

/** What a settlement says of a coupon or a red envelope: its id, or `'0'` for none. */
const offerChoiceSchema = z.union([z.literal('0'), idSchema]);

export const settlementBodySchema = bodyOf({
  skuId: idSchema,
  quantity: z.number().int().min(1).max(ORDER_MAX_QUANTITY),
  settlementType: z.enum(SETTLEMENT_KINDS),
  /**
   * The store coupon to apply; absent picks the best usable one, `'0'` applies none (the
   * customer chose "no coupon").
   */
  couponId: offerChoiceSchema.optional(),
  /** The red envelope, with the same absent / `'0'` reading. */
  redEnvelopeId: offerChoiceSchema.optional(),
  /** The flash sale's page, for FLASH_SALE. */
  pageId: pageIdSchema.optional(),
});
export type SettlementBody = z.input<typeof settlementBodySchema>;

/** One discount a settlement applied, in the order applied. */
export const settlementDiscountSchema = z.object({
  source: z.enum(DISCOUNT_SOURCES),
  /** Rupiah off the whole order. */
  amount: z.number().int().positive(),
  /** The coupon or red envelope applied; null for a price promotion. */
  couponId: idSchema.nullable(),
  name: localizedTextSchema,
});
export type SettlementDiscount = z.infer<typeof settlementDiscountSchema>;

/** Why a coupon or red envelope cannot go on this order. */
export const OFFER_BLOCKS = ['BELOW_MINIMUM', 'NOT_EFFECTIVE', 'LOCKED'] as const;
export type OfferBlock = (typeof OFFER_BLOCKS)[number];

/** A coupon or red envelope of the customer's that applies to this product, usable or not. */
export const settlementOfferSchema = z.object({
  coupon: couponSchema,
  usable: z.boolean(),
  block: z.enum(OFFER_BLOCKS).nullable(),
  /** For BELOW_MINIMUM: the rupiah still missing. */
  shortfall: z.number().int().nonnegative(),
});
export type SettlementOffer = z.infer<typeof settlementOfferSchema>;

export const settlementDataSchema = z.object({
  /** Freezes this result for SETTLEMENT_TTL_MS: `submit` places exactly this order. */
  settlementToken: z.string(),
  expiresAt: z.string(),
  settlementType: z.enum(SETTLEMENT_KINDS),
  product: z.object({
    productId: idSchema,
    skuId: idSchema,
    productName: localizedTextSchema,
    imageUrl: z.string(),
    validDays: z.number().int().positive(),
  }),
  quantity: z.number().int().positive(),
  /** The most this customer may choose now (stock, purchase limit, ORDER_MAX_QUANTITY). */
  maxQuantity: z.number().int().nonnegative(),
  /** Units the purchase limit still allows; null when unlimited. */
  remainingLimit: z.number().int().nonnegative().nullable(),
  originalUnitPrice: z.number().int().nonnegative(),
  /** The price per unit after a promotion or the flash sale. */
  unitPrice: z.number().int().nonnegative(),
  /** originalUnitPrice × quantity. */
  originalAmount: z.number().int().nonnegative(),
  /** Every discount applied, in order: promotion or flash sale, then the coupon, then the envelope. */
  discounts: z.array(settlementDiscountSchema),
  /** What the customer pays. */
  payableAmount: z.number().int().positive(),
  couponId: idSchema.nullable(),
  redEnvelopeId: idSchema.nullable(),
  /** The store coupons that apply to this product, usable first, best first. */
  coupons: z.array(settlementOfferSchema),
  /** The red envelopes that can buy this product, usable first, best first. */
  redEnvelopes: z.array(settlementOfferSchema),
  /** False above QRIS_MAX_AMOUNT: the cashier then offers the e-wallets only. */
  qrisAllowed: z.boolean(),
  flashSale: flashSaleWindowSchema.nullable(),
});
export type SettlementData = z.infer<typeof settlementDataSchema>;

// ── Submit ───────────────────────────────────────────────────────────────────

export const submitBodySchema = bodyOf({ settlementToken: z.string().min(16).max(2048) });
export type SubmitBody = z.input<typeof submitBodySchema>;

export const submitDataSchema = z.object({
  orderId: idSchema,
  payableAmount: z.number().int().positive(),
  /** After this moment an unpaid order is cancelled. */
  payDeadline: z.string(),
});
export type SubmitData = z.infer<typeof submitDataSchema>;
