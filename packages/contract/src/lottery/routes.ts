import { route } from '../endpoint.js';
import { LOTTERY_PATHS } from './paths.js';
import type * as S from './schemas.js';

/** The lucky draw's calls: all need a login; a draw is idempotent by requestId. */
export const LOTTERY_ROUTES = {
  detail: route<typeof S.lotteryDetailBodySchema, undefined, typeof S.lotteryDetailDataSchema>({
    method: 'POST',
    path: LOTTERY_PATHS.detail,
    auth: 'required',
  }),
  draw: route<typeof S.lotteryDrawBodySchema, undefined, typeof S.lotteryDrawDataSchema>({
    method: 'POST',
    path: LOTTERY_PATHS.draw,
    auth: 'required',
    idempotent: true,
  }),
  winningRecords: route<typeof S.winningRecordsBodySchema, undefined, typeof S.winningRecordsDataSchema>({
    method: 'POST',
    path: LOTTERY_PATHS.winningRecords,
    auth: 'required',
  }),
  verify: route<typeof S.lotteryVerifyBodySchema, undefined, typeof S.lotteryVerifyDataSchema>({
    method: 'POST',
    path: LOTTERY_PATHS.verify,
    auth: 'required',
  }),
} as const;
