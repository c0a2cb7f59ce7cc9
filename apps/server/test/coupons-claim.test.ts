import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { CouponDetailData, MyCouponsData, ReceiveData } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import {
  type ScannedRedeemCode,
  checkScannedCode,
  currentRedeemCode,
  holdRedeemCode,
  keyToHex,
  parseRedeemCode,
} from '@lahap/contract/redemption/code';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type { MerchantHomepageCouponData } from '@lahap/contract/store/schemas';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { type BatchOptions, claimWrites, createBatch, rowsOf } from './coupon-factories.js';
import { offset } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import {
  api,
  describeEachEngine,
  envelopeFields,
  expectRefusal,
  expectSuccess,
  signedPost,
} from './helper.js';
import { testClock } from './identity-helper.js';
import { createStorePage } from './store-factories.js';

const HOME = { lat: -6.3, lng: 106.7 };
const DAY_MS = 86_400_000;
/** 2026-11-24 16:59:59.000 UTC = 23:59:59 in Jakarta. */
const JAKARTA_LAST_SECOND = Date.UTC(2026, 10, 24, 16, 59, 59);

const clock = testClock(JAKARTA_LAST_SECOND - DAY_MS);

describeEachEngine(
  'coupon claims',
  (t) => {
    const as = (user: TestUser | null) => (user ? { headers: { [HEADERS.authorize]: user.token } } : {});
    const claim = (user: TestUser | null, batch: { batchId: string; templateId: string }, extra = {}) =>
      signedPost(
        t.app,
        api(COUPON_PATHS.receive),
        { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId], ...extra },
        as(user),
      );
    const batchOf = (options: BatchOptions = {}) =>
      createBatch(t.app, {
        claimWindow: { start: clock.now() - 30 * DAY_MS, end: clock.now() + 30 * DAY_MS },
        ...options,
      });
    const couponsOf = async (batchId: string) =>
      (
        await rowsOf<{ n: number }>(
          t.app,
          sql`select count(*)::int as n from coupons where batch_id = ${batchId}::bigint`,
        )
      )[0]!;

    it('asks guests to log in', async () => {
      const batch = await batchOf();
      expectRefusal(await claim(null, batch), 401, ERROR_CODES.SESSION_INVALID);
    });

    it('claims a coupon that then shows in the wallet, in its detail and as Use on the store page', async () => {
      const store = await createStorePage(t.app, offset(HOME, 3, 0));
      const batch = await batchOf({ storeIds: [store.storeId], validDays: 3 });
      const user = await createUser(t.app);
      const { couponIds } = expectSuccess<ReceiveData>(await claim(user, batch));
      expect(couponIds).toHaveLength(1);
      const [couponId] = couponIds;

      const wallet = expectSuccess<MyCouponsData>(
        await signedPost(t.app, api(COUPON_PATHS.myCoupons), { status: 'valid' }, as(user)),
      );
      expect(wallet.couponList.map((c) => c.id)).toEqual(couponIds);
      const [coupon] = wallet.couponList;
      expect(coupon).toMatchObject({
        status: 'valid',
        couponStatus: 'VALID',
        business: 'SAAS',
        remainingDays: 2,
      });
      // Valid through the end of the second Jakarta day after the claim's.
      expect(coupon?.effectiveEndTime).toBe(new Date(JAKARTA_LAST_SECOND + 1000 + DAY_MS).toISOString());

      const detail = expectSuccess<CouponDetailData>(
        await signedPost(t.app, api(COUPON_PATHS.detail), { couponId }, as(user)),
      );
      expect(detail.coupon?.id).toBe(couponId);
      // The rotating code's seed: the coupon's own key pair's, derived from its merchant's secret
      // (merchant 1), with the merchant's certificate.
      const merchant = t.app.redemptionKeys.of('1');
      expect(detail.codeSeed).toEqual({
        kind: 'C',
        id: couponId,
        itemId: batch.templateId,
        secret: keyToHex(merchant.voucherSeed('C', couponId!, batch.templateId)),
        cert: expect.stringMatching(/^[\w-]{86}$/),
      });
      expect(Date.parse(detail.serverTime)).toBe(clock.now());
      const shown = currentRedeemCode(holdRedeemCode(detail.codeSeed!)!, clock.now());
      expect(shown.qrText).toMatch(new RegExp(`^LHP2\\.C\\.${couponId}\\.${batch.templateId}\\.\\d+\\.`));
      expect(
        checkScannedCode(merchant.publicKey, parseRedeemCode(shown.qrText) as ScannedRedeemCode, clock.now()),
      ).toBe('VALID');
      expect(detail.applicableStoreCount).toBe(1);
      expect(detail.rules.length).toBeGreaterThan(1);

      const page = expectSuccess<MerchantHomepageCouponData>(
        await signedPost(
          t.app,
          api(STORE_PATHS.merchantHomepageCoupon),
          { storeId: store.storeId },
          as(user),
        ),
      );
      expect(page.homepageCouponList.couponBatchList[0]).toMatchObject({ isReceive: true, couponId });
      const guestPage = expectSuccess<MerchantHomepageCouponData>(
        await signedPost(t.app, api(STORE_PATHS.merchantHomepageCoupon), { storeId: store.storeId }),
      );
      expect(guestPage.homepageCouponList.couponBatchList[0]).toMatchObject({
        isReceive: false,
        couponId: null,
      });

      // Another customer sees neither the coupon nor its detail.
      const other = await createUser(t.app);
      expectRefusal(
        await signedPost(t.app, api(COUPON_PATHS.detail), { couponId }, as(other)),
        400,
        ERROR_CODES.COUPON_NOT_FOUND,
      );
    });

    it('answers a repeated requestId with the first claim, even five at once, and never a second coupon', async () => {
      const batch = await batchOf({ totalLimit: 5 });
      const user = await createUser(t.app);
      const envelope = envelopeFields();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => claim(user, batch, { requestId: envelope.requestId })),
      );
      const ids = answers.map((answer) => expectSuccess<ReceiveData>(answer).couponIds);
      expect(new Set(ids.map((list) => list.join()))).toHaveProperty('size', 1);
      expect((await couponsOf(batch.batchId)).n).toBe(1);
      // A fresh requestId is a new claim.
      expectSuccess(await claim(user, batch));
      expect((await couponsOf(batch.batchId)).n).toBe(2);
      // The same requestId for another batch is a replay, not a claim.
      const other = await batchOf();
      expectRefusal(
        await claim(user, other, { requestId: envelope.requestId }),
        409,
        ERROR_CODES.REQUEST_REPLAYED,
      );
    });

    it('answers a repeat with the first coupons even after the batch sold out', async () => {
      const batch = await batchOf({ quantity: 1 });
      const user = await createUser(t.app);
      const { requestId } = envelopeFields();
      const first = expectSuccess<ReceiveData>(await claim(user, batch, { requestId }));
      expectRefusal(await claim(await createUser(t.app), batch), 400, ERROR_CODES.COUPON_NOT_COLLECTED);
      expect(expectSuccess<ReceiveData>(await claim(user, batch, { requestId }))).toEqual(first);
    });

    it('hands out exactly 50 coupons to 200 customers claiming a batch of 50 at once', async () => {
      const batch = await batchOf({ quantity: 50 });
      const people = await Promise.all(Array.from({ length: 200 }, () => createUser(t.app)));
      const answers = await Promise.all(people.map((person) => claim(person, batch)));
      const won = answers.filter((answer) => answer.statusCode === 200);
      expect(won).toHaveLength(50);
      for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
        expectRefusal(lost, 400, ERROR_CODES.COUPON_NOT_COLLECTED);
      }
      expect((await couponsOf(batch.batchId)).n).toBe(50);
      const remaining = await rowsOf(
        t.app,
        sql`select remaining_quantity from coupon_batches where id = ${batch.batchId}::bigint`,
      );
      expect(remaining[0]).toEqual({ remaining_quantity: 0 });
    });

    it('gives one customer tapping 20 times at once with limit 1 exactly one coupon', async () => {
      const batch = await batchOf({ totalLimit: 1 });
      const user = await createUser(t.app);
      const answers = await Promise.all(Array.from({ length: 20 }, () => claim(user, batch)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
        expectRefusal(lost, 400, ERROR_CODES.COUPON_LIMIT_REACHED);
      }
      expect((await couponsOf(batch.batchId)).n).toBe(1);
    });

    it('resets the daily limit at Jakarta midnight, not before', async () => {
      clock.set(JAKARTA_LAST_SECOND - 60_000);
      const batch = await batchOf({ totalLimit: -1, dailyLimit: 2 });
      const user = await createUser(t.app);
      expectSuccess(await claim(user, batch));
      expectSuccess(await claim(user, batch));
      clock.set(JAKARTA_LAST_SECOND);
      expectRefusal(await claim(user, batch), 400, ERROR_CODES.COUPON_DAILY_LIMIT_REACHED);
      clock.set(JAKARTA_LAST_SECOND + 1000);
      expectSuccess(await claim(user, batch));
      expectSuccess(await claim(user, batch));
      expectRefusal(await claim(user, batch), 400, ERROR_CODES.COUPON_DAILY_LIMIT_REACHED);
      expect((await couponsOf(batch.batchId)).n).toBe(4);
      clock.set(JAKARTA_LAST_SECOND - DAY_MS);
    });

    it('answers every refusal with its code and writes nothing', async () => {
      const user = await createUser(t.app);
      const now = clock.now();
      const cases: [BatchOptions, string][] = [
        [{ status: 'OFF' }, ERROR_CODES.COUPON_NOT_COLLECTED],
        [{ templateStatus: 'OFF' }, ERROR_CODES.COUPON_NOT_COLLECTED],
        [{ quantity: 0 }, ERROR_CODES.COUPON_NOT_COLLECTED],
        [{ claimWindow: { start: now - 2 * DAY_MS, end: now - DAY_MS } }, ERROR_CODES.COUPON_NOT_COLLECTED],
        [{ validWindow: { start: now - 2 * DAY_MS, end: now - DAY_MS } }, ERROR_CODES.COUPON_NOT_COLLECTED],
        [{ claimWindow: { start: now + DAY_MS, end: now + 2 * DAY_MS } }, ERROR_CODES.COUPON_NOT_STARTED],
        [{ newUserOnly: true }, ERROR_CODES.COUPON_NEW_USERS_ONLY],
      ];
      await t.app.db
        .execute(sql`update users set created_at = ${new Date(now - 60 * DAY_MS).toISOString()}::timestamptz
        where id = ${user.id}`);
      for (const [options, code] of cases) {
        const batch = await batchOf(options);
        const before = await claimWrites(t.app);
        expectRefusal(await claim(user, batch), 400, code);
        expect(await claimWrites(t.app), JSON.stringify(options)).toEqual(before);
      }
      const limited = await batchOf({ totalLimit: 1 });
      expectSuccess(await claim(user, limited));
      const before = await claimWrites(t.app);
      expectRefusal(await claim(user, limited), 400, ERROR_CODES.COUPON_LIMIT_REACHED);
      expect(
        expectRefusal(
          await claim(user, limited, { couponTemplateIds: ['123456'] }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        ),
      ).toMatch(/couponTemplateIds/);
      expectRefusal(
        await claim(user, { batchId: '99999999', templateId: '1' }),
        400,
        ERROR_CODES.COUPON_NOT_COLLECTED,
      );
      expect(await claimWrites(t.app)).toEqual(before);
    });

    it('lets a new customer claim a new-customers batch', async () => {
      const batch = await batchOf({ newUserOnly: true });
      const user = await createUser(t.app);
      await t.app.db
        .update(users)
        .set({ createdAt: new Date(clock.now() - DAY_MS) })
        .where(sql`id = ${user.id}`);
      expectSuccess(await claim(user, batch));
    });
  },
  { now: () => clock.now() },
);
