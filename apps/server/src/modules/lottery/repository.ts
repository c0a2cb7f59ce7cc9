import type { LotteryChanceSource, LotteryPrizeKind } from '@lahap/contract/lottery/schemas';
import type { LocalizedText } from '@lahap/contract/locale';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf, timestampAt } from '../../lib/sql-rows.js';

/** An activity as the draw reads it; times in epoch ms. */
export interface ActivityRow {
  id: string;
  title: LocalizedText;
  starts_at_ms: number;
  ends_at_ms: number;
  period_minutes: number;
  welcome_chances: number;
  status: 'ON' | 'OFF';
}

export interface PeriodRow {
  id: string;
  activity_id: string;
  index: number;
  starts_at_ms: number;
  ends_at_ms: number;
  seed: string;
  commitment: string;
  draw_count: number;
}

/** A prize of a period's odds table, with what the draw shows of it. */
export interface OddsRow {
  prize_id: string;
  batch_id: string;
  kind: LotteryPrizeKind;
  name: LocalizedText;
  amount: number;
  minimum_spend: number;
  odds_bp: number;
  stock: number;
  remaining: number;
  exhausted_at_ordinal: number | null;
}

export interface DrawRow {
  id: string;
  activity_id: string;
  period_id: string;
  ordinal: number;
  user_id: number;
  request_id: string;
  number: number;
  rolled_prize_id: string | null;
  prize_id: string | null;
  stock_out: boolean;
  coupon_id: string | null;
  drawn_at_ms: number;
  period_starts_at_ms: number;
  period_ends_at_ms: number;
  prize_kind: LotteryPrizeKind | null;
  prize_name: LocalizedText | null;
  prize_amount: number | null;
  prize_minimum_spend: number | null;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

const ACTIVITY_COLUMNS = sql`a.id::text as id, a.title, ${ms('a.starts_at')} as starts_at_ms,
  ${ms('a.ends_at')} as ends_at_ms, a.period_minutes, a.welcome_chances, a.status`;

const PERIOD_COLUMNS = sql`p.id::text as id, p.activity_id::text as activity_id, p.index,
  ${ms('p.starts_at')} as starts_at_ms, ${ms('p.ends_at')} as ends_at_ms, p.seed, p.commitment, p.draw_count`;

const DRAW_COLUMNS = sql`d.id::text as id, d.activity_id::text as activity_id, d.period_id::text as period_id,
  d.ordinal, d.user_id, d.request_id, d.number, d.rolled_prize_id::text as rolled_prize_id,
  d.prize_id::text as prize_id, d.stock_out, d.coupon_id::text as coupon_id, ${ms('d.drawn_at')} as drawn_at_ms,
  ${ms('p.starts_at')} as period_starts_at_ms, ${ms('p.ends_at')} as period_ends_at_ms,
  z.kind as prize_kind, z.name as prize_name, z.amount as prize_amount, z.minimum_spend as prize_minimum_spend`;

const DRAW_FROM = sql`lottery_draws d join lottery_periods p on p.id = d.period_id
  left join lottery_prizes z on z.id = d.prize_id`;

/** The lottery's statements, on a connection or inside a transaction. */
export function lotteryStatements(db: Executor) {
  return {
    async activity(activityId: string): Promise<ActivityRow | undefined> {
      const rows = await rowsOf<ActivityRow>(
        db,
        sql`select ${ACTIVITY_COLUMNS} from lottery_activities a where a.id = ${activityId}::bigint`,
      );
      return rows[0];
    },

    /** The activity running at `at`: the latest started of those on. */
    async liveActivity(at: number): Promise<ActivityRow | undefined> {
      const rows = await rowsOf<ActivityRow>(
        db,
        sql`select ${ACTIVITY_COLUMNS} from lottery_activities a
          where a.status = 'ON' and a.starts_at <= ${timestampAt(at)} and a.ends_at > ${timestampAt(at)}
          order by a.starts_at desc, a.id desc limit 1`,
      );
      return rows[0];
    },

    /**
     * Makes the period with its seed and its odds table from the activity's prizes, unless it
     * exists; a concurrent maker waits on the unique index and then makes nothing.
     */
    async makePeriod(period: {
      activityId: string;
      index: number;
      startsAt: number;
      endsAt: number;
      seed: string;
      commitment: string;
    }): Promise<void> {
      await db.execute(
        sql`with made as (
            insert into lottery_periods (activity_id, index, starts_at, ends_at, seed, commitment)
            values (${period.activityId}::bigint, ${period.index}, ${timestampAt(period.startsAt)},
              ${timestampAt(period.endsAt)}, ${period.seed}, ${period.commitment})
            on conflict (activity_id, index) do nothing
            returning id)
          insert into lottery_period_prizes (period_id, prize_id, sort, odds_bp, stock, remaining, exhausted_at_ordinal)
          select made.id, z.id, z.sort, z.odds_bp, z.stock_per_period, z.stock_per_period,
            case when z.stock_per_period = 0 then 0 end
          from made cross join lottery_prizes z where z.activity_id = ${period.activityId}::bigint`,
      );
    },

    async period(activityId: string, index: number): Promise<PeriodRow | undefined> {
      const rows = await rowsOf<PeriodRow>(
        db,
        sql`select ${PERIOD_COLUMNS} from lottery_periods p
          where p.activity_id = ${activityId}::bigint and p.index = ${index}`,
      );
      return rows[0];
    },

    /** Ended periods at `at`, newest first. */
    async endedPeriods(activityId: string, at: number, limit: number): Promise<PeriodRow[]> {
      return rowsOf<PeriodRow>(
        db,
        sql`select ${PERIOD_COLUMNS} from lottery_periods p
          where p.activity_id = ${activityId}::bigint and p.ends_at <= ${timestampAt(at)}
          order by p.index desc limit ${limit}`,
      );
    },

    /** Locks the period's row until the transaction ends: its draws go one at a time, in order. */
    async lockPeriod(periodId: string): Promise<void> {
      await db.execute(sql`select 1 from lottery_periods where id = ${periodId}::bigint for update`);
    },

    /** The next ordinal of the period (the lock holder's). */
    async nextOrdinal(periodId: string): Promise<number> {
      const [row] = await rowsOf<{ draw_count: number }>(
        db,
        sql`update lottery_periods set draw_count = draw_count + 1 where id = ${periodId}::bigint
          returning draw_count`,
      );
      if (!row) throw new Error(`no lottery period ${periodId}`);
      return row.draw_count;
    },

    async nextDrawId(): Promise<string> {
      const [row] = await rowsOf<{ id: string }>(db, sql`select nextval('lottery_draw_ids')::text as id`);
      if (!row) throw new Error('no draw id');
      return row.id;
    },

    /** The period's odds table in its published order. */
    async odds(periodId: string): Promise<OddsRow[]> {
      return rowsOf<OddsRow>(
        db,
        sql`select z.id::text as prize_id, z.batch_id::text as batch_id, z.kind, z.name, z.amount, z.minimum_spend,
            pp.odds_bp, pp.stock, pp.remaining, pp.exhausted_at_ordinal
          from lottery_period_prizes pp join lottery_prizes z on z.id = pp.prize_id
          where pp.period_id = ${periodId}::bigint order by pp.sort`,
      );
    },

    /**
     * Takes one unit of a prize for the draw at `ordinal`, only while one is left; the draw
     * that takes the last marks the ordinal after which the prize cannot be won.
     */
    async takeUnit(periodId: string, prizeId: string, ordinal: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`update lottery_period_prizes
          set remaining = remaining - 1,
            exhausted_at_ordinal = case when remaining = 1 then ${ordinal}::int end
          where period_id = ${periodId}::bigint and prize_id = ${prizeId}::bigint and remaining > 0
          returning remaining`,
      );
      return rows.length > 0;
    },

    /** A prize that can no longer be given (its batch refused): none left after `lastOrdinal`. */
    async closePrize(periodId: string, prizeId: string, lastOrdinal: number): Promise<void> {
      await db.execute(
        sql`update lottery_period_prizes set remaining = 0, exhausted_at_ordinal = ${lastOrdinal}
          where period_id = ${periodId}::bigint and prize_id = ${prizeId}::bigint and remaining > 0`,
      );
    },

    /**
     * Records a chance earned by `sourceKey` and adds it to the customer's balance, once per
     * key: false when the key had earned it already (the same event delivered again).
     */
    async grant(grant: {
      activityId: string;
      userId: number;
      source: LotteryChanceSource;
      sourceKey: string;
      chances: number;
      eventId: string | null;
      at: number;
    }): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`with granted as (
            insert into lottery_chance_grants (activity_id, user_id, source, source_key, chances, event_id, granted_at)
            values (${grant.activityId}::bigint, ${grant.userId}, ${grant.source}, ${grant.sourceKey}, ${grant.chances},
              ${grant.eventId}::bigint, ${timestampAt(grant.at)})
            on conflict (activity_id, source, source_key) do nothing
            returning activity_id, user_id, chances)
          insert into lottery_chance_balances as b (activity_id, user_id, earned)
          select activity_id, user_id, chances from granted
          on conflict (activity_id, user_id) do update set earned = b.earned + excluded.earned
          returning 1 as added`,
      );
      return rows.length > 0;
    },

    async balance(activityId: string, userId: number): Promise<{ earned: number; used: number }> {
      const rows = await rowsOf<{ earned: number; used: number }>(
        db,
        sql`select earned, used from lottery_chance_balances
          where activity_id = ${activityId}::bigint and user_id = ${userId}`,
      );
      return rows[0] ?? { earned: 0, used: 0 };
    },

    /** Spends one chance, only while one is left. */
    async takeChance(activityId: string, userId: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`update lottery_chance_balances set used = used + 1
          where activity_id = ${activityId}::bigint and user_id = ${userId} and used < earned
          returning used`,
      );
      return rows.length > 0;
    },

    async insertDraw(draw: {
      id: string;
      activityId: string;
      periodId: string;
      ordinal: number;
      userId: number;
      requestId: string;
      number: number;
      rolledPrizeId: string | null;
      prizeId: string | null;
      stockOut: boolean;
      couponId: string | null;
      at: number;
    }): Promise<void> {
      await db.execute(
        sql`insert into lottery_draws (id, activity_id, period_id, ordinal, user_id, request_id, number,
            rolled_prize_id, prize_id, stock_out, coupon_id, drawn_at)
          values (${draw.id}::bigint, ${draw.activityId}::bigint, ${draw.periodId}::bigint, ${draw.ordinal},
            ${draw.userId}, ${draw.requestId}, ${draw.number}, ${draw.rolledPrizeId}::bigint, ${draw.prizeId}::bigint,
            ${draw.stockOut}, ${draw.couponId}::bigint, ${timestampAt(draw.at)})`,
      );
    },

    async drawOfRequest(userId: number, requestId: string): Promise<DrawRow | undefined> {
      const rows = await rowsOf<DrawRow>(
        db,
        sql`select ${DRAW_COLUMNS} from ${DRAW_FROM} where d.user_id = ${userId} and d.request_id = ${requestId}`,
      );
      return rows[0];
    },

    /** One of the customer's draws. */
    async draw(drawId: string, userId: number): Promise<DrawRow | undefined> {
      const rows = await rowsOf<DrawRow>(
        db,
        sql`select ${DRAW_COLUMNS} from ${DRAW_FROM} where d.id = ${drawId}::bigint and d.user_id = ${userId}`,
      );
      return rows[0];
    },

    /** The customer's draws, newest first; one more than asked tells whether more follow. */
    async draws(userId: number, offset: number, limit: number): Promise<DrawRow[]> {
      return rowsOf<DrawRow>(
        db,
        sql`select ${DRAW_COLUMNS} from ${DRAW_FROM} where d.user_id = ${userId}
          order by d.id desc limit ${limit} offset ${offset}`,
      );
    },

    async periodById(periodId: string): Promise<PeriodRow | undefined> {
      const rows = await rowsOf<PeriodRow>(
        db,
        sql`select ${PERIOD_COLUMNS} from lottery_periods p where p.id = ${periodId}::bigint`,
      );
      return rows[0];
    },
  };
}
export type LotteryStatements = ReturnType<typeof lotteryStatements>;
