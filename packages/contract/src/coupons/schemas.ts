import { z } from 'zod';
import { SAAS_COUPONS_PAGE_SIZE } from '../constants.js';
import { idSchema, localizedTextSchema, productCardSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import { BUSINESS_LINES, CLIENT_COUPON_STATUSES, COUPON_STATUSES, RED_PACKET_DISPLAYS } from '../enums.js';
import { redeemCodeSeedSchema } from '../redemption/schemas.js';
import { plainText } from '../text.js';

/**
 * Coupons and red envelopes (spec §3 "SaaS or platform coupon", "Coupon batch", "Red packet
 * display"; §4 "Coupon status"; §7 `/market/coupon/*`, `claim_award_v2`, `red_packet_activity`,
 * `query_aggregation_activity`). Two kinds share one shape, told apart by `business`: SAAS — a
 * merchant's coupon, used at its store's counter — and LOCAL_LIFE — a platform red envelope, used
 * when buying a dine-out voucher in the app. Money is whole rupiah; times are ISO 8601.
 *
 * Refusals (docs/api.md): `9000002` the batch can no longer be collected (sold out, ended, off);
 * `1003001` total limit reached; `1003002` today's limit reached (Asia/Jakarta day); `1003003`
 * not started; `1003004` new customers only; `1003005` claim link invalid or expired; `1003006`
 * claim link already used; `1003007` no such coupon; `1003008` no such red-packet activity, or
 * it has ended. Claims need a login (`0310205` for guests).
 */

const pagingShape = {
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(SAAS_COUPONS_PAGE_SIZE),
};

export const pageInfoSchema = z.object({ hasMore: z.boolean() });

/** Which of a customer's coupons a list shows: the wallet, the history, or all. */
export const COUPON_LIST_FILTERS = ['valid', 'history'] as const;
export type CouponListFilter = (typeof COUPON_LIST_FILTERS)[number];

// ── The coupon (spec §3 "SaaS or platform coupon") ───────────────────────────

export const couponSchema = z.object({
  id: idSchema,
  templateId: idSchema,
  batchId: idSchema,
  business: z.enum(BUSINESS_LINES),
  name: localizedTextSchema,
  couponSubTitle: localizedTextSchema,
  /** The short tag over the amount (e.g. "Kupon toko", "Angpao"). */
  couponLabel: localizedTextSchema,
  logoUrl: z.string(),
  /** The client's list status (spec §4), as of the answer. */
  status: z.enum(CLIENT_COUPON_STATUSES),
  /** The server's state behind it. */
  couponStatus: z.enum(COUPON_STATUSES),
  /** Rupiah off. */
  discountAmount: z.number().int().nonnegative(),
  /** Least order total; 0 = none. */
  minimumSpend: z.number().int().nonnegative(),
  effectiveStartTime: z.string(),
  /** Exclusive: the coupon stops working at this moment. */
  effectiveEndTime: z.string(),
  /** When it was used at the counter, or locked by a pending order; null otherwise. */
  usedTime: z.string().nullable(),
  receivedTime: z.string(),
  /** Whole Asia/Jakarta days left until it ends; 0 = ends today; null once it no longer works. */
  remainingDays: z.number().int().nonnegative().nullable(),
  /** Where it may be used: 1 delivery, 2 pickup, 3 dine-in. */
  scopeOrderFoodTypes: z.array(z.number().int().min(1).max(3)),
  /** The one store it works at, or null when it works at several (multiStoreSign). */
  applicableStoreName: localizedTextSchema.nullable(),
  multiStoreSign: z.boolean(),
  receiveTimesLimit: z.number().int(),
  receiveTimesDailyLimit: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

// ── my_coupons ───────────────────────────────────────────────────────────────

export const myCouponsBodySchema = bodyOf({
  ...pagingShape,
  business: z.enum(BUSINESS_LINES).default('SAAS'),
  /** `valid` the wallet, `history` used / expired / invalid; absent for all. */
  status: z.enum(COUPON_LIST_FILTERS).optional(),
});
export type MyCouponsBody = z.input<typeof myCouponsBodySchema>;

export const myCouponsDataSchema = z.object({
  couponList: z.array(couponSchema),
  pageInfoVO: pageInfoSchema,
});
export type MyCouponsData = z.infer<typeof myCouponsDataSchema>;

// ── receive / receive_by_token ───────────────────────────────────────────────

export const receiveBodySchema = bodyOf({
  couponBatchId: idSchema,
  /** One new coupon per template, in order; each must be the batch's. */
  couponTemplateIds: z.array(idSchema).min(1).max(10),
  activityId: plainText().max(64).optional(),
});
export type ReceiveBody = z.input<typeof receiveBodySchema>;

export const receiveDataSchema = z.object({ couponIds: z.array(idSchema) });
export type ReceiveData = z.infer<typeof receiveDataSchema>;

export const receiveByTokenBodySchema = bodyOf({ token: plainText().min(1).max(512) });
export type ReceiveByTokenBody = z.input<typeof receiveByTokenBodySchema>;

export const receiveByTokenDataSchema = z.object({ id: idSchema });
export type ReceiveByTokenData = z.infer<typeof receiveByTokenDataSchema>;

// ── detail ───────────────────────────────────────────────────────────────────

export const couponDetailBodySchema = bodyOf({
  couponId: idSchema.optional(),
  /** A batch's id: its template before claiming. Read when couponId is absent. */
  detailId: idSchema.optional(),
}).refine((body) => body.couponId !== undefined || body.detailId !== undefined, {
  message: 'couponId or detailId is required',
  path: ['couponId'],
});
export type CouponDetailBody = z.input<typeof couponDetailBodySchema>;

/** A batch's template as a detail page shows it before, or besides, the claimed coupon. */
export const couponTemplateViewSchema = z.object({
  templateId: idSchema,
  batchId: idSchema,
  business: z.enum(BUSINESS_LINES),
  name: localizedTextSchema,
  couponSubTitle: localizedTextSchema,
  couponLabel: localizedTextSchema,
  logoUrl: z.string(),
  discountAmount: z.number().int().nonnegative(),
  minimumSpend: z.number().int().nonnegative(),
  /** Days a claimed coupon works, counted from the claim's Jakarta day; null for a fixed window. */
  validDays: z.number().int().positive().nullable(),
  /** The fixed window, when it has one. */
  validStartTime: z.string().nullable(),
  validEndTime: z.string().nullable(),
  receiveTimesLimit: z.number().int(),
  receiveTimesDailyLimit: z.number().int(),
  /** When the batch can be claimed. */
  claimStartTime: z.string(),
  claimEndTime: z.string(),
  isSoldOut: z.boolean(),
  newUserOnly: z.boolean(),
});
export type CouponTemplateView = z.infer<typeof couponTemplateViewSchema>;

export const couponDetailDataSchema = z.object({
  template: couponTemplateViewSchema,
  /** The customer's coupon; null before claiming (detailId) . */
  coupon: couponSchema.nullable(),
  /** The rules in the request's language, one per line. */
  rules: z.array(z.string()),
  applicableStoreCount: z.number().int().nonnegative(),
  /** A claimed, usable SaaS coupon's rotating code for the counter (text and QR); null otherwise. */
  codeSeed: redeemCodeSeedSchema.nullable(),
  /** The server's clock when it answered, so the app turns codes on the server's time. */
  serverTime: z.string(),
});
export type CouponDetailData = z.infer<typeof couponDetailDataSchema>;

// ── product_list (what a red envelope can buy) ───────────────────────────────

export const couponProductListBodySchema = bodyOf({
  ...pagingShape,
  /** The customer's red envelope, or a template (before claiming). */
  couponId: idSchema.optional(),
  templateId: idSchema.optional(),
}).refine((body) => body.couponId !== undefined || body.templateId !== undefined, {
  message: 'couponId or templateId is required',
  path: ['couponId'],
});
export type CouponProductListBody = z.input<typeof couponProductListBodySchema>;

export const couponProductListDataSchema = z.object({
  productList: z.array(productCardSchema),
  pageInfoVO: pageInfoSchema,
});
export type CouponProductListData = z.infer<typeof couponProductListDataSchema>;

// ── held_batches ───────────────────────────────────────────────────────────────

export const heldBatchesBodySchema = bodyOf({ batchIds: z.array(idSchema).min(1).max(50) });
export type HeldBatchesBody = z.input<typeof heldBatchesBodySchema>;

export const heldBatchesDataSchema = z.object({
  /** The batches asked about that the customer holds a usable coupon of, with that coupon. */
  heldList: z.array(z.object({ batchId: idSchema, couponId: idSchema })),
});
export type HeldBatchesData = z.infer<typeof heldBatchesDataSchema>;

// ── query_new_received_coupon ────────────────────────────────────────────────

export const queryNewReceivedBodySchema = bodyOf({});
export const queryNewReceivedDataSchema = z.object({
  /** Whether any coupon arrived since the last ask. */
  received: z.boolean(),
  count: z.number().int().nonnegative(),
});
export type QueryNewReceivedData = z.infer<typeof queryNewReceivedDataSchema>;

// ── Red-packet activities ────────────────────────────────────────────────────

/** One red envelope a red packet holds. */
export const redEnvelopeOfferSchema = z.object({
  batchId: idSchema,
  templateId: idSchema,
  name: localizedTextSchema,
  discountAmount: z.number().int().nonnegative(),
  minimumSpend: z.number().int().nonnegative(),
});
export type RedEnvelopeOffer = z.infer<typeof redEnvelopeOfferSchema>;

export const redPacketActivitySchema = z.object({
  activityId: idSchema,
  title: localizedTextSchema,
  /** Spec §3 "Red packet display": how the home shows the packet. */
  display: z.enum(RED_PACKET_DISPLAYS),
  /** The packet's picture per language. */
  imageUrl: localizedTextSchema,
  envelopes: z.array(redEnvelopeOfferSchema),
  /** The sum of the envelopes' amounts. */
  totalAmount: z.number().int().nonnegative(),
  /** Whether this customer already opened it (always false for a guest). */
  opened: z.boolean(),
  endTime: z.string(),
});
export type RedPacketActivity = z.infer<typeof redPacketActivitySchema>;

export const redPacketActivityBodySchema = bodyOf({});
export const redPacketActivityDataSchema = z.object({ activity: redPacketActivitySchema.nullable() });
export type RedPacketActivityData = z.infer<typeof redPacketActivityDataSchema>;

export const claimAwardBodySchema = bodyOf({ activityId: idSchema });
export type ClaimAwardBody = z.input<typeof claimAwardBodySchema>;

export const claimAwardDataSchema = z.object({
  /** The red envelopes this opening put in the wallet; the same list when opened again. */
  couponList: z.array(couponSchema),
});
export type ClaimAwardData = z.infer<typeof claimAwardDataSchema>;

export const aggregationActivityBodySchema = bodyOf({ activityId: idSchema.optional() });
export const aggregationActivityDataSchema = z.object({
  whatsappLink: z.string().nullable(),
  activity: redPacketActivitySchema.nullable(),
  banner: z.object({ imageUrl: localizedTextSchema, jumpUrl: z.string().nullable() }).nullable(),
});
export type AggregationActivityData = z.infer<typeof aggregationActivityDataSchema>;
