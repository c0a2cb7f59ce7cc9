import { endpoint } from '../endpoint.js';
import { PAYMENT_ROUTES as R } from './routes.js';
import * as S from './schemas.js';

const tag = 'payments';

/** The paying routes, and the order detail with its payment, with their schemas and docs. */
export const PAYMENT_ENDPOINTS = {
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
