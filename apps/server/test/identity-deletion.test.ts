import { OTP_MAX_ATTEMPTS, REREGISTRATION_BLOCK_DAYS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import { STORE_PATHS } from '@lahap/contract/store/paths';
import type {
  CancellationQueryData,
  DeletionPhoneInfo,
  DeletionSendCodeData,
} from '@lahap/contract/identity/schemas';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  deletedPhones,
  deletionProcesses,
  deviceTokens,
  favourites,
  otpCodes,
  refreshTokens,
  sessions,
  users,
} from '../src/db/schema/index.js';
import type { AccountAssets } from '../src/modules/identity/deletion/deletion-assets.js';
import { describeEachEngine, envelopeFields, expectRefusal, expectSuccess } from './helper.js';
import { createStorePage } from './store-factories.js';
import {
  type Caller,
  callerPost,
  codeFor,
  e164,
  login,
  loginAs,
  newCaller,
  newPhone,
  refresh,
  testClock,
} from './identity-helper.js';

const DAY = 24 * 3_600_000;
const PARTNER = { cpType: 'LAHAP', identityType: 'C' };

const query = (app: FastifyInstance, caller: Caller) => callerPost(app, '/cancellation/query', {}, caller);
const phoneInfo = (app: FastifyInstance, caller: Caller) =>
  callerPost(app, '/cancellation/phone_info', {}, caller);
const sendDeletionCode = (app: FastifyInstance, caller: Caller) =>
  callerPost(app, '/cancellation/send_code', PARTNER, caller);
const confirm = (
  app: FastifyInstance,
  caller: Caller,
  body: { verificationCode: string; processToken: string },
): Promise<LightMyRequestResponse> =>
  callerPost(app, '/cancellation/cancellation', { ...PARTNER, browserId: 'browser-1', ...body }, caller);

/** A logged-in user and a caller (own device and address) carrying their access token. */
async function newUser(app: FastifyInstance, phone: string = newPhone()) {
  const session = await loginAs(app, phone);
  const [row] = await app.db.select().from(users).where(eq(users.userId, session.userId));
  if (!row) throw new Error('the user was not stored');
  return { phone, session, row, caller: newCaller({ token: session.accessToken }) };
}

/** Sends the deletion code; answers the processToken and the demo code. */
async function startDeletion(app: FastifyInstance, caller: Caller) {
  const data = expectSuccess<DeletionSendCodeData>(await sendDeletionCode(app, caller));
  if (!data.demoCode) throw new Error('no demoCode in the answer');
  return { processToken: data.processToken, code: data.demoCode };
}

