import { z } from 'zod';
import { idSchema, localizedTextSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import {
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
import { settlementDataSchema, settlementDiscountSchema } from '../orders/purchase-schemas.js';
import { voucherCountsSchema } from '../orders/schemas.js';
import { plainText } from '../text.js';

/**
 * Paying for a dine-out voucher order, and the order as placed with its payment (spec §2
 * Payment, Purchase success; §4 Payment states, Order lifecycle; §5 QRIS). Money is whole rupiah
 * computed by the server only; the client shows what the answers say. Times are ISO 8601. The
 * order's price comes from the orders contract's settlement (`../orders/purchase-schemas.ts`).
 *
 * Refusals (docs/api.md, the 10040xx range): `1004009` no such order, `1004010` order already
 * paid, `1004011` order closed, `1004012` QRIS limit exceeded, `1004013` pay method not
 * available, `1004014` webhook refused.
 */

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
