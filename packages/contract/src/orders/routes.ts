import { route } from '../endpoint.js';
import { ORDER_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * After the purchase: the customer's orders, vouchers, cancel, refund, partner codes and
 * redemption at a point. Every call needs a login and reads only the caller's own orders; every
 * POST is signed. A refund is idempotent by its requestId: a retry answers the refund it made.
 */
export const ORDER_ROUTES = {
  myOrders: route<undefined, typeof S.myOrdersQuerySchema, typeof S.myOrdersDataSchema>({
    method: 'GET',
    path: ORDER_PATHS.myOrders,
    auth: 'required',
  }),
  voucherList: route<typeof S.orderIdOnlyBodySchema, undefined, typeof S.voucherListDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.voucherList,
    auth: 'required',
  }),
  cancel: route<typeof S.orderIdOnlyBodySchema, undefined, typeof S.cancelOrderDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.cancel,
    auth: 'required',
  }),
  refund: route<typeof S.refundBodySchema, undefined, typeof S.refundDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.refund,
    auth: 'required',
    idempotent: true,
  }),
  thirdPartyCodes: route<typeof S.orderIdOnlyBodySchema, undefined, typeof S.thirdPartyCodesDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.thirdPartyCodes,
    auth: 'required',
  }),
  redeemAtPoint: route<typeof S.redeemAtPointBodySchema, undefined, typeof S.redeemAtPointDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.redeemAtPoint,
    auth: 'required',
  }),
} as const;
