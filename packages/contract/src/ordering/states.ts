/**
 * The states of ordering food (ours; docs/api.md): a round's way through the kitchen, a cart
 * line's (unsent, then its round's), a bill's and a share's. Each move is guarded in SQL by the
 * state it leaves.
 */

/** A round as the kitchen moves it: sent by the table, accepted, ready at the pass, served. */
export const ROUND_STATUSES = ['SENT', 'ACCEPTED', 'READY', 'SERVED'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** Staff move a round one step at a time, forwards only. */
export const ROUND_TRANSITIONS: Readonly<Record<RoundStatus, readonly RoundStatus[]>> = {
  SENT: ['ACCEPTED'],
  ACCEPTED: ['READY'],
  READY: ['SERVED'],
  SERVED: [],
};

export function canMoveRound(from: RoundStatus, to: RoundStatus): boolean {
  return ROUND_TRANSITIONS[from].includes(to);
}

/** A cart line: in the cart (its owner may change it) or its round's state once sent. */
export const CART_LINE_STATUSES = ['CART', ...ROUND_STATUSES] as const;
export type CartLineStatus = (typeof CART_LINE_STATUSES)[number];

/** A bill: nothing paid, some shares paid, or all of it. */
export const BILL_STATUSES = ['OPEN', 'PARTLY_PAID', 'PAID'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A share of a bill: reserved while its payment is under way, paid, or released (the charge closed). */
export const SHARE_STATUSES = ['OPEN', 'PAID', 'RELEASED'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** How a share is cut from the bill: what remains, one of N equal parts, or named lines. */
export const SPLIT_MODES = ['ALL', 'EVEN', 'ITEMS'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/**
 * How a share is paid: the payments module's methods, or at the counter (the staff mark it
 * paid), which is what a share over the QRIS cap is offered.
 */
export const SHARE_PAY_METHODS = ['QRIS', 'GOPAY', 'OVO', 'DANA', 'SHOPEEPAY', 'COUNTER'] as const;
export type SharePayMethod = (typeof SHARE_PAY_METHODS)[number];

/** What a table's stream announces; phones refetch what the message names. */
export const TABLE_EVENT_KINDS = [
  'PARTICIPANT_JOINED',
  'CART_CHANGED',
  'ROUND_SENT',
  'ROUND_STATUS',
  'BILL_CHANGED',
  'BILL_PAID',
  'BILL_NEW',
] as const;
export type TableEventKind = (typeof TABLE_EVENT_KINDS)[number];

/**
 * The rupiah of part `index` (1-based) of `parts` equal parts of `total`: each part is the floor
 * of the division and the last part takes the rounding, so the parts sum to the total exactly.
 */
export function evenPartAmount(total: number, parts: number, index: number): number {
  if (!Number.isInteger(total) || total < 0) throw new RangeError('total must be whole rupiah');
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be a positive integer');
  if (!Number.isInteger(index) || index < 1 || index > parts) throw new RangeError('index out of range');
  const part = Math.floor(total / parts);
  return index === parts ? total - part * (parts - 1) : part;
}

/** What a customer's food order was: a table's bill they shared, a pickup, a delivery. */
export const FOOD_ORDER_KINDS = ['TABLE', 'PICKUP', 'DELIVERY'] as const;
export type FoodOrderKind = (typeof FOOD_ORDER_KINDS)[number];

/**
 * A pickup or delivery order: waiting for its payment, paid (the kitchen sees it), accepted,
 * ready (at the counter, or for the courier), on its way (delivery only), completed; cancelled
 * when its charge closes unpaid.
 */
export const FOOD_ORDER_STATUSES = [
  'UNPAID',
  'PAID',
  'ACCEPTED',
  'READY',
  'DELIVERING',
  'COMPLETED',
  'CANCELLED',
] as const;
export type FoodOrderStatus = (typeof FOOD_ORDER_STATUSES)[number];

/** The steps the staff move an order by; payment moves it to PAID or CANCELLED. */
export const FOOD_ORDER_STAFF_STEPS = ['ACCEPTED', 'READY', 'DELIVERING', 'COMPLETED'] as const;
export type FoodOrderStaffStep = (typeof FOOD_ORDER_STAFF_STEPS)[number];

const PICKUP_MOVES: Readonly<Record<FoodOrderStatus, readonly FoodOrderStatus[]>> = {
  UNPAID: ['PAID', 'CANCELLED'],
  PAID: ['ACCEPTED'],
  ACCEPTED: ['READY'],
  READY: ['COMPLETED'],
  DELIVERING: [],
  COMPLETED: [],
  CANCELLED: [],
};

const DELIVERY_MOVES: Readonly<Record<FoodOrderStatus, readonly FoodOrderStatus[]>> = {
  ...PICKUP_MOVES,
  READY: ['DELIVERING'],
  DELIVERING: ['COMPLETED'],
};

/** Whether an order of this channel (1 delivery, 2 pickup) may move from one status to another. */
export function canMoveFoodOrder(orderFoodType: 1 | 2, from: FoodOrderStatus, to: FoodOrderStatus): boolean {
  return (orderFoodType === 1 ? DELIVERY_MOVES : PICKUP_MOVES)[from].includes(to);
}

/** The statuses an orders-tab food card shows: a table bill's, or a pickup or delivery order's. */
export const FOOD_ORDER_CARD_STATUSES = [
  'OPEN',
  'PARTLY_PAID',
  'PAID',
  'UNPAID',
  'ACCEPTED',
  'READY',
  'DELIVERING',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly (BillStatus | FoodOrderStatus)[];
export type FoodOrderCardStatus = BillStatus | FoodOrderStatus;
