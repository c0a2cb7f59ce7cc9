import { randomBytes } from 'node:crypto';
import { formatRupiah } from '@lahap/contract/format';
import { commitmentOf, drawNumber, prizeOfNumber } from '@lahap/contract/lottery/draw';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  couponBatches,
  couponTemplateProducts,
  couponTemplateStores,
  couponTemplates,
  lotteryActivities,
  lotteryPrizes,
} from '../db/schema/index.js';
import { t3 } from './text.js';
import { rowsOf, timestampAt } from '../lib/sql-rows.js';
import type { SeedStep } from '../seed/seed-step.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The demo's lucky draw. */
export const DEMO_LOTTERY_ID = 48_080_001;
/** Short rounds, so a draw made while trying the demo can be checked minutes later. */
export const DEMO_PERIOD_MINUTES = 10;
/** The store whose coupon is a prize (the demo's claim-link store). */
const PRIZE_STORE_ID = 10_000_195;
/**
 * The demo's lucky-draw customer, as typed after +62 (0812-9876-0888): holds draws of the round
 * before the demo started, whose seed is already revealed, so "verified" can be seen at once.
 */
export const DEMO_LOTTERY_PHONE = '81298760888';
const DEMO_LOTTERY_USER_ID = 'U80760888';
/** The client seeds of that customer's earlier draws. */
const PAST_DRAW_REQUESTS = ['demo-lottery-past-1', 'demo-lottery-past-2', 'demo-lottery-past-3'];

/** The prizes: their template, GRANT batch, odds (basis points) and stock per round. */
const PRIZES = [
  { kind: 'RED_ENVELOPE', amount: 10_000, minimum: 50_000, oddsBp: 2_500, stock: 20 },
  { kind: 'COUPON', amount: 15_000, minimum: 60_000, oddsBp: 2_500, stock: 20 },
  { kind: 'RED_ENVELOPE', amount: 25_000, minimum: 100_000, oddsBp: 500, stock: 3 },
] as const;

function prizeName(kind: 'RED_ENVELOPE' | 'COUPON', amount: number, minimum: number) {
  const money = formatRupiah(amount);
  const least = formatRupiah(minimum);
  return kind === 'RED_ENVELOPE'
    ? {
        name: t3(`Angpao undian ${money}`, `${money} lucky-draw red envelope`, `抽奖红包 ${money}`),
        subtitle: t3(`Min. pesanan ${least}`, `Min. order ${least}`, `订单满 ${least} 可用`),
      }
    : {
        name: t3(`Kupon undian ${money}`, `${money} lucky-draw coupon`, `抽奖优惠券 ${money}`),
        subtitle: t3(`Min. belanja ${least}`, `Min. spend ${least}`, `满 ${least} 可用`),
      };
}

