import { ERROR_CODES } from '@lahap/contract/errors';
import { checkDraw, commitmentOf } from '@lahap/contract/lottery/draw';
import type {
  LotteryDetailData,
  LotteryDrawData,
  LotteryVerifyData,
  WinningRecordsData,
} from '@lahap/contract/lottery/schemas';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUser, createUsers } from './factories.js';
import { describeEachEngine, envelopeFields, expectRefusal, expectSuccess } from './helper.js';
import { testClock } from './identity-helper.js';
import { createLottery, giveChances, lotteryPost, publish, rowOf, undeliver } from './lottery-factories.js';

const clock = testClock(Date.now());
const MINUTE_MS = 60_000;

/** The revealed draw as the contract's check reads it. */
const revealedOf = (v: LotteryVerifyData) => ({
  ...v,
  seed: v.seed ?? '',
  odds: v.odds,
  prizeId: v.prize?.prizeId ?? null,
});

describeEachEngine(
  'the lucky draw',
  (t) => {
    it('publishes the period’s commitment before any draw, and the next one’s', async () => {
      const { activityId, prizes } = await createLottery(t.app, clock.now(), {
        prizes: [
          { oddsBp: 1_000, stock: 3 },
          { kind: 'COUPON', oddsBp: 500, stock: 0 },
        ],
        welcomeChances: 1,
      });
      const user = await createUser(t.app);
      const detail = expectSuccess<LotteryDetailData>(
        await lotteryPost(t.app, user, 'detail', { activityId, includeRevealed: true }),
      );
      expect(detail).toMatchObject({
        activityId,
        ended: false,
        thanksOddsBp: 8_500,
        rules: { algorithm: 'LAHAP-DRAW-1', oddsScale: 10_000 },
        // The welcome chance of the period, given once.
        chances: { available: 1, earned: 1, used: 0 },
        revealedPeriods: [],
      });
      expect(detail.period.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(detail.period.drawCount).toBe(0);
      expect(detail.nextPeriod?.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(detail.nextPeriod?.commitment).not.toBe(detail.period.commitment);
      expect(detail.prizes.map((p) => [p.prizeId, p.oddsBp, p.remaining, p.exhaustedAtOrdinal])).toEqual([
        [prizes[0]!.prizeId, 1_000, 3, null],
        [prizes[1]!.prizeId, 500, 0, 0],
      ]);
      expect(detail.earnWays.map((way) => way.source)).toEqual(['WELCOME', 'FIRST_PAID_ORDER', 'INVITATION']);
      const again = expectSuccess<LotteryDetailData>(
        await lotteryPost(t.app, user, 'detail', { activityId }),
      );
      expect(again.period.commitment).toBe(detail.period.commitment);
      expect(again.chances.available).toBe(1);
    });

    it('gives one chance per paid-order day and per invitation, however often an event is delivered', async () => {
      const { activityId } = await createLottery(t.app, clock.now(), { prizes: [{ oddsBp: 100, stock: 1 }] });
      const user = await createUser(t.app);
      const paid = (orderId: string) =>
        publish(t.app, 'order.paid', {
          orderId,
          userId: user.id,
          merchantId: '1',
          productId: '2',
          quantity: 1,
          amount: 50_000,
        });
      const chances = async () =>
        expectSuccess<LotteryDetailData>(await lotteryPost(t.app, user, 'detail', { activityId })).chances;

      const first = await paid('901');
      expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
      await undeliver(t.app, 'lottery.first-order-chance', first);
      expect(await t.app.outbox.drain()).toBe(1);
      expect(await chances()).toEqual({ available: 1, earned: 1, used: 0 });
      // A second paid order the same Jakarta day earns nothing more.
      await paid('902');
      await t.app.outbox.drain();
      expect((await chances()).earned).toBe(1);

      const invited = await publish(t.app, 'invitation.rewarded', {
        referralId: '77001',
        inviterUserId: user.id,
        inviteeUserId: (await createUser(t.app)).id,
      });
      await t.app.outbox.drain();
      await undeliver(t.app, 'lottery.invitation-chance', invited);
      expect(await t.app.outbox.drain()).toBe(1);
      expect(await chances()).toEqual({ available: 2, earned: 2, used: 0 });
      const grants = await rowOf<{ n: number }>(
        t.app,
        sql`select count(*)::int as n from lottery_chance_grants where user_id = ${user.id}`,
      );
      expect(grants.n).toBe(2);
    });

    it('refuses a draw without a chance, on an ended activity, and bad input, in the envelope', async () => {
      const { activityId } = await createLottery(t.app, clock.now(), { prizes: [{ oddsBp: 100, stock: 1 }] });
      const user = await createUser(t.app);
      expectRefusal(
        await lotteryPost(t.app, user, 'draw', { activityId }),
        400,
        ERROR_CODES.LOTTERY_NO_CHANCE,
      );
      const drawn = await rowOf<{ n: number }>(
        t.app,
        sql`select count(*)::int as n from lottery_draws where user_id = ${user.id}`,
      );
      expect(drawn.n).toBe(0);

      const ended = await createLottery(t.app, clock.now(), {
        prizes: [{ oddsBp: 100, stock: 1 }],
        start: clock.now() - 60 * MINUTE_MS,
        end: clock.now() - MINUTE_MS,
      });
      await giveChances(t.app, ended.activityId, [user]);
      expectRefusal(
        await lotteryPost(t.app, user, 'draw', { activityId: ended.activityId }),
        400,
        ERROR_CODES.LOTTERY_ACTIVITY_ENDED,
      );
      expectRefusal(
        await lotteryPost(t.app, user, 'draw', { activityId: '9223372036854775807' }),
        400,
        ERROR_CODES.LOTTERY_ACTIVITY_NOT_FOUND,
      );
      expectRefusal(
        await lotteryPost(t.app, user, 'draw', { activityId: 'abc' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(await lotteryPost(t.app, user, 'draw', {}), 400, ERROR_CODES.PARAMETER_ERROR);
      expectRefusal(
        await lotteryPost(t.app, user, 'winning_records' as 'winningRecords', { pageNo: 1, pageSize: 10 }),
        404,
        ERROR_CODES.NOT_FOUND,
      );
      expectRefusal(
        await lotteryPost(t.app, user, 'winningRecords', { pageNo: 0, pageSize: 10 }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(
        await lotteryPost(t.app, user, 'verify', { drawId: '-1' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(
        await lotteryPost(t.app, user, 'verify', { drawId: '123' }),
        400,
        ERROR_CODES.LOTTERY_DRAW_NOT_FOUND,
      );
      expectRefusal(
        await lotteryPost(t.app, null, 'detail', { activityId }),
        401,
        ERROR_CODES.SESSION_INVALID,
      );
    });

    it('answers a repeated draw request with the first draw, spending one chance', async () => {
      const { activityId } = await createLottery(t.app, clock.now(), {
        prizes: [{ oddsBp: 5_000, stock: 10 }],
      });
      const user = await createUser(t.app);
      await giveChances(t.app, activityId, [user], 2);
      const envelope = envelopeFields();
      const first = expectSuccess<LotteryDrawData>(
        await lotteryPost(t.app, user, 'draw', { ...envelope, activityId }),
      );
      expect(first.chancesLeft).toBe(1);
      const again = expectSuccess<LotteryDrawData>(
        await lotteryPost(t.app, user, 'draw', { ...envelope, timestamp: Date.now(), activityId }),
      );
      expect(again).toEqual(first);
      const counted = await rowOf<{ draws: number; used: number }>(
        t.app,
        sql`select (select count(*)::int from lottery_draws where user_id = ${user.id}) as draws,
          (select used from lottery_chance_balances where user_id = ${user.id} and activity_id = ${activityId}::bigint) as used`,
      );
      expect(counted).toEqual({ draws: 1, used: 1 });
      // A prize's coupon is given once, under the draw's key.
      if (first.prize) {
        const coupons = await rowOf<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from coupons where user_id = ${user.id} and request_id = ${`lottery:${first.drawId}`}`,
        );
        expect(coupons.n).toBe(1);
        expect(first.couponId).not.toBeNull();
      }
    });

    it('gives exactly the stock when 200 customers draw at once, and each draw recomputes from the revealed seed', async () => {
      const start = clock.now() - MINUTE_MS;
      const { activityId, prizes } = await createLottery(t.app, clock.now(), {
        prizes: [{ oddsBp: 9_000, stock: 5 }],
        start,
      });
      const users = await createUsers(t.app, 200);
      await giveChances(t.app, activityId, users);
      const answers = await Promise.all(
        users.map((user) => lotteryPost(t.app, user, 'draw', { activityId })),
      );
      const draws = answers.map((answer) => expectSuccess<LotteryDrawData>(answer));
      const won = draws.filter((draw) => draw.prize !== null);
      expect(won).toHaveLength(5);
      expect(new Set(draws.map((draw) => draw.ordinal))).toEqual(new Set(draws.map((_, i) => i + 1)));
      const stock = await rowOf<{ remaining: number; exhausted: number; coupons: number }>(
        t.app,
        sql`select pp.remaining, pp.exhausted_at_ordinal as exhausted,
            (select count(*)::int from coupons where batch_id = ${prizes[0]!.batchId}::bigint) as coupons
          from lottery_period_prizes pp where pp.prize_id = ${prizes[0]!.prizeId}::bigint`,
      );
      expect(stock.remaining).toBe(0);
      expect(stock.coupons).toBe(5);
      expect(stock.exhausted).toBe(Math.max(...won.map((draw) => draw.ordinal)));
      // Every later roll of the prize fell to thanks, marked out of stock.
      expect(draws.filter((draw) => draw.stockOut).every((draw) => draw.ordinal > stock.exhausted)).toBe(
        true,
      );
      expect(draws.some((draw) => draw.stockOut)).toBe(true);

      // Before the period ends the seed stays secret: the draw is checkable later.
      const pending = expectSuccess<LotteryVerifyData>(
        await lotteryPost(t.app, users[0]!, 'verify', { drawId: draws[0]!.drawId }),
      );
      expect(pending).toMatchObject({ revealed: false, seed: null, algorithm: 'LAHAP-DRAW-1' });
      const records = expectSuccess<WinningRecordsData>(
        await lotteryPost(t.app, users[0]!, 'winningRecords', { pageNo: 1, pageSize: 10 }),
      );
      expect(records.records.map((r) => [r.drawId, r.revealed])).toEqual([[draws[0]!.drawId, false]]);

      clock.advance(10 * MINUTE_MS);
      const checked = await Promise.all(
        [
          ...won.slice(0, 2),
          ...draws.filter((draw) => draw.stockOut).slice(0, 2),
          draws.find((d) => !d.prize && !d.stockOut),
        ]
          .filter((draw) => draw !== undefined)
          .map(async (draw) => {
            const owner = users[draws.indexOf(draw)]!;
            return expectSuccess<LotteryVerifyData>(
              await lotteryPost(t.app, owner, 'verify', { drawId: draw.drawId }),
            );
          }),
      );
      for (const verify of checked) {
        expect(verify.revealed).toBe(true);
        expect(commitmentOf(verify.seed!)).toBe(verify.commitment);
        const check = checkDraw(revealedOf(verify));
        expect(check, JSON.stringify(verify)).toMatchObject({ verified: true });
        // A record changed after the fact does not check.
        expect(checkDraw({ ...revealedOf(verify), number: (verify.number + 1) % 10_000 }).verified).toBe(
          false,
        );
      }
      const revealed = expectSuccess<LotteryDetailData>(
        await lotteryPost(t.app, users[0]!, 'detail', { activityId, includeRevealed: true }),
      );
      expect(revealed.revealedPeriods[0]).toMatchObject({
        index: 0,
        drawCount: 200,
        commitment: pending.commitment,
      });
      expect(revealed.period.index).toBe(1);
      expect(revealed.prizes[0]!.remaining).toBe(5);
    }, 60_000);

    it('closes a prize its batch can no longer give, so the outcome still follows the rule', async () => {
      const { activityId, prizes } = await createLottery(t.app, clock.now(), {
        prizes: [{ oddsBp: 10_000, stock: 5, batchQuantity: 1 }],
      });
      const user = await createUser(t.app);
      await giveChances(t.app, activityId, [user], 3);
      const draws: LotteryDrawData[] = [];
      for (let i = 0; i < 3; i += 1) {
        draws.push(expectSuccess<LotteryDrawData>(await lotteryPost(t.app, user, 'draw', { activityId })));
      }
      expect(draws.map((draw) => [draw.prize?.prizeId ?? null, draw.stockOut])).toEqual([
        [prizes[0]!.prizeId, false],
        [null, true],
        [null, true],
      ]);
      const verify = expectSuccess<LotteryVerifyData>(
        await lotteryPost(t.app, user, 'verify', { drawId: draws[1]!.drawId }),
      );
      expect(verify.odds[0]).toMatchObject({ remaining: 0, exhaustedAtOrdinal: draws[0]!.ordinal });
    });

    it('lists my draws newest first, by page', async () => {
      const { activityId } = await createLottery(t.app, clock.now(), {
        prizes: [{ oddsBp: 2_000, stock: 10 }],
      });
      const user = await createUser(t.app);
      await giveChances(t.app, activityId, [user], 3);
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        ids.push(
          expectSuccess<LotteryDrawData>(await lotteryPost(t.app, user, 'draw', { activityId })).drawId,
        );
      }
      const page1 = expectSuccess<WinningRecordsData>(
        await lotteryPost(t.app, user, 'winningRecords', { pageNo: 1, pageSize: 2 }),
      );
      const page2 = expectSuccess<WinningRecordsData>(
        await lotteryPost(t.app, user, 'winningRecords', { pageNo: 2, pageSize: 2 }),
      );
      expect(page1.pageInfoVO.hasMore).toBe(true);
      expect(page2.pageInfoVO.hasMore).toBe(false);
      expect([...page1.records, ...page2.records].map((r) => r.drawId)).toEqual([...ids].reverse());
      expectRefusal(
        await lotteryPost(t.app, user, 'draw', { activityId }),
        400,
        ERROR_CODES.LOTTERY_NO_CHANCE,
      );
    });
  },
  { now: clock.now },
);
