import { endpoint } from '../endpoint.js';
import { ORDER_ROUTES as R } from './routes.js';
import * as P from './purchase-schemas.js';
import * as S from './schemas.js';

const tag = 'orders';

/** The buying and after-purchase routes with their schemas and docs. */
export const ORDER_ENDPOINTS = {
  productDetail: endpoint(R.productDetail, {
    body: P.productDetailBodySchema,
    data: P.productDetailDataSchema,
    summary: 'local_life/product/detail — group coupon detail: pictures, price, stock, limit, rules; 1004001',
    tag,
  }),
  flashProductDetail: endpoint(R.flashProductDetail, {
    body: P.flashProductDetailBodySchema,
    data: P.productDetailDataSchema,
    summary: 'local_life/flash_sale/product/detail — the same priced in a flash sale; 1004001, 1004004',
    tag,
  }),
  settlement: endpoint(R.settlement, {
    body: P.settlementBodySchema,
    data: P.settlementDataSchema,
    summary:
      'local_life/order/settlement — price an order: discounts in order, payable amount, usable coupons and red envelopes, and a token freezing it for 10 minutes; 1004001–1004003, 1004007, 1004008',
    tag,
  }),
  flashSettlement: endpoint(R.flashSettlement, {
    body: P.settlementBodySchema,
    data: P.settlementDataSchema,
    summary:
      'local_life/flash_sale/order/settlement — the same at the flash price; 1004004 ended, 1004005 busy',
    tag,
  }),
  submit: endpoint(R.submit, {
    body: P.submitBodySchema,
    data: P.submitDataSchema,
    summary:
      'local_life/order/submit (ours) — place the order a settlement token priced, holding stock, limits, coupon and envelope; the same token again answers the same order; 1004002–1004008',
    tag,
  }),
  myOrders: endpoint(R.myOrders, {
    query: S.myOrdersQuerySchema,
    data: S.myOrdersDataSchema,
    summary:
      'local_life/order/my_orders — the orders tab: order cards, 10 a page; status not_delivery (useable), wait_pay, or all',
    tag,
  }),
  voucherList: endpoint(R.voucherList, {
    body: S.orderIdOnlyBodySchema,
    data: S.voucherListDataSchema,
    summary:
      "local_life/order/voucher_list — an order's vouchers: state, share of the price, and the rotating code a counter accepts now; 1004009",
    tag,
  }),
  cancel: endpoint(R.cancel, {
    body: S.orderIdOnlyBodySchema,
    data: S.cancelOrderDataSchema,
    summary:
      'local_life/order/cancel (ours) — cancel an unpaid order, releasing stock, limits, coupon and red envelope; 1004009–1004011',
    tag,
  }),
  refund: endpoint(R.refund, {
    body: S.refundBodySchema,
    data: S.refundDataSchema,
    summary:
      'local_life/order/refund (ours) — give back unused vouchers (all, or those named) through the payment provider; 1004009, 1005001, 1005002',
    tag,
  }),
  thirdPartyCodes: endpoint(R.thirdPartyCodes, {
    body: S.orderIdOnlyBodySchema,
    data: S.thirdPartyCodesDataSchema,
    summary: "local_life/order/third_party_codes (ours) — the partner codes of an order's vouchers; 1004009",
    tag,
  }),
  redeemAtPoint: endpoint(R.redeemAtPoint, {
    body: S.redeemAtPointBodySchema,
    data: S.redeemAtPointDataSchema,
    summary:
      'local_life/voucher/redeem_at_point (ours) — redeem a physical voucher within 200 m of a redemption point or store; 1005001, 1005003, 1005004',
    tag,
  }),
} as const;
