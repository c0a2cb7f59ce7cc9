import { route } from '../endpoint.js';
import { ORDERING_PATHS } from './paths.js';
import type * as F from './food-order-schemas.js';
import type * as S from './schemas.js';

/**
 * Ordering food. The menu and the table calls need no login (a table does not make everyone
 * register); with `Authorize`, a participant is that customer. Table calls carry the participant
 * token in their body. Staff calls need the staff console's token. Every POST is signed.
 */
export const ORDERING_ROUTES = {
  menu: route<typeof S.menuBodySchema, undefined, typeof S.menuDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.menu,
    auth: 'optional',
  }),
  tableJoin: route<typeof S.tableJoinBodySchema, undefined, typeof S.tableJoinDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.tableJoin,
    auth: 'optional',
  }),
  cart: route<typeof S.tableCallBodySchema, undefined, typeof S.cartDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.cart,
    auth: 'optional',
  }),
  cartAdd: route<typeof S.cartAddBodySchema, undefined, typeof S.cartDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.cartAdd,
    auth: 'optional',
    // Keyed on clientLineId: a phone retrying the same request is answered with the cart.
    idempotent: true,
  }),
  cartUpdate: route<typeof S.cartUpdateBodySchema, undefined, typeof S.cartDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.cartUpdate,
    auth: 'optional',
  }),
  roundSend: route<typeof S.tableCallBodySchema, undefined, typeof S.roundSendDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.roundSend,
    auth: 'optional',
  }),
  billNew: route<typeof S.tableCallBodySchema, undefined, typeof S.billNewDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.billNew,
    auth: 'optional',
  }),
  tableEvents: route<undefined, typeof S.tableEventsQuerySchema, typeof S.tableEventSchema>({
    method: 'GET',
    path: ORDERING_PATHS.tableEvents,
    auth: 'ignore',
    answer: 'stream',
  }),
  bill: route<typeof S.tableCallBodySchema, undefined, typeof S.billDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.bill,
    auth: 'optional',
  }),
  billPay: route<typeof S.billPayBodySchema, undefined, typeof S.billPayDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.billPay,
    auth: 'optional',
  }),
  sharePay: route<typeof S.sharePayBodySchema, undefined, typeof S.billPayDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.sharePay,
    auth: 'optional',
  }),
  shareCancel: route<typeof S.shareCancelBodySchema, undefined, typeof S.billDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.shareCancel,
    auth: 'optional',
  }),
  staffTables: route<typeof S.staffTablesBodySchema, undefined, typeof S.staffTablesDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.staffTables,
    auth: 'staff',
  }),
  staffRounds: route<typeof S.staffRoundsBodySchema, undefined, typeof S.staffRoundsDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.staffRounds,
    auth: 'staff',
  }),
  staffRoundStatus: route<
    typeof S.staffRoundStatusBodySchema,
    undefined,
    typeof S.staffRoundStatusDataSchema
  >({
    method: 'POST',
    path: ORDERING_PATHS.staffRoundStatus,
    auth: 'staff',
  }),
  staffLineFix: route<typeof S.staffLineFixBodySchema, undefined, typeof S.staffLineFixDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.staffLineFix,
    auth: 'staff',
  }),
  staffShareSettle: route<
    typeof S.staffShareSettleBodySchema,
    undefined,
    typeof S.staffShareSettleDataSchema
  >({
    method: 'POST',
    path: ORDERING_PATHS.staffShareSettle,
    auth: 'staff',
  }),
  myFoodOrders: route<typeof S.myFoodOrdersBodySchema, undefined, typeof S.myFoodOrdersDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.myFoodOrders,
    auth: 'required',
  }),
  orderSubmit: route<typeof F.foodOrderSubmitBodySchema, undefined, typeof F.foodOrderSubmitDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.orderSubmit,
    auth: 'optional',
    // Keyed on clientOrderId: a phone retrying the same order is answered with it.
  }),
  orderDetail: route<typeof F.foodOrderDetailBodySchema, undefined, typeof F.foodOrderSchema>({
    method: 'POST',
    path: ORDERING_PATHS.orderDetail,
    auth: 'optional',
  }),
  orderPay: route<typeof F.foodOrderPayBodySchema, undefined, typeof F.foodOrderPayDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.orderPay,
    auth: 'optional',
  }),
  staffFoodOrders: route<typeof F.staffFoodOrdersBodySchema, undefined, typeof F.staffFoodOrdersDataSchema>({
    method: 'POST',
    path: ORDERING_PATHS.staffFoodOrders,
    auth: 'staff',
  }),
  staffFoodOrderStatus: route<typeof F.staffFoodOrderStatusBodySchema, undefined, typeof F.foodOrderSchema>({
    method: 'POST',
    path: ORDERING_PATHS.staffFoodOrderStatus,
    auth: 'staff',
  }),
} as const;
