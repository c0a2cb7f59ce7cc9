import { z } from 'zod';
import {
  BILL_SPLIT_MAX_PARTS,
  CART_LINE_MAX_QUANTITY,
  ORDERS_PAGE_SIZE,
  CART_NOTE_MAX,
  TABLE_BILL_MAX_LINES,
  TABLE_DISPLAY_NAME_MAX,
} from '../constants.js';
import { idSchema, localizedTextSchema } from '../discovery/schemas.js';
import { PAY_METHODS } from '../enums.js';
import { bodyOf } from '../envelope.js';
import { dayPartTimeSchema } from '../store/schemas.js';
import { plainText } from '../text.js';
import {
  BILL_STATUSES,
  CART_LINE_STATUSES,
  FOOD_ORDER_CARD_STATUSES,
  FOOD_ORDER_KINDS,
  ROUND_STATUSES,
  SHARE_PAY_METHODS,
  SHARE_STATUSES,
  SPLIT_MODES,
  TABLE_EVENT_KINDS,
} from './states.js';

/**
 * Ordering food at a table (ours; the names and fields the ordering-food issue fixes, in
 * docs/api.md). A table QR opens its store's menu; whoever scans it joins the table's live
 * session without an account and gets a participant token that every later table call carries.
 * The table shares one cart whose lines are each their owner's; rounds go to the kitchen; the
 * bill is what the table has sent. Money is whole rupiah computed by the server only.
 *
 * Refusals (the 10070xx range): `1007001` dish not on this menu, `1007002` dish sold out,
 * `1007003` table session or participant token not valid, `1007004` a table mate has paid (the
 * bill is being paid or paid: nothing more is added to it), `1007005` nothing new to send,
 * `1007006` the line is sent or someone else's, `1007007` the kitchen cannot move a round to that
 * step, `1007008` the store's own dine-in QR needs a table chosen, `1007009` the table is full,
 * `1007010` nothing to pay yet, `1007011` a split that does not match the bill's, `1007012` the
 * bill is not paid yet (a new one cannot start); and `3800021` a QR code that is not linked.
 */

/** A QR code's id as printed: letters, digits, `-` and `_`. */
export const qrCodeIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

export const orderFoodTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * `<participantId>.<mac>`: the participant and the canonical base64url HMAC that proves the
 * server issued it for this session.
 */
export const participantTokenSchema = z
  .string()
  .max(80)
  .regex(/^\d{1,19}\.[A-Za-z0-9_-]{43}$/, 'a participant token');

const tableCallShape = { tableSessionId: idSchema, participantToken: participantTokenSchema };

// ── menu ─────────────────────────────────────────────────────────────────────

export const menuBodySchema = bodyOf({ qrCodeId: qrCodeIdSchema, orderFoodType: orderFoodTypeSchema });
export type MenuBody = z.input<typeof menuBodySchema>;

export const dishSchema = z.object({
  dishId: idSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Whole rupiah. */
  price: z.number().int().nonnegative(),
  imageUrl: z.string(),
  soldOut: z.boolean(),
});
export type Dish = z.infer<typeof dishSchema>;

