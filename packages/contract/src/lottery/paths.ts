/**
 * The lucky draw's paths as the server mounts them under `/api` (spec §2 "/platform/winningRecords";
 * the calls are ours, listed in docs/api.md). Kept free of schemas so the web bundle can import it
 * cheaply.
 */
export const LOTTERY_PATHS = {
  /** The current (or a named) activity: prizes and odds, the period's commitment, my chances. */
  detail: '/lottery/detail',
  /** Spend a chance on a draw (signed; idempotent by requestId). */
  draw: '/lottery/draw',
  /** My draws, newest first, by page. */
  winningRecords: '/lottery/winning_records',
  /** What recomputing one of my draws needs; the seed once its period has ended. */
  verify: '/lottery/verify',
} as const;
export type LotteryPath = (typeof LOTTERY_PATHS)[keyof typeof LOTTERY_PATHS];
