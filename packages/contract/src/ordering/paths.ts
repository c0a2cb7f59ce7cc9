/**
 * Ordering food (table QR, pickup, delivery), as the server mounts them under `/api` (the names
 * the ordering-food issue fixes, listed in docs/api.md). Kept free of schemas so the web bundle
 * can import it cheaply.
 */
export const ORDERING_PATHS = {
  /** A QR code's store and menu; guests may call it. */
  menu: '/ordering/menu',
  /** Sit at a table: a participant of its live session, with the token every later table call carries. */
  tableJoin: '/ordering/table/join',
  /** The table's one cart: every participant's lines, sent or not. */
  cart: '/ordering/cart',
  /** Add a dish to the cart as one's own line (idempotent by clientLineId). */
  cartAdd: '/ordering/cart/add',
  /** Change or remove one's own line not yet sent. */
  cartUpdate: '/ordering/cart/update',
  /** Send every unsent line of the table to the kitchen as one round. */
  roundSend: '/ordering/round/send',
  /** Start a new bill once the last one is paid (ordering again at the same table). */
  billNew: '/ordering/bill/new',
  /** Server-sent events of a table: cart changed, round sent, round status, bill paid. */
  tableEvents: '/ordering/table/events',
  /** What the table has sent, with the shares paid or being paid. */
  bill: '/ordering/bill',
  /** Pay a share of the bill: what remains, one of N equal parts, or named lines. */
  billPay: '/ordering/bill/pay',
  /** Pay one's own share still being paid again: after a reload, or with another method. */
  sharePay: '/ordering/bill/share/pay',
  /** Give up one's own share not yet paid: its lines or part are free again. */
  shareCancel: '/ordering/bill/share/cancel',
  /** The staff console's table QR sheet. */
  staffTables: '/merchant/ordering/tables',
  /** The kitchen's rounds, newest first. */
  staffRounds: '/merchant/ordering/rounds',
  /** Move a round on: ACCEPTED, READY, SERVED, in that order only. */
  staffRoundStatus: '/merchant/ordering/round/status',
  /** Add a line to a table's bill, or correct the quantity of one sent. */
  staffLineFix: '/merchant/ordering/line/fix',
  /** Mark a share to be paid at the counter paid, or release it (the guest did not pay). */
  staffShareSettle: '/merchant/ordering/share/settle',
  /** The food a logged-in customer ordered: tables, pickups, deliveries (the orders tab's food category). */
  myFoodOrders: '/ordering/my-orders',
  /** Order for pickup or delivery (idempotent by clientOrderId). */
  orderSubmit: '/ordering/order/submit',
  /** A pickup or delivery order and its status. */
  orderDetail: '/ordering/order/detail',
  /** Pay a pickup or delivery order by QRIS or an e-wallet (again: another method replaces the charge). */
  orderPay: '/ordering/order/pay',
  /** The store's pickup and delivery orders for the kitchen. */
  staffFoodOrders: '/merchant/ordering/orders',
  /** Move a pickup or delivery order on: ACCEPTED, READY, (DELIVERING,) COMPLETED. */
  staffFoodOrderStatus: '/merchant/ordering/order/status',
} as const;
export type OrderingPath = (typeof ORDERING_PATHS)[keyof typeof ORDERING_PATHS];

/** The ordering site's page, as the store page links it (on ORDERING_HOST). */
export const MENU_QR_PAGE_PATH = '/menuQr';

/** The ordering site's page for a QR code and channel. */
export function menuQrPagePath(qrCodeId: string, orderFoodType: number): string {
  const query = new URLSearchParams({ qrCodeId, orderFoodType: String(orderFoodType) });
  return `${MENU_QR_PAGE_PATH}?${query.toString()}`;
}

/** The ordering site's page for one pickup or delivery order (its status). */
export const FOOD_ORDER_PAGE_PATH = '/menuQr/order';

export function foodOrderPagePath(orderId: string): string {
  return `${FOOD_ORDER_PAGE_PATH}?${new URLSearchParams({ orderId }).toString()}`;
}
