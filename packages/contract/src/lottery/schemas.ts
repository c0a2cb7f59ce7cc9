import { z } from 'zod';
import { idSchema, localizedTextSchema } from '../discovery/schemas.js';
import { bodyOf } from '../envelope.js';
import { DRAW_ALGORITHM, ODDS_SCALE } from './draw.js';

/**
 * The lucky draw (spec §2 "/platform/winningRecords", §8 lottery messages; the calls are ours):
 * an activity cut into periods, each with a secret seed committed to in advance and revealed
 * when it ends, so every draw can be recomputed by its customer (./draw.ts, docs/lottery.md).
 * Times are ISO 8601; money whole rupiah.
 *
 * Refusals (docs/api.md): `1008001` no such activity (or none running), `1008002` the activity
 * has ended or not started, `1008003` no chance left, `1008004` no such draw of mine; `1000400`
 * bad input. Every call needs a login (`0310205` for guests).
 */

export const LOTTERY_PRIZE_KINDS = ['RED_ENVELOPE', 'COUPON'] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];

/** How a chance is earned. */
export const LOTTERY_CHANCE_SOURCES = ['WELCOME', 'FIRST_PAID_ORDER', 'INVITATION'] as const;
export type LotteryChanceSource = (typeof LOTTERY_CHANCE_SOURCES)[number];

export const LOTTERY_RECORDS_PAGE_SIZE = 10;
/** How many ended periods `detail` lists with their seeds when asked. */
export const LOTTERY_REVEALED_PERIODS = 10;

const hex32 = z.string().regex(/^[0-9a-f]{64}$/);

