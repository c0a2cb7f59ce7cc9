import {
  OTP_CHALLENGE_AFTER,
  OTP_CHALLENGE_AFTER_PER_ADDRESS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_ADDRESS_PER_WINDOW,
  OTP_SENDS_PER_DEVICE_PER_WINDOW,
  OTP_TTL_MS,
} from '@lahap/contract/constants';
import { ERROR_CODES } from '@lahap/contract/errors';
import type { AltchaChallenge, SendCodeData } from '@lahap/contract/identity/schemas';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { otpCodes, smsOutbox } from '../src/db/schema/index.js';
import { describeEachEngine, expectRefusal, expectSuccess } from './helper.js';
import {
  type Caller,
  callerPost,
  codeFor,
  e164,
  login,
  newCaller,
  newPhone,
  sendCode,
  testClock,
} from './identity-helper.js';

const clock = testClock();
const HOUR = 3_600_000;

/** Moves past every short window so the next test starts clean. */
const nextWindow = () => clock.advance(OTP_SEND_WINDOW_MS + 1_000);

async function solvedToken(app: FastifyInstance, caller: Caller = newCaller()): Promise<string> {
  const issued = expectSuccess<{ challenge: AltchaChallenge }>(
    await callerPost(app, '/account/checkSlider', {}, caller),
  );
  const solution = await solveChallenge({ challenge: issued.challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: issued.challenge, solution })).toString('base64');
}

/** Three codes from one device to three numbers: the next send needs a challenge. */
async function busyDevice(app: FastifyInstance): Promise<Caller> {
  const caller = newCaller();
  for (let i = 0; i < OTP_CHALLENGE_AFTER; i += 1) expectSuccess(await sendCode(app, newPhone(), caller));
  return caller;
}

