import { endpoint } from '../endpoint.js';
import { COUPON_ROUTES as R } from './routes.js';
import * as S from './schemas.js';

const tag = 'coupons';

/** The coupon domain's routes with their schemas and docs. */
export const COUPON_ENDPOINTS = {
  myCoupons: endpoint(R.myCoupons, {
    body: S.myCouponsBodySchema,
    data: S.myCouponsDataSchema,
    summary:
      'market/coupon/my_coupons (ours) — the wallet (status valid), the history (history) or all, by page',
    tag,
  }),
  receive: endpoint(R.receive, {
    body: S.receiveBodySchema,
    data: S.receiveDataSchema,
    summary:
      'market/coupon/receive — claim a batch: one coupon per template; 9000002 no longer collectable, 1003001–1003004 limits',
    tag,
  }),
  receiveByToken: endpoint(R.receiveByToken, {
    body: S.receiveByTokenBodySchema,
    data: S.receiveByTokenDataSchema,
    summary:
      'market/coupon/receive_by_token — claim through a single-use claim link; 1003005 invalid, 1003006 used',
    tag,
  }),
  detail: endpoint(R.detail, {
    body: S.couponDetailBodySchema,
    data: S.couponDetailDataSchema,
    summary:
      'market/coupon/detail — a claimed coupon (couponId) or a batch before claiming (detailId); 1003007',
    tag,
  }),
  productList: endpoint(R.productList, {
    body: S.couponProductListBodySchema,
    data: S.couponProductListDataSchema,
    summary: 'market/coupon/product_list — the dine-out vouchers a red envelope can buy, by page',
    tag,
  }),
  heldBatches: endpoint(R.heldBatches, {
    body: S.heldBatchesBodySchema,
    data: S.heldBatchesDataSchema,
    summary:
      'market/coupon/held_batches (ours) — which of up to 50 batches the customer holds a usable coupon of',
    tag,
  }),
  queryNewReceived: endpoint(R.queryNewReceived, {
    body: S.queryNewReceivedBodySchema,
    data: S.queryNewReceivedDataSchema,
    summary: 'market/coupon/query_new_received_coupon — coupons received since the last ask',
    tag,
  }),
  redPacketActivity: endpoint(R.redPacketActivity, {
    body: S.redPacketActivityBodySchema,
    data: S.redPacketActivityDataSchema,
    summary: 'market/activity/red_packet_activity (ours) — the red packet live for this customer, or null',
    tag,
  }),
  claimAward: endpoint(R.claimAward, {
    body: S.claimAwardBodySchema,
    data: S.claimAwardDataSchema,
    summary:
      'local_life/market/activity/claim_award_v2 — open a red packet: its envelopes go to the wallet, once',
    tag,
  }),
  aggregationActivity: endpoint(R.aggregationActivity, {
    body: S.aggregationActivityBodySchema,
    data: S.aggregationActivityDataSchema,
    summary: 'market/activity/query_aggregation_activity (ours) — the red-envelope claim page',
    tag,
  }),
} as const;
