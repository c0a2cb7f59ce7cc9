import { ERROR_CODES } from '@lahap/contract/errors';
import type { LoginData } from '@lahap/contract/identity/schemas';
import type {
  InviteDetailData,
  InviteQueryData,
  InviteRewardListData,
  InviteStatisticsData,
} from '@lahap/contract/invitations/schemas';
import { INVITATION_PATHS } from '@lahap/contract/invitations/paths';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { invitationPrograms, users } from '../src/db/schema/index.js';
import { invitationRewardJob } from '../src/modules/invitations/index.js';
import { buyAndPay, createVoucherProduct, orderCall, vouchersOf } from './after-purchase-factories.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import {
  type Caller,
  callerPost,
  codeFor,
  e164,
  login,
  newCaller,
  newPhone,
  testClock,
} from './identity-helper.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const clock = testClock(Date.UTC(2026, 10, 27, 2, 0, 0));

const INVITER_REWARD = 20_000;
const INVITEE_REWARD = 15_000;

describeEachEngine(
  'inviting friends: codes, referrals and their held rewards',
  (t) => {
    let batches: { inviter: string; invitee: string };

    beforeAll(async () => {
      const inviter = await createBatch(t.app, {
        business: 'LOCAL_LIFE',
        discountAmount: INVITER_REWARD,
        claimChannel: 'GRANT',
        totalLimit: 50,
        quantity: 1_000,
      });
      const invitee = await createBatch(t.app, {
        business: 'LOCAL_LIFE',
        discountAmount: INVITEE_REWARD,
        claimChannel: 'GRANT',
        quantity: 1_000,
      });
      batches = { inviter: inviter.batchId, invitee: invitee.batchId };
      // Small caps, so each can be reached: two rewards a day, three in all.
      await t.app.db.insert(invitationPrograms).values({
        id: 1,
        inviterBatchId: Number(batches.inviter),
        inviteeBatchId: Number(batches.invitee),
        holdMs: DAY_MS,
        dailyCap: 2,
        totalCap: 3,
        adjustUrl: '/platform/downloadLahap',
      });
    });

    const as = (user: TestUser, caller: Caller = newCaller()): Caller => ({ ...caller, token: user.token });
    const post = (path: string, body: Record<string, unknown>, caller: Caller) =>
      callerPost(t.app, path, body, caller);

    /** An inviter with their code, having opened their invitation on `device`. */
    async function newInviter(device = newCaller()) {
      const user = await createUser(t.app);
      const detail = expectSuccess<InviteDetailData>(
        await post(INVITATION_PATHS.detail, {}, as(user, device)),
      );
      return { user, device, code: detail.inviteCode, detail };
    }

    /** A friend registering with the code, from their own (or the given) device. */
    async function register(inviteCode: string, caller: Caller = newCaller(), phone = newPhone()) {
      const code = await codeFor(t.app, phone, caller);
      const data = expectSuccess<LoginData>(
        await login(t.app, phone, code, { inviteCode, shareMethod: 'WHATS_APP' }, caller),
      );
      await t.app.outbox.drain();
      const [row] = await rowsOf<{ id: number }>(
        t.app,
        sql`select id::float8 as id from users where user_id = ${data.userId}`,
      );
      return {
        data,
        id: row!.id,
        user: { id: row!.id, userId: data.userId, sessionId: '', token: data.accessToken },
      };
    }

    const rewardsOf = async (inviter: TestUser) =>
      expectSuccess<InviteRewardListData>(
        await post(INVITATION_PATHS.rewardList, { pageNo: 1, pageSize: 20 }, as(inviter)),
      ).list;
    const statisticsOf = async (inviter: TestUser) =>
      expectSuccess<InviteStatisticsData>(await post(INVITATION_PATHS.rewardStatistics, {}, as(inviter)));
    const grantsOf = (userId: number) =>
      rowsOf<{ batch_id: string }>(
        t.app,
        sql`select batch_id::text as batch_id from coupons where user_id = ${userId}
          and batch_id in (${batches.inviter}::bigint, ${batches.invitee}::bigint) order by id`,
      );
    const runJob = async () => {
      await invitationRewardJob.run(t.app);
      await t.app.outbox.drain();
    };
    const rewardedEvents = async (inviteeUserId: number) =>
      (
        await rowsOf<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from outbox_events where name = 'invitation.rewarded'
            and (payload->>'inviteeUserId')::bigint = ${inviteeUserId}`,
        )
      )[0]!.n;

    it('gives each customer one code, a link to the landing and a poster that is a real picture', async () => {
      const { user, device, detail } = await newInviter();
      expect(detail.inviteCode).toMatch(/^[2-9A-HJ-KM-NP-Z]{8}$/);
      expect(detail.inviteLink).toContain(
        `/platform/inviteFriends/friendActivity?inviteCode=${detail.inviteCode}&shareType=INVITE_LINK`,
      );
      const again = expectSuccess<InviteDetailData>(
        await post(INVITATION_PATHS.detail, {}, as(user, device)),
      );
      expect(again.inviteCode).toBe(detail.inviteCode);

      const poster = await t.app.inject({ method: 'GET', url: detail.posterUrl });
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/png');
      const meta = await sharp(poster.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1080, 1350]);
      const unknown = await t.app.inject({ method: 'GET', url: api(`${INVITATION_PATHS.poster}/ZZZZZZZZ`) });
      expectRefusal(unknown, 404, ERROR_CODES.INVITE_CODE_UNKNOWN);
      const malformed = await t.app.inject({ method: 'GET', url: api(`${INVITATION_PATHS.poster}/x'1`) });
      expect(malformed.statusCode).toBe(400);
    });

    it("answers the landing's query with the inviter, and refuses a code no one has", async () => {
      const { code } = await newInviter();
      const query = expectSuccess<InviteQueryData>(
        await post(INVITATION_PATHS.query, { inviteCode: code.toLowerCase() }, newCaller()),
      );
      expect(query.inviterInfo.userName).toBe('Tester');
      expect(query.inviteConfigInfo).toMatchObject({
        adjustUrl: '/platform/downloadLahap',
        inviteeReward: { amount: INVITEE_REWARD },
      });
      expectRefusal(
        await post(INVITATION_PATHS.query, { inviteCode: '22222222' }, newCaller()),
        404,
        ERROR_CODES.INVITE_CODE_UNKNOWN,
      );
      expectRefusal(
        await post(INVITATION_PATHS.query, { inviteCode: 'no' }, newCaller()),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(await post(INVITATION_PATHS.query, {}, newCaller()), 400, ERROR_CODES.PARAMETER_ERROR);
    });

    it("tells a shared link's preview who sent the code", async () => {
      const { code } = await newInviter();
      const inviters = t.app.linkPreviews.inviters();
      expect(await inviters?.(code)).toEqual({ name: 'Tester', locale: null });
      expect(await inviters?.('22222222')).toBeNull();
      expect(await inviters?.('<script>')).toBeNull();
    });

    it('holds the reward of a first paid order for 24 hours, then gives both sides their red envelope once', async () => {
      const inviter = await newInviter();
      const friend = await register(inviter.code);
      expect(friend.data.userType).toBe('REGISTER');
      expect(await rewardsOf(inviter.user)).toMatchObject([
        {
          status: 'REGISTERED',
          reason: null,
          rewardAmount: INVITER_REWARD,
          friendName: expect.stringMatching(/^0812\*{4}\d{4}$/),
        },
      ]);

      const product = await createVoucherProduct(t.app, { salePrice: 30_000 });
      const order = await buyAndPay(t.app, friend.user, product, 1);
      await t.app.outbox.drain();
      const [held] = await rewardsOf(inviter.user);
      expect(held).toMatchObject({ status: 'PLACED_ORDER', holdUntil: clock.now() + DAY_MS });
      expect(await statisticsOf(inviter.user)).toMatchObject({
        invitedCount: 1,
        orderedCount: 1,
        pendingAmount: INVITER_REWARD,
        earnedAmount: 0,
      });

      // A second paid order is not a first one; the hold has not ended.
      await buyAndPay(t.app, friend.user, product, 1);
      clock.advance(DAY_MS - 1);
      await runJob();
      expect((await rewardsOf(inviter.user))[0]!.status).toBe('PLACED_ORDER');
      expect(await grantsOf(inviter.user.id)).toEqual([]);

      clock.advance(1);
      await runJob();
      await runJob();
      expect((await rewardsOf(inviter.user))[0]).toMatchObject({
        status: 'REWARD_EARNED',
        rewardedAt: clock.now(),
      });
      expect(await grantsOf(inviter.user.id)).toEqual([{ batch_id: batches.inviter }]);
      expect(await grantsOf(friend.id)).toEqual([{ batch_id: batches.invitee }]);
      expect(await rewardedEvents(friend.id)).toBe(1);
      expect(await statisticsOf(inviter.user)).toMatchObject({
        rewardedCount: 1,
        earnedAmount: INVITER_REWARD,
        pendingAmount: 0,
      });
      void order;
    });

    it('ends the hold when a voucher of the order is used, and hears that twice without a second reward', async () => {
      const inviter = await newInviter();
      const friend = await register(inviter.code);
      const product = await createVoucherProduct(t.app, { salePrice: 30_000 });
      const order = await buyAndPay(t.app, friend.user, product, 2);
      await t.app.outbox.drain();
      const [voucher] = await vouchersOf(t.app, friend.user, order.orderId);
      const redeemed = {
        voucherId: voucher!.voucherId,
        orderId: order.orderId,
        userId: friend.id,
        amount: voucher!.amount,
      };
      for (let i = 0; i < 2; i += 1) {
        await t.app.db.transaction((tx) => t.app.outbox.publish(tx, 'voucher.redeemed', redeemed));
        await t.app.outbox.drain();
      }
      expect((await rewardsOf(inviter.user))[0]!.status).toBe('REWARD_EARNED');
      expect(await grantsOf(inviter.user.id)).toHaveLength(1);
      expect(await grantsOf(friend.id)).toHaveLength(1);
      expect(await rewardedEvents(friend.id)).toBe(1);
    });

    it('voids a held reward when the order is refunded first', async () => {
      const inviter = await newInviter();
      const friend = await register(inviter.code);
      const product = await createVoucherProduct(t.app, { salePrice: 30_000 });
      const order = await buyAndPay(t.app, friend.user, product, 1);
      await t.app.outbox.drain();
      expectSuccess(
        await orderCall(t.app, friend.user, ORDER_PATHS.refund, {
          orderId: order.orderId,
          reason: 'CHANGED_PLANS',
        }),
      );
      await t.app.outbox.drain();
      clock.advance(DAY_MS);
      await runJob();
      expect((await rewardsOf(inviter.user))[0]).toMatchObject({
        status: 'UNABLE_TO_COMPLETE',
        reason: 'ORDER_REFUNDED',
        rewardAmount: 0,
      });
      expect(await grantsOf(inviter.user.id)).toEqual([]);
      expect(await grantsOf(friend.id)).toEqual([]);
    });

    it("refuses a self-invite from the inviter's own device, and a second friend from one device", async () => {
      const inviter = await newInviter();
      const self = await register(inviter.code, { ...newCaller(), device: inviter.device.device });
      expect(self.data.userType).toBe('REGISTER');
      const device = newCaller();
      await register(inviter.code, device);
      await register(inviter.code, { ...newCaller(), device: device.device });
      const list = await rewardsOf(inviter.user);
      expect(list.map((item) => [item.status, item.reason])).toEqual([
        ['UNABLE_TO_COMPLETE', 'DEVICE_REUSED'],
        ['REGISTERED', null],
        ['UNABLE_TO_COMPLETE', 'SELF_INVITE'],
      ]);
    });

    it('refuses a phone that held an account before, deleted more than 30 days ago', async () => {
      const inviter = await newInviter();
      const phone = newPhone();
      await t.app.db.insert(users).values({
        userId: `U${Date.now()}`,
        phoneNo: e164(phone),
        status: 'DELETED',
        deletedAt: new Date(clock.now() - 40 * DAY_MS),
      });
      const friend = await register(inviter.code, newCaller(), phone);
      expect(friend.data.userType).toBe('REGISTER');
      expect((await rewardsOf(inviter.user))[0]).toMatchObject({
        status: 'UNABLE_TO_COMPLETE',
        reason: 'PHONE_HELD_BEFORE',
      });
    });

    it('caps the rewards of one inviter per day and in all, saying why', async () => {
      const inviter = await newInviter();
      const product = await createVoucherProduct(t.app, { salePrice: 30_000 });
      const friends = [];
      for (let i = 0; i < 4; i += 1) {
        const friend = await register(inviter.code);
        await buyAndPay(t.app, friend.user, product, 1);
        friends.push(friend);
      }
      await t.app.outbox.drain();
      clock.advance(DAY_MS);
      // Four releases at once: the inviter's lock makes the cap exact.
      const due = await rowsOf<{ id: string }>(
        t.app,
        sql`select id::text as id from referrals where inviter_user_id = ${inviter.user.id} order by id`,
      );
      const { releaseReward } = await import('../src/modules/invitations/referral-rewards.js');
      await Promise.all(
        due.map(({ id }) => t.app.db.transaction((tx) => releaseReward(tx, id, t.app.invitationRewards))),
      );
      const statuses = (await rewardsOf(inviter.user)).map((item) => item.reason ?? item.status);
      expect(statuses.filter((s) => s === 'REWARD_EARNED')).toHaveLength(2);
      expect(statuses.filter((s) => s === 'DAILY_CAP')).toHaveLength(2);
      expect(await grantsOf(inviter.user.id)).toHaveLength(2);

      // The next day one more fits under the total of three, then the total says no.
      const more = [await register(inviter.code), await register(inviter.code)];
      for (const friend of more) await buyAndPay(t.app, friend.user, product, 1);
      await t.app.outbox.drain();
      clock.advance(DAY_MS);
      await runJob();
      const after = await rewardsOf(inviter.user);
      expect(
        after
          .slice(0, 2)
          .map((item) => item.reason ?? item.status)
          .sort(),
      ).toEqual(['REWARD_EARNED', 'TOTAL_CAP']);
      expect(await grantsOf(inviter.user.id)).toHaveLength(3);
      void friends;
    });

    it('needs a login for my invitation, and validates what it is sent', async () => {
      expectRefusal(await post(INVITATION_PATHS.detail, {}, newCaller()), 401, ERROR_CODES.SESSION_INVALID);
      const { user } = await newInviter();
      expectRefusal(
        await post(INVITATION_PATHS.share, { shareType: 'CARRIER_PIGEON' }, as(user)),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(
        await post(INVITATION_PATHS.rewardList, { pageNo: 0 }, as(user)),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      const shared = expectSuccess<{ shareCount: number }>(
        await post(INVITATION_PATHS.share, { shareType: 'POSTER_01' }, as(user)),
      );
      expect(shared.shareCount).toBe(1);
    });
  },
  { now: () => clock.now(), payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
