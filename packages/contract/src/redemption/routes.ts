import { route } from '../endpoint.js';
import { REDEMPTION_PATHS } from './paths.js';
import type * as S from './counter-schemas.js';

/**
 * The store staff console's calls. Login reads no token; the rest need a staff token
 * (`auth: 'staff'`), which every customer call refuses as customer tokens are refused here.
 * Every POST is signed.
 */
export const REDEMPTION_ROUTES = {
  staffLogin: route<typeof S.staffLoginBodySchema, undefined, typeof S.staffLoginDataSchema>({
    method: 'POST',
    path: REDEMPTION_PATHS.staffLogin,
    auth: 'ignore',
  }),
  staffKit: route<typeof S.staffKitBodySchema, undefined, typeof S.staffKitDataSchema>({
    method: 'POST',
    path: REDEMPTION_PATHS.staffKit,
    auth: 'staff',
  }),
  redeemInspect: route<typeof S.redeemInspectBodySchema, undefined, typeof S.redeemTargetSchema>({
    method: 'POST',
    path: REDEMPTION_PATHS.redeemInspect,
    auth: 'staff',
  }),
  redeemConfirm: route<typeof S.redeemConfirmBodySchema, undefined, typeof S.redeemConfirmDataSchema>({
    method: 'POST',
    path: REDEMPTION_PATHS.redeemConfirm,
    auth: 'staff',
  }),
  redeemSync: route<typeof S.redeemSyncBodySchema, undefined, typeof S.redeemSyncDataSchema>({
    method: 'POST',
    path: REDEMPTION_PATHS.redeemSync,
    auth: 'staff',
  }),
  redeemHistory: route<typeof S.redeemHistoryBodySchema, undefined, typeof S.redeemHistoryDataSchema>({
    method: 'POST',
    path: REDEMPTION_PATHS.redeemHistory,
    auth: 'staff',
  }),
} as const;
