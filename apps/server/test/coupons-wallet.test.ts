import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type {
  AggregationActivityData,
  ClaimAwardData,
  CouponDetailData,
  CouponProductListData,
  MyCouponsData,
  QueryNewReceivedData,
  ReceiveByTokenData,
  ReceiveData,
  RedPacketActivityData,
} from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { claimWrites, createBatch, createRedPacket, rowsOf } from './coupon-factories.js';
import { createProduct, offset } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { testClock } from './identity-helper.js';
import { createStorePage } from './store-factories.js';

const HOME = { lat: -6.2, lng: 106.8 };
const DAY_MS = 86_400_000;
const clock = testClock(Date.UTC(2026, 10, 25, 3, 0, 0));

describeEachEngine(
  'coupon wallet, claim links and red packets',
  (t) => {
    const as = (user: TestUser | null) => (user ? { headers: { [HEADERS.authorize]: user.token } } : {});
    const post = (path: string, body: Record<string, unknown>, user: TestUser | null) =>
      signedPost(t.app, api(path), body, as(user));
    const claim = async (user: TestUser, batch: { batchId: string; templateId: string }) =>
      expectSuccess<ReceiveData>(
        await post(
          COUPON_PATHS.receive,
          { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] },
          user,
        ),
      ).couponIds[0]!;
    const list = async (user: TestUser, body: Record<string, unknown>) =>
      expectSuccess<MyCouponsData>(await post(COUPON_PATHS.myCoupons, body, user));

    it('pages the wallet by 20, ending soonest first, and moves used and expired coupons to the history', async () => {
      const user = await createUser(t.app);
      const ids: string[] = [];
      for (let days = 1; days <= 22; days += 1)
        ids.push(await claim(user, await createBatch(t.app, { validDays: days })));
      const first = await list(user, { status: 'valid', pageNo: 1 });
      expect(first.couponList).toHaveLength(20);
      expect(first.pageInfoVO.hasMore).toBe(true);
      expect(first.couponList.map((c) => c.id)).toEqual(ids.slice(0, 20));
      const second = await list(user, { status: 'valid', pageNo: 2 });
      expect(second.couponList.map((c) => c.id)).toEqual(ids.slice(20));
      expect(second.pageInfoVO.hasMore).toBe(false);

      expect(await t.app.coupons.use(ids[5]!)).toBe(true);
      expect(await t.app.coupons.use(ids[5]!)).toBe(false);
      clock.advance(DAY_MS);
      // Before the sweep runs, the answer already tells the ended coupon apart.
      const history = await list(user, { status: 'history' });
      expect(history.couponList.map((c) => [c.id, c.status])).toEqual([
        [ids[0], 'expired'],
        [ids[5], 'used'],
      ]);
      expect(history.couponList[1]?.usedTime).not.toBeNull();
      expect(await t.app.coupons.sweep()).toEqual({ expired: 1, effective: 0 });
      expect(await t.app.coupons.sweep()).toEqual({ expired: 0, effective: 0 });
      const [state] = await rowsOf<{ status: string }>(
        t.app,
        sql`select status from coupons where id = ${ids[0]}::bigint`,
      );
      expect(state?.status).toBe('EXPIRED');
      expect((await list(user, {})).couponList).toHaveLength(20);
      clock.advance(-DAY_MS);
    });

    it('sweeps once when several processes sweep at once, and opens fixed windows when they start', async () => {
      const user = await createUser(t.app);
      const start = clock.now() + DAY_MS;
      const later = await claim(
        user,
        await createBatch(t.app, { validWindow: { start, end: start + DAY_MS } }),
      );
      const soon = await claim(user, await createBatch(t.app, { validDays: 1 }));
      const wallet = await list(user, { status: 'valid' });
      expect(wallet.couponList.find((c) => c.id === later)?.status).toBe('not_effective');
      clock.advance(DAY_MS);
      const passes = await Promise.all([t.app.coupons.sweep(), t.app.coupons.sweep(), t.app.coupons.sweep()]);
      expect(passes.reduce((sum, pass) => sum + pass.expired, 0)).toBeGreaterThanOrEqual(1);
      expect(passes.reduce((sum, pass) => sum + pass.effective, 0)).toBe(1);
      const rows = await rowsOf<{ id: string; status: string }>(
        t.app,
        sql`select id::text as id, status from coupons where id in (${later}::bigint, ${soon}::bigint) order by id`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
        [later]: 'VALID',
        [soon]: 'EXPIRED',
      });
      clock.advance(-DAY_MS);
    });

    it('reports new coupons once, and only the customer’s own', async () => {
      const user = await createUser(t.app);
      const other = await createUser(t.app);
      expectSuccess(await post(COUPON_PATHS.queryNewReceived, {}, user));
      await claim(user, await createBatch(t.app));
      await claim(user, await createBatch(t.app));
      await claim(other, await createBatch(t.app));
      expect(
        expectSuccess<QueryNewReceivedData>(await post(COUPON_PATHS.queryNewReceived, {}, user)),
      ).toEqual({
        received: true,
        count: 2,
      });
      expect(
        expectSuccess<QueryNewReceivedData>(await post(COUPON_PATHS.queryNewReceived, {}, user)),
      ).toEqual({
        received: false,
        count: 0,
      });
      expectRefusal(await post(COUPON_PATHS.queryNewReceived, {}, null), 401, ERROR_CODES.SESSION_INVALID);
    });

    it('tells which batches a customer holds a usable coupon of, and asks guests to log in', async () => {
      const user = await createUser(t.app);
      const held = await createBatch(t.app);
      const other = await createBatch(t.app);
      const couponId = await claim(user, held);
      const answer = expectSuccess<{ heldList: { batchId: string; couponId: string }[] }>(
        await post(COUPON_PATHS.heldBatches, { batchIds: [held.batchId, other.batchId] }, user),
      );
      expect(answer.heldList).toEqual([{ batchId: held.batchId, couponId }]);
      await t.app.coupons.use(couponId);
      expect(
        expectSuccess<{ heldList: unknown[] }>(
          await post(COUPON_PATHS.heldBatches, { batchIds: [held.batchId] }, user),
        ).heldList,
      ).toEqual([]);
      expectRefusal(
        await post(COUPON_PATHS.heldBatches, { batchIds: [held.batchId] }, null),
        401,
        ERROR_CODES.SESSION_INVALID,
      );
      expectRefusal(
        await post(COUPON_PATHS.heldBatches, { batchIds: [] }, user),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
    });

    it('shows a batch before claiming by detailId, and asks for couponId or detailId', async () => {
      const store = await createStorePage(t.app, offset(HOME, 2, 0));
      const batch = await createBatch(t.app, { storeIds: [store.storeId], totalLimit: 3, dailyLimit: 1 });
      const detail = expectSuccess<CouponDetailData>(
        await post(COUPON_PATHS.detail, { detailId: batch.batchId }, null),
      );
      expect(detail).toMatchObject({ coupon: null, codeSeed: null, applicableStoreCount: 1 });
      expect(detail.template).toMatchObject({
        receiveTimesLimit: 3,
        receiveTimesDailyLimit: 1,
        validDays: 7,
      });
      expect(detail.rules.length).toBeGreaterThan(1);
      expect(
        expectRefusal(await post(COUPON_PATHS.detail, {}, null), 400, ERROR_CODES.PARAMETER_ERROR),
      ).toMatch(/couponId/);
      expectRefusal(
        await post(COUPON_PATHS.detail, { detailId: '424242' }, null),
        400,
        ERROR_CODES.COUPON_NOT_FOUND,
      );
      expectRefusal(
        await post(COUPON_PATHS.detail, { couponId: '424242' }, null),
        401,
        ERROR_CODES.SESSION_INVALID,
      );
    });

    it('gives one coupon per claim link, once, and refuses forged, expired and used links', async () => {
      const batch = await createBatch(t.app, { claimChannel: 'LINK', totalLimit: -1 });
      const token = await t.app.coupons.mintClaimLink(batch.batchId);
      const user = await createUser(t.app);
      // A link-only batch gives nothing through receive.
      expectRefusal(
        await post(
          COUPON_PATHS.receive,
          { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] },
          user,
        ),
        400,
        ERROR_CODES.COUPON_NOT_COLLECTED,
      );
      const other = await createUser(t.app);
      const [a, b] = await Promise.all([
        post(COUPON_PATHS.receiveByToken, { token }, user),
        post(COUPON_PATHS.receiveByToken, { token }, user),
      ]);
      const ids = [a!, b!].map((answer) => expectSuccess<ReceiveByTokenData>(answer).id);
      expect(ids[0]).toBe(ids[1]);
      const before = await claimWrites(t.app);
      expectRefusal(
        await post(COUPON_PATHS.receiveByToken, { token }, other),
        400,
        ERROR_CODES.CLAIM_LINK_USED,
      );
      const forged = token.replace(/^\d+/, (id) => String(Number(id) + 1));
      expectRefusal(
        await post(COUPON_PATHS.receiveByToken, { token: forged }, other),
        400,
        ERROR_CODES.CLAIM_LINK_INVALID,
      );
      expectRefusal(
        await post(COUPON_PATHS.receiveByToken, { token: 'nonsense' }, other),
        400,
        ERROR_CODES.CLAIM_LINK_INVALID,
      );
      const short = await t.app.coupons.mintClaimLink(batch.batchId, 60_000);
      clock.advance(120_000);
      expectRefusal(
        await post(COUPON_PATHS.receiveByToken, { token: short }, other),
        400,
        ERROR_CODES.CLAIM_LINK_INVALID,
      );
      clock.advance(-120_000);
      expect(await claimWrites(t.app)).toEqual(before);
    });

    it('opens a red packet once: its envelopes go to the wallet, and a sold-out one does not cost the others', async () => {
      const store = await createStorePage(t.app, offset(HOME, 2, 1));
      const product = await createProduct(t.app, { storeIds: [store.storeId] });
      const big = await createBatch(t.app, {
        claimChannel: 'ACTIVITY',
        business: 'LOCAL_LIFE',
        discountAmount: 20_000,
        productIds: [Number(product)],
      });
      const small = await createBatch(t.app, {
        claimChannel: 'ACTIVITY',
        business: 'LOCAL_LIFE',
        discountAmount: 5_000,
      });
      const gone = await createBatch(t.app, {
        claimChannel: 'ACTIVITY',
        business: 'LOCAL_LIFE',
        quantity: 0,
      });
      const activityId = await createRedPacket(t.app, [big.batchId, small.batchId, gone.batchId]);
      const user = await createUser(t.app);

      const shown = expectSuccess<RedPacketActivityData>(
        await post(COUPON_PATHS.redPacketActivity, {}, user),
      );
      expect(shown.activity).toMatchObject({
        activityId,
        display: 'BIG_IMAGE',
        opened: false,
        totalAmount: 35_000,
      });

      const [first, second] = await Promise.all([
        post(COUPON_PATHS.claimAward, { activityId }, user),
        post(COUPON_PATHS.claimAward, { activityId }, user),
      ]);
      const opened = [first!, second!].map((answer) => expectSuccess<ClaimAwardData>(answer).couponList);
      expect(opened[0]?.map((c) => c.discountAmount)).toEqual([20_000, 5_000]);
      expect(opened[1]?.map((c) => c.id)).toEqual(opened[0]?.map((c) => c.id));
      expect(opened[0]?.every((c) => c.business === 'LOCAL_LIFE' && c.status === 'valid')).toBe(true);

      // A packet's envelope comes only from the packet.
      expectRefusal(
        await post(
          COUPON_PATHS.receive,
          { couponBatchId: small.batchId, couponTemplateIds: [small.templateId] },
          user,
        ),
        400,
        ERROR_CODES.COUPON_NOT_COLLECTED,
      );
      const envelopes = await list(user, { business: 'LOCAL_LIFE', status: 'valid' });
      expect(envelopes.couponList).toHaveLength(2);
      expect((await list(user, { status: 'valid' })).couponList).toHaveLength(0);
      const again = expectSuccess<RedPacketActivityData>(
        await post(COUPON_PATHS.redPacketActivity, {}, user),
      );
      expect(again.activity?.opened).toBe(true);

      const couponId = opened[0]![0]!.id;
      const products = expectSuccess<CouponProductListData>(
        await post(COUPON_PATHS.productList, { couponId }, user),
      );
      expect(products.productList.map((p) => p.productId)).toEqual([product]);
      const detail = expectSuccess<CouponDetailData>(await post(COUPON_PATHS.detail, { couponId }, user));
      // A red envelope is used when buying, never at a counter: no code to show.
      expect(detail.codeSeed).toBeNull();

      const page = expectSuccess<AggregationActivityData>(
        await post(COUPON_PATHS.aggregationActivity, { activityId }, null),
      );
      expect(page).toMatchObject({
        whatsappLink: 'https://wa.me/6281100000000',
        activity: { activityId, opened: false },
      });
    });

    it('answers 9000002 and writes nothing when no envelope of a packet is left, and 1003008 for an ended packet', async () => {
      const gone = await createBatch(t.app, {
        claimChannel: 'ACTIVITY',
        business: 'LOCAL_LIFE',
        quantity: 0,
      });
      const activityId = await createRedPacket(t.app, [gone.batchId]);
      const ended = await createRedPacket(t.app, [gone.batchId], {
        start: clock.now() - 2 * DAY_MS,
        end: clock.now() - DAY_MS,
      });
      const user = await createUser(t.app);
      const before = await claimWrites(t.app);
      expectRefusal(
        await post(COUPON_PATHS.claimAward, { activityId }, user),
        400,
        ERROR_CODES.COUPON_NOT_COLLECTED,
      );
      expectRefusal(
        await post(COUPON_PATHS.claimAward, { activityId: ended }, user),
        400,
        ERROR_CODES.ACTIVITY_UNAVAILABLE,
      );
      expect(await claimWrites(t.app)).toEqual(before);
    });
  },
  { now: () => clock.now() },
);