describeEachEngine(
  'one-time codes',
  (t) => {
    it('sends a 6-digit code that logs in once', async () => {
      const phone = newPhone();
      const code = await codeFor(t.app, phone);
      expect(code).toMatch(/^\d{6}$/);
      expectSuccess(await login(t.app, phone, code));
      expectRefusal(await login(t.app, phone, code), 400, ERROR_CODES.VERIFICATION_CODE_INVALID);
    });

    it('stores only a hash of the code', async () => {
      const phone = newPhone();
      const code = await codeFor(t.app, phone);
      const rows = await t.app.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phone, e164(phone)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows[0])).not.toContain(code);
    });

    it('expires a code after 5 minutes', async () => {
      const phone = newPhone();
      const code = await codeFor(t.app, phone);
      clock.advance(OTP_TTL_MS - 1_000);
      const alive = await codeFor(t.app, phone);
      clock.advance(OTP_TTL_MS);
      expectRefusal(await login(t.app, phone, alive), 400, ERROR_CODES.VERIFICATION_CODE_INVALID);
      expect(code).toMatch(/^\d{6}$/);
      nextWindow();
    });

    it('kills a code after 5 wrong tries: the right one then fails too', async () => {
      const phone = newPhone();
      const code = await codeFor(t.app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i += 1) {
        expectRefusal(await login(t.app, phone, wrong), 400, ERROR_CODES.VERIFICATION_CODE_INVALID);
      }
      expectRefusal(await login(t.app, phone, wrong), 400, ERROR_CODES.VERIFICATION_CODE_LOCKED);
      expectRefusal(await login(t.app, phone, code), 400, ERROR_CODES.VERIFICATION_CODE_LOCKED);
    });

    it('only the newest code of a phone works', async () => {
      const phone = newPhone();
      const first = await codeFor(t.app, phone);
      const second = await codeFor(t.app, phone);
      if (first !== second) {
        expectRefusal(await login(t.app, phone, first), 400, ERROR_CODES.VERIFICATION_CODE_INVALID);
      }
      expectSuccess(await login(t.app, phone, second));
      nextWindow();
    });

    it('allows 3 sends per phone per 15 minutes, then 429 with the real Retry-After', async () => {
      const phone = newPhone();
      for (let i = 0; i < 3; i += 1) {
        expectSuccess(await sendCode(t.app, phone, newCaller()));
        clock.advance(60_000);
      }
      const refused = await sendCode(t.app, phone, newCaller());
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      // The first send was 3 minutes ago: the window frees in 12 minutes.
      expect(Number(refused.headers['retry-after'])).toBe(12 * 60);
      clock.advance(12 * 60_000 - 2_000);
      expectRefusal(await sendCode(t.app, phone, newCaller()), 429, ERROR_CODES.RATE_LIMITED);
      clock.advance(3_000);
      expectSuccess(await sendCode(t.app, phone, newCaller()));
      nextWindow();
    });

    it('allows 10 sends per phone per day', async () => {
      const phone = newPhone();
      const first = clock.now();
      for (let i = 0; i < 10; i += 1) {
        expectSuccess(await sendCode(t.app, phone, newCaller()));
        if (i % 3 === 2) nextWindow();
      }
      nextWindow();
      const refused = await sendCode(t.app, phone, newCaller());
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      const expected = Math.ceil((first + 24 * HOUR - clock.now()) / 1000);
      expect(Number(refused.headers['retry-after'])).toBe(expected);
      clock.advance(expected * 1000);
      expectSuccess(await sendCode(t.app, phone, newCaller()));
      nextWindow();
    });

    it('limits one device strictly', async () => {
      const caller = newCaller();
      let token = '';
      for (let i = 0; i < OTP_SENDS_PER_DEVICE_PER_WINDOW; i += 1) {
        if (i >= OTP_CHALLENGE_AFTER) token = await solvedToken(t.app);
        expectSuccess(
          await sendCode(
            t.app,
            newPhone(),
            caller,
            i >= OTP_CHALLENGE_AFTER ? { challengeToken: token } : {},
          ),
        );
      }
      const refused = await sendCode(t.app, newPhone(), caller, { challengeToken: await solvedToken(t.app) });
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      nextWindow();
    });

    it('limits one address generously: many phones and devices behind one carrier address', async () => {
      const ip = '10.99.99.99';
      for (let i = 0; i < OTP_SENDS_PER_ADDRESS_PER_WINDOW; i += 1) {
        const extra =
          i >= OTP_CHALLENGE_AFTER_PER_ADDRESS ? { challengeToken: await solvedToken(t.app) } : {};
        expectSuccess(await sendCode(t.app, newPhone(), newCaller({ ip }), extra));
      }
      const refused = await sendCode(t.app, newPhone(), newCaller({ ip }), {
        challengeToken: await solvedToken(t.app),
      });
      expectRefusal(refused, 429, ERROR_CODES.RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectSuccess(await sendCode(t.app, newPhone(), newCaller()));
      nextWindow();
      expectSuccess(await sendCode(t.app, newPhone(), newCaller({ ip })));
    });

    it('demands a challenge from a busy address whatever device id each send claims', async () => {
      const ip = '10.98.98.98';
      for (let i = 0; i < OTP_CHALLENGE_AFTER_PER_ADDRESS; i += 1) {
        expectSuccess(await sendCode(t.app, newPhone(), newCaller({ ip })));
      }
      expectRefusal(
        await sendCode(t.app, newPhone(), newCaller({ ip })),
        400,
        ERROR_CODES.CHALLENGE_REQUIRED,
      );
      const solved = { challengeToken: await solvedToken(t.app) };
      expectSuccess(await sendCode(t.app, newPhone(), newCaller({ ip }), solved));
      // Another address is not held back by this one.
      expectSuccess(await sendCode(t.app, newPhone(), newCaller()));
      nextWindow();
    });

    it('demands a challenge after 3 codes from one device within 15 minutes', async () => {
      const caller = await busyDevice(t.app);
      const message = expectRefusal(
        await sendCode(t.app, newPhone(), caller),
        400,
        ERROR_CODES.CHALLENGE_REQUIRED,
      );
      expect(message).toBeTruthy();
      nextWindow();
      expectSuccess(await sendCode(t.app, newPhone(), caller));
    });

    it('accepts a solved challenge once and refuses it when reused', async () => {
      const caller = await busyDevice(t.app);
      const token = await solvedToken(t.app);
      expect(
        expectSuccess(await callerPost(t.app, '/account/checkSlider', { challengeToken: token })),
      ).toEqual({
        verified: true,
      });
      expectSuccess(await sendCode(t.app, newPhone(), caller, { challengeToken: token }));
      expectRefusal(
        await sendCode(t.app, newPhone(), caller, { challengeToken: token }),
        400,
        ERROR_CODES.CHALLENGE_FAILED,
      );
      nextWindow();
    });

    it('refuses forged, tampered and expired solutions', async () => {
      const caller = await busyDevice(t.app);
      const token = await solvedToken(t.app);
      const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
        challenge: AltchaChallenge;
        solution: { counter: number; derivedKey: string };
      };
      const tampered = structuredClone(payload);
      tampered.challenge.parameters.expiresAt = (tampered.challenge.parameters.expiresAt ?? 0) + 3_600;
      const wrongKey = structuredClone(payload);
      wrongKey.solution.derivedKey = '00'.repeat(32);
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      for (const forged of [encode(tampered), encode(wrongKey), 'not-base64-json', encode({ a: 1 })]) {
        expectRefusal(
          await sendCode(t.app, newPhone(), caller, { challengeToken: forged }),
          400,
          ERROR_CODES.CHALLENGE_FAILED,
        );
      }
      clock.advance(11 * 60_000);
      expectRefusal(
        await sendCode(t.app, newPhone(), await busyDevice(t.app), { challengeToken: token }),
        400,
        ERROR_CODES.CHALLENGE_FAILED,
      );
      nextWindow();
    });

    it.each([
      ['letters', '62', '0812abcd5678', 'id-ID', 'Format nomor salah'],
      ['too short', '62', '0812', 'en-US', 'The number format is wrong'],
      ['a landline', '62', '0212345678', 'zh-CN', '号码格式错误'],
      ['another country', '65', '81234567', 'en-US', 'The number format is wrong'],
    ])(
      'refuses %s with the format message in the request language and writes nothing',
      async (_, cc, phone, locale, text) => {
        const before = await t.app.db.select({ n: count() }).from(otpCodes);
        const outboxBefore = await t.app.db.select({ n: count() }).from(smsOutbox);
        const response = await sendCode(t.app, phone, newCaller({ locale }), { countryCode: cc });
        expect(expectRefusal(response, 400, ERROR_CODES.PHONE_FORMAT_INVALID)).toBe(text);
        expect(await t.app.db.select({ n: count() }).from(otpCodes)).toEqual(before);
        expect(await t.app.db.select({ n: count() }).from(smsOutbox)).toEqual(outboxBefore);
      },
    );

    it('accepts the number with or without the leading 0 and stores one form', async () => {
      const phone = newPhone();
      const code = await codeFor(t.app, phone.slice(1));
      expectSuccess(await login(t.app, phone, code));
    });

    it('needs the device id', async () => {
      const response = await sendCode(t.app, newPhone(), { ip: '10.1.2.3' });
      expect(expectRefusal(response, 400, ERROR_CODES.PARAMETER_ERROR)).toContain('deviceId');
    });

    it('answers the code of the SMS in the demo outbox', async () => {
      const phone = newPhone();
      const data = expectSuccess<SendCodeData>(await sendCode(t.app, phone, newCaller()));
      const outbox = expectSuccess<{ text: string }[]>(
        await t.app.inject(`/api/dev/sms-outbox?phone=${e164(phone)}`),
      );
      expect(outbox[0]!.text).toContain(data.demoCode);
      nextWindow();
    });
  },
  { now: clock.now, challenge: { counterMax: 50 }, redis: true },
);
