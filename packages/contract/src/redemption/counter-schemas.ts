import { z } from 'zod';
import { OTP_LENGTH, REDEEM_SYNC_MAX, STAFF_HISTORY_PAGE_SIZE } from '../constants.js';
import { pageInfoSchema } from '../coupons/schemas.js';
import { idSchema, localizedTextSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import { COUPON_STATUSES, REDEMPTION_CHANNELS, SYNC_OUTCOMES, VOUCHER_STATUSES } from '../enums.js';
import { plainText } from '../text.js';

/**
 * The store staff console (ADR 017). Staff log in with the one-time code customers use; their
 * token names their store and is refused by every customer call, as customer tokens are by every
 * staff call. A counter redeems dine-out vouchers and store coupons by their rotating codes,
 * online or offline (a scanned code checked with the kit's public key, synced later; a typed code
 * online only); the server accepts each once.
 *
 * Refusals (docs/api.md, the 10060xx range): `1006001` not a store's staff, `1006002` a staff
 * login is needed, `1006003` the code is not one of ours, `1006004` the code has expired (ask for
 * the live one), `1006005` not usable at this store, `1006006` already redeemed, `1006007` no
 * longer valid (refunded, expired, not yet effective), `1006008` an offline redemption's time is out
 * of range (older than OFFLINE_REDEMPTION_MAX_AGE_MS, or ahead of the server), `1006009` typed codes
 * paused after too many wrong ones (scan the QR); and `1001004` wrong verification code.
 */

// ── staff/login ──────────────────────────────────────────────────────────────

export const staffLoginBodySchema = bodyOf({
  countryCode: z.string().max(8).optional(),
  phoneNo: z.string().min(1).max(32),
  verificationCode: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `${OTP_LENGTH} digits`),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

export const staffProfileSchema = z.object({
  staffId: idSchema,
  name: z.string(),
  storeId: idSchema,
  storeName: localizedTextSchema,
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffLoginDataSchema = z.object({
  /** Sent in `Authorize` on staff calls; lasts STAFF_SESSION_TTL_MS (one shift). */
  staffToken: z.string(),
  expiresAt: z.string(),
  staff: staffProfileSchema,
});
export type StaffLoginData = z.infer<typeof staffLoginDataSchema>;

// ── staff/kit ────────────────────────────────────────────────────────────────

export const staffKitBodySchema = bodyOf({});

/** A voucher product or a store coupon's template the store accepts, for the counter to name offline. */
export const acceptedItemSchema = z.object({ itemId: idSchema, name: localizedTextSchema });
export type AcceptedItem = z.infer<typeof acceptedItemSchema>;

export const staffKitDataSchema = z.object({
  staff: staffProfileSchema,
  merchantId: idSchema,
  /**
   * The merchant's Ed25519 public key (base64url, 32 bytes): it verifies the certificate in every
   * scanned code of the merchant's vouchers and coupons, and makes none.
   */
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  vouchers: z.array(acceptedItemSchema),
  coupons: z.array(acceptedItemSchema),
  /** The server's clock when it answered: a counter checks codes on this time, not its own. */
  issuedAt: z.string(),
});
export type StaffKitData = z.infer<typeof staffKitDataSchema>;

// ── redeem/inspect, redeem/confirm ───────────────────────────────────────────

/** Typed digits, or a scanned code's text (about 250 characters with its key, certificate and signature). */
const codeSchema = plainText().min(8).max(320);

export const redeemInspectBodySchema = bodyOf({ code: codeSchema });
export type RedeemInspectBody = z.input<typeof redeemInspectBodySchema>;

/** Why a code cannot be redeemed here. */
export const REDEEM_BLOCKS = ['WRONG_STORE', 'USED', 'NOT_VALID', 'NOT_EFFECTIVE'] as const;
export type RedeemBlock = (typeof REDEEM_BLOCKS)[number];

export const redeemTargetSchema = z.object({
  kind: z.enum(['VOUCHER', 'COUPON']),
  /** The voucher's or coupon's id. */
  id: idSchema,
  /** Its product or coupon template. */
  itemId: idSchema,
  name: localizedTextSchema,
  /** VOUCHER: a voucher state; COUPON: a coupon state. */
  status: z.union([z.enum(VOUCHER_STATUSES), z.enum(COUPON_STATUSES)]),
  /** Whether confirm would redeem it now, here. */
  redeemable: z.boolean(),
  block: z.enum(REDEEM_BLOCKS).nullable(),
  /** Until when it works. */
  validUntil: z.string(),
  /** VOUCHER: its order and what it was paid; COUPON: the rupiah off. */
  orderId: idSchema.nullable(),
  amount: z.number().int().nonnegative(),
  /** The last digits of the customer's phone, to ask "is this yours?". */
  customerHint: z.string(),
  usedTime: z.string().nullable(),
  usedPlaceName: localizedTextSchema.nullable(),
});
export type RedeemTarget = z.infer<typeof redeemTargetSchema>;

export const redeemConfirmBodySchema = bodyOf({
  code: codeSchema,
  storeId: idSchema,
  /**
   * The counter's id of this confirmation. A counter whose confirm got no answer queues the
   * redemption offline under the same id, so its sync finds this one (DUPLICATE), not a double spend.
   */
  clientId: z.uuid().optional(),
});
export type RedeemConfirmBody = z.input<typeof redeemConfirmBodySchema>;

export const redemptionSchema = z.object({
  redemptionId: idSchema,
  kind: z.enum(['VOUCHER', 'COUPON']),
  id: idSchema,
  itemId: idSchema,
  name: localizedTextSchema,
  amount: z.number().int().nonnegative(),
  channel: z.enum(REDEMPTION_CHANNELS),
  redeemedTime: z.string(),
  staffName: z.string().nullable(),
  /** A second confirmation of it was made offline elsewhere (a double spend, reported). */
  conflict: z.boolean(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemConfirmDataSchema = redemptionSchema;
export type RedeemConfirmData = z.infer<typeof redeemConfirmDataSchema>;

// ── redeem/sync ──────────────────────────────────────────────────────────────

export const offlineRedemptionSchema = z.object({
  /** Made by the counter, once per confirmation: a repeat of it is a DUPLICATE, never a second redemption. */
  clientId: z.uuid(),
  code: codeSchema,
  storeId: idSchema,
  /** When staff confirmed it offline; the code is checked at this moment. */
  confirmedAt: z.iso.datetime({ offset: true }),
});
export type OfflineRedemption = z.infer<typeof offlineRedemptionSchema>;

export const redeemSyncBodySchema = bodyOf({
  redemptions: z.array(offlineRedemptionSchema).min(1).max(REDEEM_SYNC_MAX),
});
export type RedeemSyncBody = z.input<typeof redeemSyncBodySchema>;

export const redeemSyncDataSchema = z.object({
  results: z.array(
    z.object({
      clientId: z.uuid(),
      /**
       * ACCEPTED: redeemed now; DUPLICATE: this confirmation was synced before; DOUBLE_SPEND: it
       * had been redeemed elsewhere first (reported); REFUSED: see `code`.
       */
      outcome: z.enum(SYNC_OUTCOMES),
      code: z.string().nullable(),
      redemption: redemptionSchema.nullable(),
    }),
  ),
});
export type RedeemSyncData = z.infer<typeof redeemSyncDataSchema>;

// ── redeem/history ───────────────────────────────────────────────────────────

export const redeemHistoryBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(STAFF_HISTORY_PAGE_SIZE),
  /** An Asia/Jakarta day, YYYY-MM-DD; absent for today. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type RedeemHistoryBody = z.input<typeof redeemHistoryBodySchema>;

export const redeemHistoryDataSchema = z.object({
  day: z.string(),
  redemptionList: z.array(redemptionSchema),
  /** Redemptions of the day at this store, and what they were worth. */
  total: z.number().int().nonnegative(),
  totalAmount: z.number().int().nonnegative(),
  pageInfoVO: pageInfoSchema,
});
export type RedeemHistoryData = z.infer<typeof redeemHistoryDataSchema>;
