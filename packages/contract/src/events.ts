import { z } from 'zod';
import { REFUND_NOTE_MAX_LENGTH } from './constants.js';
import { REFUND_REASON_CODES, SHARE_TYPES } from './enums.js';
import { PAYABLE_KINDS, PAYMENT_CLOSE_REASONS } from './payments/lifecycle.js';

/**
 * The domain events: what happened, past tense, published by the module that made it happen in
 * the same transaction as the change itself (the server's transactional outbox), and delivered
 * at least once to every subscriber of another module. They carry ids and amounts, never a whole
 * row: a subscriber that needs more reads it through the owning module's public service.
 */
const id = z.string().regex(/^[1-9]\d{0,18}$/);
const userId = z.number().int().positive();
const rupiah = z.number().int().nonnegative();
const payableKind = z.enum(PAYABLE_KINDS);

/**
 * A payment event names its payable. Events stored before payables existed named only the
 * voucher order; they are read as naming it, so a delivery still pending then parses now.
 */
const namingPayable = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess(
    (raw) =>
      typeof raw === 'object' && raw !== null && !('payableKind' in raw) && 'orderId' in raw
        ? { ...raw, payableKind: 'VOUCHER_ORDER', payableId: raw.orderId }
        : raw,
    z.object({
      payableKind,
      payableId: id,
      /** The voucher order a VOUCHER_ORDER payable is; null for the other kinds. */
      orderId: id.nullable(),
      paymentId: id,
      ...shape,
    }),
  );

export const DOMAIN_EVENTS = {
  /**
   * A new customer's account was created at their first login. `referral` when the login carried
   * an invite code: what the invitations module decides the referral on (events stored before
   * referrals existed have none).
   */
  'customer.registered': z.object({
    userId,
    referral: z
      .object({
        inviteCode: z.string().max(32),
        shareMethod: z.enum(SHARE_TYPES).nullable(),
        /** The registering device (X-Digital-Food), when the client sent one. */
        deviceId: z.string().max(128).nullable(),
        /** The phone held an account before (one deleted, whose hash is kept). */
        phoneHeldBefore: z.boolean(),
      })
      .nullable()
      .optional(),
  }),
  /**
   * An invitation's reward was earned: the invitee's first paid order can no longer be refunded
   * in full, and both red envelopes were given.
   */
  'invitation.rewarded': z.object({ referralId: id, inviterUserId: userId, inviteeUserId: userId }),
  /** A customer claimed coupons or red envelopes of one batch. */
  'coupon.claimed': z.object({ userId, batchId: id, couponIds: z.array(id).min(1) }),
  /** A customer submitted an order; it waits for payment. */
  'order.placed': z.object({
    orderId: id,
    userId,
    merchantId: id,
    productId: id,
    quantity: z.number().int().positive(),
    payableAmount: rupiah,
  }),
  /** A charge was opened at the provider for an unpaid payable: a voucher order now waits on it. */
  'payment.opened': namingPayable({}),
  /**
   * The provider confirmed the money of a payable's open charge, and it is in the ledger. Its
   * owner completes it on hearing this; money that came for a payable given up meanwhile goes back.
   */
  'payment.succeeded': namingPayable({ amount: rupiah }),
  /** A charge closed without money: expired, declined, or replaced by another method. */
  'payment.closed': namingPayable({ reason: z.enum(PAYMENT_CLOSE_REASONS) }),
  /**
   * The owner of a payable other than a voucher order gave it up (a share released, a food order
   * cancelled): payments closes its open charge, and money that comes for it all the same goes back.
   */
  'payable.closed': z.object({ payableKind: z.enum(['TABLE_SHARE', 'FOOD_ORDER']), payableId: id }),
  /** An order's payment came in (`payment.succeeded`): it is complete and its vouchers were issued. */
  'order.paid': z.object({
    orderId: id,
    userId,
    merchantId: id,
    productId: id,
    quantity: z.number().int().positive(),
    amount: rupiah,
  }),
  /** An unpaid order was cancelled by its customer or by the payment deadline. */
  'order.cancelled': z.object({ orderId: id, userId, reason: z.enum(['USER', 'TIMEOUT']) }),
  /** A voucher was used at a counter or a redemption point. */
  'voucher.redeemed': z.object({ voucherId: id, orderId: id, userId, amount: rupiah }),
  /**
   * Vouchers went back (the customer's request, or expiry): `amount` is owed to the customer
   * from the order's charge, under `refundId`, which orders gives it. Payments asks the provider.
   */
  'voucher.refunded': z.object({
    orderId: id,
    userId,
    refundId: id,
    voucherIds: z.array(id).min(1),
    amount: rupiah,
    reason: z.enum(['USER', 'EXPIRED']),
    /** USER: what the customer picked and wrote, and the request's id (a retry answers this refund). */
    reasonCode: z.enum(REFUND_REASON_CODES).nullable(),
    note: z.string().max(REFUND_NOTE_MAX_LENGTH).nullable(),
    requestId: z.string().max(128).nullable(),
  }),
  /** A table sent a round of its cart to the kitchen: `amount` is what the round adds to its bill. */
  'round.sent': z.object({
    roundId: id,
    billId: id,
    tableSessionId: id,
    storeId: id,
    roundNo: z.number().int().positive(),
    lineCount: z.number().int().positive(),
    amount: rupiah,
  }),
  /** Live vouchers ran past their end unused. */
  'voucher.expired': z.object({ orderId: id, userId, voucherIds: z.array(id).min(1) }),
} as const;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]>;

/** An event as a subscriber receives it. `id` is the key of its idempotence. */
export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  id: string;
  name: N;
  payload: DomainEventPayload<N>;
  /** Epoch ms of the transaction that published it. */
  occurredAt: number;
}