export const lotteryPrizeSchema = z.object({
  prizeId: idSchema,
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  name: localizedTextSchema,
  /** Rupiah off. */
  amount: z.number().int().nonnegative(),
  /** Least order total to use it; 0 = none. */
  minimumSpend: z.number().int().nonnegative(),
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

/** A prize in a period's published odds table, in the table's order. */
export const lotteryOddsEntrySchema = lotteryPrizeSchema.extend({
  oddsBp: z.number().int().min(0).max(ODDS_SCALE),
  /** Units this period started with, and what is left. */
  stock: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /**
   * The last ordinal that could win it: the draw that won the period's last unit, 0 when the
   * period had none; null while units remain. Later rolls of it draw "thanks".
   */
  exhaustedAtOrdinal: z.number().int().nonnegative().nullable(),
});
export type LotteryOddsEntry = z.infer<typeof lotteryOddsEntrySchema>;

export const lotteryPeriodSchema = z.object({
  periodId: idSchema,
  /** 0 for the activity's first period. */
  index: z.number().int().nonnegative(),
  startsAt: z.string(),
  /** Exclusive; the seed is revealed from this moment. */
  endsAt: z.string(),
  /** Hex SHA-256 of the period's seed, published before it opens. */
  commitment: hex32,
  drawCount: z.number().int().nonnegative(),
});
export type LotteryPeriod = z.infer<typeof lotteryPeriodSchema>;

export const revealedPeriodSchema = lotteryPeriodSchema.extend({ seed: hex32 });
export type RevealedPeriod = z.infer<typeof revealedPeriodSchema>;

export const lotteryRulesSchema = z.object({
  algorithm: z.literal(DRAW_ALGORITHM),
  oddsScale: z.literal(ODDS_SCALE),
  /** The published rules, per language. */
  text: localizedTextSchema,
});

// ── detail ───────────────────────────────────────────────────────────────────

export const lotteryDetailBodySchema = bodyOf({
  /** Absent: the activity running now. */
  activityId: idSchema.optional(),
  /** Also list the last ended periods with their revealed seeds. */
  includeRevealed: z.boolean().default(false),
});
export type LotteryDetailBody = z.input<typeof lotteryDetailBodySchema>;

export const lotteryDetailDataSchema = z.object({
  activityId: idSchema,
  title: localizedTextSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The activity has ended (or has not started): no draws. */
  ended: z.boolean(),
  /** The period running now (the last one once the activity ended). */
  period: lotteryPeriodSchema,
  /** The next period with its commitment, published in advance; null in the last one. */
  nextPeriod: lotteryPeriodSchema.nullable(),
  /** The period's odds table, in its order. */
  prizes: z.array(lotteryOddsEntrySchema),
  /** ODDS_SCALE less the prizes' odds: the numbers that draw "thanks". */
  thanksOddsBp: z.number().int().min(0).max(ODDS_SCALE),
  rules: lotteryRulesSchema,
  chances: z.object({
    available: z.number().int().nonnegative(),
    earned: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
  }),
  /** How chances are earned in this activity, each giving `chances`. */
  earnWays: z.array(
    z.object({ source: z.enum(LOTTERY_CHANCE_SOURCES), chances: z.number().int().positive() }),
  ),
  /** Ended periods, newest first, with their seeds; empty unless asked. */
  revealedPeriods: z.array(revealedPeriodSchema),
  serverTime: z.string(),
});
export type LotteryDetailData = z.infer<typeof lotteryDetailDataSchema>;

// ── draw ─────────────────────────────────────────────────────────────────────

export const lotteryDrawBodySchema = bodyOf({ activityId: idSchema });
export type LotteryDrawBody = z.input<typeof lotteryDrawBodySchema>;

export const lotteryDrawDataSchema = z.object({
  drawId: idSchema,
  periodId: idSchema,
  ordinal: z.number().int().positive(),
  /** What was won; null for "thanks". */
  prize: lotteryPrizeSchema.nullable(),
  /** The number fell on a prize the period had no unit of left. */
  stockOut: z.boolean(),
  /** The coupon or red envelope the prize put in the wallet. */
  couponId: idSchema.nullable(),
  drawnAt: z.string(),
  /** Chances left after this draw. */
  chancesLeft: z.number().int().nonnegative(),
});
export type LotteryDrawData = z.infer<typeof lotteryDrawDataSchema>;

// ── winning_records ──────────────────────────────────────────────────────────

export const winningRecordsBodySchema = bodyOf({
  pageNo: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(LOTTERY_RECORDS_PAGE_SIZE),
});
export type WinningRecordsBody = z.input<typeof winningRecordsBodySchema>;

export const winningRecordSchema = lotteryDrawDataSchema.omit({ chancesLeft: true }).extend({
  activityId: idSchema,
  /** The period's seed can be read (it has ended): the draw can be checked now. */
  revealed: z.boolean(),
  /** When the seed is revealed: the period's end. */
  revealAt: z.string(),
});
export type WinningRecord = z.infer<typeof winningRecordSchema>;

export const winningRecordsDataSchema = z.object({
  records: z.array(winningRecordSchema),
  pageInfoVO: z.object({ hasMore: z.boolean() }),
});
export type WinningRecordsData = z.infer<typeof winningRecordsDataSchema>;

// ── verify ───────────────────────────────────────────────────────────────────

export const lotteryVerifyBodySchema = bodyOf({ drawId: idSchema });
export type LotteryVerifyBody = z.input<typeof lotteryVerifyBodySchema>;

export const lotteryVerifyDataSchema = z.object({
  algorithm: z.literal(DRAW_ALGORITHM),
  oddsScale: z.literal(ODDS_SCALE),
  activityId: idSchema,
  periodId: idSchema,
  periodStartsAt: z.string(),
  periodEndsAt: z.string(),
  drawId: idSchema,
  ordinal: z.number().int().positive(),
  /** The draw request's requestId. */
  clientSeed: z.string(),
  commitment: hex32,
  /** Null until the period has ended (`revealAt`). */
  seed: hex32.nullable(),
  revealed: z.boolean(),
  revealAt: z.string(),
  /** The period's odds table in its published order, with each prize's stock outcome. */
  odds: z.array(lotteryOddsEntrySchema),
  /** The server's record of the draw: its number, the prize it fell on, the outcome. */
  number: z
    .number()
    .int()
    .min(0)
    .max(ODDS_SCALE - 1),
  rolledPrizeId: idSchema.nullable(),
  prize: lotteryPrizeSchema.nullable(),
  stockOut: z.boolean(),
  drawnAt: z.string(),
});
export type LotteryVerifyData = z.infer<typeof lotteryVerifyDataSchema>;
