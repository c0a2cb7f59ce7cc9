import { ERROR_CODES } from '@lahap/contract/errors';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { DRAW_ALGORITHM, ODDS_SCALE, drawNumber, prizeOfNumber } from '@lahap/contract/lottery/draw';
import {
  LOTTERY_REVEALED_PERIODS,
  type LotteryDetailData,
  type LotteryDrawData,
  type LotteryVerifyData,
  type WinningRecordsData,
} from '@lahap/contract/lottery/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { type Clock, iso } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import type { Executor } from '../../lib/sql-rows.js';
import type { Outbox } from '../../plugins/outbox.js';
import type { CouponsService } from '../coupons/index.js';
import { isLive, periodCountOf, periodIndexAt, periodOf } from './periods.js';
import { type ActivityRow, type DrawRow, type PeriodRow, lotteryStatements } from './repository.js';
import { LOTTERY_RULES_TEXT } from './rules.js';
import { oddsView, periodView, recordView, wonPrizeOf } from './views.js';

export interface LotteryDeps {
  db: Database;
  now: Clock;
  coupons: Pick<CouponsService, 'grantWithin'>;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/** Each earning action gives one chance. */
const CHANCES_PER_ACTION = 1;

const activityNotFound = () => new DomainError(ERROR_CODES.LOTTERY_ACTIVITY_NOT_FOUND);

/**
 * The lucky draw (docs/lottery.md): detail, draw, my records and their checks, and the chances
 * other modules' events earn. A draw runs in one transaction holding its period's row: the
 * chance, the ordinal, the prize's unit and its coupon commit together or not at all.
 */
export function createLotteryService(deps: LotteryDeps) {
  const { db, now, coupons, outbox } = deps;
  const statements = lotteryStatements(db);

  async function activityOf(activityId: string | undefined, at: number): Promise<ActivityRow> {
    const activity =
      activityId === undefined ? await statements.liveActivity(at) : await statements.activity(activityId);
    if (!activity) throw activityNotFound();
    return activity;
  }

  /** The welcome chance of the period, once per customer and period, when the activity gives one. */
  async function welcome(activity: ActivityRow, period: PeriodRow, userId: number, at: number) {
    if (activity.welcome_chances <= 0 || !isLive(activity, at)) return;
    await statements.grant({
      activityId: activity.id,
      userId,
      source: 'WELCOME',
      sourceKey: `${userId}:${period.id}`,
      chances: activity.welcome_chances,
      eventId: null,
      at,
    });
  }

  /** A chance earned at `at` by an action, in the activity running then; once per key. */
  async function earn(
    tx: Executor,
    earned: {
      userId: number;
      source: 'FIRST_PAID_ORDER' | 'INVITATION';
      sourceKey: string;
      eventId: string;
      at: number;
    },
  ) {
    const inTx = lotteryStatements(tx);
    const activity = await inTx.liveActivity(earned.at);
    if (!activity) return;
    await inTx.grant({ activityId: activity.id, chances: CHANCES_PER_ACTION, ...earned });
  }

  // Chances other modules' events earn: each keyed so a second delivery adds nothing.
  outbox.subscribe('order.paid', 'lottery.first-order-chance', async (event, tx) => {
    const { userId } = event.payload;
    await earn(tx, {
      userId,
      source: 'FIRST_PAID_ORDER',
      sourceKey: `${userId}:${jakartaDay(event.occurredAt)}`,
      eventId: event.id,
      at: event.occurredAt,
    });
  });
  outbox.subscribe('invitation.rewarded', 'lottery.invitation-chance', async (event, tx) => {
    await earn(tx, {
      userId: event.payload.inviterUserId,
      source: 'INVITATION',
      sourceKey: event.payload.referralId,
      eventId: event.id,
      at: event.occurredAt,
    });
  });

  async function drawAnswer(row: DrawRow, activityId: string, userId: number): Promise<LotteryDrawData> {
    const balance = await statements.balance(activityId, userId);
    return {
      drawId: row.id,
      periodId: row.period_id,
      ordinal: row.ordinal,
      prize: wonPrizeOf(row),
      stockOut: row.stock_out,
      couponId: row.coupon_id,
      drawnAt: iso(row.drawn_at_ms),
      chancesLeft: Math.max(0, balance.earned - balance.used),
    };
  }

  /**
   * The draw itself, under the period's lock. Answers the draw's id, or that of the earlier draw
   * of this requestId.
   */
  async function drawWithin(
    activity: ActivityRow,
    period: PeriodRow,
    userId: number,
    requestId: string,
    at: number,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const inTx = lotteryStatements(tx);
      await inTx.lockPeriod(period.id);
      // Read again under the lock: a repeat waiting behind its first now sees it committed.
      const earlier = await inTx.drawOfRequest(userId, requestId);
      if (earlier) return earlier.id;
      if (!(await inTx.takeChance(activity.id, userId))) throw new DomainError(ERROR_CODES.LOTTERY_NO_CHANCE);
      const ordinal = await inTx.nextOrdinal(period.id);
      const drawId = await inTx.nextDrawId();
      const odds = await inTx.odds(period.id);
      const number = drawNumber(period.seed, {
        activityId: activity.id,
        periodId: period.id,
        ordinal,
        drawId,
        clientSeed: requestId,
      });
      const table = odds.map((row) => ({ prizeId: row.prize_id, oddsBp: row.odds_bp }));
      const rolledPrizeId = prizeOfNumber(number, table);
      const rolled = odds.find((row) => row.prize_id === rolledPrizeId);
      let prizeId: string | null = null;
      let couponId: string | null = null;
      let stockOut = false;
      if (rolled) {
        // Under a savepoint: a batch that refuses to give (ended, turned off) leaves the unit and
        // closes the prize from this draw on, so the outcome stays the rule's "out of stock".
        const given = await tx
          .transaction(async (savepoint) => {
            if (!(await lotteryStatements(savepoint).takeUnit(period.id, rolled.prize_id, ordinal)))
              return null;
            const [coupon] = await coupons.grantWithin(savepoint, {
              userId,
              batchId: rolled.batch_id,
              requestId: `lottery:${drawId}`,
            });
            return coupon ?? null;
          })
          .catch(async (error: unknown) => {
            if (!(error instanceof DomainError)) throw error;
            deps.log.warn(
              { err: error, prizeId: rolled.prize_id },
              'a lottery prize could not be given; closed',
            );
            await inTx.closePrize(period.id, rolled.prize_id, ordinal - 1);
            return null;
          });
        if (given === null) stockOut = true;
        else {
          prizeId = rolled.prize_id;
          couponId = given;
        }
      }
      await inTx.insertDraw({
        id: drawId,
        activityId: activity.id,
        periodId: period.id,
        ordinal,
        userId,
        requestId,
        number,
        rolledPrizeId: rolled?.prize_id ?? null,
        prizeId,
        stockOut,
        couponId,
        at,
      });
      return drawId;
    });
  }

  return {
    async detail(
      userId: number,
      query: { activityId?: string; includeRevealed: boolean },
    ): Promise<LotteryDetailData> {
      const at = now();
      const activity = await activityOf(query.activityId, at);
      const index = periodIndexAt(activity, at);
      const period = await periodOf(statements, activity, index);
      const hasNext = index + 1 < periodCountOf(activity);
      const next = hasNext ? await periodOf(statements, activity, index + 1) : null;
      await welcome(activity, period, userId, at);
      const [odds, balance, revealed] = await Promise.all([
        statements.odds(period.id),
        statements.balance(activity.id, userId),
        query.includeRevealed
          ? statements.endedPeriods(activity.id, at, LOTTERY_REVEALED_PERIODS)
          : Promise.resolve([]),
      ]);
      const prizeOdds = odds.reduce((sum, row) => sum + row.odds_bp, 0);
      const earnWays: LotteryDetailData['earnWays'] = [
        ...(activity.welcome_chances > 0
          ? [{ source: 'WELCOME' as const, chances: activity.welcome_chances }]
          : []),
        { source: 'FIRST_PAID_ORDER', chances: CHANCES_PER_ACTION },
        { source: 'INVITATION', chances: CHANCES_PER_ACTION },
      ];
      return {
        activityId: activity.id,
        title: activity.title,
        startsAt: iso(activity.starts_at_ms),
        endsAt: iso(activity.ends_at_ms),
        ended: !isLive(activity, at),
        period: periodView(period),
        nextPeriod: next ? periodView(next) : null,
        prizes: odds.map(oddsView),
        thanksOddsBp: Math.max(0, ODDS_SCALE - prizeOdds),
        rules: { algorithm: DRAW_ALGORITHM, oddsScale: ODDS_SCALE, text: LOTTERY_RULES_TEXT },
        chances: {
          available: Math.max(0, balance.earned - balance.used),
          earned: balance.earned,
          used: balance.used,
        },
        earnWays,
        revealedPeriods: revealed.map((row) => ({ ...periodView(row), seed: row.seed })),
        serverTime: iso(at),
      };
    },

    /** Spends a chance on a draw; a repeat of the requestId answers the first draw. */
    async draw(userId: number, activityId: string, requestId: string): Promise<LotteryDrawData> {
      const earlier = await statements.drawOfRequest(userId, requestId);
      if (earlier) return drawAnswer(earlier, earlier.activity_id, userId);
      const at = now();
      const activity = await statements.activity(activityId);
      if (!activity) throw activityNotFound();
      if (!isLive(activity, at)) throw new DomainError(ERROR_CODES.LOTTERY_ACTIVITY_ENDED);
      const period = await periodOf(statements, activity, periodIndexAt(activity, at));
      await welcome(activity, period, userId, at);
      const drawId = await drawWithin(activity, period, userId, requestId, at);
      const row = await statements.draw(drawId, userId);
      if (!row) throw new Error(`lottery draw ${drawId} is gone`);
      return drawAnswer(row, activity.id, userId);
    },

    async records(userId: number, page: { pageNo: number; pageSize: number }): Promise<WinningRecordsData> {
      const at = now();
      const rows = await statements.draws(userId, (page.pageNo - 1) * page.pageSize, page.pageSize + 1);
      return {
        records: rows.slice(0, page.pageSize).map((row) => recordView(row, at)),
        pageInfoVO: { hasMore: rows.length > page.pageSize },
      };
    },

    /** What recomputing one of my draws needs; the seed only once its period has ended. */
    async verify(userId: number, drawId: string): Promise<LotteryVerifyData> {
      const at = now();
      const row = await statements.draw(drawId, userId);
      if (!row) throw new DomainError(ERROR_CODES.LOTTERY_DRAW_NOT_FOUND);
      const period = await statements.periodById(row.period_id);
      if (!period) throw new Error(`lottery period ${row.period_id} is gone`);
      const revealed = at >= period.ends_at_ms;
      return {
        algorithm: DRAW_ALGORITHM,
        oddsScale: ODDS_SCALE,
        activityId: row.activity_id,
        periodId: period.id,
        periodStartsAt: iso(period.starts_at_ms),
        periodEndsAt: iso(period.ends_at_ms),
        drawId: row.id,
        ordinal: row.ordinal,
        clientSeed: row.request_id,
        commitment: period.commitment,
        seed: revealed ? period.seed : null,
        revealed,
        revealAt: iso(period.ends_at_ms),
        odds: (await statements.odds(period.id)).map(oddsView),
        number: row.number,
        rolledPrizeId: row.rolled_prize_id,
        prize: wonPrizeOf(row),
        stockOut: row.stock_out,
        drawnAt: iso(row.drawn_at_ms),
      };
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