export const menuCategorySchema = z.object({
  categoryId: idSchema,
  name: localizedTextSchema,
  dishList: z.array(dishSchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const diningTableSchema = z.object({ tableId: idSchema, tableName: localizedTextSchema });
export type DiningTable = z.infer<typeof diningTableSchema>;

/** What a pickup or delivery menu adds: the hours to pick a time in, where the store is, how far it delivers. */
export const foodChannelSchema = z.object({
  /** The channel's opening hours (channelCode 2 pickup, 1 delivery). */
  dayPartTimeList: z.array(dayPartTimeSchema),
  lat: z.number(),
  lng: z.number(),
  /** Delivery: how far the store delivers, in metres; null for pickup. */
  deliveryRadiusMeters: z.number().int().positive().nullable(),
});
export type FoodChannel = z.infer<typeof foodChannelSchema>;

export const menuDataSchema = z.object({
  store: z.object({ storeId: idSchema, storeName: localizedTextSchema }),
  /** The table a table QR names; null for the store's own dine-in QR (choose from `tableList`), pickup and delivery. */
  table: diningTableSchema.nullable(),
  orderFoodType: orderFoodTypeSchema,
  /** The store's own dine-in QR: the tables to choose from; empty otherwise. */
  tableList: z.array(diningTableSchema),
  categoryList: z.array(menuCategorySchema),
  /** Pickup and delivery: the channel's hours, the store's position and delivery radius; null at a table. */
  channel: foodChannelSchema.nullable(),
});
export type MenuData = z.infer<typeof menuDataSchema>;

// ── table/join ───────────────────────────────────────────────────────────────

export const tableJoinBodySchema = bodyOf({
  qrCodeId: qrCodeIdSchema,
  /** Needed with the store's own dine-in QR, which names no table. */
  tableId: idSchema.optional(),
  displayName: plainText().trim().min(1).max(TABLE_DISPLAY_NAME_MAX).optional(),
  /** A token this phone already holds for the table: the same participant comes back. */
  participantToken: participantTokenSchema.optional(),
});
export type TableJoinBody = z.input<typeof tableJoinBodySchema>;

export const tableJoinDataSchema = z.object({
  tableSessionId: idSchema,
  participantId: idSchema,
  participantToken: participantTokenSchema,
  displayName: z.string(),
  table: diningTableSchema,
  store: z.object({ storeId: idSchema, storeName: localizedTextSchema }),
});
export type TableJoinData = z.infer<typeof tableJoinDataSchema>;

// ── cart, cart/add, cart/update ──────────────────────────────────────────────

export const tableCallBodySchema = bodyOf(tableCallShape);
export type TableCallBody = z.input<typeof tableCallBodySchema>;

export const cartLineSchema = z.object({
  lineId: idSchema,
  dishId: idSchema,
  name: localizedTextSchema,
  quantity: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  note: z.string(),
  /** Whose line it is; null for a line the staff added. */
  participantId: idSchema.nullable(),
  displayName: z.string(),
  /** The round it went to the kitchen in; null while in the cart. */
  roundNo: z.number().int().positive().nullable(),
  status: z.enum(CART_LINE_STATUSES),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const participantSchema = z.object({
  participantId: idSchema,
  displayName: z.string(),
  /** Whether this participant is a logged-in customer (their orders tab lists the table). */
  member: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const cartDataSchema = z.object({
  tableSessionId: idSchema,
  /** The participant the token names. */
  participantId: idSchema,
  participants: z.array(participantSchema),
  /** Every line of the current bill, sent or not, oldest first. */
  lines: z.array(cartLineSchema),
  /** Rupiah of every line. */
  total: z.number().int().nonnegative(),
  /** Rounds sent so far for the current bill. */
  roundNo: z.number().int().nonnegative(),
  billStatus: z.enum(BILL_STATUSES),
  /** Whether a share of the bill is paid or being paid: nothing more can be added (1007004). */
  locked: z.boolean(),
});
export type CartData = z.infer<typeof cartDataSchema>;

const quantitySchema = z.number().int().min(1).max(CART_LINE_MAX_QUANTITY);

export const cartAddBodySchema = bodyOf({
  ...tableCallShape,
  dishId: idSchema,
  quantity: quantitySchema,
  note: plainText().max(CART_NOTE_MAX).optional(),
  /** The phone's own id for the line (a UUID): a repeat adds nothing. */
  clientLineId: z.uuid(),
});
export type CartAddBody = z.input<typeof cartAddBodySchema>;

export const cartUpdateBodySchema = bodyOf({
  ...tableCallShape,
  lineId: idSchema,
  /** 0 removes the line. */
  quantity: z.number().int().min(0).max(CART_LINE_MAX_QUANTITY),
});
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema>;

// ── round/send, bill/new ─────────────────────────────────────────────────────

export const roundSendDataSchema = z.object({
  roundNo: z.number().int().positive(),
  lines: z.array(cartLineSchema),
});
export type RoundSendData = z.infer<typeof roundSendDataSchema>;

export const billNewDataSchema = z.object({ billId: idSchema, billNo: z.number().int().positive() });
export type BillNewData = z.infer<typeof billNewDataSchema>;

// ── table/events ─────────────────────────────────────────────────────────────

export const tableEventsQuerySchema = z.object(tableCallShape);
export type TableEventsQuery = z.input<typeof tableEventsQuerySchema>;

/** One message of a table's stream (`event: table`, this as its JSON data). */
export const tableEventSchema = z.object({
  kind: z.enum(TABLE_EVENT_KINDS),
  tableSessionId: idSchema,
  /** The server's time of the change, ISO 8601. */
  at: z.string(),
});
export type TableEvent = z.infer<typeof tableEventSchema>;

// ── bill ─────────────────────────────────────────────────────────────────────

export const billShareSchema = z.object({
  shareId: idSchema,
  amount: z.number().int().positive(),
  status: z.enum(SHARE_STATUSES),
  /** Who pays it; null for a share the staff took at the counter. */
  participantId: idSchema.nullable(),
  displayName: z.string(),
  mode: z.enum(SPLIT_MODES),
  /** ITEMS and ALL: the lines it pays. */
  lineIds: z.array(idSchema),
  payMethod: z.enum(SHARE_PAY_METHODS),
  /** EVEN: which of the bill's equal parts (1-based); null otherwise. */
  evenIndex: z.number().int().positive().nullable(),
  paidTime: z.string().nullable(),
});
export type BillShare = z.infer<typeof billShareSchema>;

export const billDataSchema = z.object({
  billId: idSchema,
  billNo: z.number().int().positive(),
  /** Rupiah of the lines sent. */
  total: z.number().int().nonnegative(),
  /** The lines sent to the kitchen (the cart's unsent lines are not billed). */
  lines: z.array(cartLineSchema),
  /** Shares paid or being paid (released ones are left out). */
  shares: z.array(billShareSchema),
  paidAmount: z.number().int().nonnegative(),
  /** What no live share covers yet. */
  remainingAmount: z.number().int().nonnegative(),
  /** The parts of an even split once someone chose one; null otherwise. */
  evenParts: z.number().int().min(2).max(BILL_SPLIT_MAX_PARTS).nullable(),
  status: z.enum(BILL_STATUSES),
});
export type BillData = z.infer<typeof billDataSchema>;

// ── bill/pay ─────────────────────────────────────────────────────────────────

export const billSplitSchema = z.object({
  mode: z.enum(SPLIT_MODES),
  /** EVEN: how many equal parts the bill is cut into (the same for everyone at the table). */
  parts: z.number().int().min(2).max(BILL_SPLIT_MAX_PARTS).optional(),
  /** ITEMS: the sent lines this share pays (one's own, or a friend's). */
  lineIds: z.array(idSchema).min(1).max(TABLE_BILL_MAX_LINES).optional(),
});
export type BillSplit = z.infer<typeof billSplitSchema>;

export const billPayBodySchema = bodyOf({
  billId: idSchema,
  participantToken: participantTokenSchema,
  split: billSplitSchema,
  payMethod: z.enum(SHARE_PAY_METHODS),
});
export type BillPayBody = z.input<typeof billPayBodySchema>;

export const billPayDataSchema = z.object({
  shareId: idSchema,
  /** The charge paying it; null for a share paid at the counter. */
  paymentId: idSchema.nullable(),
  amount: z.number().int().positive(),
  qrisPayload: z.string().nullable().optional(),
  /** E-wallets: where the customer approves the charge. */
  redirectUrl: z.string().nullable().optional(),
  /** When the charge, and the share's reservation, end (ISO 8601); null at the counter. */
  expiresAt: z.string().nullable().optional(),
  payMethod: z.enum(SHARE_PAY_METHODS),
  status: z.enum(SHARE_STATUSES),
});
export type BillPayData = z.infer<typeof billPayDataSchema>;

export const sharePayBodySchema = bodyOf({
  billId: idSchema,
  shareId: idSchema,
  participantToken: participantTokenSchema,
  payMethod: z.enum(PAY_METHODS),
});
export type SharePayBody = z.input<typeof sharePayBodySchema>;

export const shareCancelBodySchema = bodyOf({
  billId: idSchema,
  shareId: idSchema,
  participantToken: participantTokenSchema,
});
export type ShareCancelBody = z.input<typeof shareCancelBodySchema>;

// ── Staff: the kitchen and the QR sheet ──────────────────────────────────────

export const staffTablesBodySchema = bodyOf({});

export const staffTableSchema = z.object({
  tableId: idSchema,
  tableName: localizedTextSchema,
  qrCodeId: z.string(),
  /** The live session at the table, if anyone sits there. */
  tableSessionId: idSchema.nullable(),
  billStatus: z.enum(BILL_STATUSES).nullable(),
  /** Rupiah sent and not yet paid. */
  unpaidAmount: z.number().int().nonnegative(),
  /** A share of the bill is paid or being paid: its lines can no longer be corrected (1007004). */
  locked: z.boolean(),
  /** Shares waiting at the counter, for the staff to mark paid or release. */
  counterShares: z.array(
    z.object({ shareId: idSchema, amount: z.number().int().positive(), displayName: z.string() }),
  ),
});
export type StaffTable = z.infer<typeof staffTableSchema>;

export const staffTablesDataSchema = z.object({ tableList: z.array(staffTableSchema) });
export type StaffTablesData = z.infer<typeof staffTablesDataSchema>;

export const staffRoundsBodySchema = bodyOf({
  /** Only rounds not yet served (the kitchen's queue); default all of today's. */
  activeOnly: z.boolean().optional(),
});
export type StaffRoundsBody = z.input<typeof staffRoundsBodySchema>;

export const kitchenRoundSchema = z.object({
  roundId: idSchema,
  tableId: idSchema,
  tableName: localizedTextSchema,
  tableSessionId: idSchema,
  roundNo: z.number().int().positive(),
  status: z.enum(ROUND_STATUSES),
  lines: z.array(cartLineSchema),
  sentTime: z.string(),
});
export type KitchenRound = z.infer<typeof kitchenRoundSchema>;

export const staffRoundsDataSchema = z.object({ roundList: z.array(kitchenRoundSchema) });
export type StaffRoundsData = z.infer<typeof staffRoundsDataSchema>;

export const staffRoundStatusBodySchema = bodyOf({
  roundId: idSchema,
  status: z.enum(['ACCEPTED', 'READY', 'SERVED']),
});
export type StaffRoundStatusBody = z.input<typeof staffRoundStatusBodySchema>;

export const staffRoundStatusDataSchema = kitchenRoundSchema;

/** Names either `lineId` (correct a sent line) or `dishId` (add a dish); the server refuses both or neither. */
export const staffLineFixBodySchema = bodyOf({
  tableSessionId: idSchema,
  /** Correct this sent line's quantity (0 takes it off the bill)… */
  lineId: idSchema.optional(),
  /** …or add this dish to the table as a new round the kitchen sees. */
  dishId: idSchema.optional(),
  quantity: z.number().int().min(0).max(CART_LINE_MAX_QUANTITY),
  note: plainText().max(CART_NOTE_MAX).optional(),
});
export type StaffLineFixBody = z.input<typeof staffLineFixBodySchema>;

export const staffLineFixDataSchema = z.object({ bill: billDataSchema });
export type StaffLineFixData = z.infer<typeof staffLineFixDataSchema>;

export const staffShareSettleBodySchema = bodyOf({
  shareId: idSchema,
  /** PAID: the guest paid at the counter; RELEASED: they did not, and the share is free again. */
  status: z.enum(['PAID', 'RELEASED']),
});
export type StaffShareSettleBody = z.input<typeof staffShareSettleBodySchema>;

export const staffShareSettleDataSchema = z.object({ bill: billDataSchema });
export type StaffShareSettleData = z.infer<typeof staffShareSettleDataSchema>;

// ── my-orders: the orders tab's food category ───────────────────────────────

export const myFoodOrdersBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});
export type MyFoodOrdersBody = z.input<typeof myFoodOrdersBodySchema>;

/** One food order of the customer's, as the orders tab's card shows it. */
export const foodOrderCardSchema = z.object({
  kind: z.enum(FOOD_ORDER_KINDS),
  /** TABLE: the bill's id; PICKUP and DELIVERY: the order's. */
  id: idSchema,
  storeId: idSchema,
  storeName: localizedTextSchema,
  /** TABLE: where they sat. */
  tableName: localizedTextSchema.nullable(),
  /** TABLE: the bill's number at that sitting (a table may pay several). */
  billNo: z.number().int().positive().nullable(),
  /** TABLE: what the table sent; the order's total otherwise. */
  amount: z.number().int().nonnegative(),
  /** What this customer paid of it. */
  paidByMe: z.number().int().nonnegative(),
  /** TABLE: the bill's status; PICKUP and DELIVERY: the order's. */
  status: z.enum(FOOD_ORDER_CARD_STATUSES),
  /** PICKUP and DELIVERY: the number the counter calls; null for a table. */
  pickupNo: z.number().int().positive().nullable(),
  createTime: z.string(),
  paidTime: z.string().nullable(),
  /** TABLE: the table's QR code while its sitting is open (to go back to it); null once it closed. PICKUP and DELIVERY: the channel's QR. */
  qrCodeId: z.string().nullable(),
});
export type FoodOrderCard = z.infer<typeof foodOrderCardSchema>;

export const myFoodOrdersDataSchema = z.object({
  list: z.array(foodOrderCardSchema),
  pageInfoVO: z.object({ hasMore: z.boolean() }),
});
export type MyFoodOrdersData = z.infer<typeof myFoodOrdersDataSchema>;
