import { randomInt } from 'node:crypto';
import { HEADERS, encodeDigitalFood } from '@lahap/contract/headers';
import type { LoginData, SendCodeData } from '@lahap/contract/identity/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api, envelopeFields, expectSuccess, signatureHeaders } from './helper.js';

/** A clock the identity rules read; tests move it instead of sleeping. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function testClock(start: number = Date.now()): TestClock {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
    set(ms) {
      t = ms;
    },
  };
}

/** Where a request comes from and who sends it. */
export interface Caller {
  device?: string;
  ip?: string;
  locale?: string;
  token?: string;
}

/** A fresh caller: its own device id and address, so no limit of another test applies. */
export function newCaller(extra: Partial<Caller> = {}): Caller {
  return {
    device: `dev-${randomInt(1e9)}`,
    ip: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    ...extra,
  };
}

/** A valid Indonesian mobile number as typed (leading 0), different each call. */
export function newPhone(): string {
  return `0812${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/** The stored (E.164, no '+') form of a number from newPhone(). */
export function e164(phone: string): string {
  return `62${phone.slice(1)}`;
}

/** A signed POST with the envelope, from the caller's device and address. */
export async function callerPost(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  caller: Caller = {},
  { envelope = true }: { envelope?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify(envelope ? { ...envelopeFields(), ...body } : body);
  return app.inject({
    method: 'POST',
    url: api(path),
    remoteAddress: caller.ip ?? '10.0.0.1',
    headers: {
      'content-type': 'application/json',
      ...(await signatureHeaders(app, rawBody)),
      ...(caller.device
        ? {
            [HEADERS.digitalFood]: encodeDigitalFood({
              deviceId: caller.device,
              channel: '',
              netstate: 1,
              requestId: '',
              sessionId: 'test-session',
              sourceTag: '',
              dfp: '',
            }),
          }
        : {}),
      ...(caller.locale ? { [HEADERS.locale]: caller.locale } : {}),
      ...(caller.token ? { [HEADERS.authorize]: caller.token } : {}),
    },
    payload: rawBody,
  });
}

export function sendCode(
  app: FastifyInstance,
  phoneNo: string,
  caller: Caller,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return callerPost(
    app,
    '/account/sendCode',
    { countryCode: '62', phoneNo, scene: 'LOGIN', ...extra },
    caller,
  );
}

/** Sends a LOGIN code and answers it (from demoCode). */
export async function codeFor(
  app: FastifyInstance,
  phoneNo: string,
  caller: Caller = newCaller(),
): Promise<string> {
  const data = expectSuccess<SendCodeData>(await sendCode(app, phoneNo, caller));
  if (!data.demoCode) throw new Error('no demoCode in the answer');
  return data.demoCode;
}

export function login(
  app: FastifyInstance,
  phoneNo: string,
  verificationCode: string,
  extra: Record<string, unknown> = {},
  caller: Caller = newCaller(),
): Promise<LightMyRequestResponse> {
  return callerPost(
    app,
    '/account/login',
    { countryCode: '62', phoneNo, verificationCode, ...extra },
    caller,
  );
}

/** Sends a code and logs in with it. */
export async function loginAs(
  app: FastifyInstance,
  phoneNo: string = newPhone(),
  extra: Record<string, unknown> = {},
): Promise<LoginData> {
  return expectSuccess<LoginData>(await login(app, phoneNo, await codeFor(app, phoneNo), extra));
}

export function refresh(app: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return callerPost(app, '/account/refreshToken', { refreshToken, identityType: 'C', cpType: 'LAHAP' });
}
