/**
 * Coupon and red-envelope paths as the server mounts them under `/api` (spec §7 "Home, markets
 * and coupons"; the paths the spec does not show are ours, listed in docs/api.md).
 * Kept free of schemas so the web bundle can import it cheaply.
 */
export const COUPON_PATHS = {
  /** The wallet and history: the spec's "coupon list call". */
  myCoupons: '/market/coupon/my_coupons',
  /** Claim a batch's templates (signed; idempotent by requestId). */
  receive: '/market/coupon/receive',
  /** Claim through a single-use claim link (signed). */
  receiveByToken: '/market/coupon/receive_by_token',
  /** A claimed coupon, or a batch's template before claiming. */
  detail: '/market/coupon/detail',
  /** The products a red envelope can buy. */
  productList: '/market/coupon/product_list',
  /** Which of some batches the customer holds a usable coupon of (the home list's Claim / Use). */
  heldBatches: '/market/coupon/held_batches',
  /** Coupons received since the last ask (the account tab's red dot). */
  queryNewReceived: '/market/coupon/query_new_received_coupon',
  /** The red-packet activity live for this user. */
  redPacketActivity: '/market/activity/red_packet_activity',
  /** Open a red packet: its envelopes go to the wallet (signed; once per user). */
  claimAward: '/local_life/market/activity/claim_award_v2',
  /** The red-envelope claim page: WhatsApp link, activity and banner. */
  aggregationActivity: '/market/activity/query_aggregation_activity',
} as const;
export type CouponPath = (typeof COUPON_PATHS)[keyof typeof COUPON_PATHS];
