import { route } from '../endpoint.js';
import { PAYMENT_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * Paying, and the order detail with its payment. Every call needs a login; every POST is signed.
 * The provider's webhook carries the provider's signature instead of the app's, and no envelope.
 */
export const PAYMENT_ROUTES = {
  orderDetail: route<typeof S.orderIdBodySchema, undefined, typeof S.orderDetailDataSchema>({
    method: 'POST',
    path: PAYMENT_PATHS.orderDetail,
    auth: 'required',
  }),
  cashier: route<typeof S.cashierBodySchema, undefined, typeof S.cashierDataSchema>({
    method: 'POST',
    path: PAYMENT_PATHS.cashier,
    auth: 'required',
  }),
  payCreate: route<typeof S.payCreateBodySchema, undefined, typeof S.payCreateDataSchema>({
    method: 'POST',
    path: PAYMENT_PATHS.payCreate,
    auth: 'required',
  }),
  payStatus: route<typeof S.orderIdBodySchema, undefined, typeof S.payStatusDataSchema>({
    method: 'POST',
    path: PAYMENT_PATHS.payStatus,
    auth: 'required',
  }),
  payNotify: route<undefined, undefined, typeof S.payNotifyDataSchema>({
    method: 'POST',
    path: PAYMENT_PATHS.payNotify,
    auth: 'ignore',
    signed: false,
    envelope: false,
  }),
} as const;
