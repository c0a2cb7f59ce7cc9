import { route } from '../endpoint.js';
import { ORDER_PATHS } from './paths.js';
import type * as P from './purchase-schemas.js';
import type * as S from './schemas.js';

/**
 * Buying a voucher, then after the purchase: the customer's orders, vouchers, cancel, refund,
 * partner codes and redemption at a point. Everything but the product detail needs a login, and
 * reads only the caller's own orders; every POST is signed (the flash-sale twins as the spec marks
 * them). Submit is idempotent by its settlement token, so a retry with a new requestId, or a double
 * tap, gets the same order. A refund is idempotent by its requestId: a retry answers the refund it
 * made.
 */
export const ORDER_ROUTES = {
  productDetail: route<typeof P.productDetailBodySchema, undefined, typeof P.productDetailDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.productDetail,
  }),
  flashProductDetail: route<
    typeof P.flashProductDetailBodySchema,
    undefined,
    typeof P.productDetailDataSchema
  >({
    method: 'POST',
    path: ORDER_PATHS.flashProductDetail,
  }),
  settlement: route<typeof P.settlementBodySchema, undefined, typeof P.settlementDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.settlement,
    auth: 'required',
  }),
  flashSettlement: route<typeof P.settlementBodySchema, undefined, typeof P.settlementDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.flashSettlement,
    auth: 'required',
  }),
  submit: route<typeof P.submitBodySchema, undefined, typeof P.submitDataSchema>({
    method: 'POST',
    path: ORDER_PATHS.submit,
    auth: 'required',
    idempotent: true,
  }),
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