/** A different 6-digit code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const clock = testClock();

describeEachEngine(
  'account deletion',
  (t) => {
    it('deletes the account: session ends, data anonymised, phone blocked 30 days, then new user', async () => {
      const { phone, session, row, caller } = await newUser(t.app);
      const device = newCaller();
      expectSuccess(
        await callerPost(t.app, '/device/report', { fcmToken: 'push-1' }, { ...device, token: caller.token }),
      );
      const { storeId } = await createStorePage(t.app, { lat: -6.2, lng: 106.8 });
      expectSuccess(
        await callerPost(
          t.app,
          STORE_PATHS.favouriteSave,
          { businessId: storeId, businessType: 'STORE' },
          caller,
        ),
      );
      const savedBy = () => t.app.db.select().from(favourites).where(eq(favourites.userId, row.id));
      expect(await savedBy()).toHaveLength(1);

      expect(expectSuccess<CancellationQueryData>(await query(t.app, caller))).toEqual({
        canCancel: true,
        blockers: [],
        forfeits: [],
      });
      expect(expectSuccess<DeletionPhoneInfo>(await phoneInfo(t.app, caller))).toEqual({
        countryCode: '62',
        phoneNo: phone.slice(1),
      });
      const { processToken, code } = await startDeletion(t.app, caller);
      expect(processToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The code went to the user's own phone (the demo outbox has it).
      const outbox = expectSuccess<{ text: string }[]>(
        await t.app.inject(`/api/dev/sms-outbox?phone=${e164(phone)}`),
      );
      expect(outbox[0]?.text).toContain(code);
      const [stored] = await t.app.db
        .select()
        .from(deletionProcesses)
        .where(eq(deletionProcesses.userId, row.id));
      expect(stored?.tokenHash).not.toContain(processToken);

      expect(
        expectSuccess(await confirm(t.app, caller, { verificationCode: code, processToken })),
      ).toBeNull();

      // Every way back in is closed.
      expectRefusal(await query(t.app, caller), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(await refresh(t.app, session.refreshToken), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(
        await confirm(t.app, caller, { verificationCode: code, processToken }),
        401,
        ERROR_CODES.SESSION_INVALID,
      );
      const liveSessions = await t.app.db.select().from(sessions).where(eq(sessions.userId, row.id));
      expect(liveSessions.map((s) => s.status)).toEqual(['REVOKED']);
      const tokens = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, row.id));
      expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
      const [deviceRow] = await t.app.db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.deviceId, device.device ?? ''));
      expect(deviceRow?.userId).toBeNull();
      expect(await savedBy()).toEqual([]);

      // Anonymised: the row stays (orders will point at it), the person does not.
      const [deleted] = await t.app.db.select().from(users).where(eq(users.id, row.id));
      expect(deleted).toMatchObject({
        userId: session.userId,
        status: 'DELETED',
        deletedAt: new Date(clock.now()),
        userName: null,
        headPortrait: null,
      });
      const everyUser = JSON.stringify(await t.app.db.select().from(users));
      expect(everyUser).not.toContain(phone.slice(1));
      const hashes = await t.app.db.select().from(deletedPhones);
      expect(JSON.stringify(hashes)).not.toContain(phone.slice(1));
      expect(hashes.filter((h) => h.deletedAt.getTime() === clock.now())).toHaveLength(1);

      // Within 30 days the number cannot register again.
      const message = expectRefusal(
        await login(t.app, phone, await codeFor(t.app, phone), {}, newCaller({ locale: 'en-US' })),
        403,
        ERROR_CODES.REREGISTRATION_BLOCKED,
      );
      expect(message).toContain('30 days');

      clock.advance(REREGISTRATION_BLOCK_DAYS * DAY + 60_000);
      const again = await loginAs(t.app, phone);
      expect(again.userType).toBe('REGISTER');
      expect(again.userId).not.toBe(session.userId);
      // The old processToken means nothing to the new account.
      expectRefusal(
        await confirm(t.app, newCaller({ token: again.accessToken }), {
          verificationCode: code,
          processToken,
        }),
        400,
        ERROR_CODES.DELETION_PROCESS_INVALID,
      );
    });

    it('counts wrong codes: the 5th kills the code, and the account stays', async () => {
      const { row, caller } = await newUser(t.app);
      const { processToken, code } = await startDeletion(t.app, caller);
      for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
        expectRefusal(
          await confirm(t.app, caller, { verificationCode: wrong(code), processToken }),
          400,
          ERROR_CODES.VERIFICATION_CODE_INVALID,
        );
      }
      expectRefusal(
        await confirm(t.app, caller, { verificationCode: wrong(code), processToken }),
        400,
        ERROR_CODES.VERIFICATION_CODE_LOCKED,
      );
      expectRefusal(
        await confirm(t.app, caller, { verificationCode: code, processToken }),
        400,
        ERROR_CODES.VERIFICATION_CODE_LOCKED,
      );
      const [still] = await t.app.db.select().from(users).where(eq(users.id, row.id));
      expect(still?.status).toBe('ACTIVE');
      expectSuccess(await query(t.app, caller));
    });

    it("refuses another user's processToken and changes neither account", async () => {
      const owner = await newUser(t.app);
      const other = await newUser(t.app);
      const { processToken, code } = await startDeletion(t.app, owner.caller);
      expectRefusal(
        await confirm(t.app, other.caller, { verificationCode: code, processToken }),
        400,
        ERROR_CODES.DELETION_PROCESS_INVALID,
      );
      expectRefusal(
        await confirm(t.app, owner.caller, { verificationCode: code, processToken: 'made-up' }),
        400,
        ERROR_CODES.DELETION_PROCESS_INVALID,
      );
      for (const { row } of [owner, other]) {
        const [still] = await t.app.db.select().from(users).where(eq(users.id, row.id));
        expect(still?.status).toBe('ACTIVE');
      }
      // The owner's code was not used up by the refused attempts.
      expectSuccess(await confirm(t.app, owner.caller, { verificationCode: code, processToken }));
    });

    it('refuses a processToken once used, or once a newer code was sent', async () => {
      const { caller } = await newUser(t.app);
      const first = await startDeletion(t.app, caller);
      const second = await startDeletion(t.app, caller);
      expectRefusal(
        await confirm(t.app, caller, { verificationCode: second.code, processToken: first.processToken }),
        400,
        ERROR_CODES.DELETION_PROCESS_INVALID,
      );
      // Two confirmations racing with one processToken: exactly one deletes.
      const answers = await Promise.all([
        confirm(t.app, caller, { verificationCode: second.code, processToken: second.processToken }),
        confirm(t.app, caller, { verificationCode: second.code, processToken: second.processToken }),
      ]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = answers.find((r) => r.statusCode !== 200);
      expect([
        ERROR_CODES.DELETION_PROCESS_INVALID,
        ERROR_CODES.VERIFICATION_CODE_INVALID,
        ERROR_CODES.SESSION_INVALID,
      ]).toContain(refused?.json<{ error: { code: string } }>().error.code);
      expectRefusal(
        await confirm(t.app, caller, { verificationCode: second.code, processToken: second.processToken }),
        401,
        ERROR_CODES.SESSION_INVALID,
      );
    });

    it('refuses guests with 0310205 on every deletion call', async () => {
      const guest = newCaller();
      for (const response of [
        await query(t.app, guest),
        await phoneInfo(t.app, guest),
        await sendDeletionCode(t.app, guest),
        await confirm(t.app, guest, { verificationCode: '123456', processToken: 'x' }),
      ]) {
        expectRefusal(response, 401, ERROR_CODES.SESSION_INVALID);
      }
    });

    it('refuses bad input naming the field, and writes nothing', async () => {
      const { row, caller } = await newUser(t.app);
      const { processToken, code } = await startDeletion(t.app, caller);
      const good = { ...PARTNER, verificationCode: code, processToken };
      const { sessionId: _dropped, ...envelopeWithoutSession } = envelopeFields();
      const cases: [Record<string, unknown>, string, boolean][] = [
        [{ ...envelopeWithoutSession, ...good }, 'sessionId', false],
        [{ ...good, verificationCode: code.slice(0, 5) }, 'verificationCode', true],
        [{ ...good, verificationCode: Number(code) }, 'verificationCode', true],
        [{ ...good, cpType: 1 }, 'cpType', true],
        [{ ...good, identityType: undefined }, 'identityType', true],
        [{ ...good, processToken: undefined }, 'processToken', true],
        [{ ...good, browserId: 42 }, 'browserId', true],
      ];
      for (const [body, field, envelope] of cases) {
        const message = expectRefusal(
          await callerPost(t.app, '/cancellation/cancellation', body, caller, { envelope }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expect(message).toContain(field);
      }
      expect(
        expectRefusal(
          await callerPost(t.app, '/cancellation/send_code', { cpType: 'LAHAP' }, caller),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        ),
      ).toContain('identityType');
      const [still] = await t.app.db.select().from(users).where(eq(users.id, row.id));
      expect(still?.status).toBe('ACTIVE');
      const [processes] = await t.app.db
        .select({ n: count() })
        .from(deletionProcesses)
        .where(eq(deletionProcesses.userId, row.id));
      expect(processes?.n).toBe(1);
      const mine = await t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, row.phoneNo));
      expect(mine.filter((c) => c.scene === 'CANCELLATION')).toMatchObject([
        { attempts: 0, consumedAt: null },
      ]);
    });
  },
  { now: clock.now, challenge: { counterMax: 50 } },
);

/** Users in this set have unfinished orders and a coupon (the orders module does not exist yet). */
const withOrders = new Set<number>();
const ordersAssets: AccountAssets = {
  countFor: (userId) =>
    Promise.resolve({
      blockers: { UNFINISHED_ORDER: withOrders.has(userId) ? 2 : 0 },
      forfeits: { COUPON: withOrders.has(userId) ? 1 : 0, VOUCHER: 0, RED_ENVELOPE: 0, REWARD: 0 },
    }),
};

