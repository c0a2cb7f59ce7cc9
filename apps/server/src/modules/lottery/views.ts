import type {
  LotteryOddsEntry,
  LotteryPeriod,
  LotteryPrize,
  WinningRecord,
} from '@lahap/contract/lottery/schemas';
import { iso } from '../../lib/clock.js';
import type { DrawRow, OddsRow, PeriodRow } from './repository.js';

export function periodView(row: PeriodRow): LotteryPeriod {
  return {
    periodId: row.id,
    index: row.index,
    startsAt: iso(row.starts_at_ms),
    endsAt: iso(row.ends_at_ms),
    commitment: row.commitment,
    drawCount: row.draw_count,
  };
}

export function oddsView(row: OddsRow): LotteryOddsEntry {
  return {
    prizeId: row.prize_id,
    kind: row.kind,
    name: row.name,
    amount: row.amount,
    minimumSpend: row.minimum_spend,
    oddsBp: row.odds_bp,
    stock: row.stock,
    remaining: row.remaining,
    exhaustedAtOrdinal: row.exhausted_at_ordinal,
  };
}

/** The prize a draw won, or null for "thanks". */
export function wonPrizeOf(row: DrawRow): LotteryPrize | null {
  if (row.prize_id === null || row.prize_kind === null) return null;
  return {
    prizeId: row.prize_id,
    kind: row.prize_kind,
    name: row.prize_name ?? {},
    amount: row.prize_amount ?? 0,
    minimumSpend: row.prize_minimum_spend ?? 0,
  };
}

export function recordView(row: DrawRow, at: number): WinningRecord {
  return {
    drawId: row.id,
    activityId: row.activity_id,
    periodId: row.period_id,
    ordinal: row.ordinal,
    prize: wonPrizeOf(row),
    stockOut: row.stock_out,
    couponId: row.coupon_id,
    drawnAt: iso(row.drawn_at_ms),
    revealed: at >= row.period_ends_at_ms,
    revealAt: iso(row.period_ends_at_ms),
  };
}