async function productsFrom(db: Database, minimum: number): Promise<number[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id::text as id from products where product_type = 'GROUP_COUPON' and status = 'ON'
      and sale_price >= ${minimum} order by sale_price, id limit 40`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The demo customer's earlier draws, made by the rules (LAHAP-DRAW-1) in the activity's first
 * round, which ended before the seed ran: its seed is revealed, so each draw checks at once.
 */
async function pastDraws(db: Database, activityId: number, startsAt: number, periodMs: number, now: number) {
  const [user] = await rowsOf<{ id: number }>(
    db,
    sql`insert into users (user_id, country_code, phone_no, user_name)
      values (${DEMO_LOTTERY_USER_ID}, '62', ${`62${DEMO_LOTTERY_PHONE}`}, 'Rina')
      on conflict do nothing returning id::int as id`,
  );
  if (!user) return;
  const seed = randomBytes(32).toString('hex');
  const [period] = await rowsOf<{ id: string }>(
    db,
    sql`insert into lottery_periods (activity_id, index, starts_at, ends_at, seed, commitment, draw_count)
      values (${activityId}, 0, ${timestampAt(startsAt)}, ${timestampAt(startsAt + periodMs)}, ${seed},
        ${commitmentOf(seed)}, ${PAST_DRAW_REQUESTS.length})
      returning id::text as id`,
  );
  if (!period) return;
  await db.execute(
    sql`insert into lottery_period_prizes (period_id, prize_id, sort, odds_bp, stock, remaining)
      select ${period.id}::bigint, id, sort, odds_bp, stock_per_period, stock_per_period
      from lottery_prizes where activity_id = ${activityId}`,
  );
  const odds = PRIZES.map((prize, index) => ({ prizeId: String(48_080_101 + index), oddsBp: prize.oddsBp }));
  for (const [index, requestId] of PAST_DRAW_REQUESTS.entries()) {
    const ordinal = index + 1;
    const [drawId] = await rowsOf<{ id: string }>(db, sql`select nextval('lottery_draw_ids')::text as id`);
    if (!drawId) return;
    const input = {
      activityId: String(activityId),
      periodId: period.id,
      ordinal,
      drawId: drawId.id,
      clientSeed: requestId,
    };
    const number = drawNumber(seed, input);
    const rolled = prizeOfNumber(number, odds);
    // Stock for a few draws never runs out: a roll of a prize wins it.
    if (rolled !== null) {
      await db.execute(
        sql`update lottery_period_prizes set remaining = remaining - 1
          where period_id = ${period.id}::bigint and prize_id = ${rolled}::bigint`,
      );
    }
    // Demo history: the record of a prize, without a coupon in the wallet.
    const at = Math.min(startsAt + periodMs, now) - (PAST_DRAW_REQUESTS.length - index) * MINUTE_MS;
    await db.execute(
      sql`insert into lottery_draws (id, activity_id, period_id, ordinal, user_id, request_id, number,
          rolled_prize_id, prize_id, stock_out, drawn_at)
        values (${drawId.id}::bigint, ${activityId}, ${period.id}::bigint, ${ordinal}, ${user.id}, ${requestId},
          ${number}, ${rolled}::bigint, ${rolled}::bigint, false, ${timestampAt(at)})`,
    );
  }
  await db.execute(
    sql`insert into lottery_chance_grants (activity_id, user_id, source, source_key, chances, granted_at)
      values (${activityId}, ${user.id}, 'WELCOME', ${`${user.id}:${period.id}`}, ${PAST_DRAW_REQUESTS.length},
        ${timestampAt(startsAt)})`,
  );
  await db.execute(
    sql`insert into lottery_chance_balances (activity_id, user_id, earned, used)
      values (${activityId}, ${user.id}, ${PAST_DRAW_REQUESTS.length}, ${PAST_DRAW_REQUESTS.length})`,
  );
}

/**
 * The demo's lucky draw: ten-minute rounds starting one round before the seed ran, a welcome
 * chance each round, two red envelopes and a store coupon from GRANT batches, and a customer
 * with draws in the first round, already checkable. Runs after the demo city (it reads its
 * products and store); without them it adds nothing.
 */
export const lotteryDemoSeed: SeedStep = {
  name: 'lottery-demo',
  async run(db, { now: clock = Date.now }) {
    const now = clock();
    const periodMs = DEMO_PERIOD_MINUTES * MINUTE_MS;
    const startsAt = Math.floor(now / periodMs) * periodMs - periodMs;
    const endsAt = startsAt + 90 * DAY_MS;
    const [store] = await rowsOf<{ merchant_id: string; logo_url: string }>(
      db,
      sql`select merchant_id::text as merchant_id, logo_url from stores where id = ${PRIZE_STORE_ID}`,
    );
    if (!store) return;

    await db.insert(lotteryActivities).values({
      id: DEMO_LOTTERY_ID,
      title: t3('Undian Lahap', 'Lahap lucky draw', 'Lahap 幸运抽奖'),
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      periodMinutes: DEMO_PERIOD_MINUTES,
      welcomeChances: 1,
    });
    for (const [index, prize] of PRIZES.entries()) {
      const templateId = 44_080_001 + index;
      const batchId = 45_080_001 + index;
      const text = prizeName(prize.kind, prize.amount, prize.minimum);
      const envelope = prize.kind === 'RED_ENVELOPE';
      await db.insert(couponTemplates).values({
        id: templateId,
        merchantId: envelope ? 0 : Number(store.merchant_id),
        business: envelope ? 'LOCAL_LIFE' : 'SAAS',
        ...text,
        logoUrl: envelope ? '' : store.logo_url,
        discountAmount: prize.amount,
        minimumSpend: prize.minimum,
        validDays: 14,
      });
      if (envelope) {
        const products = await productsFrom(db, prize.minimum);
        if (products.length > 0) {
          await db
            .insert(couponTemplateProducts)
            .values(products.map((productId) => ({ templateId, productId })));
        }
      } else {
        await db.insert(couponTemplateStores).values({ templateId, storeId: PRIZE_STORE_ID });
      }
      // Given only by the draw, as often as a customer wins it.
      await db.insert(couponBatches).values({
        id: batchId,
        templateId,
        totalQuantity: 100_000,
        remainingQuantity: 100_000,
        receiveTimesLimit: -1,
        receiveTimesDailyLimit: -1,
        claimChannel: 'GRANT',
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt + 30 * DAY_MS),
      });
      await db.insert(lotteryPrizes).values({
        id: 48_080_101 + index,
        activityId: DEMO_LOTTERY_ID,
        sort: index,
        kind: prize.kind,
        batchId,
        name: text.name,
        amount: prize.amount,
        minimumSpend: prize.minimum,
        oddsBp: prize.oddsBp,
        stockPerPeriod: prize.stock,
      });
    }
    await pastDraws(db, DEMO_LOTTERY_ID, startsAt, periodMs, now);
  },
};
