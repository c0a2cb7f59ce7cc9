import { randomUUID } from 'node:crypto';
import {
  REDEEM_CODE_PERIOD_S,
  REDEEM_TYPED_MISS_WINDOW_MS,
  REDEEM_TYPED_MISSES_PER_STAFF,
  REDEEM_TYPED_MISSES_PER_TARGET,
  STAFF_SESSION_TTL_MS,
} from '@lahap/contract/constants';
import { COUPON_PATHS } from '@lahap/contract/coupons/paths';
import type { CouponDetailData, ReceiveData } from '@lahap/contract/coupons/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { HEADERS } from '@lahap/contract/headers';
import { jakartaDay } from '@lahap/contract/jakarta-day';
import { REDEMPTION_PATHS } from '@lahap/contract/redemption/paths';
import type {
  RedeemHistoryData,
  RedeemSyncData,
  RedeemTarget,
  Redemption,
  StaffKitData,
  StaffLoginData,
} from '@lahap/contract/redemption/counter-schemas';
import { ORDER_PATHS } from '@lahap/contract/orders/paths';
import type { RefundData } from '@lahap/contract/orders/schemas';
import {
  checkScannedCode,
  currentRedeemCode,
  fromBase64Url,
  holdRedeemCode,
  parseRedeemCode,
  toBase64Url,
} from '@lahap/contract/redemption/code';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_STORE_ID, redemptionDemoSeed } from '../src/demo/redemption.js';
import { as, placeOrder } from './purchase-factories.js';
import { createBatch, rowsOf } from './coupon-factories.js';
import { createMall, createStore, haversineMetres, text } from './discovery-factories.js';
import { type TestUser, createUser } from './factories.js';
import { api, describeEachEngine, expectRefusal, expectSuccess, signedPost } from './helper.js';
import { callerPost, codeFor, newCaller, newPhone, testClock } from './identity-helper.js';
import {
  type TestVoucher,
  buyVouchers,
  codeShownAt,
  codesFromKit,
  createVoucherProduct,
  kitKeyMaterial,
  kitOf,
  loginStaff,
  redemptionRecords,
  staffPost,
  voucherById,
  voucherCodeAt,
} from './redemption-factories.js';

const PERIOD_MS = REDEEM_CODE_PERIOD_S * 1000;
const clock = testClock(Date.now());

/** Every staff call with a body its schema accepts, so only the token decides. */
const STAFF_CALLS: [string, Record<string, unknown>][] = [
  [REDEMPTION_PATHS.staffKit, {}],
  [REDEMPTION_PATHS.redeemInspect, { code: '1234567890123' }],
  [REDEMPTION_PATHS.redeemConfirm, { code: '1234567890123', storeId: '1' }],
  [
    REDEMPTION_PATHS.redeemSync,
    {
      redemptions: [
        {
          clientId: randomUUID(),
          code: '1234567890123',
          storeId: '1',
          confirmedAt: new Date().toISOString(),
        },
      ],
    },
  ],
  [REDEMPTION_PATHS.redeemHistory, {}],
];

