/** Tables of the ordering module (modules/ordering): tables and their QR codes, the live table, its cart, rounds and bill, pickup and delivery orders. */
import type { LocalizedText } from '@lahap/contract/locale';
import {
  BILL_STATUSES,
  FOOD_ORDER_STATUSES,
  ROUND_STATUSES,
  SHARE_PAY_METHODS,
  SHARE_STATUSES,
  SPLIT_MODES,
} from '@lahap/contract/ordering/states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dishes, stores } from './catalog.js';
import { users } from './identity.js';

/**
 * Ordering food at a table (ADR 021). A table session is the live table: whoever scans its QR
 * joins it as a participant, with or without an account. The session's current bill holds the
 * cart's lines, each its owner's; a round sends the unsent ones to the kitchen, and the bill is
 * what was sent. Every move is one guarded statement under the bill's row lock, so five phones
 * adding at once lose and double nothing.
 */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A store's tables, each with the QR code printed on it. Ids are given by whoever writes them. */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: id('id').primaryKey(),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    qrCodeId: text('qr_code_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dining_tables_qr_idx').on(t.qrCodeId),
    index('dining_tables_store_idx').on(t.storeId, t.sort),
  ],
);

/** The menu's sections of a store (signature, food, drinks), in its order. */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: id('id').primaryKey(),
    storeId: id('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_sections_store_idx').on(t.storeId, t.sort)],
);

/** Which section a dish is in, and whether the kitchen has run out of it. */
export const menuEntries = pgTable(
  'menu_entries',
  {
    dishId: id('dish_id')
      .primaryKey()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    sectionId: id('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    soldOut: boolean('sold_out').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_entries_section_idx').on(t.sectionId, t.sort)],
);

/** The live table: at most one open session per table. */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 700_000_001 }),
    tableId: id('table_id')
      .notNull()
      .references(() => diningTables.id),
    storeId: id('store_id').notNull(),
    status: text('status', { enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    /** The bill lines go to now; a new one starts only when a participant asks, once this is paid. */
    currentBillId: id('current_bill_id'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('table_sessions_open_idx')
      .on(t.tableId)
      .where(sql`${t.status} = 'OPEN'`),
    check('table_sessions_status_check', sql`${t.status} in ('OPEN', 'CLOSED')`),
  ],
);

/** Someone at the table: a guest, or a customer when they joined logged in. */
export const tableParticipants = pgTable(
  'table_participants',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 710_000_001 }),
    sessionId: id('session_id')
      .notNull()
      .references(() => tableSessions.id),
    userId: id('user_id').references(() => users.id),
    displayName: text('display_name').notNull(),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [
    index('table_participants_session_idx').on(t.sessionId, t.id),
    // A customer who scans again is the same participant.
    uniqueIndex('table_participants_user_idx')
      .on(t.sessionId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('table_participants_user_joined_idx')
      .on(t.userId, t.joinedAt)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * A table's bill: the lines sent while it was current. Its row is the lock every change of its
 * lines, rounds and shares takes first.
 */
export const bills = pgTable(
  'bills',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 720_000_001 }),
    sessionId: id('session_id')
      .notNull()
      .references(() => tableSessions.id),
    billNo: integer('bill_no').notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull().default('OPEN'),
    /** Rounds sent so far. */
    rounds: integer('rounds').notNull().default(0),
    /** The parts of an even split, once someone chose one. */
    evenParts: smallint('even_parts'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('bills_session_no_idx').on(t.sessionId, t.billNo),
    check('bills_status_check', sql`${t.status} in ('OPEN', 'PARTLY_PAID', 'PAID')`),
  ],
);

/** A round as the kitchen sees it. */
export const kitchenRounds = pgTable(
  'kitchen_rounds',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 730_000_001 }),
    billId: id('bill_id')
      .notNull()
      .references(() => bills.id),
    sessionId: id('session_id').notNull(),
    storeId: id('store_id').notNull(),
    tableId: id('table_id').notNull(),
    roundNo: integer('round_no').notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull().default('SENT'),
    sentAt: at('sent_at').notNull(),
    statusAt: at('status_at').notNull(),
  },
  (t) => [
    uniqueIndex('kitchen_rounds_bill_no_idx').on(t.billId, t.roundNo),
    index('kitchen_rounds_store_sent_idx').on(t.storeId, t.sentAt),
    check('kitchen_rounds_status_check', sql`${t.status} in ('SENT', 'ACCEPTED', 'READY', 'SERVED')`),
  ],
);

/** A line of the table's cart: its owner's dish, quantity and note, priced when added. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 740_000_001 }),
    billId: id('bill_id')
      .notNull()
      .references(() => bills.id),
    /** Null for a line the staff added. */
    participantId: id('participant_id').references(() => tableParticipants.id),
    /** The phone's own id for the line: a retried add finds it. */
    clientLineId: uuid('client_line_id'),
    dishId: id('dish_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** Null while in the cart. */
    roundId: id('round_id').references(() => kitchenRounds.id),
    addedBy: text('added_by').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('cart_lines_bill_idx').on(t.billId, t.id),
    // A round's lines (the kitchen screen, a sent round's event): without it every such read
    // scanned every line ever sent, of every store.
    index('cart_lines_round_idx')
      .on(t.roundId, t.id)
      .where(sql`${t.roundId} is not null`),
    uniqueIndex('cart_lines_client_idx')
      .on(t.billId, t.clientLineId)
      .where(sql`${t.clientLineId} is not null`),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('cart_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** A share of a bill being paid or paid: all that remains, one of even parts, or named lines. */
export const billShares = pgTable(
  'bill_shares',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 750_000_001 }),
    billId: id('bill_id')
      .notNull()
      .references(() => bills.id),
    participantId: id('participant_id').references(() => tableParticipants.id),
    mode: text('mode', { enum: SPLIT_MODES }).notNull(),
    /** EVEN: which part (1-based); the last one takes the rounding. */
    evenIndex: smallint('even_index'),
    amount: integer('amount').notNull(),
    /** COUNTER: paid at the counter, marked by the staff; otherwise a payments method. */
    payMethod: text('pay_method', { enum: SHARE_PAY_METHODS }).notNull(),
    status: text('status', { enum: SHARE_STATUSES }).notNull().default('OPEN'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    releasedAt: at('released_at'),
  },
  (t) => [
    index('bill_shares_bill_idx').on(t.billId),
    // One live share per even part.
    uniqueIndex('bill_shares_even_part_idx')
      .on(t.billId, t.evenIndex)
      .where(sql`${t.mode} = 'EVEN' and ${t.status} <> 'RELEASED'`),
    check('bill_shares_amount_check', sql`${t.amount} > 0`),
    check('bill_shares_status_check', sql`${t.status} in ('OPEN', 'PAID', 'RELEASED')`),
  ],
);

