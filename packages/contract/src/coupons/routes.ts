import { route } from '../endpoint.js';
import { COUPON_PATHS } from './paths.js';
import type * as S from './schemas.js';

/**
 * Coupon and red-envelope calls. Claims are signed, need a login, and are idempotent by
 * requestId: a repeat answers the first claim's answer instead of the replay refusal.
 */
export const COUPON_ROUTES = {
  myCoupons: route<typeof S.myCouponsBodySchema, undefined, typeof S.myCouponsDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.myCoupons,
    auth: 'required',
  }),
  receive: route<typeof S.receiveBodySchema, undefined, typeof S.receiveDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.receive,
    auth: 'required',
    idempotent: true,
  }),
  receiveByToken: route<typeof S.receiveByTokenBodySchema, undefined, typeof S.receiveByTokenDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.receiveByToken,
    auth: 'required',
    idempotent: true,
  }),
  detail: route<typeof S.couponDetailBodySchema, undefined, typeof S.couponDetailDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.detail,
  }),
  productList: route<typeof S.couponProductListBodySchema, undefined, typeof S.couponProductListDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.productList,
  }),
  heldBatches: route<typeof S.heldBatchesBodySchema, undefined, typeof S.heldBatchesDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.heldBatches,
    auth: 'required',
  }),
  queryNewReceived: route<
    typeof S.queryNewReceivedBodySchema,
    undefined,
    typeof S.queryNewReceivedDataSchema
  >({
    method: 'POST',
    path: COUPON_PATHS.queryNewReceived,
    auth: 'required',
  }),
  redPacketActivity: route<
    typeof S.redPacketActivityBodySchema,
    undefined,
    typeof S.redPacketActivityDataSchema
  >({
    method: 'POST',
    path: COUPON_PATHS.redPacketActivity,
  }),
  claimAward: route<typeof S.claimAwardBodySchema, undefined, typeof S.claimAwardDataSchema>({
    method: 'POST',
    path: COUPON_PATHS.claimAward,
    auth: 'required',
    idempotent: true,
  }),
  aggregationActivity: route<
    typeof S.aggregationActivityBodySchema,
    undefined,
    typeof S.aggregationActivityDataSchema
  >({ method: 'POST', path: COUPON_PATHS.aggregationActivity }),
} as const;
