import { endpoint } from '../endpoint.js';
import { REDEMPTION_ROUTES as R } from './routes.js';
import * as S from './counter-schemas.js';

const tag = 'redemption';

/** The store staff console's routes with their schemas and docs. */
export const REDEMPTION_ENDPOINTS = {
  staffLogin: endpoint(R.staffLogin, {
    body: S.staffLoginBodySchema,
    data: S.staffLoginDataSchema,
    summary:
      "merchant/staff/login (ours) — a store's staff log in with the code sendCode texted; 1006001, 1001004",
    tag,
  }),
  staffKit: endpoint(R.staffKit, {
    body: S.staffKitBodySchema,
    data: S.staffKitDataSchema,
    summary:
      "merchant/staff/kit (ours) — the merchant's public key and what the store accepts, to check scanned codes offline; 1006002",
    tag,
  }),
  redeemInspect: endpoint(R.redeemInspect, {
    body: S.redeemInspectBodySchema,
    data: S.redeemTargetSchema,
    summary:
      'merchant/redeem/inspect (ours) — what a code is and whether it can be redeemed here; 1006002–1006004, 1006009',
    tag,
  }),
  redeemConfirm: endpoint(R.redeemConfirm, {
    body: S.redeemConfirmBodySchema,
    data: S.redeemConfirmDataSchema,
    summary:
      'merchant/redeem/confirm (ours) — redeem a voucher or store coupon, once; 1006002–1006007, 1006009',
    tag,
  }),
  redeemSync: endpoint(R.redeemSync, {
    body: S.redeemSyncBodySchema,
    data: S.redeemSyncDataSchema,
    summary:
      'merchant/redeem/sync (ours) — redemptions confirmed offline: each accepted once, double spends reported; 1006002',
    tag,
  }),
  redeemHistory: endpoint(R.redeemHistory, {
    body: S.redeemHistoryBodySchema,
    data: S.redeemHistoryDataSchema,
    summary: "merchant/redeem/history (ours) — the store's redemptions of a Jakarta day; 1006002",
    tag,
  }),
} as const;
