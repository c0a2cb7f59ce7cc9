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
import {
  DISCOUNT_SOURCES,
  ORDER_CARD_STATUSES,
  ORDER_LIFECYCLE_STATUSES,
  PAY_METHODS,
  PAYMENT_STATUSES,
  REDEEM_TIME_TYPES,
  REFUND_REASONS,
  REFUND_STATUSES,
  SETTLEMENT_KINDS,
  VOUCHER_CODE_TYPES,
} from '../enums.js';
import { plainText } from '../text.js';

/**
 * Buying a dine-out voucher and paying for it (spec §2 Group coupon detail, Place order,
 * Payment, Purchase success; §3 Product / asset card, Order settlement kinds; §4 Payment states,
 * Order lifecycle; §5 Coupons and red envelopes, QRIS, Price display, Stock). Money is whole
 * rupiah computed by the server only; the client shows what the answers say. Times are ISO 8601.
 *
 * Refusals (docs/api.md, the 10040xx range): `1004001` not on sale, `1004002` sold out,
 * `1004003` purchase limit reached, `1004004` flash sale ended or not started, `1004005` flash
 * sale busy (retry), `1004006` settlement expired or not this customer's, `1004007` coupon not
 * usable on this order, `1004008` red envelope not usable on this order, `1004009` no such order,
 * `1004010` order already paid, `1004011` order closed, `1004012` QRIS limit exceeded, `1004013`
 * pay method not available, `1004014` webhook refused.
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

// ── Order detail (the vouchers themselves come from orders' voucher_list) ──────

export const orderIdBodySchema = bodyOf({ orderId: idSchema });
export type OrderIdBody = z.input<typeof orderIdBodySchema>;

export const orderPaymentSchema = z.object({
  paymentId: idSchema,
  payMethod: z.enum(PAY_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int().positive(),
  paidTime: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** How many of an order's vouchers are in each state. */
export const voucherCountsSchema = z.object({
  NOT_DELIVERY: z.number().int().nonnegative(),
  VALID: z.number().int().nonnegative(),
  USED: z.number().int().nonnegative(),
  REFUND: z.number().int().nonnegative(),
  EXPIRED: z.number().int().nonnegative(),
});

/** One movement of an order's money: the charge that paid it, or a refund. */
export const moneyMovementSchema = z.object({
  kind: z.enum(['CHARGE', 'REFUND']),
  amount: z.number().int().positive(),
  time: z.string(),
  /** Refunds: why. */
  reason: z.enum(REFUND_REASONS).nullable(),
  /** The method that paid (and that a refund goes back to). */
  payMethod: z.enum(PAY_METHODS).nullable(),
  /** A refund asked of the provider but not yet confirmed is PENDING. */
  status: z.enum(REFUND_STATUSES),
});
export type MoneyMovement = z.infer<typeof moneyMovementSchema>;

export const orderDetailDataSchema = z.object({
  orderId: idSchema,
  status: z.enum(ORDER_LIFECYCLE_STATUSES),
  settlementType: z.enum(SETTLEMENT_KINDS),
  product: settlementDataSchema.shape.product,
  /** The store the voucher is redeemed at, or the first of several. */
  storeName: localizedTextSchema.nullable(),
  storeCount: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  originalUnitPrice: z.number().int().nonnegative(),
  unitPrice: z.number().int().nonnegative(),
  originalAmount: z.number().int().nonnegative(),
  discounts: z.array(settlementDiscountSchema),
  payableAmount: z.number().int().positive(),
  createdTime: z.string(),
  payDeadline: z.string(),
  /** Whole minutes left to pay, rounded up; 0 once the deadline passed or the order is paid. */
  remainPayMinutes: z.number().int().nonnegative(),
  paidTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  /** USER: the customer cancelled; TIMEOUT: not paid in time. */
  cancelReason: z.enum(['USER', 'TIMEOUT']).nullable(),
  /** The card's status (spec §4), as the orders tab shows it. */
  cardStatus: z.enum(ORDER_CARD_STATUSES),
  /** The first store the vouchers are used at, for its page and map. */
  storeId: idSchema.nullable(),
  thirdCodeType: z.enum(VOUCHER_CODE_TYPES),
  redeemTimeType: z.enum(REDEEM_TIME_TYPES),
  /** The vouchers' window once paid (FIXED_TIME: the product's own dates); null before. */
  effectiveStartTime: z.string().nullable(),
  effectiveEndTime: z.string().nullable(),
  /** How many vouchers are in each state (all 0 before payment). */
  voucherCounts: voucherCountsSchema,
  /** What the refundable vouchers would bring back together. */
  refundableAmount: z.number().int().nonnegative(),
  /** Every movement of its money, oldest first, from the ledger (and refunds still on their way). */
  history: z.array(moneyMovementSchema),
  /** The charge that paid it, or the open one. */
  payment: orderPaymentSchema.nullable(),
});
export type OrderDetailData = z.infer<typeof orderDetailDataSchema>;

// ── Cashier and payment ──────────────────────────────────────────────────────

export const cashierBodySchema = bodyOf({ orderId: idSchema, partnerCode: plainText().min(1).max(64) });
export type CashierBody = z.input<typeof cashierBodySchema>;

/** Why the cashier does not offer a method for this order. */
export const PAY_METHOD_BLOCKS = ['QRIS_LIMIT'] as const;

export const cashierDataSchema = z.object({
  orderId: idSchema,
  amount: z.number().int().positive(),
  payDeadline: z.string(),
  productName: localizedTextSchema,
  methods: z.array(
    z.object({
      payMethod: z.enum(PAY_METHODS),
      available: z.boolean(),
      block: z.enum(PAY_METHOD_BLOCKS).nullable(),
    }),
  ),
  /** A charge already open for this order, to resume instead of opening another. */
  openPayment: z
    .object({ paymentId: idSchema, payMethod: z.enum(PAY_METHODS), expiresAt: z.string() })
    .nullable(),
});
export type CashierData = z.infer<typeof cashierDataSchema>;

export const payCreateBodySchema = bodyOf({ orderId: idSchema, payMethod: z.enum(PAY_METHODS) });
export type PayCreateBody = z.input<typeof payCreateBodySchema>;

export const payCreateDataSchema = z.object({
  paymentId: idSchema,
  payMethod: z.enum(PAY_METHODS),
  amount: z.number().int().positive(),
  /** QRIS: the EMVCo payload to draw as a QR code. */
  qrisPayload: z.string().nullable(),
  /** E-wallets: where the customer approves the charge (the sandbox's bank-app page in the demo). */
  redirectUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type PayCreateData = z.infer<typeof payCreateDataSchema>;

export const payStatusDataSchema = z.object({
  orderId: idSchema,
  /** WAIT_PAY while a charge is open or none was made yet; PAY_SUCCESS once paid; CLOSE once the order is closed. */
  payStatus: z.enum(PAYMENT_STATUSES),
  orderStatus: z.enum(ORDER_LIFECYCLE_STATUSES),
  paymentId: idSchema.nullable(),
});
export type PayStatusData = z.infer<typeof payStatusDataSchema>;

/** The webhook's answer to the provider. */
export const payNotifyDataSchema = z.object({ received: z.boolean() });
export type PayNotifyData = z.infer<typeof payNotifyDataSchema>;

export const payNotifyParamsSchema = z.object({ provider: z.string().regex(/^[a-z]{2,20}$/) });
