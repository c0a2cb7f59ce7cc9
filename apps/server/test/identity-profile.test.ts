import { ERROR_CODES } from '@lahap/contract/errors';
import type { UserInfo } from '@lahap/contract/identity/schemas';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deviceTokens } from '../src/db/schema/index.js';
import { describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import { callerPost, loginAs, newCaller, testClock } from './identity-helper.js';

const clock = testClock();

describeEachEngine(
  'profile, devices and regions',
  (t) => {
    const edit = (token: string, body: Record<string, unknown>) =>
      callerPost(t.app, '/account/edit', body, { token });

    it('edits nickname and avatar and answers the updated user info', async () => {
      const { accessToken, userId } = await loginAs(t.app);
      const info = expectSuccess<UserInfo>(
        await edit(accessToken, { userName: '  Budi 🇮🇩  ', headPortrait: 'https://img.example.com/a.png' }),
      );
      expect(info).toMatchObject({
        userName: 'Budi 🇮🇩',
        headPortrait: 'https://img.example.com/a.png',
        userId,
      });
      const own = expectSuccess<UserInfo>(
        await edit(accessToken, { userName: 'Budi', headPortrait: '/api/images/u/1.webp' }),
      );
      expect(own.headPortrait).toBe('/api/images/u/1.webp');
      const kept = expectSuccess<UserInfo>(await edit(accessToken, { userName: 'Sari' }));
      expect(kept).toMatchObject({ userName: 'Sari', headPortrait: '/api/images/u/1.webp' });
      const read = expectSuccess<UserInfo>(
        await callerPost(t.app, '/account/queryUserInfo', {}, { token: accessToken }),
      );
      expect(read).toEqual(kept);
    });

    it('accepts 20 characters as a person counts them and refuses 21, empty and wrong types', async () => {
      const { accessToken } = await loginAs(t.app);
      expectSuccess(await edit(accessToken, { userName: '👍🏽'.repeat(20) }));
      for (const userName of ['a'.repeat(21), '   ', 42, null, 'x'.repeat(201)]) {
        const message = expectRefusal(
          await edit(accessToken, { userName }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expect(message).toContain('userName');
      }
      expect(expectRefusal(await edit(accessToken, {}), 400, ERROR_CODES.PARAMETER_ERROR)).toContain(
        'userName',
      );
    });

    it('refuses avatar addresses that are not http(s) or our own images', async () => {
      const { accessToken } = await loginAs(t.app);
      for (const headPortrait of [
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        '//evil.example.com/a.png',
        '/api/images/../admin',
        '/etc/passwd',
        'https://user:pass@example.com/a.png',
      ]) {
        const message = expectRefusal(
          await edit(accessToken, { userName: 'Budi', headPortrait }),
          400,
          ERROR_CODES.PARAMETER_ERROR,
        );
        expect(message).toContain('headPortrait');
      }
    });

    it('requires login for the profile calls', async () => {
      expectRefusal(await callerPost(t.app, '/account/queryUserInfo', {}), 401, ERROR_CODES.SESSION_INVALID);
      expectRefusal(
        await callerPost(t.app, '/account/edit', { userName: 'x' }),
        401,
        ERROR_CODES.SESSION_INVALID,
      );
    });

    it('stores one push token per device, with the user when logged in', async () => {
      const caller = newCaller();
      expectSuccess(await callerPost(t.app, '/device/report', { fcmToken: 'token-1' }, caller));
      const { accessToken } = await loginAs(t.app);
      expectSuccess(
        await callerPost(t.app, '/device/report', { fcmToken: 'token-2' }, { ...caller, token: accessToken }),
      );
      const rows = await t.app.db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.deviceId, caller.device!));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ fcmToken: 'token-2' });
      expect(rows[0]!.userId).not.toBeNull();
      expectRefusal(
        await callerPost(t.app, '/device/report', { fcmToken: 'x' }, { ip: '10.0.0.9' }),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(
        await callerPost(t.app, '/device/report', { fcmToken: 'x'.repeat(1025) }, caller),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
      expectRefusal(
        await callerPost(t.app, '/device/report', { fcmToken: 7 }, caller),
        400,
        ERROR_CODES.PARAMETER_ERROR,
      );
    });

    it('gives a device a stable server id, and a new one when it names none', async () => {
      const caller = newCaller();
      const first = expectSuccess<{ deviceId: string }>(
        await callerPost(t.app, '/risk/getDeviceInfo', {}, caller),
      );
      const again = expectSuccess<{ deviceId: string }>(
        await callerPost(t.app, '/risk/getDeviceInfo', {}, caller),
      );
      expect(again.deviceId).toBe(first.deviceId);
      const anonymous = expectSuccess<{ deviceId: string }>(
        await callerPost(t.app, '/risk/getDeviceInfo', {}, {}),
      );
      expect(anonymous.deviceId).not.toBe(first.deviceId);
    });

    it('lists Indonesia +62 in the request language', async () => {
      const zh = expectSuccess(await callerPost(t.app, '/region/region_list', {}, { locale: 'zh-CN' }));
      expect(zh).toEqual([{ countryCode: '62', regionCode: 'ID', name: '印度尼西亚' }]);
    });

    it('refuses missing envelope fields and ignores unknown ones on every new call', async () => {
      for (const path of [
        '/account/sendCode',
        '/account/checkSlider',
        '/account/login',
        '/account/refreshToken',
        '/account/logout',
        '/account/queryUserInfo',
        '/account/edit',
        '/device/report',
        '/risk/getDeviceInfo',
        '/region/region_list',
      ]) {
        const response = await callerPost(t.app, path, { whatever: 1 }, newCaller(), { envelope: false });
        expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR), path).toMatch(
          /sessionId|requestId|timestamp/,
        );
      }
      expectSuccess(await callerPost(t.app, '/region/region_list', { unknownField: 'x'.repeat(500) }));
      expectSuccess(await callerPost(t.app, '/account/checkSlider', { extra: true }));
    });
  },
  { now: clock.now, challenge: { counterMax: 50 } },
);