describeEachEngine(
  'the store staff console',
  (t) => {
    /**
     * Merchant 1 (whose store coupons the coupon factory makes) with stores A and B; product P at
     * A only and Q at both; merchant 2 with store C and product R.
     */
    async function counters() {
      const storeA = await createStore(t.app, { lat: -6.2, lng: 106.82, merchantId: 1 });
      const storeB = await createStore(t.app, { lat: -6.21, lng: 106.83, merchantId: 1 });
      const storeC = await createStore(t.app, { lat: -6.22, lng: 106.84, merchantId: 2 });
      const p = await createVoucherProduct(t.app, { storeIds: [storeA], merchantId: 1 });
      const q = await createVoucherProduct(t.app, { storeIds: [storeA, storeB], merchantId: 1 });
      const r = await createVoucherProduct(t.app, { storeIds: [storeC], merchantId: 2 });
      const [staffA, staffB, staffC] = await Promise.all([
        loginStaff(t.app, storeA, 'Ayu'),
        loginStaff(t.app, storeB, 'Budi'),
        loginStaff(t.app, storeC, 'Citra'),
      ]);
      return { storeA, storeB, storeC, p, q, r, staffA, staffB, staffC };
    }

    const inspect = (token: string, code: string) =>
      staffPost(t.app, token, REDEMPTION_PATHS.redeemInspect, { code });
    const confirm = (token: string, code: string, storeId: string) =>
      staffPost(t.app, token, REDEMPTION_PATHS.redeemConfirm, { code, storeId });
    const phoneOf = async (user: TestUser) =>
      (await rowsOf<{ phone_no: string }>(t.app, sql`select phone_no from users where id = ${user.id}`))[0]!
        .phone_no;

    describe('staff identity', () => {
      it('logs the seeded cashier in with the demo code; refuses customers’ phones and wrong codes', async () => {
        const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 77 });
        await t.app.db.execute(
          sql`update stores set id = ${DEMO_STAFF_STORE_ID} where id = ${store}::bigint`,
        );
        // A merchant selling physical vouchers at a mall store gets a desk by the mall's entrance.
        const mallAt = { lat: -6.195, lng: 106.82 };
        const mall = await createMall(t.app, {
          ...mallAt,
          name: text('Mal Contoh', 'Sample Mall', '示例商场'),
        });
        const mallStore = await createStore(t.app, { ...mallAt, merchantId: 76, mallId: mall });
        await createVoucherProduct(t.app, {
          storeIds: [mallStore],
          merchantId: 76,
          codeType: 'PAPER_VOUCHER',
        });
        await redemptionDemoSeed.run(t.app.db, {});
        const points = await rowsOf<{
          merchant_id: string;
          name: Record<string, string>;
          lat: number;
          lng: number;
        }>(t.app, sql`select merchant_id::text as merchant_id, name, lat, lng from redemption_points`);
        expect(points).toHaveLength(1);
        expect(points[0]).toMatchObject({ merchant_id: '76', name: { 'en-US': 'Sample Mall voucher desk' } });
        const metres = haversineMetres(mallAt, points[0]!);
        expect(metres).toBeGreaterThan(20);
        expect(metres).toBeLessThan(100);

        // The login sheet takes the number as people type it.
        const typed = '0811-0000-0001';
        const wrong = await callerPost(
          t.app,
          REDEMPTION_PATHS.staffLogin,
          { phoneNo: typed, verificationCode: '000000' },
          newCaller(),
        );
        // No code was sent to it yet.
        expectRefusal(wrong, 400, ERROR_CODES.VERIFICATION_CODE_INVALID);
        const code = await codeFor(t.app, '081100000001');
        const login = expectSuccess<StaffLoginData>(
          await callerPost(
            t.app,
            REDEMPTION_PATHS.staffLogin,
            { countryCode: '62', phoneNo: typed, verificationCode: code },
            newCaller(),
          ),
        );
        expect(login.staff).toMatchObject({ name: 'Sari (Kasir)', storeId: String(DEMO_STAFF_STORE_ID) });
        expect(Date.parse(login.expiresAt)).toBe(clock.now() + STAFF_SESSION_TTL_MS);
        // The code is used up, as a customer login would use it.
        expectRefusal(
          await callerPost(
            t.app,
            REDEMPTION_PATHS.staffLogin,
            { phoneNo: typed, verificationCode: code },
            newCaller(),
          ),
          400,
          ERROR_CODES.VERIFICATION_CODE_INVALID,
        );
        const kit = await kitOf(t.app, { ...login.staff, token: login.staffToken, phone: typed });
        expect(kit.staff.staffId).toBe(login.staff.staffId);

        const customerPhone = newPhone();
        const customerCode = await codeFor(t.app, customerPhone);
        expectRefusal(
          await callerPost(
            t.app,
            REDEMPTION_PATHS.staffLogin,
            { phoneNo: customerPhone, verificationCode: customerCode },
            newCaller(),
          ),
          400,
          ERROR_CODES.STAFF_NOT_FOUND,
        );
      });

      it('keeps staff and customer tokens apart, both ways, and ends a shift', async () => {
        const store = await createStore(t.app, { lat: -6.2, lng: 106.8, merchantId: 78 });
        const staff = await loginStaff(t.app, store);
        const customer = await createUser(t.app);

        // A staff token is no customer's: customer calls refuse it as an illegal token.
        expectRefusal(
          await signedPost(
            t.app,
            api(COUPON_PATHS.myCoupons),
            {},
            { headers: { [HEADERS.authorize]: staff.token } },
          ),
          401,
          ERROR_CODES.ILLEGAL_TOKEN,
        );
        expectSuccess(await signedPost(t.app, api(COUPON_PATHS.myCoupons), {}, as(customer)));

        for (const [path, body] of STAFF_CALLS) {
          for (const token of [customer.token, null, 'not-a-token', `${staff.token}x`]) {
            const answer = await staffPost(t.app, token, path, body);
            expectRefusal(answer, 401, ERROR_CODES.STAFF_LOGIN_REQUIRED);
          }
        }
        expectSuccess(await staffPost(t.app, staff.token, REDEMPTION_PATHS.staffKit));

        // The staff guard refuses before the replay guard claims the requestId: a call refused for
        // its token may be sent again, with a staff token, under the same requestId, but only once.
        const requestId = randomUUID();
        expectRefusal(
          await staffPost(t.app, null, REDEMPTION_PATHS.staffKit, { requestId }),
          401,
          ERROR_CODES.STAFF_LOGIN_REQUIRED,
        );
        expectSuccess(await staffPost(t.app, staff.token, REDEMPTION_PATHS.staffKit, { requestId }));
        expectRefusal(
          await staffPost(t.app, staff.token, REDEMPTION_PATHS.staffKit, { requestId }),
          409,
          ERROR_CODES.REQUEST_REPLAYED,
        );

        // A shift ends: the token expires with the login.
        const start = clock.now();
        clock.advance(STAFF_SESSION_TTL_MS + 10_000);
        expectRefusal(
          await staffPost(t.app, staff.token, REDEMPTION_PATHS.staffKit),
          401,
          ERROR_CODES.STAFF_LOGIN_REQUIRED,
        );
        clock.set(start);
        expectSuccess(await staffPost(t.app, staff.token, REDEMPTION_PATHS.staffKit));
        // A staff member taken off the list loses every open login at once.
        await t.app.db.execute(
          sql`update staff_members set status = 'DISABLED' where id = ${staff.staffId}::bigint`,
        );
        expectRefusal(
          await staffPost(t.app, staff.token, REDEMPTION_PATHS.staffKit),
          401,
          ERROR_CODES.STAFF_LOGIN_REQUIRED,
        );
      });
    });

    describe('codes and the counter', () => {
      it('gives each counter its merchant’s public key and items, with which it checks scanned codes offline', async () => {
        const { storeA, p, q, r, staffA, staffB, staffC } = await counters();
        const batch = await createBatch(t.app, { storeIds: [storeA] });
        const kitA = await kitOf(t.app, staffA);
        const kitB = await kitOf(t.app, staffB);
        const kitC = await kitOf(t.app, staffC);
        expect(kitA).toMatchObject({
          merchantId: '1',
          staff: { staffId: staffA.staffId, name: 'Ayu', storeId: storeA },
        });
        const merchant = t.app.redemptionKeys.of('1');
        expect(kitA.publicKey).toBe(toBase64Url(merchant.publicKey));
        expect(kitB.publicKey).toBe(kitA.publicKey);
        expect(kitC.publicKey).not.toBe(kitA.publicKey);
        // The public key is the only key in it: the merchant's secret and signing seed stay on the server.
        expect(kitA).not.toHaveProperty('key');
        expect(kitKeyMaterial(kitA)).toEqual([merchant.publicKey]);
        expect(kitA.vouchers.map((item) => item.itemId)).toEqual([p.productId, q.productId]);
        expect(kitB.vouchers.map((item) => item.itemId)).toEqual([q.productId]);
        expect(kitC.vouchers.map((item) => item.itemId)).toEqual([r.productId]);
        // The coupon names store A: B does not take it, though it is the same merchant's.
        expect(kitA.coupons.map((item) => item.itemId)).toContain(batch.templateId);
        expect(kitB.coupons.map((item) => item.itemId)).not.toContain(batch.templateId);
        expect(kitA.vouchers[0]?.name['en-US']).toMatch(/^Set /);

        const user = await createUser(t.app);
        const [voucher] = await buyVouchers(t.app, user, p.skuId);
        const at = clock.now();
        const shown = codeShownAt(
          t.app,
          { kind: 'V', id: voucher!.id, itemId: p.productId, merchantId: '1' },
          at,
        );
        /** What a counter decides with only its kit, no connection: null for an item its store does not take. */
        const offline = (kit: StaffKitData, code: string, when: number) => {
          const parsed = parseRedeemCode(code);
          if (parsed?.form !== 'QR' || !kit.vouchers.some((item) => item.itemId === parsed.itemId))
            return null;
          return checkScannedCode(fromBase64Url(kit.publicKey, 32)!, parsed, when);
        };
        expect(offline(kitA, shown.qrText, at)).toBe('VALID');
        // The typed digits carry no signature: no counter can check them, only the server.
        expect(parseRedeemCode(shown.typed)?.form).toBe('TYPED');
        // A period either side is clock drift; older is expired.
        expect(offline(kitA, shown.qrText, at + PERIOD_MS)).toBe('VALID');
        expect(offline(kitA, shown.qrText, at + 3 * PERIOD_MS)).toBe('EXPIRED');
        // Another store of the merchant that does not take the product, and another merchant's store.
        expect(offline(kitB, shown.qrText, at)).toBeNull();
        expect(offline(kitC, shown.qrText, at)).toBeNull();
        // A code certified by another merchant's key is refused even for an item the store takes.
        const forged = codeShownAt(
          t.app,
          { kind: 'V', id: voucher!.id, itemId: p.productId, merchantId: '2' },
          at,
        );
        expect(offline(kitA, forged.qrText, at)).toBe('INVALID');
      });

      it('inspects and confirms a voucher once, at a store that takes it, with a live code', async () => {
        const { storeA, storeB, p, staffA, staffB, staffC } = await counters();
        const user = await createUser(t.app);
        const [voucher] = await buyVouchers(t.app, user, p.skuId);
        const code = () => voucherCodeAt(t.app, voucher!, clock.now());

        const target = expectSuccess<RedeemTarget>(await inspect(staffA.token, code()));
        expect(target).toMatchObject({
          kind: 'VOUCHER',
          id: voucher!.id,
          itemId: p.productId,
          status: 'VALID',
          redeemable: true,
          block: null,
          orderId: voucher!.order_id,
          amount: voucher!.amount,
          customerHint: (await phoneOf(user)).slice(-4),
          usedTime: null,
          usedPlaceName: null,
        });
        expect(target.name['en-US']).toMatch(/^Set /);
        // The typed form finds the same voucher.
        const typed = codeShownAt(
          t.app,
          { kind: 'V', id: voucher!.id, itemId: p.productId, merchantId: '1' },
          clock.now(),
        );
        expect(expectSuccess<RedeemTarget>(await inspect(staffA.token, typed.typed)).id).toBe(voucher!.id);

        // Not ours, forged, tampered, another merchant's key, a voucher that does not exist: 1006003.
        const live = code().split('.');
        const flipped = (part: string, bytes: number) => {
          const raw = fromBase64Url(part, bytes)!;
          raw[9] = raw[9]! ^ 0x80;
          return toBase64Url(raw);
        };
        const tampered = (index: number, part: string) =>
          live.map((each, i) => (i === index ? part : each)).join('.');
        for (const bad of [
          'hello world!',
          'LHP1.X.1.2.123456',
          tampered(5, flipped(live[5]!, 32)),
          tampered(6, flipped(live[6]!, 64)),
          tampered(7, flipped(live[7]!, 64)),
          // The window moved on without a new signature.
          tampered(4, String(Number(live[4]) + 1)),
          codeShownAt(
            t.app,
            { kind: 'V', id: voucher!.id, itemId: p.productId, merchantId: '2' },
            clock.now(),
          ).qrText,
          codeShownAt(
            t.app,
            { kind: 'V', id: '999999999', itemId: p.productId, merchantId: '1' },
            clock.now(),
          ).qrText,
        ]) {
          expectRefusal(await inspect(staffA.token, bad), 400, ERROR_CODES.REDEEM_CODE_INVALID);
          expectRefusal(await confirm(staffA.token, bad, storeA), 400, ERROR_CODES.REDEEM_CODE_INVALID);
        }
        // Another merchant's counter cannot even read it.
        expectRefusal(await inspect(staffC.token, code()), 400, ERROR_CODES.REDEEM_CODE_INVALID);
        // A code the customer showed two minutes ago: ask for the live one.
        const stale = voucherCodeAt(t.app, voucher!, clock.now() - 4 * PERIOD_MS);
        expectRefusal(await inspect(staffA.token, stale), 400, ERROR_CODES.REDEEM_CODE_EXPIRED);
        expectRefusal(await confirm(staffA.token, stale, storeA), 400, ERROR_CODES.REDEEM_CODE_EXPIRED);

        // Store B (same merchant) does not take product P; nor may A's staff confirm for B.
        expect(expectSuccess<RedeemTarget>(await inspect(staffB.token, code()))).toMatchObject({
          redeemable: false,
          block: 'WRONG_STORE',
        });
        expectRefusal(await confirm(staffB.token, code(), storeB), 400, ERROR_CODES.REDEEM_WRONG_STORE);
        expectRefusal(await confirm(staffA.token, code(), storeB), 400, ERROR_CODES.REDEEM_WRONG_STORE);
        expect((await voucherById(t.app, voucher!.id)).status).toBe('VALID');

        const redeemed = expectSuccess<Redemption>(await confirm(staffA.token, code(), storeA));
        expect(redeemed).toMatchObject({
          kind: 'VOUCHER',
          id: voucher!.id,
          itemId: p.productId,
          amount: voucher!.amount,
          channel: 'COUNTER',
          staffName: 'Ayu',
          conflict: false,
        });
        expect(Date.parse(redeemed.redeemedTime)).toBe(clock.now());
        expect(await voucherById(t.app, voucher!.id)).toMatchObject({
          status: 'USED',
          used_store_id: storeA,
        });

        clock.advance(PERIOD_MS);
        expectRefusal(await confirm(staffA.token, code(), storeA), 400, ERROR_CODES.REDEEM_ALREADY_USED);
        const after = expectSuccess<RedeemTarget>(await inspect(staffA.token, code()));
        expect(after).toMatchObject({ status: 'USED', redeemable: false, block: 'USED' });
        expect(after.usedPlaceName?.['en-US']).toMatch(/^Store /);
        expect((await redemptionRecords(t.app, 'voucher_id', voucher!.id)).redemptions).toHaveLength(1);
      });

      it('redeems one voucher once when twenty counters confirm it at the same moment', async () => {
        const { storeA, q, staffA } = await counters();
        const user = await createUser(t.app);
        const [voucher] = await buyVouchers(t.app, user, q.skuId);
        const code = voucherCodeAt(t.app, voucher!, clock.now());
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => confirm(staffA.token, code, storeA)),
        );
        const won = answers.filter((answer) => answer.statusCode === 200);
        expect(won).toHaveLength(1);
        for (const answer of answers.filter((a) => a.statusCode !== 200)) {
          expectRefusal(answer, 400, ERROR_CODES.REDEEM_ALREADY_USED);
        }
        const records = await redemptionRecords(t.app, 'voucher_id', voucher!.id);
        expect(records.redemptions).toEqual([
          {
            id: won[0]!.json<{ data: Redemption }>().data.redemptionId,
            channel: 'COUNTER',
            client_id: null,
            store_id: storeA,
          },
        ]);
        expect(await voucherById(t.app, voucher!.id)).toMatchObject({
          status: 'USED',
          used_store_id: storeA,
        });
      });

      it('cannot be forged by a counter: codes made from its kit are refused, online and synced, and the customer may still refund', async () => {
        const { storeA, p, staffA } = await counters();
        const kit = await kitOf(t.app, staffA);
        const customer = await createUser(t.app);
        const [voucher] = await buyVouchers(t.app, customer, p.skuId);
        const coupon = await createBatch(t.app, { storeIds: [storeA] });
        // Ids are sequential: staff who hold the kit try to make live codes for a voucher whose
        // customer is not there, from everything the kit carries.
        const forged = codesFromKit(kit, { kind: 'V', id: voucher!.id, itemId: p.productId }, clock.now());
        expect(forged.length).toBeGreaterThanOrEqual(4);
        for (const code of forged) {
          expectRefusal(await inspect(staffA.token, code), 400, ERROR_CODES.REDEEM_CODE_INVALID);
          expectRefusal(await confirm(staffA.token, code, storeA), 400, ERROR_CODES.REDEEM_CODE_INVALID);
        }
        // Nor as confirmations "made offline", at any moment they choose.
        const { results } = expectSuccess<RedeemSyncData>(
          await staffPost(t.app, staffA.token, REDEMPTION_PATHS.redeemSync, {
            redemptions: forged.map((code) => ({
              clientId: randomUUID(),
              code,
              storeId: storeA,
              confirmedAt: new Date(clock.now() - 60_000).toISOString(),
            })),
          }),
        );
        expect(results.map((result) => [result.outcome, result.code])).toEqual(
          forged.map(() => ['REFUSED', ERROR_CODES.REDEEM_CODE_INVALID]),
        );
        expect(await redemptionRecords(t.app, 'voucher_id', voucher!.id)).toEqual({
          redemptions: [],
          conflicts: [],
        });
        expect((await voucherById(t.app, voucher!.id)).status).toBe('VALID');
        // A store coupon's code no more: its kind, id and template are all a counter needs to name it.
        expect(coupon.templateId).toBeTruthy();
        for (const code of codesFromKit(
          kit,
          { kind: 'C', id: '1', itemId: coupon.templateId },
          clock.now(),
        )) {
          expectRefusal(await inspect(staffA.token, code), 400, ERROR_CODES.REDEEM_CODE_INVALID);
        }
        // The customer never came, and gets the money back.
        const refund = expectSuccess<RefundData>(
          await signedPost(
            t.app,
            api(ORDER_PATHS.refund),
            { orderId: voucher!.order_id, reason: 'CHANGED_PLANS' },
            as(customer),
          ),
        );
        expect(refund.voucherIds).toEqual([voucher!.id]);
      });

      it('checks typed codes on the server only, and pauses them for a staff member or a voucher after too many wrong ones', async () => {
        const { storeA, storeB, q, staffA, staffB } = await counters();
        const user = await createUser(t.app);
        const vouchers = await buyVouchers(t.app, user, q.skuId, 3);
        const [first, second, third] = vouchers as [TestVoucher, TestVoucher, TestVoucher];
        const typedOf = (voucher: TestVoucher) =>
          codeShownAt(t.app, { kind: 'V', id: voucher.id, itemId: q.productId, merchantId: '1' }, clock.now())
            .typed;
        const wrong = (voucher: TestVoucher) => {
          const right = typedOf(voucher);
          return `${right.slice(0, -6)}${String((Number(right.slice(-6)) + 1) % 1_000_000).padStart(6, '0')}`;
        };
        const staffC = await loginStaff(t.app, storeB, 'Cahya');

        // The right digits, typed: found (and the try is not counted).
        for (let i = 0; i < REDEEM_TYPED_MISSES_PER_STAFF + 2; i += 1) {
          expect(expectSuccess<RedeemTarget>(await inspect(staffA.token, typedOf(first))).id).toBe(first.id);
        }
        // Wrong digits for one voucher: refused, up to its limit whoever types them; then paused
        // for that voucher, even the right digits, while another voucher is still found.
        for (let i = 0; i < REDEEM_TYPED_MISSES_PER_TARGET; i += 1) {
          const staff = i % 2 === 0 ? staffB : staffC;
          expectRefusal(await inspect(staff.token, wrong(second)), 400, ERROR_CODES.REDEEM_CODE_INVALID);
        }
        expectRefusal(await inspect(staffA.token, typedOf(second)), 400, ERROR_CODES.REDEEM_TYPED_PAUSED);
        expectRefusal(
          await confirm(staffA.token, typedOf(second), storeA),
          400,
          ERROR_CODES.REDEEM_TYPED_PAUSED,
        );
        // Its QR still works: scanning is never paused.
        expect(
          expectSuccess<RedeemTarget>(await inspect(staffA.token, voucherCodeAt(t.app, second, clock.now())))
            .id,
        ).toBe(second.id);
        expect(expectSuccess<RedeemTarget>(await inspect(staffA.token, typedOf(third))).id).toBe(third.id);

        // One staff member guessing across vouchers (made-up ids among them): paused past their own limit.
        const guesses = Array.from({ length: REDEEM_TYPED_MISSES_PER_STAFF }, (_, i) =>
          i === 0 ? wrong(third) : `1${String(900_000_000 + i)}123456`,
        );
        for (const guess of guesses) {
          expectRefusal(await inspect(staffA.token, guess), 400, ERROR_CODES.REDEEM_CODE_INVALID);
        }
        expectRefusal(await inspect(staffA.token, typedOf(third)), 400, ERROR_CODES.REDEEM_TYPED_PAUSED);
        // Concurrent guesses count too: none gets through while paused.
        const burst = await Promise.all(
          Array.from({ length: 8 }, (_, i) => inspect(staffA.token, `1${String(910_000_000 + i)}123456`)),
        );
        for (const answer of burst) expectRefusal(answer, 400, ERROR_CODES.REDEEM_TYPED_PAUSED);
        // Others are not paused by it.
        expect(expectSuccess<RedeemTarget>(await inspect(staffB.token, typedOf(third))).id).toBe(third.id);

        // A window after the misses, typing works again; the right digits redeem.
        clock.advance(REDEEM_TYPED_MISS_WINDOW_MS + PERIOD_MS);
        const redeemed = expectSuccess<Redemption>(await confirm(staffA.token, typedOf(second), storeA));
        expect(redeemed).toMatchObject({ id: second.id, channel: 'COUNTER' });
      });

      it('redeems a store coupon at the counter once; one a pending order holds is not redeemable', async () => {
        const { storeA, p, staffA } = await counters();
        const batch = await createBatch(t.app, {
          storeIds: [storeA],
          discountAmount: 7_000,
          minimumSpend: 20_000,
        });
        const claimOne = async (user: TestUser) => {
          const { couponIds } = expectSuccess<ReceiveData>(
            await signedPost(
              t.app,
              api(COUPON_PATHS.receive),
              { couponBatchId: batch.batchId, couponTemplateIds: [batch.templateId] },
              as(user),
            ),
          );
          return couponIds[0]!;
        };
        const detailOf = async (user: TestUser, couponId: string) =>
          expectSuccess<CouponDetailData>(
            await signedPost(t.app, api(COUPON_PATHS.detail), { couponId }, as(user)),
          );

        const user = await createUser(t.app);
        const couponId = await claimOne(user);
        const seed = (await detailOf(user, couponId)).codeSeed;
        expect(seed).toMatchObject({ kind: 'C', id: couponId, itemId: batch.templateId });
        // The customer's app turns the seed into the code of the moment, offline.
        const code = () => currentRedeemCode(holdRedeemCode(seed!)!, clock.now()).qrText;
        expect(expectSuccess<RedeemTarget>(await inspect(staffA.token, code()))).toMatchObject({
          kind: 'COUPON',
          id: couponId,
          itemId: batch.templateId,
          status: 'VALID',
          redeemable: true,
          amount: 7_000,
          orderId: null,
        });
        const redeemed = expectSuccess<Redemption>(await confirm(staffA.token, code(), storeA));
        expect(redeemed).toMatchObject({ kind: 'COUPON', id: couponId, amount: 7_000, channel: 'COUNTER' });
        const [row] = await rowsOf<{ status: string; used_store_id: string }>(
          t.app,
          sql`select status, used_store_id::text as used_store_id from coupons where id = ${couponId}::bigint`,
        );
        expect(row).toEqual({ status: 'USED', used_store_id: storeA });
        expectRefusal(await confirm(staffA.token, code(), storeA), 400, ERROR_CODES.REDEEM_ALREADY_USED);
        // Used: the detail shows no code any more.
        expect((await detailOf(user, couponId)).codeSeed).toBeNull();

        // Another customer's coupon, held by their unpaid order for product P.
        const buyer = await createUser(t.app);
        const held = await claimOne(buyer);
        const heldSeed = (await detailOf(buyer, held)).codeSeed!;
        const order = await placeOrder(t.app, buyer, { skuId: p.skuId });
        expect(order.payableAmount).toBe(73_000);
        expect((await detailOf(buyer, held)).codeSeed).toBeNull();
        const heldCode = currentRedeemCode(holdRedeemCode(heldSeed)!, clock.now()).qrText;
        expect(expectSuccess<RedeemTarget>(await inspect(staffA.token, heldCode))).toMatchObject({
          redeemable: false,
          block: 'NOT_VALID',
        });
        expectRefusal(await confirm(staffA.token, heldCode, storeA), 400, ERROR_CODES.REDEEM_NOT_VALID);
        expect((await redemptionRecords(t.app, 'coupon_id', held)).redemptions).toEqual([]);
      });

      it('lists the store’s redemptions of a Jakarta day, newest first, with the day’s totals', async () => {
        const store = await createStore(t.app, { lat: -6.3, lng: 106.7, merchantId: 79 });
        const product = await createVoucherProduct(t.app, {
          storeIds: [store],
          merchantId: 79,
          salePrice: 45_000,
        });
        const staff = await loginStaff(t.app, store, 'Dewi');
        const user = await createUser(t.app);
        const vouchers: TestVoucher[] = await buyVouchers(t.app, user, product.skuId, 3);
        const ids: string[] = [];
        for (const voucher of vouchers.slice(0, 2)) {
          clock.advance(1_000);
          ids.push(
            expectSuccess<Redemption>(
              await confirm(staff.token, voucherCodeAt(t.app, voucher, clock.now()), store),
            ).redemptionId,
          );
        }
        const history = async (body: Record<string, unknown>) =>
          expectSuccess<RedeemHistoryData>(
            await staffPost(t.app, staff.token, REDEMPTION_PATHS.redeemHistory, body),
          );
        const today = await history({ pageSize: 1 });
        expect(today).toMatchObject({ total: 2, totalAmount: 90_000, pageInfoVO: { hasMore: true } });
        expect(today.redemptionList.map((r) => r.redemptionId)).toEqual([ids[1]]);
        expect(today.redemptionList[0]).toMatchObject({ staffName: 'Dewi', amount: 45_000, conflict: false });
        const second = await history({ pageSize: 1, pageNo: 2 });
        expect(second.redemptionList.map((r) => r.redemptionId)).toEqual([ids[0]]);
        expect(second.pageInfoVO.hasMore).toBe(false);
        expect(today.day).toBe(jakartaDay(clock.now()));
        const yesterday = jakartaDay(clock.now() - 86_400_000);
        expect(await history({ day: yesterday })).toMatchObject({
          day: yesterday,
          total: 0,
          totalAmount: 0,
          redemptionList: [],
        });
        // Other stores' redemptions are not this store's.
        const other = await loginStaff(
          t.app,
          await createStore(t.app, { lat: -6.3, lng: 106.7, merchantId: 79 }),
        );
        expect(
          expectSuccess<RedeemHistoryData>(
            await staffPost(t.app, other.token, REDEMPTION_PATHS.redeemHistory, {}),
          ).total,
        ).toBe(0);
        expectRefusal(
          await staffPost(t.app, staff.token, REDEMPTION_PATHS.redeemHistory, { day: '2026-02-30' }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
      });
    });
  },
  { now: clock.now, payments: { sandboxDelivery: { delayMs: 0, repeatAfterMs: null } } },
);
