import { endpoint } from '../endpoint.js';
import { COMMERCE_ROUTES as R } from './routes.js';
import * as S from './schemas.js';

const tag = 'commerce';

/** The buy-and-pay routes with their schemas and docs. */
export const COMMERCE_ENDPOINTS = {
  productDetail: endpoint(R.productDetail, {
    body: S.productDetailBodySchema,
    data: S.productDetailDataSchema,
    summary: 'local_life/product/detail — group coupon detail: pictures, price, stock, limit, rules; 1004001',
    tag,
  }),
  flashProductDetail: endpoint(R.flashProductDetail, {
    body: S.flashProductDetailBodySchema,
    data: S.productDetailDataSchema,
    summary: 'local_life/flash_sale/product/detail — the same priced in a flash sale; 1004001, 1004004',
    tag,
  }),
  settlement: endpoint(R.settlement, {
    body: S.settlementBodySchema,
    data: S.settlementDataSchema,
    summary:
      'local_life/order/settlement — price an order: discounts in order, payable amount, usable coupons and red envelopes, and a token freezing it for 10 minutes; 1004001–1004003, 1004007, 1004008',
    tag,
  }),
  flashSettlement: endpoint(R.flashSettlement, {
    body: S.settlementBodySchema,
    data: S.settlementDataSchema,
    summary:
      'local_life/flash_sale/order/settlement — the same at the flash price; 1004004 ended, 1004005 busy',
    tag,
  }),
  submit: endpoint(R.submit, {
    body: S.submitBodySchema,
    data: S.submitDataSchema,
    summary:
      'local_life/order/submit (ours) — place the order a settlement token priced, holding stock, limits, coupon and envelope; the same token again answers the same order; 1004002–1004008',
    tag,
  }),
  orderDetail: endpoint(R.orderDetail, {
    body: S.orderIdBodySchema,
    data: S.orderDetailDataSchema,
    summary: 'local_life/order/detail (ours) — one order as placed, with its payment; 1004009',
    tag,
  }),
  cashier: endpoint(R.cashier, {
    body: S.cashierBodySchema,
    data: S.cashierDataSchema,
    summary:
      'pay/cashier (ours) — amount, deadline and the pay methods allowed for this amount; 1004009–1004011',
    tag,
  }),
  payCreate: endpoint(R.payCreate, {
    body: S.payCreateBodySchema,
    data: S.payCreateDataSchema,
    summary: 'pay/create (ours) — open a charge: a QRIS payload or an e-wallet redirect; 1004010–1004013',
    tag,
  }),
  payStatus: endpoint(R.payStatus, {
    body: S.orderIdBodySchema,
    data: S.payStatusDataSchema,
    summary: 'pay/status (ours) — the order payment state: WAIT_PAY, PAY_SUCCESS or CLOSE; 1004009',
    tag,
  }),
  payNotify: endpoint(R.payNotify, {
    data: S.payNotifyDataSchema,
    summary:
      "pay/notify/{provider} (ours) — the payment provider's webhook, HMAC-signed by the provider; idempotent by its event id; 1004014",
    tag,
  }),
} as const;
