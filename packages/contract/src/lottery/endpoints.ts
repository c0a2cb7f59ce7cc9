import { endpoint } from '../endpoint.js';
import { LOTTERY_ROUTES as R } from './routes.js';
import * as S from './schemas.js';

const tag = 'lottery';

/** The lucky draw's routes with their schemas and docs (docs/api.md, docs/lottery.md). */
export const LOTTERY_ENDPOINTS = {
  detail: endpoint(R.detail, {
    body: S.lotteryDetailBodySchema,
    data: S.lotteryDetailDataSchema,
    summary:
      "lottery/detail (ours) — the running (or a named) activity: odds table, the period's commitment and the next one's, my chances, revealed seeds when asked; 1008001",
    tag,
  }),
  draw: endpoint(R.draw, {
    body: S.lotteryDrawBodySchema,
    data: S.lotteryDrawDataSchema,
    summary:
      'lottery/draw (ours) — spend a chance: the prize (null for thanks), once per requestId; 1008001, 1008002, 1008003',
    tag,
  }),
  winningRecords: endpoint(R.winningRecords, {
    body: S.winningRecordsBodySchema,
    data: S.winningRecordsDataSchema,
    summary:
      'lottery/winning_records (ours) — my draws, newest first, by page, each saying if it can be checked yet',
    tag,
  }),
  verify: endpoint(R.verify, {
    body: S.lotteryVerifyBodySchema,
    data: S.lotteryVerifyDataSchema,
    summary:
      'lottery/verify (ours) — what recomputing one of my draws needs: algorithm, commitment, the seed once the period ended, ordinal, odds and outcome; 1008004',
    tag,
  }),
} as const;
