import {
  type DrawCheck,
  type RevealedDraw,
  checkDraw,
  checkDrawWithSubtle,
} from '@lahap/contract/lottery/draw';
import type { LotteryVerifyData } from '@lahap/contract/lottery/schemas';

/** The outcome of a check in the browser. */
export type DrawVerdict =
  { state: 'pending'; revealAt: string } | { state: 'verified' | 'mismatch'; check: DrawCheck };

/** A revealed verification answer as the contract's check reads it. */
export function revealedDrawOf(answer: LotteryVerifyData & { seed: string }): RevealedDraw {
  return {
    activityId: answer.activityId,
    periodId: answer.periodId,
    ordinal: answer.ordinal,
    drawId: answer.drawId,
    clientSeed: answer.clientSeed,
    seed: answer.seed,
    commitment: answer.commitment,
    number: answer.number,
    rolledPrizeId: answer.rolledPrizeId,
    prizeId: answer.prize?.prizeId ?? null,
    stockOut: answer.stockOut,
    odds: answer.odds,
  };
}

/**
 * Recomputes a draw on this device from the server's answer: with Web Crypto's SHA-256 and HMAC
 * where the page may use them (a secure context), else with the contract's own hashes. The
 * server's record is only compared against, never trusted.
 */
export async function verifyDraw(
  answer: LotteryVerifyData,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<DrawVerdict> {
  if (!answer.revealed || answer.seed === null) return { state: 'pending', revealAt: answer.revealAt };
  const draw = revealedDrawOf({ ...answer, seed: answer.seed });
  const check = subtle ? await checkDrawWithSubtle(draw, subtle) : checkDraw(draw);
  return { state: check.verified ? 'verified' : 'mismatch', check };
}
