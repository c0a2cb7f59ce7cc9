import { REREGISTRATION_BLOCK_DAYS } from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { TokenInfo, UserInfo } from '@lahap/contract/identity/schemas';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/identity/tokens/session-service.js';
import { describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import {
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

const clock = testClock();
const DAY = 24 * 3_600_000;

describeEachEngine(
  'login and sessions',
  (t) => {
    const userInfo = (token: string) => callerPost(t.app, '/account/queryUserInfo', {}, { token });

    it('registers on the first login and logs in afterwards', async () => {
      const phone = newPhone();
      const first = await loginAs(t.app, phone);
      expect(first).toMatchObject({ userType: 'REGISTER', loginType: 'SMS' });
      expect(first.userId).toMatch(/^U\d{12}$/);
      expect(first.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const second = await loginAs(t.app, phone);
      expect(second).toMatchObject({ userType: 'LOGIN', userId: first.userId });
      const info = expectSuccess<UserInfo>(await userInfo(second.accessToken));
      expect(info).toEqual({
        userName: '',
        phoneNo: phone.slice(1),
        countryCode: '62',
        headPortrait: '',
        userId: first.userId,
      });
    });

    it('keeps the invite code only on registration and drops unknown share methods', async () => {
      const phone = newPhone();
      await loginAs(t.app, phone, { inviteCode: 'FRIEND42', shareMethod: 'WHATS_APP' });
      await loginAs(t.app, phone, { inviteCode: 'OTHER99', shareMethod: 'POSTER_01' });
      const [row] = await t.app.db
        .select()
        .from(users)
        .where(eq(users.phoneNo, e164(phone)));
      expect(row).toMatchObject({ inviteCodeUsed: 'FRIEND42', shareMethod: 'WHATS_APP' });
      const tampered = newPhone();
      await loginAs(t.app, tampered, { inviteCode: 'X1', shareMethod: 'HACKED' });
      const [other] = await t.app.db
        .select()
        .from(users)
        .where(eq(users.phoneNo, e164(tampered)));
      expect(other).toMatchObject({ inviteCodeUsed: 'X1', shareMethod: null });
    });

    it('refuses a frozen user with 0310218, after the code', async () => {
      const phone = newPhone();
      await loginAs(t.app, phone);
      await t.app.db
        .update(users)
        .set({ status: 'FROZEN' })
        .where(eq(users.phoneNo, e164(phone)));
      expectRefusal(await login(t.app, phone, await codeFor(t.app, phone)), 403, ERROR_CODES.USER_FROZEN);
    });

    it('blocks re-registration of a deleted phone for 30 days', async () => {
      const phone = newPhone();
      await t.app.db.insert(users).values({
        userId: `U9${Date.now()}`.slice(0, 13),
        phoneNo: e164(phone),
        status: 'DELETED',
        deletedAt: new Date(clock.now() - 2 * DAY),
      });
      const message = expectRefusal(
        await login(t.app, phone, await codeFor(t.app, phone), {}, newCaller({ locale: 'en-US' })),
        403,
        ERROR_CODES.REREGISTRATION_BLOCKED,
      );
      expect(message).toContain('30 days');
      clock.advance((REREGISTRATION_BLOCK_DAYS - 2) * DAY + 60_000);
      expect(await loginAs(t.app, phone)).toMatchObject({ userType: 'REGISTER' });
    });

    it('rotates the refresh token: the old access token still works, the new refresh works', async () => {
      const session = await loginAs(t.app);
      const rotated = expectSuccess<TokenInfo>(await refresh(t.app, session.refreshToken));
      expect(rotated.userId).toBe(session.userId);
      expect(rotated.refreshToken).not.toBe(session.refreshToken);
      expectSuccess(await userInfo(session.accessToken));
      expectSuccess(await userInfo(rotated.accessToken));
      expectSuccess(await refresh(t.app, rotated.refreshToken));
    });

    it('revokes the whole family when a rotated refresh token comes back', async () => {
      const session = await loginAs(t.app);
      const second = expectSuccess<TokenInfo>(await refresh(t.app, session.refreshToken));
      const third = expectSuccess<TokenInfo>(await refresh(t.app, second.refreshToken));
      clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      expectRefusal(await refresh(t.app, session.refreshToken), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(await userInfo(third.accessToken), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(await refresh(t.app, third.refreshToken), 401, ERROR_CODES.SESSION_INVALID);
    });

    it('lets exactly one of two concurrent refreshes with one token succeed', async () => {
      const session = await loginAs(t.app);
      const answers = await Promise.all([
        refresh(t.app, session.refreshToken),
        refresh(t.app, session.refreshToken),
      ]);
      const ok = answers.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      const refused = answers.find((r) => r.statusCode !== 200)!;
      expectRefusal(refused, 401, ERROR_CODES.SESSION_INVALID);
      // The race is not theft: the winner's tokens keep working.
      const winner = ok[0]!.json<{ data: TokenInfo }>().data;
      expectSuccess(await userInfo(winner.accessToken));
      expectSuccess(await refresh(t.app, winner.refreshToken));
    });

    it('refuses unknown and expired refresh tokens with 0310205', async () => {
      expectRefusal(await refresh(t.app, 'not-a-token'), 401, ERROR_CODES.SESSION_INVALID);
      const session = await loginAs(t.app);
      clock.advance(31 * DAY);
      expectRefusal(await refresh(t.app, session.refreshToken), 401, ERROR_CODES.SESSION_INVALID);
    });

    it('refuses a refresh for a frozen user with 0310218', async () => {
      const phone = newPhone();
      const session = await loginAs(t.app, phone);
      await t.app.db
        .update(users)
        .set({ status: 'FROZEN' })
        .where(eq(users.phoneNo, e164(phone)));
      expectRefusal(await refresh(t.app, session.refreshToken), 403, ERROR_CODES.USER_FROZEN);
    });

    it('logs out: the access token and the refresh token stop working', async () => {
      const session = await loginAs(t.app);
      expectSuccess(await callerPost(t.app, '/account/logout', {}, { token: session.accessToken }));
      expectRefusal(await userInfo(session.accessToken), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(await refresh(t.app, session.refreshToken), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(await callerPost(t.app, '/account/logout', {}), 401, ERROR_CODES.SESSION_INVALID);
    });

    it('refuses bad login input with a parameter error naming the field', async () => {
      for (const [body, field] of [
        [{ phoneNo: newPhone(), verificationCode: '12345' }, 'verificationCode'],
        [{ phoneNo: newPhone(), verificationCode: 123456 }, 'verificationCode'],
        [{ verificationCode: '123456' }, 'phoneNo'],
        [{ phoneNo: newPhone(), verificationCode: '123456', inviteCode: 'x'.repeat(65) }, 'inviteCode'],
      ] as const) {
        expect(
          expectRefusal(await callerPost(t.app, '/account/login', body), 400, ERROR_CODES.PARAMETER_ERROR),
        ).toContain(field);
      }
      for (const body of [
        { refreshToken: 'x' },
        { refreshToken: 'x'.repeat(300), identityType: 'C', cpType: 'L' },
      ]) {
        expectRefusal(
          await callerPost(t.app, '/account/refreshToken', body),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
      }
    });
  },
  { now: clock.now, challenge: { counterMax: 50 } },
);
