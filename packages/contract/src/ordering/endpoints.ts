import { endpoint } from '../endpoint.js';
import { ORDERING_ROUTES as R } from './routes.js';
import * as F from './food-order-schemas.js';
import * as S from './schemas.js';

const tag = 'ordering';

/** Ordering food at a table, with its schemas and docs (docs/api.md). */
export const ORDERING_ENDPOINTS = {
  menu: endpoint(R.menu, {
    body: S.menuBodySchema,
    data: S.menuDataSchema,
    summary: "ordering/menu (ours) — a QR code's store, table and menu in three languages; 3800021",
    tag,
  }),
  tableJoin: endpoint(R.tableJoin, {
    body: S.tableJoinBodySchema,
    data: S.tableJoinDataSchema,
    summary:
      "ordering/table/join (ours) — sit at a table: its live session and this phone's participant token; 3800021, 1007003, 1007008, 1007009",
    tag,
  }),
  cart: endpoint(R.cart, {
    body: S.tableCallBodySchema,
    data: S.cartDataSchema,
    summary: "ordering/cart (ours) — the table's one cart, each line its owner's; 1007003",
    tag,
  }),
  cartAdd: endpoint(R.cartAdd, {
    body: S.cartAddBodySchema,
    data: S.cartDataSchema,
    summary:
      'ordering/cart/add (ours) — add a dish as one of my lines, once per clientLineId; 1007001–1007004',
    tag,
  }),
  cartUpdate: endpoint(R.cartUpdate, {
    body: S.cartUpdateBodySchema,
    data: S.cartDataSchema,
    summary:
      'ordering/cart/update (ours) — change or remove (0) my line not yet sent; 1007003, 1007004, 1007006',
    tag,
  }),
  roundSend: endpoint(R.roundSend, {
    body: S.tableCallBodySchema,
    data: S.roundSendDataSchema,
    summary:
      "ordering/round/send (ours) — send the table's unsent lines to the kitchen as one round; 1007003–1007005",
    tag,
  }),
  billNew: endpoint(R.billNew, {
    body: S.tableCallBodySchema,
    data: S.billNewDataSchema,
    summary:
      'ordering/bill/new (ours) — start a new bill at the table once the last one is paid; 1007003, 1007012',
    tag,
  }),
  tableEvents: endpoint(R.tableEvents, {
    query: S.tableEventsQuerySchema,
    data: S.tableEventSchema,
    summary:
      'ordering/table/events (ours) — server-sent events of the table (`event: table`): what changed, to refetch; 1007003',
    tag,
  }),
  bill: endpoint(R.bill, {
    body: S.tableCallBodySchema,
    data: S.billDataSchema,
    summary: 'ordering/bill (ours) — what the table has sent, with the shares paid or being paid; 1007003',
    tag,
  }),
  billPay: endpoint(R.billPay, {
    body: S.billPayBodySchema,
    data: S.billPayDataSchema,
    summary:
      'ordering/bill/pay (ours) — reserve and pay a share: what remains, one of N equal parts, or named lines; never a line or part twice; 1004010, 1004012, 1007003, 1007010, 1007011',
    tag,
  }),
  sharePay: endpoint(R.sharePay, {
    body: S.sharePayBodySchema,
    data: S.billPayDataSchema,
    summary:
      "ordering/bill/share/pay (ours) — pay one's own share being paid again, after a reload or with another method; 1004010, 1004011, 1004012, 1007003",
    tag,
  }),
  shareCancel: endpoint(R.shareCancel, {
    body: S.shareCancelBodySchema,
    data: S.billDataSchema,
    summary: "ordering/bill/share/cancel (ours) — give up one's own share not yet paid; 1004010, 1007003",
    tag,
  }),
  staffTables: endpoint(R.staffTables, {
    body: S.staffTablesBodySchema,
    data: S.staffTablesDataSchema,
    summary:
      "merchant/ordering/tables (ours) — the store's tables and their QR codes, with who sits there; 1006002",
    tag,
  }),
  staffRounds: endpoint(R.staffRounds, {
    body: S.staffRoundsBodySchema,
    data: S.staffRoundsDataSchema,
    summary: "merchant/ordering/rounds (ours) — the kitchen's rounds of the last day, newest first; 1006002",
    tag,
  }),
  staffRoundStatus: endpoint(R.staffRoundStatus, {
    body: S.staffRoundStatusBodySchema,
    data: S.staffRoundStatusDataSchema,
    summary:
      'merchant/ordering/round/status (ours) — move a round on: ACCEPTED, READY, SERVED in that order; 1006002, 1007007',
    tag,
  }),
  staffLineFix: endpoint(R.staffLineFix, {
    body: S.staffLineFixBodySchema,
    data: S.staffLineFixDataSchema,
    summary:
      "merchant/ordering/line/fix (ours) — add a dish to a table or correct a sent line's quantity; 1006002, 1007001–1007004",
    tag,
  }),
  staffShareSettle: endpoint(R.staffShareSettle, {
    body: S.staffShareSettleBodySchema,
    data: S.staffShareSettleDataSchema,
    summary:
      'merchant/ordering/share/settle (ours) — mark a share paid at the counter, or release it; 1006002, 1000404, 1004010',
    tag,
  }),
  myFoodOrders: endpoint(R.myFoodOrders, {
    body: S.myFoodOrdersBodySchema,
    data: S.myFoodOrdersDataSchema,
    summary:
      "ordering/my-orders (ours) — the orders tab's food category: the table bills a logged-in customer shared, their pickups and deliveries, newest first; 0310205",
    tag,
  }),
  orderSubmit: endpoint(R.orderSubmit, {
    body: F.foodOrderSubmitBodySchema,
    data: F.foodOrderSubmitDataSchema,
    summary:
      'ordering/order/submit (ours) — order for pickup (a time in the hours) or delivery (an address in the radius, its fee), once per clientOrderId; 3800021, 1007001, 1007002, 1007013, 1007014, 1007017',
    tag,
  }),
  orderDetail: endpoint(R.orderDetail, {
    body: F.foodOrderDetailBodySchema,
    data: F.foodOrderSchema,
    summary: 'ordering/order/detail (ours) — a pickup or delivery order and its status; 1007015',
    tag,
  }),
  orderPay: endpoint(R.orderPay, {
    body: F.foodOrderPayBodySchema,
    data: F.foodOrderPayDataSchema,
    summary:
      'ordering/order/pay (ours) — pay a pickup or delivery order by QRIS or an e-wallet; 1004010, 1004012, 1007015, 1007018',
    tag,
  }),
  staffFoodOrders: endpoint(R.staffFoodOrders, {
    body: F.staffFoodOrdersBodySchema,
    data: F.staffFoodOrdersDataSchema,
    summary:
      "merchant/ordering/orders (ours) — the store's paid pickup and delivery orders, newest first; 1006002",
    tag,
  }),
  staffFoodOrderStatus: endpoint(R.staffFoodOrderStatus, {
    body: F.staffFoodOrderStatusBodySchema,
    data: F.foodOrderSchema,
    summary:
      'merchant/ordering/order/status (ours) — move a pickup or delivery order on: ACCEPTED, READY, DELIVERING (delivery), COMPLETED; 1006002, 1007015, 1007016',
    tag,
  }),
} as const;
