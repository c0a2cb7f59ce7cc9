import type { SendCodeData } from '@lahap/contract/identity/schemas';
import { ERROR_CODES } from '@lahap/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, expectRefusal, expectSuccess } from './helper.js';
import { e164, newCaller, newPhone, sendCode } from './identity-helper.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-long-production-app-secret-for-tests',
  JWT_SECRET: 'a-long-production-jwt-secret-for-tests',
  TEAM_TOKEN: 'a-long-production-team-token-for-tests',
};

describe('demo helpers', () => {
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [demo, production] = await Promise.all([buildTestApp(), buildTestApp({ env: PRODUCTION })]);
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), production?.close()]);
  });

  it('serves the SMS outbox and the demo code outside production', async () => {
    const phone = newPhone();
    const data = expectSuccess<SendCodeData>(await sendCode(demo.app, phone, newCaller()));
    expect(data.demoCode).toMatch(/^\d{6}$/);
    const outbox = expectSuccess<{ phone: string; text: string }[]>(
      await demo.app.inject(`/api/dev/sms-outbox?phone=${e164(phone)}`),
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ phone: e164(phone) });
    expect(outbox[0]!.text).toContain(data.demoCode);
    expectRefusal(await demo.app.inject('/api/dev/sms-outbox?phone=abc'), 400, ERROR_CODES.PARAMETER_ERROR);
  });

  it('has neither the outbox nor the demo code in production', async () => {
    const phone = newPhone();
    const data = expectSuccess<SendCodeData>(await sendCode(production.app, phone, newCaller()));
    expect(data).not.toHaveProperty('demoCode');
    expect(data.expiresInSeconds).toBe(300);
    expectRefusal(
      await production.app.inject(`/api/dev/sms-outbox?phone=${e164(phone)}`),
      404,
      ERROR_CODES.NOT_FOUND,
    );
  });
});