describeEachEngine(
  'account deletion with unfinished orders',
  (t) => {
    it('lists the blocker and forfeits, and refuses deletion without changing anything', async () => {
      const { row, caller } = await newUser(t.app);
      withOrders.add(row.id);
      expect(expectSuccess<CancellationQueryData>(await query(t.app, caller))).toEqual({
        canCancel: false,
        blockers: [{ type: 'UNFINISHED_ORDER', count: 2 }],
        forfeits: [{ type: 'COUPON', count: 1 }],
      });
      const { processToken, code } = await startDeletion(t.app, caller);
      expectRefusal(
        await confirm(t.app, caller, { verificationCode: code, processToken }),
        400,
        ERROR_CODES.DELETION_BLOCKED,
      );
      const [still] = await t.app.db.select().from(users).where(eq(users.id, row.id));
      expect(still).toEqual(row);
      const mine = await t.app.db.select().from(otpCodes).where(eq(otpCodes.phone, row.phoneNo));
      expect(mine.filter((c) => c.scene === 'CANCELLATION')).toMatchObject([
        { attempts: 0, consumedAt: null },
      ]);
      const [process] = await t.app.db
        .select()
        .from(deletionProcesses)
        .where(eq(deletionProcesses.userId, row.id));
      expect(process?.usedAt).toBeNull();
      expect(await t.app.db.select({ n: count() }).from(deletedPhones)).toEqual([{ n: 0 }]);

      // Once the orders are finished the same code and processToken delete the account.
      withOrders.delete(row.id);
      expectSuccess(await confirm(t.app, caller, { verificationCode: code, processToken }));
      const [gone] = await t.app.db.select().from(users).where(eq(users.id, row.id));
      expect(gone?.status).toBe('DELETED');
    });

    it('lets a user without orders through (the provider answers per user)', async () => {
      const { caller } = await newUser(t.app);
      const data = expectSuccess<CancellationQueryData>(await query(t.app, caller));
      expect(data.canCancel).toBe(true);
    });
  },
  { accountAssets: ordersAssets, challenge: { counterMax: 50 } },
);
