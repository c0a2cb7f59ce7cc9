import { z } from 'zod';
import { ORDER_MAX_QUANTITY, ORDERS_PAGE_SIZE, REFUND_NOTE_MAX_LENGTH } from '../constants.js';
import { pageInfoSchema } from '../coupons/schemas.js';
import { idSchema, latitudeSchema, localizedTextSchema, longitudeSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import {
  MY_ORDERS_FILTERS,
  ORDER_CARD_STATUSES,
  ORDER_LIFECYCLE_STATUSES,
  REDEEM_TIME_TYPES,
  REFUND_REASON_CODES,
  REFUND_STATUSES,
  VOUCHER_CODE_TYPES,
  VOUCHER_STATUSES,
} from '../enums.js';
import { redeemCodeSeedSchema } from '../redemption/schemas.js';
import { plainText } from '../text.js';

/**
 * After the purchase (spec §2 Orders tab, Order detail, `/platform/tripartiteCoupons`; §3 Order
 * card, Third-party code types; §4 Order card status, Voucher states; §5 Physical vouchers,
 * Redemption cannot be undone; §7 `my_orders`, `voucher_list`). A paid order holds one voucher
 * per unit bought. Money is whole rupiah; times are ISO 8601.
 *
 * Refusals (docs/api.md, the 10050xx range): `1005001` no such voucher (or not this customer's),
 * `1005002` the voucher can no longer be refunded, `1005003` the voucher can no longer be
 * redeemed, `1005004` too far from the store or redemption point; and `1004009` no such order,
 * `1004010` order already paid (cancel), `1004011` order closed.
 */

/** How many of an order's vouchers are in each state. */
export const voucherCountsSchema = z.object({
  NOT_DELIVERY: z.number().int().nonnegative(),
  VALID: z.number().int().nonnegative(),
  USED: z.number().int().nonnegative(),
  REFUND: z.number().int().nonnegative(),
  EXPIRED: z.number().int().nonnegative(),
});

// ── my_orders (GET: its query arrives as text) ─────────────────────────────────

export const myOrdersQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
  status: z.enum(MY_ORDERS_FILTERS).default(''),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuerySchema>;

/** The order card (spec §3 "Order card"); `status` picks its footer (spec §4 "Card footer by order status"). */
export const orderCardSchema = z.object({
  orderId: idSchema,
  /** Always `order` here; `coupon` cards are the store coupons the orders tab lists from my_coupons. */
  category: z.enum(['order', 'coupon']),
  status: z.enum(ORDER_CARD_STATUSES),
  /** The order's own state behind the card's. */
  orderStatus: z.enum(ORDER_LIFECYCLE_STATUSES),
  /** The store the vouchers are used at, or the first of several (`multiStoreSign`). */
  applicableStoreName: localizedTextSchema.nullable(),
  /** That store, for its page. */
  storeId: idSchema.nullable(),
  /** How many stores take the vouchers; `multiStoreSign` is this above 1. */
  applicableStoreCount: z.number().int().nonnegative(),
  multiStoreSign: z.boolean(),
  productId: idSchema,
  skuId: idSchema,
  productName: localizedTextSchema,
  /** The product's short description (what the set holds). */
  description: localizedTextSchema,
  logoUrl: z.string(),
  quantity: z.number().int().positive(),
  /** What was paid (or is to be paid). */
  realityAmount: z.number().int().nonnegative(),
  /** wait_pay: whole minutes until the order is cancelled, rounded up. */
  remainPayMinutes: z.number().int().nonnegative(),
  createTime: z.string(),
  /** When the order was cancelled; null otherwise. */
  cancelTime: z.string().nullable(),
  /** The last time anything happened to it (paid, used, refunded). */
  updateTime: z.string(),
  /** The vouchers' window: FIXED_TIME is the product's own dates, RELATIVE_TIME counts from payment. */
  redeemTimeType: z.enum(REDEEM_TIME_TYPES),
  effectiveStartTime: z.string().nullable(),
  effectiveEndTime: z.string().nullable(),
  /** When the last of its vouchers was used; null until then. */
  usedTime: z.string().nullable(),
  /** When money last went back (refunded, or expired and refunded); null otherwise. */
  returnTime: z.string().nullable(),
  /** The last moment a partner's code can be redeemed (not_delivery: the redeem-time footer). */
  exchangeEndTime: z.string().nullable(),
  thirdCodeType: z.enum(VOUCHER_CODE_TYPES),
  /** Whole Asia/Jakarta days the live vouchers still work; null when none is live. */
  remainingConsumerDays: z.number().int().nonnegative().nullable(),
  /** Vouchers still to be used. */
  orderUseLimitNum: z.number().int().nonnegative(),
  voucherCounts: voucherCountsSchema,
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const myOrdersDataSchema = z.object({
  orderList: z.array(orderCardSchema),
  pageInfoVO: pageInfoSchema,
});
export type MyOrdersData = z.infer<typeof myOrdersDataSchema>;

// ── voucher_list ─────────────────────────────────────────────────────────────

export const orderIdOnlyBodySchema = bodyOf({ orderId: idSchema });
export type OrderIdOnlyBody = z.input<typeof orderIdOnlyBodySchema>;

export const voucherSchema = z.object({
  voucherId: idSchema,
  /** Its place in the order, 1-based. */
  unitNo: z.number().int().positive(),
  status: z.enum(VOUCHER_STATUSES),
  /** The rupiah it would refund: its share of what the order paid. */
  amount: z.number().int().nonnegative(),
  thirdCodeType: z.enum(VOUCHER_CODE_TYPES),
  /** The code a counter accepts right now, as typed (checked online only); null unless VALID with a Lahap code. */
  code: z.string().nullable(),
  /** The same moment's QR text (`LHP2.…`, signed); null with `code`. */
  qrText: z.string().nullable(),
  /** The voucher's own seed and certificate, to keep the code turning without a connection; null with `code`. */
  codeSeed: redeemCodeSeedSchema.nullable(),
  effectiveStartTime: z.string(),
  effectiveEndTime: z.string(),
  usedTime: z.string().nullable(),
  /** Where it was redeemed: the store, or the redemption point. */
  usedPlaceName: localizedTextSchema.nullable(),
  refundTime: z.string().nullable(),
  /** Whether the customer may ask for it back now. */
  refundable: z.boolean(),
  /** Whether it is redeemed by the customer at a point (PAPER_VOUCHER, VALID). */
  redeemableAtPoint: z.boolean(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherListDataSchema = z.object({
  voucherList: z.array(voucherSchema),
  /** The server's clock when it answered, so the app turns codes on the server's time. */
  serverTime: z.string(),
});
export type VoucherListData = z.infer<typeof voucherListDataSchema>;

// ── cancel ───────────────────────────────────────────────────────────────────

export const cancelOrderDataSchema = z.object({
  orderId: idSchema,
  orderStatus: z.enum(ORDER_LIFECYCLE_STATUSES),
  cancelTime: z.string(),
});
export type CancelOrderData = z.infer<typeof cancelOrderDataSchema>;

// ── refund ───────────────────────────────────────────────────────────────────

export const refundBodySchema = bodyOf({
  orderId: idSchema,
  /** The vouchers to give back; absent for every refundable one. */
  voucherIds: z.array(idSchema).min(1).max(ORDER_MAX_QUANTITY).optional(),
  reason: z.enum(REFUND_REASON_CODES),
  note: plainText().max(REFUND_NOTE_MAX_LENGTH).optional(),
});
export type RefundBody = z.input<typeof refundBodySchema>;

export const refundDataSchema = z.object({
  refundId: idSchema,
  orderId: idSchema,
  voucherIds: z.array(idSchema).min(1),
  amount: z.number().int().positive(),
  /** DONE once the provider confirmed; PENDING while it is retried (the money is on its way). */
  status: z.enum(REFUND_STATUSES),
  orderStatus: z.enum(ORDER_LIFECYCLE_STATUSES),
});
export type RefundData = z.infer<typeof refundDataSchema>;

// ── third_party_codes ────────────────────────────────────────────────────────

export const thirdPartyCodesDataSchema = z.object({
  orderId: idSchema,
  thirdCodeType: z.enum(VOUCHER_CODE_TYPES),
  productName: localizedTextSchema,
  logoUrl: z.string(),
  codeList: z.array(
    z.object({
      voucherId: idSchema,
      /** Its place in the order, 1-based, as in voucher_list. */
      unitNo: z.number().int().positive(),
      status: z.enum(VOUCHER_STATUSES),
      /** The partner's code; null until issued (NOT_DELIVERY). */
      code: z.string().nullable(),
      /** CODE_LINK: where the code is used. */
      link: z.string().nullable(),
      effectiveEndTime: z.string(),
    }),
  ),
});
export type ThirdPartyCodesData = z.infer<typeof thirdPartyCodesDataSchema>;

// ── redeem_at_point ──────────────────────────────────────────────────────────

export const redeemAtPointBodySchema = bodyOf({
  voucherId: idSchema,
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type RedeemAtPointBody = z.input<typeof redeemAtPointBodySchema>;

export const redeemAtPointDataSchema = z.object({
  voucherId: idSchema,
  status: z.literal('USED'),
  usedTime: z.string(),
  /** The store or point it was redeemed at. */
  placeName: localizedTextSchema,
  /** Metres from it. */
  distance: z.number().int().nonnegative(),
});
export type RedeemAtPointData = z.infer<typeof redeemAtPointDataSchema>;
