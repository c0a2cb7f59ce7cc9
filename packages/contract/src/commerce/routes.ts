import { route } from '../endpoint.js';
import { COMMERCE_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * Buying and paying. Everything but the product detail needs a login; every POST is signed
 * (the flash-sale twins as the spec marks them). Submit is idempotent by its settlement token,
 * so a retry with a new requestId, or a double tap, gets the same order. The provider's webhook
 * carries the provider's signature instead of the app's, and no envelope.
 */
export const COMMERCE_ROUTES = {
  productDetail: route<typeof S.productDetailBodySchema, undefined, typeof S.productDetailDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.productDetail,
  }),
  flashProductDetail: route<
    typeof S.flashProductDetailBodySchema,
    undefined,
    typeof S.productDetailDataSchema
  >({
    method: 'POST',
    path: COMMERCE_PATHS.flashProductDetail,
  }),
  settlement: route<typeof S.settlementBodySchema, undefined, typeof S.settlementDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.settlement,
    auth: 'required',
  }),
  flashSettlement: route<typeof S.settlementBodySchema, undefined, typeof S.settlementDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.flashSettlement,
    auth: 'required',
  }),
  submit: route<typeof S.submitBodySchema, undefined, typeof S.submitDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.submit,
    auth: 'required',
    idempotent: true,
  }),
  orderDetail: route<typeof S.orderIdBodySchema, undefined, typeof S.orderDetailDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.orderDetail,
    auth: 'required',
  }),
  cashier: route<typeof S.cashierBodySchema, undefined, typeof S.cashierDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.cashier,
    auth: 'required',
  }),
  payCreate: route<typeof S.payCreateBodySchema, undefined, typeof S.payCreateDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.payCreate,
    auth: 'required',
  }),
  payStatus: route<typeof S.orderIdBodySchema, undefined, typeof S.payStatusDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.payStatus,
    auth: 'required',
  }),
  payNotify: route<undefined, undefined, typeof S.payNotifyDataSchema>({
    method: 'POST',
    path: COMMERCE_PATHS.payNotify,
    auth: 'ignore',
    signed: false,
    envelope: false,
  }),
} as const;