/** The lines an ITEMS or ALL share pays: a line is in one live share at most. */
export const shareLines = pgTable(
  'share_lines',
  {
    shareId: id('share_id')
      .notNull()
      .references(() => billShares.id),
    lineId: id('line_id')
      .notNull()
      .references(() => cartLines.id),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    uniqueIndex('share_lines_share_line_idx').on(t.shareId, t.lineId),
    uniqueIndex('share_lines_live_line_idx')
      .on(t.lineId)
      .where(sql`${t.live}`),
  ],
);

/**
 * A pickup or delivery order: the dishes priced when submitted, the pickup time or the address
 * with its distance and fee, and what the customer pays. It is a FOOD_ORDER payable of the
 * payments module; its status moves by one guarded statement each (UPDATE … WHERE status = the
 * state it leaves), and the money columns are checked here, not only by the code that writes them.
 */
export const foodOrders = pgTable(
  'food_orders',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 760_000_001 }),
    storeId: id('store_id').notNull(),
    /** The channel's QR it was ordered from. */
    qrCodeId: text('qr_code_id').notNull(),
    /** 1 delivery, 2 pickup (spec §3 storeChannelList). */
    orderFoodType: smallint('order_food_type').notNull(),
    status: text('status', { enum: FOOD_ORDER_STATUSES }).notNull().default('UNPAID'),
    /** The customer when they ordered logged in; a guest's order is read by its order token. */
    userId: id('user_id').references(() => users.id),
    /** The phone's own id for the order: a retried submit finds it. */
    clientOrderId: uuid('client_order_id').notNull(),
    /** The number the counter calls: the store's count of the day in Jakarta. */
    pickupNo: integer('pickup_no').notNull(),
    /** The day (Jakarta) its pickup number counts in. */
    day: date('day').notNull(),
    pickupTime: at('pickup_time'),
    addressText: text('address_text'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    contactPhone: text('contact_phone'),
    distanceMeters: integer('distance_meters'),
    itemsTotal: integer('items_total').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    payable: integer('payable').notNull(),
    /** The latest charge opened for it, and what the customer needs to pay it again after a reload. */
    payMethod: text('pay_method'),
    paymentId: id('payment_id'),
    qrisPayload: text('qris_payload'),
    redirectUrl: text('redirect_url'),
    createdAt: at('created_at').notNull(),
    /** Cancelled if still unpaid then. */
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    statusAt: at('status_at').notNull(),
  },
  (t) => [
    uniqueIndex('food_orders_client_idx').on(t.clientOrderId),
    uniqueIndex('food_orders_store_day_no_idx').on(t.storeId, t.day, t.pickupNo),
    index('food_orders_store_created_idx').on(t.storeId, t.createdAt),
    index('food_orders_user_created_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    index('food_orders_unpaid_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'UNPAID'`),
    check('food_orders_type_check', sql`${t.orderFoodType} in (1, 2)`),
    check(
      'food_orders_status_check',
      sql`${t.status} in ('UNPAID', 'PAID', 'ACCEPTED', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED')`,
    ),
    check(
      'food_orders_money_check',
      sql`${t.itemsTotal} > 0 and ${t.deliveryFee} >= 0 and ${t.payable} = ${t.itemsTotal} + ${t.deliveryFee}`,
    ),
    check(
      'food_orders_channel_check',
      sql`case when ${t.orderFoodType} = 2
        then ${t.pickupTime} is not null and ${t.deliveryFee} = 0 and ${t.addressText} is null
        else ${t.pickupTime} is null and ${t.addressText} is not null and ${t.lat} is not null and ${t.lng} is not null
          and ${t.contactPhone} is not null and ${t.distanceMeters} >= 0 end`,
    ),
    check('food_orders_pickup_no_check', sql`${t.pickupNo} > 0`),
    check('food_orders_paid_check', sql`(${t.paidAt} is null) = (${t.status} in ('UNPAID', 'CANCELLED'))`),
  ],
);

/** The dishes of a pickup or delivery order, named and priced as when it was submitted. */
export const foodOrderLines = pgTable(
  'food_order_lines',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 770_000_001 }),
    orderId: id('order_id')
      .notNull()
      .references(() => foodOrders.id),
    dishId: id('dish_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('food_order_lines_order_idx').on(t.orderId, t.id),
    check('food_order_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('food_order_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** A store's pickup numbers of one day (Jakarta): the row orders the day's submits and counts them. */
export const foodOrderCounters = pgTable(
  'food_order_counters',
  {
    storeId: id('store_id').notNull(),
    day: date('day').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day] }),
    check('food_order_counters_no_check', sql`${t.lastNo} > 0`),
  ],
);
